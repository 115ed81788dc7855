import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mockServerPlugin } from './mock-server/vite-plugin.ts';
import { loginFramePlugins } from './src/features/login/frame/vite-plugin.ts';

const port = Number(process.env.PORT ?? 5173);
// MOCK=off serves the app alone, for pointing it at real backends (VITE_*_URL, see README).
const withMock = process.env.MOCK !== 'off';

/** The demo build starts the mock server in a service worker before the app (README "Static demo"). */
function demoEntry(): Plugin {
  return {
    name: 'identity-web-demo-entry',
    // 'pre': swap the entry before Vite resolves the page's scripts.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/main.tsx', '/mock-server/demo-entry.ts'),
    },
  };
}

/**
 * `/auth` without its trailing slash is outside Vite's base, so `npm start` and `npm run preview`
 * answered it with Vite's "did you mean /auth/" text; it lands on the app (and so on sign-in) like every
 * other path under it. A static host needs the same rule (README "Production hosting").
 */
export function baseWithoutSlash(): Plugin {
  const redirect = (
    url: string | undefined,
    res: { statusCode: number; setHeader(n: string, v: string): void; end(): void },
  ) => {
    const [path, query] = (url ?? '').split(/\?(.*)/s, 2);
    if (path !== '/auth') return false;
    res.statusCode = 301;
    res.setHeader('Location', `/auth/${query ? `?${query}` : ''}`);
    res.end();
    return true;
  };
  return {
    name: 'identity-web-base-without-slash',
    // Registered directly (not returned), so they run before Vite's own base check.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!redirect(req.url, res)) next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!redirect(req.url, res)) next();
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  base: '/auth/',
  // public/ holds only msw's service worker: the demo build needs it, production must not ship it.
  publicDir: mode === 'demo' ? 'public' : false,
  plugins: [
    react(),
    baseWithoutSlash(),
    // The prerendered sign-in frame and the login chunk's preloads (src/features/login/frame/boot.ts).
    ...loginFramePlugins(),
    ...(withMock && mode !== 'demo' ? [mockServerPlugin()] : []),
    ...(mode === 'demo' ? [demoEntry()] : []),
  ],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser we support has modulepreload: the polyfill (in the entry chunk) is dead weight on
    // the first load of sign-in. Where it is missing the links are hints ignored, nothing breaks.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into one chunk. Left to itself Rolldown (1.2)
        // cuts such modules into a dozen shared chunks once lazy routes import them directly
        // (rolldown/rolldown#10731), and each file compressed alone put ~10 KB gzip on sign-in.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
}));
