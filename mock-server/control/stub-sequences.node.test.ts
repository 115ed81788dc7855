/**
 * Stubs that play a sequence, wait, or answer text (mock-server/README.md "Stubs"): answer A, then B, then
 * the handler's; a delay per stub; a body that is not JSON, checked against the contract as any other.
 */
import { expect, it, vi } from 'vitest';
import { createWorld, MockClientError } from '../client.ts';
import { serveMockOverHttp } from '../httpClient.test-support.ts';

const mock = serveMockOverHttp();
const CHECK = '/api/authentication-service/v0/check';

it('plays a sequence once each, in order, then falls through to the handler', async () => {
  const world = await createWorld(mock.origin);
  const ava = await world.signInAs('ava.associate');
  const stub = await world.addStub({
    request: { method: 'GET', path: '/check' },
    responses: [
      { status: 503, body: { code: 'UNKNOWN_ERROR', message: 'first', errors: [{ code: 'UNKNOWN_ERROR' }] } },
      { status: 200, body: { authentication_method: 'Lifion', levelOfAssurance: 1 } },
    ],
  });
  expect(stub).toMatchObject({ times: 2, fired: 0, delayMs: 0 });
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push(await ava.call('GET', CHECK));
  expect(statuses.map((answer) => answer.status)).toEqual([503, 200, 200]);
  expect(statuses[1]!.body).toEqual({ authentication_method: 'Lifion', levelOfAssurance: 1 });
  // The third is the handler's: ava signed in at level 3.
  expect(statuses[2]!.body).toMatchObject({ levelOfAssurance: 3 });
  expect(await world.listStubs()).toEqual([expect.objectContaining({ times: 0, fired: 2 })]);
  await world.deleteWorld();
});

it('checks every answer of a sequence against the contract, and takes a sequence or one answer, not both', async () => {
  const world = await createWorld(mock.origin);
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'added',
      (error: unknown) =>
        error instanceof MockClientError ? `${error.code}: ${error.excerpt}` : String(error),
    );
  expect(
    await code(
      world.addStub({
        request: { method: 'GET', path: '/check' },
        responses: [{ status: 200, body: { levelOfAssurance: 'high' } }, { status: 204 }],
      }),
    ),
  ).toContain('STUB_BREAKS_CONTRACT');
  expect(
    await code(
      world.addStub({
        request: { method: 'GET', path: '/check' },
        response: { status: 204 },
        responses: [{ status: 204 }, { status: 204 }],
      }),
    ),
  ).toContain('give exactly one of response');
  expect(
    await code(
      world.addStub({
        request: { method: 'GET', path: '/check' },
        responses: [{ status: 204 }, { status: 204 }],
        times: 3,
      }),
    ),
  ).toContain('takes no times');
  expect(await world.listStubs()).toEqual([]);
  await world.deleteWorld();
});

it('holds each answer for its delay', async () => {
  const world = await createWorld(mock.origin);
  await world.addStub({
    request: { method: 'GET', path: '/check' },
    response: { status: 200, body: { authentication_method: 'Lifion', levelOfAssurance: 1 } },
    delayMs: 150,
    times: 1,
  });
  const started = performance.now();
  const answer = await world.apiSession().call('GET', CHECK);
  // A lower bound only: however fast the machine, the stub waited at least this long.
  expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  expect(answer.body).toMatchObject({ levelOfAssurance: 1 });
  await world.deleteWorld();
});

it('answers a text body with its content type, and refuses one the contract does not document', async () => {
  const world = await createWorld(mock.origin);
  const refused = await world
    .addStub({ request: { method: 'GET', path: '/check' }, response: { status: 200, text: 'hello' } })
    .catch((error: unknown) => error as MockClientError);
  expect(refused).toMatchObject({ code: 'STUB_BREAKS_CONTRACT' });
  await world.addStub({
    request: { method: 'GET', path: '/check' },
    response: { status: 200, text: '<html>proxy</html>', headers: { 'Content-Type': 'text/html' } },
    deliberate: true,
    times: 1,
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const answer = await fetch(`${mock.origin}${CHECK}`, { headers: { 'X-Mock-World': world.world! } });
  expect(answer.headers.get('content-type')).toBe('text/html');
  expect(await answer.text()).toBe('<html>proxy</html>');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("content type 'text/html' not documented"));
  warn.mockRestore();
  const both = await world
    .addStub({ request: { method: 'GET', path: '/check' }, response: { status: 200, text: 'x', body: {} } })
    .catch((error: unknown) => error as MockClientError);
  expect(both).toMatchObject({ status: 400 });
  expect((both as MockClientError).excerpt).toContain("'body' (JSON) or 'text', not both");
  await world.deleteWorld();
});

it('matches request headers and body by matchers, as verify does', async () => {
  const world = await createWorld(mock.origin);
  await world.addStub({
    request: { method: 'GET', path: '/check', headers: { 'Accept-Language': { $matches: '^fr' } } },
    response: { status: 200, body: { authentication_method: 'Lifion', levelOfAssurance: 1 } },
  });
  const ask = async (language: string) =>
    (
      await fetch(`${mock.origin}${CHECK}`, {
        headers: { 'X-Mock-World': world.world!, 'Accept-Language': language },
      })
    ).status;
  expect(await ask('fr-CA')).toBe(200);
  expect(await ask('en-US')).toBe(401);
  await world.deleteWorld();
});
