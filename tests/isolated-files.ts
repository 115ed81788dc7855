/**
 * The test files that run in a fresh module graph of their own. Every other file shares its worker's
 * modules with the files before it (vitest.config.ts, `isolate: false`): importing the app, msw and the
 * mock server once per worker instead of once per file halved the unit suite's CPU time. A file belongs
 * here when it replaces modules (`vi.mock`, `vi.doMock`, `vi.resetModules`: shared modules would carry
 * the replacement into the next file, or the next file's copy into it), or when it depends on a module's
 * first load (PhoneInput: typing before libphonenumber-js has arrived). ./isolated-files.test.ts fails
 * when a file that replaces modules is missing from the list.
 */
export const ISOLATED_TEST_FILES = [
  'mock-server/toolbar/bridge.test.ts',
  'src/api/passkeys.test.ts',
  'src/app/LazyResultPage.unavailable.test.tsx',
  'src/app/routeTable.test.tsx',
  'src/common/session/crossTab.test.ts',
  'src/features/login/passkey-signin.test.tsx',
  'src/features/obligations/contact-info.test.tsx',
  'src/features/settings/PasskeysTab.test.tsx',
  'src/features/settings/tabs.test.ts',
  'src/features/step-up/PasskeyStepUp.test.tsx',
  'src/ui/PhoneInput.test.tsx',
  'tests/fault-matrix/passkeys.test.tsx',
];

/** The folders Vitest finds `*.test.ts(x)` files in (the end-to-end specs are `*.spec.ts`). */
export const TEST_ROOTS = ['src', 'deploy', 'mock-server', 'tests', 'scripts'];
export const TEST_FILES = TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`);
