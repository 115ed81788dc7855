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

/** Navigation options for `navigate(path, withResult(...))`. */
export function withResult(result: RedirectResult): { state: { redirectResult: RedirectResult } } {
  return { state: { redirectResult: result } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Optional fields that are malformed are dropped rather than failing the whole result: a missing
// trace id is no reason to lose the message. Hand-written guards rather than a schema library keep
// this (read on every navigation, so in the entry bundle) small.
function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 4096 ? value : undefined;
}

/**
 * Reads the result back out of navigation state; anything that is not a result gives null (the
 * routes render). A well-formed result with an unknown kind is still a result: state can outlive a
 * deploy that renamed a kind, so it comes back as FAILURE_UNSUPPORTED and the page shows that
 * failure instead of silently showing the route.
 */
export function readResult(locationState: unknown): RedirectResult | null {
  if (!isRecord(locationState)) return null;
  const received = locationState.redirectResult;
  if (!isRecord(received)) return null;
  const kind = received.kind;
  if (typeof kind !== 'string' || kind.length < 1 || kind.length > 200) return null;
  const out: RedirectResult = { kind: isResultKind(kind) ? kind : 'FAILURE_UNSUPPORTED' };
  const redirectUrl = optionalText(received.redirectUrl);
  const registrationCode = optionalText(received.registrationCode);
  const traceId = optionalText(received.traceId);
  const companyName = optionalText(received.companyName);
  const errorCode = optionalText(received.errorCode);
  if (redirectUrl !== undefined) out.redirectUrl = redirectUrl;
  if (registrationCode !== undefined) out.registrationCode = registrationCode;
  if (traceId !== undefined) out.traceId = traceId;
  if (companyName !== undefined) out.companyName = companyName;
  if (errorCode !== undefined) out.errorCode = errorCode;
  return out;
}
