import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'deploy/**/*.test.ts',
      'mock-server/**/*.test.ts',
      'tests/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
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
    // Every file in a fresh module graph (Vitest's default, said here because it was tried the other way):
    // sharing modules across files halved the CPU time, but the app's module-level state (the i18next
    // instance react-i18next holds, the server-clock offset, the toasts already shown) then leaked from
    // one file into the next, and which tests failed changed with which files shared a worker.
    isolate: true,
  },
});
