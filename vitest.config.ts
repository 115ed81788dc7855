import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const TEST_ROOTS = ['src', 'deploy', 'mock-server', 'tests', 'scripts'];
const TEST_FILE = /\.test\.tsx?$/;

/** The test files that run in Node's own environment: they say so in their first lines. */
function nodeEnvironmentFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'e2e') walk(path);
      } else if (
        TEST_FILE.test(entry.name) &&
        /@vitest-environment node\b/.test(readFileSync(path, 'utf8').slice(0, 500))
      ) {
        files.push(path);
      }
    }
  };
  for (const root of TEST_ROOTS) walk(root);
  return files;
}

const nodeFiles = nodeEnvironmentFiles();

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
    // One test file per core. Vitest's default keeps a core for itself (cores - 1), which on the 2-core CI
    // machines runs the files one at a time: 581 s, against 334 s with both cores (the main process only
    // collects results).
    maxWorkers: availableParallelism(),
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
          include: [
            'src/**/*.test.{ts,tsx}',
            'deploy/**/*.test.ts',
            'mock-server/**/*.test.ts',
            'tests/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: [...nodeFiles, 'tests/e2e/**', '**/node_modules/**'],
          // Every DOM file in a fresh module graph (Vitest's default, said here because it was tried the
          // other way): the app's state is now made per app (the server clock a test wants, the query
          // client and its retry delay from createAppRouter), but the i18next instance react-i18next
          // holds is still one per module graph, and the shared one changed which tests failed with
          // which files shared a worker. Not measured again since.
          isolate: true,
        },
      },
    ],
  },
});
