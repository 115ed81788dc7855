// A QA scenario, end to end against a running mock server (`npm run mock-server`):
// ava forgets her password, takes the link from the outbox, sets a new one and signs in with it,
// all in a world of her own, so nothing else on the server notices.
//   npx tsx mock-server/examples/reset-password.ts
import { createWorld } from '../client.ts';

const origin = process.env.MOCK_ORIGIN ?? 'http://127.0.0.1:9090';
const ORCHESTRATOR = '/api/identity-orchestrator/v0';
const email = 'ava.associate@example.com';

const world = await createWorld(origin);
const browser = world.apiSession();
await browser.call('POST', `${ORCHESTRATOR}/credentials/forgot`, { json: { identifier: email } });

const link = await world.lastLink(email);
const token = new URL(link, origin).searchParams.get('token')!;
const reset = await browser.call('POST', `${ORCHESTRATOR}/tokens/execute`, {
  json: { kind: 'resetPassword', token, data: { password: 'Harbor#Lights42' } },
});
console.log(`reset: ${reset.status}`);

await world.signInAs('ava.associate', 'Harbor#Lights42');
console.log('signed in with the new password');
await world.deleteWorld();
