import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { clearedSessionCookies, randomId, requireSession, withCookies } from '../../core/session.ts';
import { textResourcePackage } from '../../text-resources.ts';
import { NEXO_LOGIN_URL } from '../authentication-service/index.ts';
import { createHttp } from './http.ts';

export { IDENTITY_ORCHESTRATOR_V1_BASE } from './http.ts';

/** Where a Nexo-authenticated session signs in again to act for one of this product's clients. */
export const LIFION_LOGIN_URL = '/auth/login';

export function identityOrchestratorV1Handlers(context: MockContext) {
  const http = createHttp();
  const { db } = context;

  return [
    http.put('/sessions/me/associates', async ({ cookies, request, response }) => {
      const { session, person } = requireSession(context, cookies);
      const { associateId, clientId } = await request.json();
      const associate = db.associates.findFirst((q) => q.where({ id: associateId, personId: person.id }));
      if (!associate || associate.clientId !== clientId) {
        fail(404, 'RESOURCE_NOT_FOUND', { message: `Associate ${associateId} is not one of yours.` });
      }
      if (associate.suspended) fail(403, 'ASSOCIATE_SUSPENDED', { message: 'This associate is suspended.' });
      if (associate.id === session.associateId) return response(204).empty();

      const client = db.clients.findFirst((q) => q.where({ id: associate.clientId }));
      if (!client)
        fail(404, 'RESOURCE_NOT_FOUND', { message: `Client ${associate.clientId} does not exist.` });
      // Crossing between the two sign-in systems needs a fresh sign-in there: this session ends.
      if (client.isNexoClient || session.authenticationMethod === 'Nexo') {
        db.sessions.delete(session);
        return response(200).json(
          {
            username: person.username,
            isNexoClient: client.isNexoClient,
            redirectLoginUrl: client.isNexoClient ? NEXO_LOGIN_URL : LIFION_LOGIN_URL,
          },
          withCookies(clearedSessionCookies()),
        );
      }

      await db.associates.updateMany((q) => q.where({ personId: person.id }), {
        data(draft) {
          draft.isCurrentlySelectedAssociate = draft.id === associate.id;
        },
      });
      await db.sessions.update(session, {
        data(draft) {
          draft.associateId = associate.id;
        },
      });
      return response(204).empty();
    }),

    http.post('/provisionAllClientAccess', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const { clientId, lifionOpsAssociateId, allClientAccessRoles } = await request.json();
      if (person.allClientAccessRoles.length === 0) {
        fail(403, 'INSUFFICIENT_PERMISSIONS', { message: 'An all-client access role is required.' });
      }
      if (!db.associates.findFirst((q) => q.where({ id: lifionOpsAssociateId, personId: person.id }))) {
        fail(403, 'INSUFFICIENT_PERMISSIONS', { message: `Associate ${lifionOpsAssociateId} is not yours.` });
      }
      const held = new Set(person.allClientAccessRoles.map(({ role }) => role));
      const notHeld = allClientAccessRoles.filter(({ role }) => !held.has(role));
      if (notHeld.length > 0) {
        fail(403, 'INSUFFICIENT_PERMISSIONS', {
          message: `Roles not held: ${notHeld.map(({ role }) => role).join(', ')}.`,
        });
      }
      const client = db.clients.findFirst((q) => q.where({ id: clientId }));
      if (!client) fail(404, 'CLIENT_NOT_FOUND', { message: `No client ${clientId}.` });

      const existing = db.associates.findFirst((q) => q.where({ personId: person.id, clientId: client.id }));
      if (!existing) {
        const email = db.contactMethods.findFirst((q) => q.where({ personId: person.id, type: 'EMAIL' }));
        await db.associates.create({
          id: randomId('assoc-'),
          personId: person.id,
          clientId: client.id,
          firstName: person.firstName,
          lastName: person.lastName,
          isCurrentlySelectedAssociate: false,
          isPersonalAssociate: false,
          suspended: false,
          suggestedUserId: person.username,
          dateOfBirth: null,
          email: email?.emailAddress ?? null,
        });
      }
      return response(204).empty();
    }),

    http.get('/username/{username}/username-availability-check', ({ cookies, params, response }) => {
      requireSession(context, cookies);
      const wanted = params.username.trim().toLowerCase();
      const taken = db.persons.findFirst((q) =>
        q.where({ username: (name) => name.toLowerCase() === wanted }),
      );
      return response(200).json({ isAvailable: !taken });
    }),

    http.get('/resources/identity-ui-client', ({ request, response }) => {
      const language = request.headers.get('user-language')?.trim() || 'en-US';
      const catalogue = textResourcePackage(language);
      if (!catalogue) fail(404, 'RESOURCE_NOT_FOUND', { message: `No text resources for ${language}.` });
      return response(200).json(catalogue);
    }),
  ];
}
