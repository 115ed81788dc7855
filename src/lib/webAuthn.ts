/**
 * What the browser says about passkeys, before any passkey code loads: the sign-in page's first load,
 * step-up and settings ask these, and the passkey calls (src/api/passkeys.ts) load only where the
 * answer is yes.
 */

/** Whether this browser can run a passkey ceremony at all (no WebAuthn: show nothing new). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * The person closed the browser's passkey dialog, or the app stopped the ceremony: no failure to show.
 * The browser reports both as a DOMException (`NotAllowedError`, `AbortError`), which
 * @simplewebauthn/browser passes on as a WebAuthnError of the same name.
 */
export const isCeremonyCancelled = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
