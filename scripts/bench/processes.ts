/**
 * Child processes the bench starts (the preview server, Chromium for Lighthouse), each in its own
 * process group so that stopping it also stops what it started (npx -> node, Chromium's helpers).
 * Everything registered here is stopped by `stopAll()`, which the bench calls in `finally`, on
 * SIGINT/SIGTERM and on exit: nothing outlives a run, also when it fails.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

type Stoppable = { name: string; stop: () => Promise<void>; stopNow: () => void };

const running = new Set<Stoppable>();

export function register(item: Stoppable): () => void {
  running.add(item);
  return () => running.delete(item);
}

let stopping = false;

/** True once `stopAll()` has begun: errors from work whose browser or server was just stopped are expected. */
export function isStopping(): boolean {
  return stopping;
}

/** Stops everything still running, newest first. */
export async function stopAll(): Promise<void> {
  stopping = true;
  for (const item of [...running].reverse()) {
    try {
      await item.stop();
    } catch (error) {
      console.error(`bench: could not stop ${item.name}:`, error);
    }
    running.delete(item);
  }
}

/** Last resort on `process.on('exit')`: synchronous signals only. */
export function stopAllNow(): void {
  for (const item of running) item.stopNow();
  running.clear();
}

export type Child = {
  process: ChildProcess;
  /** Everything it printed so far (stdout and stderr), for error messages. */
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** Starts a command in its own process group and registers it for `stopAll()`. */
export function start(name: string, command: string, args: string[], options: SpawnOptions = {}): Child {
  if (stopping) throw new Error(`not starting ${name}: the bench is stopping`);
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      output += `\n${String(error)}`;
      resolve(-1);
    });
  });
  const signal = (sig: NodeJS.Signals) => {
    // The group, not just the leader: `npx` may have exited and left the real server running.
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, sig); // the whole group this child leads
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    signal('SIGTERM');
    const ended = await Promise.race([exited.then(() => true), delay(5_000).then(() => false)]);
    if (!ended) await Promise.race([exited, delay(2_000)]);
    // Whatever of the group is left (the leader gone, a helper not): no second chance.
    signal('SIGKILL');
    unregister();
  };
  const unregister = register({ name, stop, stopNow: () => signal('SIGKILL') });
  return { process: child, output: () => output, exited, stop };
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Waits until `url` answers 200, failing early when `child` exits first. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(`the server exited before answering ${url}:\n${child.output().slice(-3_000)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await delay(200);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s:\n${child.output().slice(-3_000)}`);
}

/** Runs a command to its end, echoing nothing; rejects with its output when it fails. */
export async function run(command: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  const child = start(`${command} ${args.join(' ')}`, command, args, options);
  const code = await child.exited;
  await child.stop();
  if (code !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${child.output().slice(-6_000)}`);
  return child.output();
}

/** Serves the build in `outDir` with `vite preview` (the mock server mounted) and waits until `readyPath` answers. */
export async function startPreview(
  root: string,
  outDir: string,
  readyPath: string,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = start(
    'vite preview',
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { cwd: root, env: { ...process.env, PORT: String(port), BROWSER: 'none' } },
  );
  await waitForHttp(`${origin}${readyPath}`, child);
  return { origin, stop: child.stop };
}
