/** The contract's bound on a token value (openapi TokenValue): anything else is a broken link, not a call. */
export const TOKEN_MAX_LENGTH = 1024;

export function isUsableToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= TOKEN_MAX_LENGTH;
}
