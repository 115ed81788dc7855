import type { ErrorCode } from '../../api';

/** Sign-in codes with a message of their own ("Login errors"); anything else: try again. */
const LOGIN_ERROR_KEYS = {
  INCORRECT_CREDS: 'login:errors.INCORRECT_CREDS',
  TOO_MANY_ATTEMPTS: 'login:errors.TOO_MANY_ATTEMPTS',
  ASSOCIATE_SUSPENDED: 'login:errors.ASSOCIATE_SUSPENDED',
  ACCOUNT_INACTIVE: 'login:errors.ACCOUNT_INACTIVE',
  RECAPTCHA_RESPONSE_TOKEN_MISSING: 'login:errors.RECAPTCHA_RESPONSE_TOKEN_MISSING',
  // A passkey refused: the password way still works, and the message says so.
  PASSKEY_VERIFICATION_FAILED: 'login:errors.PASSKEY_VERIFICATION_FAILED',
  PASSKEY_UNKNOWN: 'login:errors.PASSKEY_UNKNOWN',
  PASSKEY_COUNTER_REGRESSED: 'login:errors.PASSKEY_COUNTER_REGRESSED',
} as const satisfies Partial<Record<ErrorCode, string>>;

export const LOGIN_ERROR_GENERIC = 'login:errors.generic';

export type LoginErrorKey =
  (typeof LOGIN_ERROR_KEYS)[keyof typeof LOGIN_ERROR_KEYS] | typeof LOGIN_ERROR_GENERIC;

export function loginErrorKey(code: ErrorCode | null | undefined): LoginErrorKey {
  if (code && Object.prototype.hasOwnProperty.call(LOGIN_ERROR_KEYS, code)) {
    return LOGIN_ERROR_KEYS[code as keyof typeof LOGIN_ERROR_KEYS];
  }
  return LOGIN_ERROR_GENERIC;
}
