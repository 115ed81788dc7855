/**
 * The mock's caps (mock-server/README.md "Limits"): each documented one is enforced, and the server stays up.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createMockContext } from './scenarios/index.ts';
import {
  MAX_BODY_BYTES,
  MAX_LOG_LINES_PER_WORLD,
  MAX_OUTBOX_PER_WORLD,
  MAX_STRING_CHARS,
} from './core/limits.ts';
import { sendMail } from './core/outbox.ts';
import { readyClient, serveMockOverHttp } from './httpClient.test-support.ts';

const mock = serveMockOverHttp();
const AUTH = '/api/authentication-service/v0';

/** Posts `size` bytes, with a Content-Length or chunked, and resolves to the status and body. */
function upload(size: number, chunked: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${mock.origin}${AUTH}/login`);
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The server may close the connection while the rest is still being written: expected.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('request bodies', () => {
  it(`answers 413 to a body over ${MAX_BODY_BYTES} bytes announced by its Content-Length`, async () => {
    const answer = await upload(MAX_BODY_BYTES + 64 * 1024, false);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 413 to a chunked body once it passes the limit, and serves the next request', async () => {
    const answer = await upload(2 * MAX_BODY_BYTES, true);
    expect(answer.status).toBe(413);
    expect((await fetch(`${mock.origin}/__mock/scenarios`)).status).toBe(200);
  });

  it('takes a body just under the limit', async () => {
    const c = await readyClient(mock.origin);
    const answer = await c.call('POST', `${AUTH}/login`, {
      form: { username: 'ava.associate', password: 'x'.repeat(MAX_BODY_BYTES - 100) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_REQUEST');
  });

  it(`refuses a string over ${MAX_STRING_CHARS} characters in an API body`, async () => {
    const c = await readyClient(mock.origin);
    const answer = await c.call('POST', '/api/identity-orchestrator/v0/credentials/forgot', {
      json: { identifier: 'a'.repeat(MAX_STRING_CHARS + 1) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(`at most ${MAX_STRING_CHARS} characters`);
  });

  it('refuses a control string over 200 characters', async () => {
    const answer = await fetch(`${mock.origin}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: `/${'a'.repeat(10_000)}`, status: 503 }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe('path is at most 200 characters');
  });
});

describe('what a world keeps', () => {
  it(`keeps the newest ${MAX_OUTBOX_PER_WORLD} mails`, async () => {
    const context = await createMockContext('empty');
    for (let i = 0; i < MAX_OUTBOX_PER_WORLD + 5; i++)
      await sendMail(context, { to: 'a@example.com', kind: 'test', subject: `mail ${i}` });
    const subjects = context.db.outbox.all().map((mail) => mail.subject);
    expect(subjects).toHaveLength(MAX_OUTBOX_PER_WORLD);
    expect(subjects[0]).toBe('mail 5');
    expect(subjects.at(-1)).toBe(`mail ${MAX_OUTBOX_PER_WORLD + 4}`);
  });

  it(`keeps the newest ${MAX_LOG_LINES_PER_WORLD} log lines`, async () => {
    const world = await (await fetch(`${mock.origin}/__mock/worlds`, { method: 'POST' })).json();
    const inWorld = await readyClient(mock.origin, { 'X-Mock-World': (world as { id: string }).id });
    const line = (i: number) => ({
      level: 'info',
      message: `line ${i}`,
      timestamp: new Date().toISOString(),
    });
    // The contract takes ten lines a batch: 101 batches send 1010.
    for (let batch = 0; batch < 101; batch++) {
      const entries = Array.from({ length: 10 }, (_, i) => line(batch * 10 + i));
      const answer = await inWorld.call('POST', '/api/ui-gateway/v0/logging/batch-log', {
        json: { entries },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(204);
    }
    const logs = (await inWorld.call('GET', '/__mock/state')).body.logs as { message: string }[];
    expect(logs).toHaveLength(MAX_LOG_LINES_PER_WORLD);
    expect(logs[0]?.message).toBe('line 10');
  });
});
