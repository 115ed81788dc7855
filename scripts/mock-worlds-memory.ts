/**
 * `npm run mock:memory`: the memory check for isolated worlds. Creates 200 worlds over HTTP
 * (the registry keeps 100), lets them idle past the bound on a fake clock, and prints the heap at each
 * step. Run with --expose-gc (the npm script does) so the figures are after a full collection.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_JOURNAL_BODY_CHARS, MAX_JOURNAL_ENTRIES_PER_WORLD } from '../mock-server/core/limits.ts';
import { WORLD_IDLE_MS } from '../mock-server/core/worlds.ts';
import { createNodeMockServer } from '../mock-server/node-http.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const heapMb = () => {
  gc();
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
};

let offset = 0;
const mock = await createNodeMockServer('default', { now: () => Date.now() + offset });
const server = createServer((req, res) => void mock.handle(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const count = async () =>
  ((await (await fetch(`${origin}/__mock/worlds`)).json()) as { worlds: unknown[] }).worlds.length;

const start = heapMb();
for (let i = 0; i < 200; i++) await fetch(`${origin}/__mock/worlds`, { method: 'POST' });
const full = { worlds: await count(), heap: heapMb() };
// Every live world's request journal filled to its cap (256 KB of 2000-character bodies), written
// in-process: the journal's bound is what is measured, not 13 000 HTTP round trips.
for (const { value } of mock.worlds.list()) {
  for (let i = 0; i < MAX_JOURNAL_ENTRIES_PER_WORLD; i++) {
    // A fresh string each time, as each request's body is: a shared one would measure nothing.
    const body = Buffer.alloc(MAX_JOURNAL_BODY_CHARS, String(i % 10)).toString('latin1');
    const request = new Request(`${origin}/api/identity-orchestrator/v0/credentials/forgot`, {
      method: 'POST',
      body,
    });
    value.context.journal.record(request, body, 204, new Date().toISOString());
  }
}
const journals = { worlds: await count(), heap: heapMb() };
offset = WORLD_IDLE_MS + 1;
const idled = { worlds: await count(), heap: heapMb() };
server.close();

console.log(`heap at start:                  ${start} MB`);
console.log(`after creating 200 worlds:      ${full.heap} MB, ${full.worlds} live (the bound)`);
console.log(`with every journal full:        ${journals.heap} MB, ${journals.worlds} live`);
console.log(`after idling past 30 minutes:   ${idled.heap} MB, ${idled.worlds} live`);
if (full.worlds > 100 || journals.heap > full.heap + 100 || idled.worlds !== 0 || idled.heap > start + 5)
  process.exit(1);
