/**
 * `npm run bench:mock`: the standalone mock server under load on loopback. 50 clients (--clients),
 * each in its own world, make sign-in visits for 30 s (--seconds); the run reports requests per
 * second, p50/p99 latency per call and overall, errors, and the server's resident memory before the
 * worlds, at its peak under load, and after the worlds are dropped (after a full collection). Aims:
 * no error, p99 under 100 ms, memory back within 20% of its start. Exit 1 on any failed request.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DEFAULT_PASSWORD } from '../../mock-server/scenarios/default/personas.ts';
import { runClient, type Sample } from './mock-load-client.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    port: { type: 'string', default: '0' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const MB = 1024 * 1024;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const port = Number(values.port) || (await freePort());
// Latency on a shared machine says more about the machine than the server: the report says how busy it was.
const loadAtStart = loadavg()[0]!;
const origin = `http://127.0.0.1:${port}`;
const child = spawn(
  process.execPath,
  [
    '--expose-gc',
    '--import',
    'tsx',
    '--import',
    './scripts/bench/mock-load-probe.ts',
    'mock-server/standalone.ts',
  ],
  {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  },
);
const stop = () => {
  if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 3000).unref();
};
process.on('exit', stop);

await new Promise<void>((resolve, reject) => {
  child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('mock server on') && resolve());
  child.on('exit', (code) => reject(new Error(`the mock server exited (${code}) before it listened`)));
});

/** The server's memory, as it reports it over IPC (after a full collection when `collect`). */
function memory(collect: boolean): Promise<{ rss: number; heapUsed: number }> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as { rss: number; heapUsed: number }));
    child.send({ collect });
  });
}

/** Resident memory read from outside, so sampling under load costs the server nothing. */
function rssNow(): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

await fetch(`${origin}/api/authentication-service/v0/check`);
const before = await memory(true);
const worlds: string[] = [];
for (let i = 0; i < clients; i++) {
  const created = await fetch(`${origin}/__mock/worlds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  worlds.push(((await created.json()) as { id: string }).id);
}
const created = await memory(true);

const samples: Sample[] = [];
let peak = created.rss;
const sampler = setInterval(() => (peak = Math.max(peak, rssNow() ?? peak)), 250);
const started = performance.now();
const deadline = started + seconds * 1000;
await Promise.all(worlds.map((world) => runClient(origin, world, DEFAULT_PASSWORD, deadline, samples)));
const elapsed = (performance.now() - started) / 1000;
clearInterval(sampler);
const loaded = await memory(true);

for (const world of worlds) await fetch(`${origin}/__mock/worlds/${world}`, { method: 'DELETE' });
const dropped = await memory(true);
stop();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const errors = samples.filter((sample) => sample.error);
const all = samples.map((sample) => sample.ms).sort((a, b) => a - b);
const p99 = percentile(all, 99);
const back = dropped.rss <= before.rss * 1.2;

console.log(`mock server under load: ${clients} clients, each in its own world, ${seconds} s on ${origin}`);
console.log(
  `machine    ${availableParallelism()} cores, load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end (the load generator runs on it too)`,
);
console.log(
  `requests   ${samples.length} in ${elapsed.toFixed(1)} s: ${(samples.length / elapsed).toFixed(0)} req/s; errors ${errors.length}`,
);
console.log(
  `latency    p50 ${ms(percentile(all, 50))}, p99 ${ms(p99)} (aim: p99 under 100 ms: ${p99 < 100 ? 'met' : 'missed'})`,
);
console.log('');
console.log(`${'call'.padEnd(20)} ${'count'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`);
for (const call of [...new Set(samples.map((sample) => sample.call))]) {
  const times = samples
    .filter((sample) => sample.call === call)
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  console.log(
    `${call.padEnd(20)} ${String(times.length).padStart(7)} ${ms(percentile(times, 50)).padStart(9)} ${ms(percentile(times, 99)).padStart(9)}`,
  );
}
console.log('');
console.log('memory (RSS; heap used)');
console.log(`  before the worlds            ${mb(before.rss)}; ${mb(before.heapUsed)}`);
console.log(
  `  ${String(clients).padEnd(3)} worlds created           ${mb(created.rss)}; ${mb(created.heapUsed)}`,
);
console.log(`  under load (peak RSS)        ${mb(peak)}`);
console.log(`  after the load               ${mb(loaded.rss)}; ${mb(loaded.heapUsed)}`);
console.log(
  `  after the worlds are dropped ${mb(dropped.rss)}; ${mb(dropped.heapUsed)} (aim: within 20% of the start: ${back ? 'met' : 'missed'})`,
);
for (const error of [...new Set(errors.map((sample) => sample.error))].slice(0, 10))
  console.log(`error: ${error}`);
process.exitCode = errors.length > 0 ? 1 : 0;
