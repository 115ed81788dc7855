/** The person closed the browser's passkey dialog, or the app stopped the ceremony: no failure to show. */
export const isCeremonyCancelled = (error: unknown): boolean =>
  // @simplewebauthn/browser passes the browser's DOMException name on (NotAllowedError, AbortError).
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
