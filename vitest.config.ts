import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { ISOLATED_TEST_FILES, TEST_FILES } from './tests/isolated-files';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
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
        // Files share their worker's modules (the app, msw, the mock server load once per worker, not
        // once per file): half the CPU time. Each file still sets up its own mock server and cleans up.
        test: {
          name: 'shared',
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES],
          isolate: false,
        },
      },
      // Files that replace modules or need a module's first load (tests/isolated-files.ts says why).
      { extends: true, test: { name: 'isolated', include: ISOLATED_TEST_FILES, isolate: true } },
    ],
  },
});
