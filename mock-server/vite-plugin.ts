import type { Connect, Plugin } from 'vite';
import { describeMockServer } from './describe.ts';
import { createNodeMockServer, isMockPath } from './node-http.ts';

/**
 * Mounts the mock server on the Vite dev and preview servers: same origin as the app, real HTTP and
 * real cookies. Loaded only by vite.config.ts, never by the app, so none of it reaches the bundle.
 */
export function mockServerPlugin(options: { scenario?: string } = {}): Plugin {
  let server: ReturnType<typeof createNodeMockServer> | undefined;
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    // Pages and assets are Vite's: like the web server or CDN in front of production, it sets no
    // cookie. The CSRF token comes from the services' answers alone (openapi/common.yaml, CsrfToken).
    if (!isMockPath(pathname)) return next();
    server ??= createNodeMockServer(options.scenario ?? process.env.MOCK_SCENARIO ?? 'default');
    server
      .then(({ handle }) => handle(req, res))
      .then((handled) => (handled ? undefined : next()))
      .catch(next);
  };
  const announce = (urls: { local: string[] } | null | undefined) => {
    const origin = urls?.local[0]?.replace(/\/auth\/?$/, '').replace(/\/$/, '');
    if (origin) console.log(`\n  Sign in at ${origin}/auth/login\n\n${describeMockServer(origin)}\n`);
  };
  return {
    name: 'identity-web-mock-server',
    // The scenario toolbar, on the dev server's pages only: `ctx.server` is unset while building, so
    // no build output ever carries it. Its emulated mobile bridge comes first of all scripts, so the
    // app finds the bridge from its first render, as in the real web view.
    transformIndexHtml: (html, ctx) =>
      ctx.server
        ? [
            {
              tag: 'script',
              attrs: { type: 'module', src: '/auth/mock-server/toolbar/bridge.ts' },
              injectTo: 'head-prepend',
            },
            {
              tag: 'script',
              attrs: { type: 'module', src: '/auth/mock-server/toolbar/toolbar.ts' },
              injectTo: 'body',
            },
          ]
        : html,
    configureServer(devServer) {
      devServer.middlewares.use(middleware);
      devServer.httpServer?.once('listening', () => setTimeout(() => announce(devServer.resolvedUrls), 50));
    },
    configurePreviewServer(previewServer) {
      previewServer.middlewares.use(middleware);
      previewServer.httpServer.once('listening', () =>
        setTimeout(() => announce(previewServer.resolvedUrls), 50),
      );
    },
  };
}
