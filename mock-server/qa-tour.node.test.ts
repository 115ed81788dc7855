/**
 * mock-server/README.md's script "From an empty folder, with only TypeScript", as written: in a temporary
 * folder outside the repo, against `npm run mock-server` (the standalone server, as a process of its own),
 * with the client the server hands out. The folder has no node_modules: only the repo's `tsc` and `tsx`
 * binaries are invoked, by absolute path, as `npx --yes` would fetch them for a QA repo.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const readme = readFileSync('mock-server/README.md', 'utf8');
const section = readme.slice(readme.indexOf('### From an empty folder, with only TypeScript'));
const block = (language: string, after: string) =>
  new RegExp(`${after}[\\s\\S]*?\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(section)?.[1];

let server: ChildProcess | undefined;
let origin = '';

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
}, 30_000);

afterAll(() => {
  server?.kill();
});

it("runs the README's acceptance script from an empty folder outside the repo: tsc --strict, then tsx", async () => {
  const script = block('ts', '`scenario.json`:');
  const tsconfig = block('json', '`tsconfig.json`:');
  const scenario = block('json', '`scenario.json`:');
  expect(script).toContain("from './client.mts'");
  const folder = mkdtempSync(join(tmpdir(), 'qa-acceptance-'));
  try {
    writeFileSync(join(folder, 'client.mts'), await (await fetch(`${origin}/__mock/client.ts`)).text());
    writeFileSync(join(folder, 'tsconfig.json'), tsconfig!);
    writeFileSync(join(folder, 'scenario.json'), scenario!);
    writeFileSync(join(folder, 'acceptance.mts'), script!);
    const run = promisify(execFile);
    // Fails the test with tsc's own errors when the served client or the script does not compile.
    await run(resolve('node_modules/.bin/tsc'), ['-p', '.'], { cwd: folder });
    const { stdout } = await run(resolve('node_modules/.bin/tsx'), ['acceptance.mts'], {
      cwd: folder,
      env: { ...process.env, MOCK_ORIGIN: origin },
    });
    expect(stdout.trim().split('\n')).toEqual([
      'loaded qa-acceptance',
      'signed in as kim.tester',
      'forgot-password received once (#2, answered 204)',
      'mail: resetPassword',
      'stubbed me: Stubbed',
      'after seeding: kim.tester, lee.tester',
      'restored: kim.tester',
    ]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);
