/**
 * What the over-HTTP mock tests share: a curl-like client, as QA's scripts talk to the mock server.
 * `fixedHeaders` go on every call (e.g. X-Mock-World).
 */
const AUTH = '/api/authentication-service/v0';

/** A curl-like client with a cookie jar that echoes the XSRF token unless told not to. */
export function httpClient(origin: string, fixedHeaders: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  async function call(
    method: string,
    path: string,
    options: { json?: unknown; form?: Record<string, string>; raw?: string; csrf?: boolean } = {},
  ) {
    const headers = new Headers(fixedHeaders);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (method !== 'GET' && options.csrf !== false && jar.has('XSRF-TOKEN'))
      headers.set('X-CSRF-Token', jar.get('XSRF-TOKEN')!);
    let body: string | undefined;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    } else if (options.raw !== undefined) {
      headers.set('content-type', 'application/json');
      body = options.raw;
    }
    const response = await fetch(origin + path, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0/i.test(cookie)) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      body: type.includes('json') && text ? JSON.parse(text) : text,
    };
  }
  const login = (username: string, password: string, recaptchaToken?: string) =>
    call('POST', `${AUTH}/login`, {
      form: { username, password, ...(recaptchaToken ? { recaptchaToken } : {}) },
    });
  return { call, login, jar };
}

/** A client that already holds the XSRF token (the first answer hands it out). */
export async function readyClient(origin: string, fixedHeaders: Record<string, string> = {}) {
  const c = httpClient(origin, fixedHeaders);
  await c.call('GET', `${AUTH}/check`); // hands out the XSRF token
  return c;
}
