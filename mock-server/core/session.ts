import type { MockContext } from './context.ts';
import { fail } from './errors.ts';
import { randomId } from './ids.ts';

export { randomId };

export const SESSION_COOKIE = 'SESSION';
export const SESSION_EXPIRY_COOKIE = 'session-expiry';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const SSO_SESSION_COOKIE = 'sso-session';
/** How long a session lives without activity; prolong-session starts it again. */
export const SESSION_LIFE_MS = 15 * 60 * 1000;

export type Cookies = Record<string, string | undefined>;

/** The live session the request's cookie names, or null (none, unknown or expired). */
export function findSession(context: MockContext, cookies: Cookies) {
  const id = cookies[SESSION_COOKIE];
  if (!id) return null;
  const session = context.db.sessions.findFirst((q) => q.where({ id }));
  if (!session || session.expiresAt <= context.clock.now()) return null;
  return session;
}

/** A new session for a person's associate, at the level a password sign-in gives unless told otherwise. */
export function startSession(
  context: MockContext,
  person: { id: string; baseLevelOfAssurance: number; authenticationPath: 'Lifion' | 'Nexo' },
  associateId: string,
  levelOfAssurance = person.baseLevelOfAssurance,
) {
  const now = context.clock.now();
  return context.db.sessions.create({
    id: randomId('s-'),
    personId: person.id,
    associateId,
    levelOfAssurance,
    authenticationMethod: person.authenticationPath,
    viaSso: false,
    expiresAt: now + SESSION_LIFE_MS,
    createdAt: now,
    impersonation: null,
  });
}

/** The session and its person, or a 401 MISSING_SESSION_COOKIE answer. */
export function requireSession(context: MockContext, cookies: Cookies) {
  const session = findSession(context, cookies);
  const person = session && context.db.persons.findFirst((q) => q.where({ id: session.personId }));
  if (!session || !person) fail(401, 'MISSING_SESSION_COOKIE', { message: 'Sign in to continue.' });
  return { session, person };
}

export function sessionCookies(session: { id: string; expiresAt: number; viaSso: boolean }): string[] {
  return [
    `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`,
    // Readable by the app: the session-expiry modal counts down from it.
    `${SESSION_EXPIRY_COOKIE}=${session.expiresAt}; Path=/; SameSite=Lax`,
    ...(session.viaSso ? [`${SSO_SESSION_COOKIE}=1; Path=/; SameSite=Lax`] : []),
  ];
}

export function clearedSessionCookies(): string[] {
  return [SESSION_COOKIE, SESSION_EXPIRY_COOKIE, SSO_SESSION_COOKIE].map(
    (name) => `${name}=; Path=/; Max-Age=0; SameSite=Lax`,
  );
}

/** `headers` option for a response that sets several cookies. */
export function withCookies(cookies: string[]): { headers: [string, string][] } {
  return { headers: cookies.map((cookie) => ['Set-Cookie', cookie] as [string, string]) };
}
