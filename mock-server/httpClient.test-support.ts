/**
 * What the over-HTTP mock tests share: a mock server on a local port, and the typed client's API
 * session plus sign-in in one call.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { apiSession } from './client.ts';
import { AUTHENTICATION_SERVICE_BASE as AUTH } from './handlers/authentication-service/http.ts';
import { createNodeMockServer } from './node-http.ts';

/**
 * The node mock server on a free port of 127.0.0.1 for the tests of this file: up before them, closed after.
 * `intercept` may answer a request itself instead of the mock (a test's deliberately broken answer): it
 * returns true when it did.
 */
export function serveMockOverHttp(intercept?: (req: IncomingMessage, res: ServerResponse) => boolean): {
  readonly origin: string;
} {
  let server: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    const mock = await createNodeMockServer();
    const started = createServer((req, res) => {
      if (intercept?.(req, res)) return;
      void mock.handle(req, res).then((handled) => {
        if (!handled) res.writeHead(404).end();
      });
    });
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    get origin() {
      return origin;
    },
  };
}

/** A session that already holds the XSRF token (the first answer hands it out). */
export async function readyClient(origin: string, fixedHeaders: Record<string, string> = {}) {
  const session = apiSession(origin, fixedHeaders);
  await session.call('GET', `${AUTH}/check`);
  const login = (username: string, password: string, recaptchaToken?: string) =>
    session.call('POST', `${AUTH}/login`, {
      form: { username, password, ...(recaptchaToken ? { recaptchaToken } : {}) },
    });
  return { ...session, login };
}
