import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { keepNewest, MAX_LOG_LINES_PER_WORLD } from '../../core/limits.ts';
import {
  clearedSessionCookies,
  findSession,
  requireSession,
  SESSION_LIFE_MS,
  sessionCookies,
  withCookies,
} from '../../core/session.ts';
import { createHttp } from './http.ts';

export { UI_GATEWAY_BASE } from './http.ts';

/**
 * The agreement names a legal-agreements page address carries (`agreements`: base64 of a JSON list);
 * none for any other address, so only agreements obligations are met by accepting.
 */
function agreementsOf(url: string): string[] {
  try {
    const value = new URL(url, 'http://mock.invalid');
    if (!value.pathname.endsWith('/legal-agreements')) return [];
    const names: unknown = JSON.parse(atob(value.searchParams.get('agreements') ?? ''));
    return Array.isArray(names) && names.every((name) => typeof name === 'string') ? names : [];
  } catch {
    return [];
  }
}

export function uiGatewayHandlers(context: MockContext) {
  const http = createHttp();
  const { db, clock } = context;

  return [
    http.get('/prolong-session', async ({ cookies, request, response }) => {
      const { session } = requireSession(context, cookies);
      // Early sync (prolong-session: false, sync-session-ttl: true) reports the expiry without extending it.
      const extend = request.headers.get('prolong-session') !== 'false';
      const updated = extend
        ? await db.sessions.update(session, {
            data: (draft) => void (draft.expiresAt = clock.now() + SESSION_LIFE_MS),
          })
        : session;
      const expiresAt = updated?.expiresAt ?? session.expiresAt;
      return response(200).json(
        { expiresAt: new Date(expiresAt).toISOString(), sessionExpiryMs: expiresAt },
        withCookies(sessionCookies({ ...session, expiresAt })),
      );
    }),

    http.post('/logout', async ({ cookies, response }) => {
      const session = findSession(context, cookies);
      if (session) db.sessions.delete(session);
      return response(204).empty(withCookies(clearedSessionCookies()));
    }),

    http.post('/logging/log', async ({ request, response }) => {
      context.logs.push(await request.json());
      keepNewest(context.logs, MAX_LOG_LINES_PER_WORLD);
      return response(204).empty();
    }),

    http.post('/logging/batch-log', async ({ request, response }) => {
      const body = await request.json();
      context.logs.push(...body.entries);
      keepNewest(context.logs, MAX_LOG_LINES_PER_WORLD);
      return response(204).empty();
    }),

    http.get('/legal-agreements', ({ query, response }) => {
      const keys = (query.get('keys') ?? '').split(',').filter(Boolean);
      const agreements = db.legalAgreements.findMany((q) =>
        q.where({ agreementName: (name) => keys.length === 0 || keys.includes(name) }),
      );
      return response(200).json({
        data: {
          data: agreements.map((agreement) => ({
            ...agreement,
            createdAt: new Date(agreement.createdAt).toISOString(),
          })),
        },
      });
    }),

    http.post('/persons/me/legal-agreements', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const { legalAgreements } = await request.json();
      for (const { agreementName, version } of legalAgreements) {
        if (!db.legalAgreements.findFirst((q) => q.where({ agreementName, version }))) {
          fail(400, 'INVALID_REQUEST', { message: `Unknown agreement ${agreementName} v${version}` });
        }
      }
      for (const { agreementName, version } of legalAgreements) {
        await db.acceptances.create({ personId: person.id, agreementName, version, acceptedAt: clock.now() });
      }
      // A legal-agreements obligation is met once every agreement its page names is accepted.
      const accepted = new Set(
        db.acceptances.findMany((q) => q.where({ personId: person.id })).map((row) => row.agreementName),
      );
      await db.obligations.updateMany(
        (q) =>
          q.where({
            personId: person.id,
            resolved: false,
            redirectUrl: (url) => {
              const names = url === null ? [] : agreementsOf(url);
              return names.length > 0 && names.every((name) => accepted.has(name));
            },
          }),
        { data: (draft) => void (draft.resolved = true) },
      );
      return response(204).empty();
    }),
  ];
}
