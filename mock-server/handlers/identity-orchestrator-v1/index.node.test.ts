import { describe, expect, it } from 'vitest';
import type { MockContext } from '../../core/context.ts';
import { SESSION_COOKIE } from '../../core/session.ts';
import {
  AUTHENTICATION_SERVICE_BASE,
  authenticationServiceHandlers,
} from '../authentication-service/index.ts';
import { IDENTITY_ORCHESTRATOR_V1_BASE as BASE, identityOrchestratorV1Handlers } from './index.ts';
import { codeOf, createHarness, signIn, type Harness } from '../test-harness.ts';

const handlers = (context: MockContext) => [
  ...authenticationServiceHandlers(context),
  ...identityOrchestratorV1Handlers(context),
];
const harness = () => createHarness(handlers);
const switchTo = (h: Harness, associateId: string, clientId: string) =>
  h.call('PUT', `${BASE}/sessions/me/associates`, {
    body: { associateId, clientId, isNexoClient: false, isAuthenticatedByNexo: false },
  });
const selectedOf = (h: Harness, personId: string) =>
  h.context.db.associates
    .findMany((q) => q.where({ personId, isCurrentlySelectedAssociate: true }))
    .map((associate) => associate.id);

describe('PUT /sessions/me/associates', () => {
  it('switches the session to another of the person’s associates', async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    const result = await switchTo(h, 'assoc-ava-birch', 'birch');
    expect(result.status).toBe(204);
    expect(selectedOf(h, 'person-ava')).toEqual(['assoc-ava-birch']);
    const session = h.context.db.sessions.findFirst((q) => q.where({ id: h.cookie(SESSION_COOKIE) }));
    expect(session?.associateId).toBe('assoc-ava-birch');
    // Still signed in.
    expect((await h.call('GET', `${AUTHENTICATION_SERVICE_BASE}/check`)).status).toBe(200);
  });

  it('refuses a suspended associate with 403 and changes nothing', async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    const result = await switchTo(h, 'assoc-ava-cedar', 'cedar');
    expect([result.status, codeOf(result.body)]).toEqual([403, 'ASSOCIATE_SUSPENDED']);
    expect(selectedOf(h, 'person-ava')).toEqual(['assoc-ava-acme']);
  });

  it('answers 404 for an unknown associate, another person’s, or a mismatched client', async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    for (const [associateId, clientId] of [
      ['assoc-nobody', 'acme'],
      ['assoc-paula-acme', 'acme'],
      ['assoc-ava-birch', 'acme'],
    ] as const) {
      const result = await switchTo(h, associateId, clientId);
      expect([result.status, codeOf(result.body)]).toEqual([404, 'RESOURCE_NOT_FOUND']);
    }
  });

  it('sends a switch to a Nexo client to a fresh sign-in there and ends the session', async () => {
    const h = await harness();
    await h.context.db.associates.create({
      id: 'assoc-ava-nexo-co',
      personId: 'person-ava',
      clientId: 'nexo-co',
      firstName: 'Ava',
      lastName: 'Associate',
      isCurrentlySelectedAssociate: false,
      isPersonalAssociate: false,
      suspended: false,
      suggestedUserId: 'avaassociate4',
      dateOfBirth: null,
      email: null,
    });
    await signIn(h, 'ava.associate');
    const result = await switchTo(h, 'assoc-ava-nexo-co', 'nexo-co');
    expect(result).toMatchObject({
      status: 200,
      body: { username: 'ava.associate', isNexoClient: true, redirectLoginUrl: '/__mock/pages/nexo/login' },
    });
    expect(h.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(h.context.db.sessions.all()).toHaveLength(0);
    expect((await h.call('GET', `${AUTHENTICATION_SERVICE_BASE}/check`)).status).toBe(401);
  });

  it('needs a session', async () => {
    const h = await harness();
    expect(codeOf((await switchTo(h, 'assoc-ava-birch', 'birch')).body)).toBe('MISSING_SESSION_COOKIE');
  });
});

describe('POST /provisionAllClientAccess', () => {
  const provision = (h: Harness, clientId: string, lifionOpsAssociateId = 'assoc-sam-002') =>
    h.call('POST', `${BASE}/provisionAllClientAccess`, {
      body: {
        clientId,
        lifionOpsAssociateId,
        allClientAccessRoles: [
          { role: 'all-client-impl-ic-user', ticketUrl: '/__mock/pages/tickets/SUP-1042' },
        ],
      },
    });

  it('gives a support user an associate in the client, once', async () => {
    const h = await harness();
    await signIn(h, 'sam.support');
    expect((await provision(h, 'aspen')).status).toBe(204);
    expect((await provision(h, 'aspen')).status).toBe(204);
    const associates = h.context.db.associates.findMany((q) =>
      q.where({ personId: 'person-sam', clientId: 'aspen' }),
    );
    expect(associates).toHaveLength(1);
    expect(associates[0]).toMatchObject({ suspended: false, isCurrentlySelectedAssociate: false });
    // The new associate can be switched to.
    expect((await switchTo(h, associates[0]!.id, 'aspen')).status).toBe(204);
  });

  it('answers 404 CLIENT_NOT_FOUND for an unknown client', async () => {
    const h = await harness();
    await signIn(h, 'sam.support');
    const result = await provision(h, 'no-such-client');
    expect([result.status, codeOf(result.body)]).toEqual([404, 'CLIENT_NOT_FOUND']);
  });

  it('refuses someone without an all-client access role', async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    const result = await provision(h, 'aspen', 'assoc-ava-acme');
    expect([result.status, codeOf(result.body)]).toEqual([403, 'INSUFFICIENT_PERMISSIONS']);
    expect(h.context.db.associates.findMany((q) => q.where({ clientId: 'aspen' }))).toHaveLength(0);
  });

  it('refuses acting through another person’s associate', async () => {
    const h = await harness();
    await signIn(h, 'sam.support');
    expect(codeOf((await provision(h, 'aspen', 'assoc-ava-acme')).body)).toBe('INSUFFICIENT_PERMISSIONS');
  });
});

describe('GET /username/{username}/username-availability-check', () => {
  it('says whether any person has the username, case-insensitively', async () => {
    const h = await harness();
    expect((await h.call('GET', `${BASE}/username/ava.associate/username-availability-check`)).status).toBe(
      401,
    );
    await signIn(h, 'paula.password');
    expect((await h.call('GET', `${BASE}/username/AVA.associate/username-availability-check`)).body).toEqual({
      isAvailable: false,
    });
    expect((await h.call('GET', `${BASE}/username/brand.new/username-availability-check`)).body).toEqual({
      isAvailable: true,
    });
  });
});

describe('GET /resources/identity-ui-client', () => {
  const resources = (h: Harness, language?: string) =>
    h.call(
      'GET',
      `${BASE}/resources/identity-ui-client`,
      language ? { headers: { 'user-language': language } } : {},
    );

  it('serves English with or without the header, and without a session', async () => {
    const h = await harness();
    expect(await resources(h)).toMatchObject({
      status: 200,
      body: { version: '1.0.27', language: 'en-US', resources: { common: { brandName: 'Workforce ID' } } },
    });
    expect((await resources(h, 'en')).body).toMatchObject({ language: 'en' });
  });

  it('serves the Spanish overlay for es-US', async () => {
    const h = await harness();
    const result = await resources(h, 'es-US');
    expect(result).toMatchObject({
      status: 200,
      body: { language: 'es-US', resources: { login: { title: 'Iniciar sesión' } } },
    });
  });

  it('answers 404 for other languages, so the app falls back regional → base → English', async () => {
    const h = await harness();
    for (const language of ['es-MX', 'fr-FR', 'de']) {
      const result = await resources(h, language);
      expect([result.status, codeOf(result.body)]).toEqual([404, 'RESOURCE_NOT_FOUND']);
    }
  });
});
