import { errorCodeValues, type components } from './generated/common';

export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorItem = components['schemas']['ErrorItem'];
export type ObligationRequired = components['schemas']['ObligationRequired'];

/** Codes a password screen shows inline, each in its own words. */
export const PASSWORD_ERROR_CODES = [
  'TOO_WEAK_PASSWORD',
  'PASSWORD_BLACKLISTED',
  'PASSWORD_3_SEQUENTIAL_CHARS',
  'PASSWORD_3_REPEATED_CHARS',
  'PASSWORD_PRECONDITION_UNMATCHED',
  'LENGTH_RULE',
  'INCORRECT_PASSWORD',
] as const satisfies readonly ErrorCode[];

export type PasswordErrorCode = (typeof PASSWORD_ERROR_CODES)[number];

export function isPasswordErrorCode(code: unknown): code is PasswordErrorCode {
  return typeof code === 'string' && (PASSWORD_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The shared code lists, each once: a screen asks `hasCode(error, ...LIST)` instead of
 * writing its own. Where a screen deliberately reads a list differently, its outcome file says so:
 * create account shows DUPLICATE_EMAIL on the username field in its own words, and
 * verify-contact-info sends EMAIL_ADDRESS_ALREADY_EXISTS alone
 * to its duplicate-email page, the other taken codes to its generic page.
 */

/** The link or code itself is no good: unknown, expired, already used, malformed. */
export const TOKEN_FAILURE_CODES = [
  'TOKEN_LOAD_VERIFY_FAILURE',
  'TOKEN_EXECUTE_FAILURE',
  'INVALID_TOKEN',
] as const satisfies readonly ErrorCode[];

/**
 * The address belongs to someone else: the contact codes (EMAIL_ALREADY_EXISTS, DUPE_EMAIL_ERROR), the
 * registration code (EMAIL_ADDRESS_ALREADY_EXISTS) and the create-account one (DUPLICATE_EMAIL).
 */
export const EMAIL_TAKEN_CODES = [
  'EMAIL_ALREADY_EXISTS',
  'DUPE_EMAIL_ERROR',
  'EMAIL_ADDRESS_ALREADY_EXISTS',
  'DUPLICATE_EMAIL',
] as const satisfies readonly ErrorCode[];

/** The phone number belongs to someone else. */
export const PHONE_TAKEN_CODES = [
  'PHONE_NUMBER_ALREADY_EXISTS',
  'DUPE_PHONE_NUMBER_ERROR',
] as const satisfies readonly ErrorCode[];

/**
 * Too many attempts (or too many codes asked for): about the person, not what they typed, and an
 * answer, not a snag (./errors.ts `toApiError` keeps a 403 of this code a plain ApiError, and
 * src/common/form/transient.ts never counts it as transient, even as a 429).
 */
export const TOO_MANY_ATTEMPTS_CODES = ['TOO_MANY_ATTEMPTS'] as const satisfies readonly ErrorCode[];

/**
 * The double-submit CSRF check refused the call. src/api/middleware.ts (`csrfToken`) fetches a fresh
 * token and retries once; a refusal that survives that is a snag on the service's side, so
 * `toApiError` keeps it a plain ApiError (not the "no permission" page) and
 * src/common/form/transient.ts counts it as transient.
 */
export const CSRF_REFUSED_CODE = 'CSRF_TOKEN_INVALID' satisfies ErrorCode;

/** The message shown for a server code the app does not know. */
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong while making a HTTP request.';

const knownCodes: ReadonlySet<string> = new Set(errorCodeValues);

export function toKnownCode(code: unknown): ErrorCode {
  return typeof code === 'string' && knownCodes.has(code) ? (code as ErrorCode) : 'UNKNOWN_ERROR';
}

/** Every failed call surfaces as one of these, so screens switch on `code` and never on raw bodies. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly errors: ErrorItem[],
    readonly traceId: string,
    message?: string,
  ) {
    super(message ?? (code === 'UNKNOWN_ERROR' ? UNKNOWN_ERROR_MESSAGE : code));
  }

  /** The code a screen should react to: the first error's, else the envelope's. */
  get firstCode(): ErrorCode {
    return this.errors[0]?.code ?? this.code;
  }
}

/** A 403 the app answers by navigating to /auth/unauthorized-error (with the trace id). */
export class ForbiddenError extends ApiError {
  override readonly name = 'ForbiddenError';
}

/** A 412 carrying an obligation action: the obligations engine decides where to go. */
export class ObligationError extends ApiError {
  override readonly name = 'ObligationError';
  constructor(
    status: number,
    readonly obligation: ObligationRequired,
    traceId: string,
  ) {
    super(
      status,
      toKnownCode(obligation.code),
      normaliseItems(obligation.errors),
      traceId,
      obligation.message,
    );
  }
}

/** A call the app gave up on: no answer within the request timeout (src/api/clients.ts). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(readonly traceId: string) {
    super('The server did not answer in time.');
  }
}

/**
 * A 2xx whose body is not the JSON the contract promises: in practice a proxy's or load balancer's
 * error page (HTML with a 200) or a body cut off on the way, so src/common/form/transient.ts counts it
 * as a snag worth retrying, never as an answer.
 */
export class UnreadableAnswerError extends Error {
  override readonly name = 'UnreadableAnswerError';
  constructor(
    readonly status: number,
    readonly traceId: string,
  ) {
    super('The server answered with something that is not the expected JSON.');
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A 403 or an obligation (412): the app-wide handler (./globalErrors.ts) is already navigating, so a
 * screen shows nothing of its own for it.
 */
export function isHandledGlobally(error: unknown): error is ForbiddenError | ObligationError {
  return error instanceof ForbiddenError || error instanceof ObligationError;
}

/** The failure carries one of `codes`, as the envelope's code or as its first error's. */
export function hasCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return isApiError(error) && (codes.includes(error.code) || codes.includes(error.firstCode));
}

function normaliseItems(items: unknown): ErrorItem[] {
  if (!Array.isArray(items)) return [];
  return items.map((item: unknown) => {
    const record = (item ?? {}) as Record<string, unknown>;
    const code = toKnownCode(record.code);
    return {
      code,
      message:
        code === 'UNKNOWN_ERROR'
          ? UNKNOWN_ERROR_MESSAGE
          : typeof record.message === 'string'
            ? record.message
            : undefined,
      details:
        record.details && typeof record.details === 'object'
          ? (record.details as ErrorItem['details'])
          : undefined,
    };
  });
}

function isObligationBody(body: unknown): body is ObligationRequired {
  if (!body || typeof body !== 'object') return false;
  const action = (body as { requiredAction?: { kind?: unknown } }).requiredAction;
  return !!action && (action.kind === 'redirect' || action.kind === 'command');
}

/** Turns a non-2xx response body into the matching typed error. */
export function toApiError(status: number, body: unknown, traceId: string): ApiError {
  if (status === 412 && isObligationBody(body)) return new ObligationError(status, body, traceId);
  const envelope = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = toKnownCode(envelope.code);
  const errors = normaliseItems(envelope.errors);
  const message =
    code === 'UNKNOWN_ERROR'
      ? UNKNOWN_ERROR_MESSAGE
      : typeof envelope.message === 'string'
        ? envelope.message
        : undefined;
  const tooManyAttempts = [code, errors[0]?.code].some((candidate) =>
    (TOO_MANY_ATTEMPTS_CODES as readonly unknown[]).includes(candidate),
  );
  if (status === 403 && !tooManyAttempts && code !== CSRF_REFUSED_CODE)
    return new ForbiddenError(status, code, errors, traceId, message);
  return new ApiError(status, code, errors, traceId, message);
}
