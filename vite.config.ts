import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mockServerPlugin } from './mock-server/vite-plugin.ts';
import { loginFramePlugin } from './scripts/build/login-frame/plugin.ts';
import { firstScreensPlugin } from './scripts/build/first-screens/plugin.ts';
import {
  contentSecurityPolicy,
  hostingConfigFromEnv,
  securityHeaders,
  type HostingConfig,
} from './deploy/security-headers.ts';
import { buildEnv, checkShippedHeaders } from './scripts/headers.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { slimPreloadPlugin } from './scripts/build/slim-preload.ts';
import { formReadyRenderPlugin } from './scripts/build/form-ready-render.ts';
import { routePreloadsPlugin } from './scripts/build/route-preloads.ts';
import { EAGER_COMPILE_HINT } from './scripts/build/compile-hint.ts';

const port = Number(process.env.PORT ?? 5173);
// MOCK=off serves the app alone, for pointing it at real backends (VITE_*_URL, see docs/deployment.md "Real
// backends").
const withMock = process.env.MOCK !== 'off';

/**
 * The demo build starts the mock server in a service worker before the app (`npm run build:demo`, README
 * "Scripts").
 */
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
 * other path under it. A static host needs the same rule (docs/deployment.md "Production hosting").
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

/**
 * `npm start` and `npm run preview` send the production headers (deploy/security-headers.ts) on every
 * answer under /auth, so whatever the policy blocks shows up while developing, not first in production.
 * The dev server alone adds one nonce to script-src and style-src: Vite injects its client, React's
 * refresh preamble and each CSS module as inline tags there, and writes that nonce on them.
 */
export function securityHeadersPlugin(config: HostingConfig, devNonce?: string): Plugin {
  const headers = securityHeaders(config);
  if (devNonce) {
    headers['Content-Security-Policy'] = contentSecurityPolicy(config)
      .replace("script-src 'self'", `script-src 'self' 'nonce-${devNonce}'`)
      .replace("style-src 'self'", `style-src 'self' 'nonce-${devNonce}'`);
  }
  const middleware = (
    req: { url?: string | undefined },
    res: { setHeader(name: string, value: string): void },
    next: () => void,
  ) => {
    if ((req.url ?? '').startsWith('/auth')) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    next();
  };
  return {
    name: 'identity-web-security-headers',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}

/** What the policy needs to know of a deployment's configuration (docs/deployment.md "Configuration"). */
function hostingConfig(mode: string): HostingConfig {
  return hostingConfigFromEnv(buildEnv(mode));
}

/**
 * The build fails when the headers it would ship (scripts/headers.ts: `deploy/generated/` from `npm run
 * headers`, else the committed ones) do not allow what its configuration needs: a captcha or a backend
 * on an origin the policy does not name would be refused in production, and only there.
 */
function shippedHeadersFit(config: HostingConfig): Plugin {
  return {
    name: 'identity-web-shipped-headers-fit',
    apply: 'build',
    buildStart() {
      checkShippedHeaders(config);
    },
  };
}

// A fixed value is enough on the dev server, which only ever serves a developer's own machine.
const DEV_NONCE = 'identity-web-dev';

/** See `build.rolldownOptions.output.codeSplitting`; check:bundle measures what it saves (sign-in: -0.3 KB for its fields, config, targets and limits). */
const SHARED_SMALL_MODULES =
  /[\\/]src[\\/](common[\\/]navigation[\\/]go|api[\\/](globalErrors|checkObligations)|lib[\\/](obligations|redirect|webAuthn|validation[\\/]messages)|common[\\/]form[\\/]transient|ui[\\/](Field|FieldShell)|features[\\/]login[\\/](config|targets)|lib[\\/]validation[\\/]limits|common[\\/]session[\\/]featureFlagFailure)\.tsx?$/;

/**
 * React Router's package exports name only its development build (remix-run/react-router#14102), whose
 * warnings a constant turns on; its production build, the same code with them off, is 0.6 KB gzip less on
 * every first load. The dev server and Vitest keep the warnings. check:bundle fails if they ship.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ mode, command, isPreview }) => ({
  base: '/auth/',
  // public/ holds only msw's service worker: the demo build needs it, production must not ship it.
  publicDir: mode === 'demo' ? 'public' : false,
  plugins: [
    react(),
    baseWithoutSlash(),
    securityHeadersPlugin(hostingConfig(mode), command === 'serve' && !isPreview ? DEV_NONCE : undefined),
    // Not for the demo (a static site with the mock in a service worker, served without these headers).
    ...(mode === 'demo' ? [] : [shippedHeadersFit(hostingConfig(mode))]),
    // The prerendered sign-in frame and the login chunk's preloads (src/features/login/frame/boot.ts).
    loginFramePlugin(),
    // Each route of src/app/firstScreens.ts: its own document, its first screen painted before any JavaScript.
    firstScreensPlugin(),
    // Each route's chunks asked for from <head>, side by side, on every path but sign-in's (issue 66).
    routePreloadsPlugin(),
    // Vite's preload helper cut to what it still does here (scripts/build/slim-preload.ts).
    slimPreloadPlugin(),
    // No second render of every form as it mounts, for a flag the app never reads
    // (scripts/build/form-ready-render.ts).
    formReadyRenderPlugin(),
    ...(withMock && mode !== 'demo' ? [mockServerPlugin()] : []),
    ...(mode === 'demo' ? [demoEntry()] : []),
    // .gz and .br beside every text file, for servers that send them as they are (deploy/nginx/).
    precompressPlugin(),
  ],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  html: command === 'serve' && !isPreview ? { cspNonce: DEV_NONCE } : {},
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: {
      // Every browser we support has modulepreload: the polyfill (in the entry chunk) is dead weight on
      // the first load of sign-in. Where it is missing the links are hints ignored, nothing breaks.
      polyfill: false,
      // A lazy route's import() carries no list of the chunks its screen imports: those lists, for
      // every route of the table, sat in the entry (2.8 KB gzip on every first load of sign-in). The
      // browser fetches a route's imports once its chunk is parsed instead, a round trip later on the
      // first visit of that route, cached after it. Sign-in's own chunks are preloaded from index.html
      // (scripts/build/login-frame/plugin.ts). Stylesheets are kept: they load through this list.
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'js' ? dependencies.filter((file) => file.endsWith('.css')) : dependencies,
    },
    rolldownOptions: {
      output: {
        // The entry's functions compiled as it downloads (scripts/build/compile-hint.ts); other chunks get
        // an empty line.
        postBanner: (chunk) => (chunk.isEntry ? EAGER_COMPILE_HINT : ''),
        // Everything the entry imports statically goes into one chunk. Left to itself Rolldown (1.2)
        // cuts such modules into a dozen shared chunks once lazy routes import them directly
        // (rolldown/rolldown#10731), and each file compressed alone put ~10 KB gzip on sign-in.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // Left alone, Rolldown cuts what lazy routes share into a file per module or two; each file
            // compressed alone costs its gzip overhead again (a form route fetched 56 files). These
            // groups gather what is always fetched together: TanStack Query, and the small modules
            // that the sign-in page shares with the form routes.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'shared', test: SHARED_SMALL_MODULES },
            // The form kit's own small modules (the shell, fields, outcomes, the password rules): every form
            // route fetches most of them, one file instead of a dozen (create account cold: -2.4 KB).
            { name: 'forms', test: /[\\/]src[\\/]common[\\/](form|outcome|password)[\\/]/ },
          ],
        },
      },
    },
  },
}));
