/**
 * `npm run mock:upload-memory`: the body limit's memory check. Starts `npm run mock-server` on PORT
 * (default 9311), sends it a 100 MB body twice (announced by its Content-Length, then chunked), and
 * prints the server's resident memory before, its peak, and after. Linux only: it reads /proc.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';

const port = Number(process.env.PORT ?? 9311);
const origin = `http://127.0.0.1:${port}`;
const SIZE = 100 * 1024 * 1024;

const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) =>
  server.stdout.on('data', (chunk: Buffer) => chunk.includes('mock server on') && resolve()),
);

const memoryMb = (field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
};

function upload(chunked: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/api/authentication-service/v0/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(SIZE) }),
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error),
    );
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < SIZE) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

await fetch(`${origin}/__mock/scenarios`);
const before = memoryMb('VmRSS');
const withLength = await upload(false);
const chunked = await upload(true);
await fetch(`${origin}/__mock/scenarios`);
console.log(
  `100 MB with Content-Length: ${withLength}; 100 MB chunked: ${chunked}; server still answers.\n` +
    `Server memory: ${before} MB before, ${memoryMb('VmHWM')} MB at its peak, ${memoryMb('VmRSS')} MB after.`,
);
server.kill();
