/** Stored tokens: lookup by kind, the live/executable checks and their errors, creating, spending, views. */
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { randomId } from '../../core/session.ts';
import type { RecordOf } from '../../db/schema.ts';
import { TOKEN_LIFE_MS } from '../../scenarios/default/tokens.ts';
import type { Schemas } from './http.ts';

export type TokenKind = Schemas['TokenKind'];
export type TokenRecord = RecordOf<'tokens'>;

/**
 * A token by kind and value. A single-sign-on service-provider token is also the invitation of the
 * account it leads to: its confirmation's Yes opens `/auth/create-account/{token}/sso` with the same
 * value, which loads, prepares and creates as a `registration` token. A registration invitation is
 * also an associate invitation: user confirmation's Yes opens account linking with the same value
 * (the user-confirmation page).
 */
export function findToken(context: MockContext, kind: TokenKind, token: string) {
  const record = context.db.tokens.findFirst((q) => q.where({ token }));
  if (!record) return undefined;
  if (record.kind === kind) return record;
  if (kind === 'registration' && record.kind === 'ssoServiceProvider') return record;
  return kind === 'associateInvitation' && record.kind === 'registration' ? record : undefined;
}

export const isLive = (context: MockContext, record: TokenRecord) =>
  !record.used && record.expiresAt > context.clock.now();

/** A token that can still be loaded (right kind, not expired, not used), or 404 TOKEN_LOAD_VERIFY_FAILURE. */
export function liveTokenOrFail(context: MockContext, kind: TokenKind, token: string): TokenRecord {
  const record = findToken(context, kind, token);
  if (!record || !isLive(context, record)) {
    fail(404, 'TOKEN_LOAD_VERIFY_FAILURE', { message: 'The link is invalid, expired or already used.' });
  }
  return record;
}

/**
 * A token about to be executed: unknown (or of another kind) is 404 TOKEN_LOAD_VERIFY_FAILURE, used
 * is 400 TOKEN_EXECUTE_FAILURE, expired is 400 INVALID_TOKEN.
 */
export function executableTokenOrFail(context: MockContext, kind: TokenKind, token: string): TokenRecord {
  const record = findToken(context, kind, token);
  if (!record) fail(404, 'TOKEN_LOAD_VERIFY_FAILURE', { message: 'The link is invalid.' });
  if (record.used) fail(400, 'TOKEN_EXECUTE_FAILURE', { message: 'The link has already been used.' });
  if (record.expiresAt <= context.clock.now())
    fail(400, 'INVALID_TOKEN', { message: 'The link has expired.' });
  return record;
}

export async function createToken(
  context: MockContext,
  token: {
    kind: TokenKind;
    personId: string | null;
    email: string | null;
    data?: Record<string, unknown>;
    code?: string | null;
  },
): Promise<TokenRecord> {
  const now = context.clock.now();
  return context.db.tokens.create({
    token: randomId(),
    kind: token.kind,
    personId: token.personId,
    email: token.email,
    data: token.data ?? {},
    code: token.code ?? null,
    expiresAt: now + TOKEN_LIFE_MS,
    used: false,
    createdAt: now,
  });
}

export async function spendToken(context: MockContext, record: TokenRecord): Promise<void> {
  await context.db.tokens.update(record, {
    data(draft) {
      draft.used = true;
    },
  });
}

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The parts of a token's stored data the handlers read. */
export function tokenFacts(record: TokenRecord) {
  const blob = asObject(record.data.token_blob) ?? {};
  const extra = asObject(record.data.extra_information) ?? {};
  return {
    clientId: asString(blob.client_id) ?? asString(blob.clientId),
    associateId: asString(blob.associateId) ?? asString(record.data.identifier),
    email: record.email ?? (asString(blob.email) || undefined),
    clientName: asString(extra.client_name),
    firstName: asString(extra.first_name),
    lastName: asString(extra.last_name),
    isSso: record.data.isSSO === true || record.kind === 'ssoServiceProvider',
    /** Set on invitations that must be completed in the registration portal. */
    aimPic: asString(asObject(record.data.redirectToAim)?.pic),
    /** On a registrationEmailVerification token: the invitation it verifies an email for. */
    associateToken: asString(record.data.associateToken),
  };
}

/** A token as the API shows it; `extra_information` only when extended, its `email` only on SSO tokens. */
export function tokenView(record: TokenRecord, extended: boolean): Schemas['Token'] {
  const blob = asObject(record.data.token_blob);
  const extra = asObject(record.data.extra_information);
  const facts = tokenFacts(record);
  const data: Schemas['TokenData'] = {};
  if (blob) {
    data.token_blob = {
      ...(asString(blob.client_id) ? { client_id: asString(blob.client_id) } : {}),
      ...(asString(blob.clientId) ? { clientId: asString(blob.clientId) } : {}),
      ...(asString(blob.associateId) ? { associateId: asString(blob.associateId) } : {}),
      ...(asString(blob.email) !== undefined ? { email: asString(blob.email) } : {}),
    };
  }
  if (extended && extra) {
    data.extra_information = {
      ...(facts.clientName !== undefined ? { client_name: facts.clientName } : {}),
      ...(facts.firstName !== undefined ? { first_name: facts.firstName } : {}),
      ...(facts.lastName !== undefined ? { last_name: facts.lastName } : {}),
      ...(facts.isSso && asString(extra.email) ? { email: asString(extra.email) } : {}),
    };
  }
  return { kind: record.kind, token: record.token, data };
}
