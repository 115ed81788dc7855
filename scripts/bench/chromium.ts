/**
 * Debian's two builds of Chromium, one engine and version (Playwright's own browser download cannot work
 * here: no network beyond the package registries; scripts/install-browser.sh installs both).
 */

/**
 * The full browser (package chromium): what the bench measures (Lighthouse adds --headless=new) and the
 * flow atlas photographs, as a person's Chromium draws it.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * What the end-to-end suite drives (package chromium-headless-shell): the same Blink and V8 without the
 * browser's shell, as Playwright itself runs headless Chromium. The full browser's headless mode spent
 * twice the CPU on a page load (a new context and /auth/login: 590 ms against 260 ms), and the suite is
 * CPU-bound on two cores: 244 tests took 5.2 min there and 3.3 min here.
 */
export const E2E_CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
