/**
 * Runs npm scripts side by side and fails when any fails: `tsx scripts/run-parallel.ts lint typecheck …`.
 * `npm test`'s static checks and the production build each keep one core busy for a minute at most; one
 * after another they were minutes of a 2-core machine with a core idle. Each script's output is printed
 * whole when it ends (not interleaved), with its time, so a failure reads as it would alone.
 */
import { spawn } from 'node:child_process';

type Outcome = { script: string; code: number; output: string; seconds: number };

function run(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number) =>
      resolve({
        script,
        code,
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/run-parallel.ts <npm script> [<npm script> …]');
  process.exit(2);
}

const outcomes = await Promise.all(
  scripts.map((script) =>
    run(script).then((outcome) => {
      const verdict = outcome.code === 0 ? 'ok' : `FAILED (exit ${outcome.code})`;
      process.stdout.write(`\n── npm run ${script}: ${verdict} in ${outcome.seconds.toFixed(1)} s\n`);
      process.stdout.write(outcome.output);
      return outcome;
    }),
  ),
);

const failed = outcomes.filter((outcome) => outcome.code !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((outcome) => `npm run ${outcome.script}`).join(', ')}`);
  process.exit(1);
}
