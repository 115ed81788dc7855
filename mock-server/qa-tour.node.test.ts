/**
 * The QA tour (mock-server/qa-tour/tour.mts) as written, in a temporary folder outside the repo, against
 * `npm run mock-server` (the standalone server, a process of its own), with the client the server hands
 * out and mock-server/README.md's tsconfig.json: `tsc --strict`, then tsx. The folder has no node_modules:
 * only the repo's `tsc` and `tsx` binaries are invoked, by absolute path, as `npx --yes` would fetch them.
 * A copy that misspells a field of a service's answer must not compile.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const run = promisify(execFile);
const readme = readFileSync('mock-server/README.md', 'utf8');
const tsconfig = /`tsconfig.json`:\s*```json\n([\s\S]*?)```/.exec(readme)?.[1];
const TOUR = 'mock-server/qa-tour';

let server: ChildProcess | undefined;
let origin = '';
let folder = '';

beforeAll(async () => {
  // `npm run mock-server` is `tsx mock-server/standalone.ts`; PORT=0 takes a free port, which it prints.
  server = spawn(resolve('node_modules/.bin/tsx'), ['mock-server/standalone.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise<string>((found, failed) => {
    let output = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /mock server on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
      if (address) found(address);
    });
    server!.on('exit', (code) => failed(new Error(`npm run mock-server exited (${code}): ${output}`)));
  });
  folder = mkdtempSync(join(tmpdir(), 'qa-tour-'));
  writeFileSync(join(folder, 'client.mts'), await (await fetch(`${origin}/__mock/client.ts`)).text());
  writeFileSync(join(folder, 'tsconfig.json'), tsconfig!);
  for (const file of ['tour.mts', 'scenario.json']) copyFileSync(join(TOUR, file), join(folder, file));
}, 30_000);

afterAll(() => {
  server?.kill();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it('compiles with tsc --strict and runs from a folder outside the repo, printing what it found', async () => {
  expect(tsconfig, "mock-server/README.md's tsconfig.json").toContain('"strict": true');
  // Fails the test with tsc's own errors when the served client or the tour does not compile.
  await run(resolve('node_modules/.bin/tsc'), ['-p', '.'], { cwd: folder });
  const { stdout } = await run(resolve('node_modules/.bin/tsx'), ['tour.mts'], {
    cwd: folder,
    env: { ...process.env, MOCK_ORIGIN: origin },
  });
  expect(stdout.trim().split('\n')).toEqual([
    'loaded qa-tour',
    'signed in as Kim Tester',
    'contract violations: 0',
    'violation: getMe firstName, journal #4: 1',
    'POST /login answered 401: 2 times',
    'sequence: 503, 200, 200; held at least 200 ms: true',
    'imported into a new world: same state true, 9 requests',
    '1 ms before the end: 200',
    'at the end: 401',
  ]);
}, 60_000);

it('does not compile when the tour misspells a field of a service answer', async () => {
  const tour = readFileSync(join(folder, 'tour.mts'), 'utf8');
  expect(tour).toContain('me.body.firstName');
  writeFileSync(join(folder, 'tour.mts'), tour.replace('me.body.firstName', 'me.body.firstNme'));
  const failed = await run(resolve('node_modules/.bin/tsc'), ['-p', '.'], { cwd: folder }).then(
    () => '',
    (error: { stdout: string }) => error.stdout,
  );
  expect(failed).toMatch(
    /tour\.mts\(\d+,\d+\): error TS2551: Property 'firstNme' does not exist .*Did you mean 'firstName'\?/,
  );
  expect(failed.trim().split('\n')).toHaveLength(1);
}, 60_000);
