// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

// src/README.md "Layers": who may import whom, as eslint-plugin-import zones. The plugin resolves every
// specifier to a file, so a boundary holds however the path is spelled (`../x`, `../../features/x/…`).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
const zones = [
  zone(
    './src/lib',
    ['./src/api', './src/ui', './src/common', './src/features', './src/app'],
    'src/lib imports nothing in src but src/lib.',
  ),
  zone(
    './src/ui',
    ['./src/api', './src/common', './src/features', './src/app'],
    'src/ui may import only src/lib.',
  ),
  zone(
    './src/api',
    ['./src/ui', './src/common', './src/features', './src/app'],
    'src/api may import only src/lib and its generated types.',
  ),
  zone(
    './src/common',
    ['./src/features', './src/app'],
    'src/common may import src/api, src/lib, src/ui and itself: never a feature or the app shell.',
  ),
  zone('./src/features', './src/app', 'A feature never imports the app shell.'),
  ...features.map((name) =>
    zone(
      `./src/features/${name}`,
      './src/features',
      'A feature never imports another feature: move what two flows share to src/common.',
      [`./${name}`],
    ),
  ),
  zone(
    './src',
    ['./mock-server', './tests'],
    'Production code never imports the mock server or the test kit.',
  ),
  // The mock server (src/README.md "Layers"): of src, the generated API types alone; besides, locales/ and
  // openapi/ (outside src, so no zone names them) and its packages.
  zone(
    ['./mock-server/!(demo-entry).ts', './mock-server/!(toolbar)/**/*'],
    './src',
    'The mock server may use only the generated API types of src (and locales/, openapi/).',
    ['./api/generated'],
  ),
  // The scenario toolbar runs inside the app's page (dev server only): where a signed-in persona lands
  // is the app's own obligation rule, read from src/lib rather than written twice.
  zone('./mock-server/toolbar', './src', 'The toolbar may use src/lib only.', ['./lib']),
  // The demo build's entry starts the mock server in a service worker, then the app itself.
  zone(
    './mock-server/demo-entry.ts',
    './src',
    'The demo entry may use src/main.tsx only (the app it starts).',
    ['./main.tsx'],
  ),
  zone(
    './mock-server',
    ['./tests', './scripts', './deploy'],
    'The mock server never imports the test kit, the scripts or the deployment.',
  ),
];

/** WCAG 2.5.2 Pointer Cancellation: what acts on a down event. */
const POINTER_DOWN = [
  {
    selector: 'JSXAttribute[name.name=/^on(MouseDown|PointerDown|TouchStart)(Capture)?$/]',
    message: 'WCAG 2.5.2: act on click (the up event), not on a down event.',
  },
  {
    selector:
      "CallExpression[callee.property.name='addEventListener'][arguments.0.value=/^(mousedown|pointerdown|touchstart)$/]",
    message: 'WCAG 2.5.2: act on click (the up event), not on a down event.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'node_modules',
      'src/api/generated',
      'mock-server/generated',
      'public/mockServiceWorker.js',
      'bench',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['*.js'], languageOptions: { globals: { URL: 'readonly', process: 'readonly' } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Only src/api talks to the network: screens go through the generated clients.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the backends through the clients in src/api.' },
        { name: 'XMLHttpRequest', message: 'Call the backends through the clients in src/api.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the backends through the clients in src/api.' },
        {
          object: 'globalThis',
          property: 'fetch',
          message: 'Call the backends through the clients in src/api.',
        },
      ],
    },
  },
  // WCAG 2.5.2 Pointer Cancellation: an action fires on the up event (a click), never on the down one,
  // so a person who pressed the wrong thing can slide off it. scripts/lint/pointer-down.node.test.ts proves it fires.
  // ESLint keeps one `no-restricted-syntax` per file (a later block replaces an earlier one's), so the
  // "No HTML sink" block below repeats these for the files it covers.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...POINTER_DOWN] } },
  // One classic `zod` import on a route brings the whole classic build (about 17 KB gzip) back to it:
  // the app's schemas are written with `zod/mini` (src/lib/validation/email.ts).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Write schemas with 'zod/mini': classic zod is ~17 KB gzip more per route.",
            },
          ],
        },
      ],
    },
  },
  // No HTML sink. The app writes no markup into the page (React renders elements) and no code from
  // strings: under the shipped policy's `require-trusted-types-for 'script'` the browser would refuse it
  // anyway, as a violation the suite fails on (docs/testing.md). The only sink the app writes, a script's
  // URL, goes through src/lib/trusted-types.ts, exempt here. The dev server's toolbar runs in the
  // app's page, so it is held to the same.
  {
    files: ['src/**/*.{ts,tsx}', 'mock-server/toolbar/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/lib/trusted-types.ts'],
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': [
        'error',
        ...[
          ['JSXAttribute[name.name="dangerouslySetInnerHTML"]', 'dangerouslySetInnerHTML'],
          [
            'MemberExpression[property.name=/^(innerHTML|outerHTML|srcdoc)$/]',
            'innerHTML, outerHTML and srcdoc',
          ],
          [
            'MemberExpression[property.value=/^(innerHTML|outerHTML|srcdoc)$/]',
            'innerHTML, outerHTML and srcdoc',
          ],
          [
            'CallExpression[callee.property.name=/^(insertAdjacentHTML|setHTMLUnsafe|parseHTMLUnsafe|createContextualFragment|parseFromString)$/]',
            'Parsing markup',
          ],
          [
            'CallExpression[callee.object.name="document"][callee.property.name=/^(write|writeln)$/]',
            'document.write',
          ],
          [
            'CallExpression[callee.property.name="setAttribute"][arguments.0.value=/^(srcdoc|on[a-z]+)$/i]',
            'An event handler or srcdoc attribute',
          ],
        ].map(([selector, what]) => ({
          selector,
          message: `${what}: the app writes no HTML or code from strings (src/lib/trusted-types.ts, "No HTML sink" in eslint.config.js).`,
        })),
        ...POINTER_DOWN,
      ],
    },
  },
  // Import boundaries. Test files may import the harness, the app shell and the mock server. Import
  // cycles are `npm run lint:cycles` (dpdm): eslint-plugin-import's no-cycle took 49 of lint's 61 s.
  {
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  },
  // Each e2e worker runs in its own mock world (tests/e2e/support.ts): a spec that took Playwright's own
  // `test` would share the default world and reset another worker's state mid-test. The toolbar spec
  // runs against the dev server, whose default world is its own.
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support.ts', 'tests/e2e/toolbar.spec.ts', 'tests/e2e/mobile-bridge.toolbar.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support': each worker has its own mock world.",
            },
          ],
        },
      ],
    },
  },
);
