/**
 * Result kinds. A flow ends by navigating with one of these in navigation state;
 * the result page looks the kind up in RESULT_PAGES (./resultPages.ts). Holding it in state (not the URL) means a
 * result cannot be forged by a link, and a reload drops it.
 */
export const RESULT_KINDS = [
  'FAILURE',
  'FAILURE_LINK',
  'FAILURE_LINK_VERIFY_EMAIL',
  'FAILURE_LINK_RESET_PASS',
  'FAILURE_SAML_INCORRECT_APP_ID',
  'FAILURE_UNAUTHORIZED',
  'FAILURE_RECOVER_ATTEMPT',
  'FAILURE_REDIRECT_TO_AIM',
  'FAILURE_UNSUPPORTED',
  'FAILURE_INCOMPLETE_PROFILE',
  'FAILURE_SSO_LOGIN_REQUEST',
  'FAILURE_UNDETERMINED_NEXO_SESSION',
  'BAD_REGISTRATION_TOKEN',
  'FAILURE_VERIFY_CONTACT_INFO',
  'FAILURE_VERIFY_CONTACT_INFO_TOO_MANY_ATTEMPTS',
  'FAILURE_VERIFY_CONTACT_INFO_DUPLICATE_EMAIL',
  'FAILURE_VERIFY_CONTACT_INFO_INVALID_FORMAT',
  'SUCCESS_VERIFY_EMAIL',
  'SUCCESS_FORGOT_PASS_REQUEST',
  'SUCCESS_FORGOT_USERNAME_REQUEST',
  'SUCCESS_SELF_REGISTRATION_REQUEST',
  'SUCCESS_FORGOT_PASS_RESET',
  'SUCCESS_CREATE_ACCOUNT',
  'SUCCESS_ACCOUNT_ALREADY_CREATED',
  'SUCCESS_VERIFY_CONTACT_EMAIL',
  'SUCCESS_VERIFY_CONTACT_PHONE',
  'SUCCESS_ALREADY_VERIFIED',
  'NOT_FOUND',
] as const;

export type ResultKind = (typeof RESULT_KINDS)[number];
export function isResultKind(value: unknown): value is ResultKind {
  return typeof value === 'string' && (RESULT_KINDS as readonly string[]).includes(value);
}

export type RedirectResult = {
  kind: ResultKind;
  redirectUrl?: string;
  registrationCode?: string;
  traceId?: string;
  companyName?: string;
  /** The server or client code behind a failure whose words the page adds (`results:errorCodes`). */
  errorCode?: string;
};
