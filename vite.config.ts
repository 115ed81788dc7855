import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mockServerPlugin } from './mock-server/vite-plugin.ts';

const port = Number(process.env.PORT ?? 5173);
// MOCK=off serves the app alone, for pointing it at real backends (VITE_*_URL, see README).
const withMock = process.env.MOCK !== 'off';

/** The demo build starts the mock server in a service worker before the app (README "Static demo"). */
function demoEntry(): Plugin {
  return {
    name: 'identity-web-demo-entry',
    // 'pre': swap the entry before Vite resolves the page's scripts.
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('/src/main.tsx', '/mock-server/demo-entry.ts') },
  };
}

/**
 * Sign-in is the page most visits start on: its lazy chunk (and the chunks that one imports) get a
 * `<link rel="modulepreload">` in index.html, so the browser fetches them alongside the entry instead
 * of after the entry has run and the router asked for them. Every route stays lazy in the code.
 */
function preloadLoginRoute(): Plugin {
  const screen = '/src/features/login/LoginPage.tsx';
  let base = '/';
  return {
    name: 'identity-web-preload-login-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const login = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(screen));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!login || !entry) throw new Error(`preloadLoginRoute: no chunk for ${screen} or no entry`);
        // What the entry imports statically Vite preloads already.
        const loaded = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (loaded.has(fileName)) return;
          loaded.add(fileName);
          files.push(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(login.fileName);
        return files.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  base: '/auth/',
  // public/ holds only msw's service worker: the demo build needs it, production must not ship it.
  publicDir: mode === 'demo' ? 'public' : false,
  plugins: [
    react(),
    preloadLoginRoute(),
    ...(withMock && mode !== 'demo' ? [mockServerPlugin()] : []),
    ...(mode === 'demo' ? [demoEntry()] : []),
  ],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
}));
