/**
 * Stops `npm test` / `npm run test:e2e` at once when the Chromium the end-to-end tests drive is missing,
 * with the one command that installs it, instead of a Playwright stack trace minutes later. Playwright's
 * own browser download is never used (see scripts/install-browser.sh).
 */
import { accessSync, constants } from 'node:fs';
import { E2E_CHROMIUM_PATH as path } from './bench/chromium.ts';

try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `\nThe end-to-end tests need Chromium's headless shell at ${path}, and there is none.\n` +
      'Install it (Debian package "chromium-headless-shell") with:\n\n    bash scripts/install-browser.sh\n\n' +
      'or point PLAYWRIGHT_CHROMIUM_PATH at a Chromium or Chrome binary.\n',
  );
  process.exit(1);
}
