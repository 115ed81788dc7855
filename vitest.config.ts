import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const TEST_ROOTS = ['src', 'deploy', 'mock-server', 'tests', 'scripts'];
const TEST_FILE = /\.test\.tsx?$/;

/** The test files whose source matches `marker`. */
function testFilesWhere(marker: (source: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'e2e') walk(path);
      } else if (TEST_FILE.test(entry.name) && marker(readFileSync(path, 'utf8'))) {
        files.push(path);
      }
    }
  };
  for (const root of TEST_ROOTS) walk(root);
  return files;
}

const DOM_FILES = [
  'src/**/*.test.{ts,tsx}',
  'deploy/**/*.test.ts',
  'mock-server/**/*.test.ts',
  'tests/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
];
const NOT_UNIT_TESTS = ['tests/e2e/**', '**/node_modules/**'];

/** The test files that run in Node's own environment: they say so in their first lines. */
const nodeFiles = testFilesWhere((source) => /@vitest-environment node\b/.test(source.slice(0, 500)));
/**
 * The DOM test files that replace a module for themselves (vi.mock, vi.doMock, vi.resetModules): they
 * need a module graph of their own, which the other DOM files do not get.
 */
const moduleMockingFiles = testFilesWhere((source) =>
  /\bvi\.(mock|doMock|resetModules)\(/.test(source),
).filter((file) => !nodeFiles.includes(file));

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
          include: nodeFiles,
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
          exclude: [...nodeFiles, ...moduleMockingFiles, ...NOT_UNIT_TESTS],
          // Files share one module graph per worker, as the Node files do: nothing in src/ keeps state
          // a test has to reset (each app gets its own router, query client, server clock, i18next
          // instance and rebrand state); the DOM, its storage and cookies are still made afresh for
          // every file; tests/setup.ts gives each file a fresh default i18next instance.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-fresh',
          include: moduleMockingFiles,
          exclude: NOT_UNIT_TESTS,
          // A file that replaces a module must be the first to import what depends on it.
          isolate: true,
        },
      },
    ],
  },
});
