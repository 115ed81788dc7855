/**
 * One browser-like session over real HTTP: a cookie jar, and the double-submit CSRF header on every
 * call but a GET, as the app sends it. Each exchange can be replayed as a `curl` command.
 */
const XSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-CSRF-Token';

export interface Outgoing {
  method: string;
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

export interface Answer {
  status: number;
  contentType: string;
  /** Parsed JSON when the answer says it is JSON and parses; the text otherwise. */
  body: unknown;
  /** The JSON content type came with a body that is not JSON. */
  malformedJson: boolean;
}

/** The request could not be made or got no answer (refused, reset, timed out). */
export class TransportError extends Error {}

export function createSession(fixedHeaders: Record<string, string>, timeoutMs: number) {
  const jar = new Map<string, string>();

  function requestHeaders(request: Outgoing): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...fixedHeaders,
      ...request.headers,
    };
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (request.method !== 'GET') headers[CSRF_HEADER] = jar.get(XSRF_COOKIE) ?? '';
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    else if (request.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    return headers;
  }

  const bodyOf = (request: Outgoing) =>
    request.json !== undefined
      ? JSON.stringify(request.json)
      : request.form
        ? new URLSearchParams(request.form).toString()
        : undefined;

  async function send(request: Outgoing): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: requestHeaders(request),
        body: bodyOf(request),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TransportError(describeFailure(error, timeoutMs));
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
      else if (name) jar.set(name, pair.slice(at + 1));
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new TransportError(describeFailure(error, timeoutMs));
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!/json/i.test(contentType) || text === '') {
      return { status: response.status, contentType, body: text, malformedJson: false };
    }
    try {
      return { status: response.status, contentType, body: JSON.parse(text), malformedJson: false };
    } catch {
      return { status: response.status, contentType, body: text, malformedJson: true };
    }
  }

  /** The request as a shell command, every secret (a password) replaced by `<password>`. */
  function curl(request: Outgoing, secrets: string[]): string {
    const quote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;
    const parts = ['curl', '-i', '-X', request.method, quote(request.url)];
    for (const [name, value] of Object.entries(requestHeaders(request))) {
      if (name === 'accept') continue;
      parts.push('-H', quote(`${name}: ${value}`));
    }
    const body = bodyOf(request);
    if (body !== undefined) parts.push('--data-raw', quote(body));
    let command = parts.join(' ');
    for (const secret of secrets) {
      if (!secret) continue;
      const forms = [
        secret,
        encodeURIComponent(secret),
        new URLSearchParams({ s: secret }).toString().slice(2),
        JSON.stringify(secret).slice(1, -1),
      ];
      for (const form of new Set(forms)) command = command.replaceAll(form, '<password>');
    }
    return command;
  }

  return { send, curl, jar, hasCsrfToken: () => jar.has(XSRF_COOKIE) };
}

export type Session = ReturnType<typeof createSession>;

function describeFailure(error: unknown, timeoutMs: number): string {
  const failure = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (failure.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const code = failure.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection closed without an answer';
  return failure.cause?.message ?? failure.message ?? 'the request failed';
}
