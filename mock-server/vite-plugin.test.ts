/**
 * The mock's Vite middleware, as `npm start` and `npm run preview` mount it, leaves a page's answer to
 * Vite: like the web server or CDN in front of production, it sets no cookie on HTML (the CSRF token
 * comes from the services' answers). The nginx and dev-server answers are checked over HTTP in
 * tests/e2e/first-call.spec.ts.
 */
import type { Connect } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { mockServerPlugin } from './vite-plugin';

function mountedMiddleware(hook: 'configureServer' | 'configurePreviewServer'): Connect.NextHandleFunction {
  const used: Connect.NextHandleFunction[] = [];
  const server = {
    middlewares: { use: (fn: Connect.NextHandleFunction) => used.push(fn) },
    httpServer: { once() {} },
  };
  const plugin = mockServerPlugin();
  (plugin[hook] as (server: unknown) => void)(server);
  expect(used).toHaveLength(1);
  return used[0]!;
}

describe.each(['configureServer', 'configurePreviewServer'] as const)('%s', (hook) => {
  it('passes a page request on to Vite without setting a cookie', () => {
    const middleware = mountedMiddleware(hook);
    const setHeader = vi.fn();
    const next = vi.fn();
    middleware(
      { url: '/auth/forgot-password/request', headers: { accept: 'text/html' } } as Connect.IncomingMessage,
      { setHeader } as unknown as Parameters<Connect.NextHandleFunction>[1],
      next,
    );
    expect(next).toHaveBeenCalledOnce();
    expect(setHeader).not.toHaveBeenCalled();
  });
});
