// The QA tour: the mock server from a folder of its own, with only the client it serves.
//   npm run mock-server &                       (in identity-web)
//   curl -so client.mts http://127.0.0.1:9090/__mock/client.ts
//   npx --yes -p typescript@5.9 tsc -p . && npx --yes tsx tour.mts   (tsconfig.json: mock-server/README.md)
// mock-server/qa-tour.node.test.ts runs it as written and checks every line it prints.
import { createWorld, mockOrigin, MockClientError } from './client.mts';
import scenario from './scenario.json' with { type: 'json' };

const ME = '/api/identity-orchestrator/v0/persons/me';
const CHECK = '/api/authentication-service/v0/check';
const world = await createWorld(mockOrigin());

// 1. A journey in a world of its own: a scenario file, a mailed reset link used, a sign-in, the person read.
console.log(`loaded ${(await world.loadScenarioFile(scenario)).scenario}`);
await world.executeToken('resetPassword', 'reset-kim', { password: 'Harbor#Lights43' });
const kim = await world.signInAs('kim.tester', 'Harbor#Lights43');
const me = await kim.expect('read me', 'GET', ME, {}, [200]); // typed from the service document
console.log(`signed in as ${me.body.firstName} ${me.body.lastName}`);
await world.expectInOrder([
  { path: '/tokens/execute', status: 204 },
  { path: '/login', status: 200 },
  { path: ME },
]);
console.log(`contract violations: ${(await world.listViolations()).total}`);

// 2. A deliberate violation: found in the list and in its journal entry.
await world.addStub({
  request: { method: 'GET', path: '/persons/me' },
  response: { status: 200, body: { ...me.body, firstName: 42 } },
  deliberate: true,
  times: 1,
});
await kim.call('GET', ME);
const [violation] = (await world.listViolations()).violations;
const entry = (await world.readRequests({ path: '/persons/me' })).at(-1)!;
console.log(
  `violation: ${violation!.operation} ${violation!.problem.split(':')[0]}, journal #${entry.seq}: ${entry.violations!.length}`,
);

// 3. At least 2 POST /login answered 401 (a refusal throws a MockClientError with its code).
for (let i = 0; i < 2; i++)
  await world.signInAs('kim.tester', 'wrong').catch((error: unknown) => {
    if (!(error instanceof MockClientError) || error.code !== 'INCORRECT_CREDS') throw error;
  });
const refused = await world.expectRequested({ method: 'POST', path: '/login', status: 401 }, { atLeast: 2 });
console.log(`POST /login answered 401: ${refused.length} times`);

// 4. A stub sequence with a delay: 503, then level 1, then the handler's answer; each held 100 ms.
await world.addStub({
  request: { method: 'GET', path: '/check' },
  responses: [
    { status: 503, body: { code: 'UNKNOWN_ERROR', message: 'down', errors: [{ code: 'UNKNOWN_ERROR' }] } },
    { status: 200, body: { authentication_method: 'Lifion', levelOfAssurance: 1 } },
  ],
  delayMs: 100,
});
const started = Date.now();
const played = [];
for (let i = 0; i < 3; i++) played.push((await kim.call('GET', CHECK)).status);
console.log(`sequence: ${played.join(', ')}; held at least 200 ms: ${Date.now() - started >= 200}`);

// 5. The world exported, imported into a new world: the same state.
const exported = await world.exportWorld();
const copy = await createWorld(mockOrigin());
await copy.importWorld(exported);
const same =
  JSON.stringify((await copy.readState()).collections) ===
  JSON.stringify((await world.readState()).collections);
console.log(`imported into a new world: same state ${same}, ${(await copy.readRequests()).length} requests`);
await copy.deleteWorld();

// 6. The clock frozen: 1 ms before the session's end still signed in, at its end signed out.
const signedInAt = Date.parse(await world.freezeClock());
const fresh = await world.signInAs('kim.tester', 'Harbor#Lights43');
const end = signedInAt + 15 * 60 * 1000;
await world.setClock(new Date(end - 1).toISOString());
console.log(`1 ms before the end: ${(await fresh.call('GET', CHECK)).status}`);
await world.advanceClock(1);
console.log(`at the end: ${(await fresh.call('GET', CHECK)).status}`);
await world.deleteWorld();
