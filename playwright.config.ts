import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/bench/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;
// E2E_DIST: serve another build than dist/ (parallel work trees or sessions each build their own).
const dist = process.env.E2E_DIST ?? 'dist';

/**
 * End-to-end journeys in Debian's Chromium against the production build served by `vite preview`
 * with the mock server mounted. Two workers share the server, each in its own mock world
 * (tests/e2e/support.ts), so neither resets, signs out or faults the other. No retries: a test that
 * fails once is a failure to look into.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // A click that can never happen (a button that stays disabled) fails here, naming its target,
    // rather than at the test's timeout with no hint of the step.
    actionTimeout: 10_000,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${dist}`,
    url: `${E2E_BASE_URL}/auth/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
