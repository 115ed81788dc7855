/**
 * What the identity orchestrator's handler files share: the typed `http` factory, the password rules,
 * token lookup and views, and the views of a person's contact methods. Handlers live in the files
 * beside this one, one per domain; `../identity-orchestrator.ts` combines them.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../../../src/api/generated/identity-orchestrator.ts';
import type { MockContext } from '../../core/context.ts';
import { fail, type ErrorCode } from '../../core/errors.ts';
import { randomId } from '../../core/session.ts';
import type { Database } from '../../db/schema.ts';
import { TOKEN_LIFE_MS } from '../../scenarios/default.ts';

export const IDENTITY_ORCHESTRATOR_BASE = '/api/identity-orchestrator/v0';

export type Schemas = components['schemas'];
export type TokenKind = Schemas['TokenKind'];
type RecordOf<Name extends keyof Database> = ReturnType<Database[Name]['all']>[number];
export type PersonRecord = RecordOf<'persons'>;
export type TokenRecord = RecordOf<'tokens'>;
export type AssociateRecord = RecordOf<'associates'>;
export type ContactMethodRecord = RecordOf<'contactMethods'>;
export type SessionRecord = RecordOf<'sessions'>;

export const createHttp = () => createOpenApiHttp<paths>({ baseUrl: `*${IDENTITY_ORCHESTRATOR_BASE}` });
export type OrchestratorHttp = ReturnType<typeof createHttp>;

/** The recovery and self-registration limit: 3 requests per address in 15 minutes. */
export const RECOVERY_LIMIT = 3;
export const RECOVERY_WINDOW_MS = 15 * 60 * 1000;
/** The change-email lockout: at most 3 changes in 5 minutes. */
export const EMAIL_CHANGE_LIMIT = 3;
export const EMAIL_CHANGE_WINDOW_MS = 5 * 60 * 1000;
/** Emailed codes (verification, account creation): at most 5 sends per token or person in 5 minutes. */
export const CODE_SEND_LIMIT = 5;
export const CODE_SEND_WINDOW_MS = 5 * 60 * 1000;
/** Wrong dates of birth before the check locks, and for how long. */
export const DOB_FAILURES_BEFORE_LOCK = 5;
export const DOB_LOCKOUT_MS = 5 * 60 * 1000;
/** Earlier passwords kept for the "used recently" rule. */
export const PASSWORD_HISTORY_SIZE = 5;

// ───────────────────────────────────────────── password rules

/** Passwords that meet the composition rules but are far too common (compared case-insensitively). */
export const PASSWORD_BLACKLIST = [
  'Password123!',
  'Password1!',
  'Qwerty123!',
  'Welcome123!',
  'Letmein1!',
  'Admin@123',
  'Changeme1!',
];

export interface PasswordProblem {
  code: Extract<
    ErrorCode,
    | 'LENGTH_RULE'
    | 'PASSWORD_PRECONDITION_UNMATCHED'
    | 'PASSWORD_BLACKLISTED'
    | 'PASSWORD_3_SEQUENTIAL_CHARS'
    | 'PASSWORD_3_REPEATED_CHARS'
    | 'TOO_WEAK_PASSWORD'
  >;
  message: string;
}

function hasThreeSequential(password: string): boolean {
  const lower = password.toLowerCase();
  for (let index = 0; index + 2 < lower.length; index++) {
    const run = lower.slice(index, index + 3);
    if (!/^[a-z]{3}$/.test(run) && !/^[0-9]{3}$/.test(run)) continue;
    const [a, b, c] = [run.charCodeAt(0), run.charCodeAt(1), run.charCodeAt(2)];
    if ((b - a === 1 && c - b === 1) || (a - b === 1 && b - c === 1)) return true;
  }
  return false;
}

/**
 * The server's password rules, first broken rule wins: length 8–72, a digit, an upper- and a
 * lower-case letter and a special character, not blacklisted, no three sequential (abc, 321) or
 * repeated (aaa) characters, not the current password nor one in the history. null when it passes.
 */
export function passwordProblem(
  password: string,
  previous: { current?: string | null; history?: string[] } = {},
): PasswordProblem | null {
  if (password.length < 8 || password.length > 72) {
    return { code: 'LENGTH_RULE', message: 'The password must be 8 to 72 characters long.' };
  }
  if (
    !/[0-9]/.test(password) ||
    !/[A-Z]/.test(password) ||
    !/[a-z]/.test(password) ||
    !/[^A-Za-z0-9]/.test(password)
  ) {
    return {
      code: 'PASSWORD_PRECONDITION_UNMATCHED',
      message:
        'The password needs a digit, an upper-case letter, a lower-case letter and a special character.',
    };
  }
  if (PASSWORD_BLACKLIST.some((common) => common.toLowerCase() === password.toLowerCase())) {
    return { code: 'PASSWORD_BLACKLISTED', message: 'This password is too common. Choose another one.' };
  }
  if (hasThreeSequential(password)) {
    return {
      code: 'PASSWORD_3_SEQUENTIAL_CHARS',
      message: 'The password may not contain 3 sequential characters.',
    };
  }
  if (/(.)\1\1/i.test(password)) {
    return {
      code: 'PASSWORD_3_REPEATED_CHARS',
      message: 'The password may not contain 3 repeated characters.',
    };
  }
  if (password === previous.current || (previous.history ?? []).includes(password)) {
    return {
      code: 'TOO_WEAK_PASSWORD',
      message: "You've used this password recently. Please choose another password.",
    };
  }
  return null;
}

/**
 * A password error: the code on the envelope and on the first two errors (the change-password
 * screen reads the second error's code, the others the first).
 */
export function failPassword(code: ErrorCode, message: string): never {
  fail(400, code, {
    message,
    errors: [
      { code, message },
      { code, message },
    ],
  });
}

/** Answers 400 with the first broken rule of the person's new password, if any. */
export function checkPassword(context: MockContext, personId: string | null, password: string): void {
  const credential = personId ? context.db.credentials.findFirst((q) => q.where({ personId })) : undefined;
  const problem = passwordProblem(password, {
    current: credential?.password ?? null,
    history: credential?.history ?? [],
  });
  if (problem) failPassword(problem.code, problem.message);
}

/** Sets the person's password, the old one going into the history. */
export async function setPassword(context: MockContext, personId: string, password: string): Promise<void> {
  const { db, clock } = context;
  const credential = db.credentials.findFirst((q) => q.where({ personId }));
  if (!credential) {
    await db.credentials.create({ personId, password, history: [], changedAt: clock.now() });
    return;
  }
  await db.credentials.update(credential, {
    data(draft) {
      draft.history = [draft.password, ...draft.history].slice(0, PASSWORD_HISTORY_SIZE);
      draft.password = password;
      draft.changedAt = clock.now();
    },
  });
}

// ───────────────────────────────────────────── people and obligations

const lower = (value: string) => value.trim().toLowerCase();

export function personByUsername(context: MockContext, username: string) {
  const wanted = lower(username);
  return context.db.persons.findFirst((q) => q.where({ username: (name) => name.toLowerCase() === wanted }));
}

/** The email contact method holding this address, whoever's it is. */
export function emailOwner(context: MockContext, address: string) {
  const wanted = lower(address);
  return context.db.contactMethods.findFirst((q) =>
    q.where({ type: 'EMAIL', emailAddress: (email) => email !== null && email.toLowerCase() === wanted }),
  );
}

/** The person an identifier (email address or username) names. */
export function personByIdentifier(context: MockContext, identifier: string) {
  const byEmail = emailOwner(context, identifier);
  if (byEmail) return context.db.persons.findFirst((q) => q.where({ id: byEmail.personId }));
  return personByUsername(context, identifier);
}

export function hasOpenObligation(context: MockContext, personId: string, kinds: string[]): boolean {
  return (
    context.db.obligations.findFirst((q) =>
      q.where({ personId, resolved: false, kind: (kind) => kinds.includes(kind) }),
    ) !== undefined
  );
}

/** Marks the person's open obligations of these kinds as met. */
export async function resolveObligations(
  context: MockContext,
  personId: string,
  kinds: string[],
): Promise<void> {
  await context.db.obligations.updateMany(
    (q) => q.where({ personId, resolved: false, kind: (kind) => kinds.includes(kind) }),
    {
      data(draft) {
        draft.resolved = true;
      },
    },
  );
}

export function clientOrFail(context: MockContext, clientId: string) {
  const client = context.db.clients.findFirst((q) => q.where({ id: clientId }));
  if (!client) fail(404, 'CLIENT_NOT_FOUND', { message: `No client ${clientId}.` });
  return client;
}

/** The associate of a client, or 404 (CLIENT_NOT_FOUND / RESOURCE_NOT_FOUND). */
export function associateOrFail(context: MockContext, clientId: string, associateId: string) {
  const client = clientOrFail(context, clientId);
  const associate = context.db.associates.findFirst((q) => q.where({ id: associateId, clientId }));
  if (!associate)
    fail(404, 'RESOURCE_NOT_FOUND', { message: `No associate ${associateId} in client ${clientId}.` });
  return { client, associate };
}

// ───────────────────────────────────────────── tokens

export function findToken(context: MockContext, kind: TokenKind, token: string) {
  return context.db.tokens.findFirst((q) => q.where({ token, kind }));
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

// ───────────────────────────────────────────── contact methods

export const isEmail = (method: ContactMethodRecord) => method.type === 'EMAIL';

/** The phone in E.164 form (`+15555550100`). */
export function e164(method: ContactMethodRecord): string {
  const number = method.phoneNumber ?? '';
  if (number.startsWith('+')) return number;
  return `+${method.countryCode ?? ''}${number}`;
}

/** The person's emails and phones (VOICE and TEXT count as phones), oldest first. */
export function contactMethodsOf(context: MockContext, personId: string) {
  const all = context.db.contactMethods
    .findMany((q) => q.where({ personId }))
    .sort((a, b) => a.createdAt - b.createdAt);
  return { emails: all.filter(isEmail), phones: all.filter((method) => !isEmail(method)) };
}

export function contactView(method: ContactMethodRecord, isOnlyOneOfType: boolean): Schemas['ContactMethod'] {
  return {
    personId: method.personId,
    type: method.type,
    ...(isEmail(method) ? { emailAddress: method.emailAddress ?? '' } : { phoneNumber: e164(method) }),
    isVerified: method.isVerified,
    isOnlyOneOfType,
    isPersonal: method.isPersonal,
    createdAt: new Date(method.createdAt).toISOString(),
    lastModifiedAt: new Date(method.lastModifiedAt).toISOString(),
  };
}

export function contactInfoView(context: MockContext, personId: string): Schemas['ContactInfo'] {
  const { emails, phones } = contactMethodsOf(context, personId);
  return {
    emails: emails.map((method) => contactView(method, emails.length === 1)),
    phones: phones.map((method) => contactView(method, phones.length === 1)),
  };
}

/** Adds an email contact method (or marks the existing one verified). */
export async function addEmail(
  context: MockContext,
  personId: string,
  address: string,
  isVerified: boolean,
): Promise<void> {
  const now = context.clock.now();
  await context.db.contactMethods.create({
    id: `${personId}:${address}`,
    personId,
    type: 'EMAIL',
    emailAddress: address,
    phoneNumber: null,
    countryCode: null,
    isVerified,
    isPersonal: true,
    inSystemOfRecord: false,
    createdAt: now,
    lastModifiedAt: now,
  });
}
