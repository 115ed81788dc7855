import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * A test file's project follows from its name, never from its text:
 * - `*.node.test.ts`: Node's own environment (no DOM), one module graph per worker;
 * - `*.isolated.test.ts(x)`: a DOM file that replaces a module for itself (vi.mock, vi.doMock,
 *   vi.resetModules), so it needs a module graph of its own;
 * - any other `*.test.ts(x)`: the DOM, one module graph per worker.
 */
const ROOTS = ['src', 'deploy', 'mock-server', 'tests', 'scripts'];
const named = (kind: string) => ROOTS.map((root) => `${root}/**/*${kind}.test.{ts,tsx}`);
const NODE_FILES = named('.node');
const ISOLATED_FILES = named('.isolated');
const DOM_FILES = named('');
const NOT_UNIT_TESTS = ['tests/e2e/**', '**/node_modules/**'];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
    env: {
      // Each test file is a fresh process that parses openapi/ again when it starts the mock; parsed
      // once, the documents are read back as JSON (mock-server/openapi/documents.node.ts).
      IDENTITY_WEB_OPENAPI_JSON_CACHE: fileURLToPath(
        new URL('./node_modules/.cache/identity-web/openapi-json', import.meta.url),
      ),
    },
    // Whole-app flow tests render lazy routes against the real handlers; on a loaded 2-core machine
    // one can pass the 5 s default without anything being wrong.
    testTimeout: 20_000,
    // One test file per core, plus one. Vitest's default keeps a core for itself (cores - 1), which on the
    // 2-core CI machines runs the files one at a time (the main process only collects results). A worker
    // is idle about a third of its time, waiting on the app's own timers (a search's debounce, a reload's
    // delay) and on waitFor's polls, so a third worker fills both cores: on the 2-core machine, 159 s with
    // two workers against 131 s with three (and 131 s with four, for more CPU).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: NODE_FILES,
          exclude: NOT_UNIT_TESTS,
          environment: 'node',
          // Files share one module graph per worker: the pure functions, the mock server (each file
          // builds its own) and the scripts keep nothing between files, and the imports are paid once
          // per worker instead of once per file (the Node files' import time fell from 86 s to 26 s).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          // Here, not at the top: a project that extends the top level adds its `include` to the top's,
          // which ran every file in the node project too.
          include: DOM_FILES,
          exclude: [...NODE_FILES, ...ISOLATED_FILES, ...NOT_UNIT_TESTS],
          // Files share one module graph per worker, as the Node files do: nothing in src/ keeps state
          // a test has to reset (each app gets its own router, query client, server clock, i18next
          // instance and rebrand state; only the page's logger may send a line another file left).
          // They share the worker's jsdom window too: tests/setup.ts clears its storage, cookies and
          // address before each file, and gives each a fresh default i18next.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          include: ISOLATED_FILES,
          exclude: NOT_UNIT_TESTS,
          // A file that replaces a module must be the first to import what depends on it.
          isolate: true,
        },
      },
    ],
  },
});
