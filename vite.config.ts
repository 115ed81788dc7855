import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mockServerPlugin } from './mock-server/vite-plugin.ts';
import { YEAR_PLACEHOLDER } from './src/features/login/frame/markup.ts';
import { PRERENDERED_FRAME_ID } from './src/features/login/frame/frame.ts';
import { paths } from './src/lib/paths.ts';

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

/**
 * `afterFirstPaint(callback)` for the inline script below: calls back once the first contentful paint
 * is on screen (a `paint` PerformanceObserver entry), so the app's scripts never compete with it; at
 * once in a hidden tab (nothing to paint for); after a frame where paint timing is unsupported; and
 * after 1 s whatever happens, so a missing entry can never keep the form from working.
 */
const AFTER_FIRST_PAINT = `function afterFirstPaint(c){var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes||[];
if(document.visibilityState!=='visible'){c();return}
document.addEventListener('visibilitychange',c);setTimeout(c,1000);
if(t.indexOf('paint')<0){requestAnimationFrame(function(){setTimeout(c)});return}
new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)c()}).observe({type:'paint',buffered:true})}`;

/**
 * The login page's first screen as static HTML in index.html (src/app/login-frame.html, checked
 * against the rendered page by src/app/login-frame.test.tsx), so /auth/login paints on HTML parse
 * rather than after the JavaScript, the login chunk and GET /check. The frame starts hidden; an inline
 * script shows it (and hides #root) only on the login path, so no other route flashes it, and without
 * that script (a strict CSP) the page simply behaves as before. src/lib/prerender.ts swaps it for the
 * app. Build only: the dev server stays a plain SPA.
 */
function prerenderLoginFrame(): Plugin {
  return {
    name: 'identity-web-prerender-login-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const frame = readFileSync(new URL('./src/features/login/frame/login-frame.html', import.meta.url), 'utf8')
          .trim()
          .replaceAll(YEAR_PLACEHOLDER, String(new Date().getFullYear()));
        // The app's scripts are started by the inline script below rather than by tags in <head>: on
        // the login path only after the frame has painted, so they never delay its first paint.
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('prerenderLoginFrame: no entry script in index.html');
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        let head = html.replace(entry[0], '');
        for (const preload of preloads) head = head.replace(preload[0], '');
        const id = PRERENDERED_FRAME_ID;
        const login = paths.login.path;
        const script = `(function(){var f=document.getElementById('${id}'),r=document.getElementById('root'),d=0;
function add(t,a){var e=document.createElement(t);for(var k in a)e[k]=a[k];e.crossOrigin='';document.head.appendChild(e)}
${AFTER_FIRST_PAINT}
function load(){if(d)return;d=1;${JSON.stringify(preloads.map((p) => p[1]))}.forEach(function(h){add('link',{rel:'modulepreload',href:h})});add('script',{type:'module',src:${JSON.stringify(entry[1])}})}
if(location.pathname.replace(/\\/+$/,'')==='${login}'){f.addEventListener('keydown',function(e){if(e.key==='Enter'&&e.target.name==='username'){e.preventDefault();f.dataset.pendingSubmit='1'}});f.hidden=false;r.hidden=true;afterFirstPaint(load)}else{f.remove();load()}})()`;
        const root = '<div id="root"></div>';
        if (!head.includes(root)) throw new Error('prerenderLoginFrame: no empty #root in index.html');
        return head.replace(
          root,
          `<div id="${id}" hidden>${frame}</div>\n    ${root}\n    <script>${script}</script>`,
        );
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
    prerenderLoginFrame(),
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
