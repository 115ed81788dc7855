import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from './scripts/bench/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;
// The scenario toolbar exists on the dev server only (`npm start`), so its spec runs against one.
const devPort = Number(process.env.E2E_DEV_PORT ?? port + 1);
export const E2E_DEV_URL = `http://127.0.0.1:${devPort}`;
// E2E_DIST: serve another build than dist/ (parallel work trees or sessions each build their own).
const dist = process.env.E2E_DIST ?? 'dist';

/**
 * End-to-end journeys in Debian's Chromium (its headless shell: scripts/bench/chromium.ts) against what
 * production serves: the build behind nginx with deploy/nginx/ and the standalone mock server as the
 * backends (`npm run serve:prod`, scripts/prod-server.ts), so every journey gets the real headers,
 * policy, compression, caching, fallback and cookie rules. Three workers share the server, each in its own
 * mock world (tests/e2e/support.ts; its X-Mock-World header passes nginx's proxy), so neither resets,
 * signs out or faults the other. No retries: a test that fails once is a failure to look into.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Tests, not files, are shared out: the route sweep (a fifth of the suite) ran as one file, last, on
  // one worker for 80 s after the other had finished. Each test has its own mock state (./tests/e2e/
  // support.ts); nginx.spec.ts keeps its file together (one server for its tests).
  fullyParallel: true,
  // Three on the 2-core CI machine, as Vitest does: a worker spends much of a test waiting (on the
  // page's timers, the mock's answers, nginx), so a third fills the cores. Measured on the 2-core
  // machine, both runs green: 330 s with two workers, 220 s with three.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Room for a slower machine, not a tolerance for slow pages: these limits only end a test that will
  // fail anyway. A 2-core machine of Lighthouse index 1,550 (the last one read 3,300 to 3,700) ran the
  // suite in 13.8 min; under three workers' load a 20-test file's longest test took 27.6 s of the old 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // A click that can never happen (a button that stays disabled) fails here, naming its target,
    // rather than at the test's timeout with no hint of the step.
    actionTimeout: 10_000,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/toolbar\.spec\.ts/, /route-sweep-html\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // The Nu Html Checker over every page the route sweep rendered, once all of them are.
      name: 'html-validity',
      testMatch: /route-sweep-html\.spec\.ts/,
      dependencies: ['chromium'],
    },
    {
      name: 'dev-server',
      testMatch: /toolbar\.spec\.ts/,
      // The dev server compiles each module on first request: slower pages than the build's. On the
      // index-1,550 machine the reset page's first visit (the toolbar's outbox link) took over 5 s.
      timeout: 90_000,
      expect: { timeout: 30_000 },
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: E2E_DEV_URL },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve-prod.ts`,
      env: { PORT: String(port), DIST: dist },
      url: `${E2E_BASE_URL}/auth/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `npx vite --port ${devPort} --strictPort`,
      url: `${E2E_DEV_URL}/auth/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      stdout: 'ignore',
    },
  ],
});
