/** Associates and clients, client search and impersonation for support staff, feature flags. */
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { findSession, randomId, requireSession, SESSION_LIFE_MS } from '../../core/session.ts';
import { createHttp, type Schemas } from './http.ts';
import { associateOrFail, clientOrFail, type PersonRecord } from './people.ts';

/** Client id of the platform's internal support client (its staff are the support staff). */
export const SUPPORT_CLIENT_ID = '002';
/** Rows per page of the client search when the request names none. */
export const CLIENT_SEARCH_PAGE_SIZE = 5;

type FlagName = Schemas['FeatureFlagName'];

export function associatesHandlers(context: MockContext) {
  const http = createHttp();
  const { db, clock } = context;

  const isInternalStaff = (person: PersonRecord) => person.allClientAccessRoles.length > 0;

  /** The flag for a client, else its default for every client ('*'); a flag without either is off. */
  function flagFor(clientId: string | null, flag: FlagName): boolean {
    const own = clientId === null ? undefined : db.featureFlags.findFirst((q) => q.where({ clientId, flag }));
    return (own ?? db.featureFlags.findFirst((q) => q.where({ clientId: '*', flag })))?.isEnabled ?? false;
  }

  return [
    http.get('/associates/me/clientInfo', ({ cookies, response }) => {
      const { session } = requireSession(context, cookies);
      const associate = db.associates.findFirst((q) => q.where({ id: session.associateId }));
      const client = clientOrFail(context, associate?.clientId ?? '');
      return response(200).json({
        clientId: client.id,
        clientName: client.name,
        isClientRebrandEnabled: client.isClientRebrandEnabled,
      });
    }),

    http.get('/persons/me/associates', ({ cookies, query, response }) => {
      const { session, person } = requireSession(context, cookies);
      const extended = query.get('extended') === 'true';
      const associates = db.associates
        .findMany((q) => q.where({ personId: person.id }))
        .flatMap((associate) => {
          const client = db.clients.findFirst((q) => q.where({ id: associate.clientId }));
          if (!client) return [];
          return [associateView(associate, client, session.associateId, extended)];
        });
      return response(200).json(associates);
    }),

    http.get('/clients/{clientId}/associates/{associateId}', ({ cookies, params, response }) => {
      const { session, person } = requireSession(context, cookies);
      const { client, associate } = associateOrFail(context, params.clientId, params.associateId);
      if (associate.personId !== person.id && !isInternalStaff(person)) {
        fail(403, 'INSUFFICIENT_PERMISSIONS', { message: 'This associate is not yours.' });
      }
      return response(200).json(associateView(associate, client, session.associateId, true));
    }),

    http.get('/clients/{clientId}/associates/{associateId}/attributes', ({ params, response }) => {
      const { client, associate } = associateOrFail(context, params.clientId, params.associateId);
      return response(200).json({
        ...associateNames(client, associate),
        ...(associate.email ? { email: associate.email } : {}),
      });
    }),

    http.post('/clm/getPrefixMatch/clientName', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const inSupportClient =
        db.associates.findFirst((q) => q.where({ personId: person.id, clientId: SUPPORT_CLIENT_ID })) !==
        undefined;
      if (!isInternalStaff(person) || !inSupportClient) {
        fail(403, 'INSUFFICIENT_PERMISSIONS', {
          message: 'Client search is for support staff with all-client access.',
        });
      }
      const {
        clientNamePrefix,
        ignoreTransitionedToService,
        limit = CLIENT_SEARCH_PAGE_SIZE,
        offset = 0,
      } = await request.json();
      const prefix = clientNamePrefix.trim().toLowerCase();
      const matches = db.clients
        .findMany((q) => q.where({ name: (name) => name.toLowerCase().startsWith(prefix) }))
        .filter((client) => !(ignoreTransitionedToService && client.isTransitionedToService))
        .sort((a, b) => a.name.localeCompare(b.name));
      return response(200).json({
        allClients: matches.slice(offset, offset + limit).map((client) => ({
          name: client.name,
          _id: client.id,
          purpose: client.purpose,
          isTransitionedToService: client.isTransitionedToService,
        })),
        totalCount: matches.length,
      });
    }),

    http.get('/sessions/impersonation/{id}', ({ cookies, params, response }) => {
      const { person } = requireSession(context, cookies);
      if (!isInternalStaff(person))
        fail(403, 'INSUFFICIENT_PERMISSIONS', { message: 'Impersonation is for internal staff.' });
      const impersonation = db.impersonations.findFirst((q) => q.where({ id: params.id }));
      if (!impersonation) fail(404, 'RESOURCE_NOT_FOUND', { message: `No impersonation ${params.id}.` });
      const { client, associate } = associateOrFail(
        context,
        impersonation.clientId,
        impersonation.associateId,
      );
      return response(200).json({ impersonationId: impersonation.id, ...associateNames(client, associate) });
    }),

    http.put('/sessions/current/impersonation/start', async ({ cookies, request, response }) => {
      const { session, person } = requireSession(context, cookies);
      if (!isInternalStaff(person))
        fail(403, 'INSUFFICIENT_PERMISSIONS', { message: 'Impersonation is for internal staff.' });
      const { impersonationId, impersonatedActorId, impersonatedClientId, reason } = await request.json();
      const impersonation = db.impersonations.findFirst((q) => q.where({ id: impersonationId }));
      if (!impersonation)
        fail(404, 'RESOURCE_NOT_FOUND', { message: `No impersonation ${impersonationId}.` });
      if (
        impersonation.associateId !== impersonatedActorId ||
        impersonation.clientId !== impersonatedClientId
      ) {
        fail(400, 'INVALID_REQUEST', {
          message: `Impersonation ${impersonationId} is for another associate.`,
        });
      }
      associateOrFail(context, impersonatedClientId, impersonatedActorId);

      const actingSessionId = randomId('acting-');
      const expiresAt = clock.now() + SESSION_LIFE_MS;
      await db.impersonations.update(impersonation, {
        data(draft) {
          draft.reason = reason;
          draft.startedBy = person.id;
        },
      });
      await db.sessions.update(session, {
        data(draft) {
          draft.impersonation = { actingSessionId, impersonationId, expiresAt };
        },
      });
      return response(204).empty({
        headers: {
          'X-Acting-Session-Id': actingSessionId,
          'X-Acting-Session-Expires-At': new Date(expiresAt).toISOString(),
          'X-Acting-Session-Mode': 'impersonation',
        },
      });
    }),

    http.get('/feature-settings/idm/features/{flag}', ({ cookies, params, response }) => {
      const session = findSession(context, cookies);
      const associate = session && db.associates.findFirst((q) => q.where({ id: session.associateId }));
      return response(200).json({ isEnabled: flagFor(associate?.clientId ?? null, params.flag) });
    }),

    http.post('/feature-settings/idm/features/{flag}', async ({ params, request, response }) => {
      const { clientId } = await request.json();
      const client = clientOrFail(context, clientId);
      return response(200).json({ isEnabled: flagFor(client.id, params.flag) });
    }),
  ];
}

/** An associate as the identity orchestrator lists it; `extended` adds the client's name. */
/** Who an associate is, as the attributes and impersonation answers both name them. */
function associateNames(
  client: { id: string; name: string },
  associate: { id: string; firstName: string; lastName: string },
) {
  return {
    clientId: client.id,
    clientName: client.name,
    associateId: associate.id,
    firstName: associate.firstName,
    lastName: associate.lastName,
  };
}

function associateView(
  associate: {
    id: string;
    firstName: string;
    lastName: string;
    isPersonalAssociate: boolean;
    suspended: boolean;
  },
  client: { id: string; name: string; isNexoClient: boolean },
  selectedAssociateId: string,
  extended: boolean,
) {
  return {
    associateId: associate.id,
    clientId: client.id,
    isNexoClient: client.isNexoClient,
    firstName: associate.firstName,
    lastName: associate.lastName,
    isCurrentlySelectedAssociate: associate.id === selectedAssociateId,
    isPersonalAssociate: associate.isPersonalAssociate,
    suspended: associate.suspended,
    ...(extended ? { client: { name: client.name } } : {}),
  };
}
