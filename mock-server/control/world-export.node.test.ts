/**
 * A world as one JSON document (mock-server/README.md "Control API"): exported from one world and imported
 * into a new one, it has the same state, clock, scenario, stubs, faults and journal; a document that does
 * not fit is a 400 and the world keeps what it had.
 */
import { expect, it } from 'vitest';
import { createWorld, MockClientError } from '../client.ts';
import { serveMockOverHttp } from '../httpClient.test-support.ts';

const mock = serveMockOverHttp();
const CHECK = '/api/authentication-service/v0/check';

it('imports into a new world what another exported: state, frozen clock, scenario file, stubs, faults, journal', async () => {
  const source = await createWorld(mock.origin);
  await source.loadScenarioFile({ name: 'qa-export', personas: [{ username: 'kim.tester' }] });
  await source.freezeClock();
  await source.setClock('2031-05-01T12:00:00Z');
  const kim = await source.signInAs('kim.tester');
  await source.forgotPassword('kim.tester');
  await source.addStub({
    request: { method: 'GET', path: '/check' },
    responses: [
      { status: 200, body: { authentication_method: 'Lifion', levelOfAssurance: 1 } },
      { status: 200, body: { authentication_method: 'Lifion', levelOfAssurance: 2 } },
    ],
  });
  expect((await kim.call('GET', CHECK)).body).toMatchObject({ levelOfAssurance: 1 });
  await source.injectFault({ method: 'GET', path: '/persons/me', status: 503 });
  const exported = await source.exportWorld();
  expect(exported).toMatchObject({ format: 'identity-web-mock-world/1', scenario: 'qa-export' });
  // Through JSON, as a file attached to a bug would be.
  const document = JSON.parse(JSON.stringify(exported)) as typeof exported;

  const target = await createWorld(mock.origin);
  expect(await target.importWorld(document)).toEqual({
    scenario: 'qa-export',
    now: '2031-05-01T12:00:00.000Z',
  });
  const [before, after] = [await source.readState(), await target.readState()];
  expect(after.collections).toEqual(before.collections);
  expect(after.now).toBe('2031-05-01T12:00:00.000Z');
  expect(after.clockFrozenAt).toBe(Date.parse('2031-05-01T12:00:00Z'));
  expect((await target.listPersonas()).personas.map((persona) => persona.username)).toEqual(['kim.tester']);
  expect(await target.readRequests()).toEqual(await source.readRequests());
  expect(await target.listStubs()).toEqual(await source.listStubs());
  expect(await target.listFaults()).toEqual(await source.listFaults());
  expect(await target.newestMail('kim.tester@example.com')).toMatchObject({ kind: 'resetPassword' });

  // The session kim holds in the source world is signed in in the imported one, and the stub plays on.
  const sameCookies = target.apiSession();
  for (const [name, value] of kim.jar) sameCookies.jar.set(name, value);
  expect((await sameCookies.call('GET', CHECK)).body).toMatchObject({ levelOfAssurance: 2 });
  expect((await sameCookies.call('GET', CHECK)).body).toMatchObject({ levelOfAssurance: 3 });
  expect((await sameCookies.call('GET', '/api/identity-orchestrator/v0/persons/me')).status).toBe(503);
  // The journal numbers on from the imported one; a reset reloads the scenario file.
  expect((await target.readRequests()).at(-1)!.seq).toBe(document.journal.at(-1)!.seq + 3);
  expect(await target.reset()).toEqual({ scenario: 'qa-export' });
  await source.deleteWorld();
  await target.deleteWorld();
});

it('refuses a document that does not fit, naming the field, and keeps the world as it was', async () => {
  const world = await createWorld(mock.origin);
  const good = await world.exportWorld();
  const refusal = (document: unknown) =>
    world.importWorld(document as typeof good).then(
      () => 'imported',
      (error: unknown) =>
        error instanceof MockClientError ? `${error.status} ${error.excerpt}` : String(error),
    );
  expect(await refusal({ ...good, format: 'other/9' })).toContain(
    "format must be 'identity-web-mock-world/1'",
  );
  expect(await refusal({ ...good, scenario: 'nope' })).toContain("Unknown scenario 'nope'");
  expect(await refusal({ ...good, collections: { dragons: [] } })).toContain("Unknown collection 'dragons'");
  expect(await refusal({ ...good, collections: { ...good.collections, persons: [{ id: 7 }] } })).toContain(
    'A record does not fit its collection',
  );
  expect(
    await refusal({
      ...good,
      stubs: [
        { request: { method: 'GET', path: '/nothing' }, response: { status: 200 }, times: 1, fired: 0 },
      ],
    }),
  ).toContain('No operation answers GET /nothing');
  expect(await refusal({ ...good, colour: 'red' })).toContain("Unknown key 'colour'");
  expect(await refusal({ ...good, extraPersonas: [{ username: 7 }] })).toContain(
    'extraPersonas[0] must be a persona',
  );
  const state = await world.readState();
  expect(state.collections).toEqual(good.collections);
  expect((await world.listPersonas()).personas.length).toBeGreaterThan(5);
  await world.deleteWorld();
});
