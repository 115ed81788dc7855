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

/**
 * What the bench's own timings run with (the phone run, the interaction and slow-login runs): a page as
 * a person's Chromium runs it, without the cost the driver's DevTools session adds. Playwright enables
 * DevTools' Network domain on every page, and each request then records the script stack that asked
 * for it, with source positions; V8 keeps those only for code that needed them (lazy source
 * positions), so the first request asked from a chunk re-parsed the whole chunk on the main thread. On
 * the reset link at 7x CPU the entry's evaluation (its `import()` of the vitals chunk, its first timer)
 * was 150 to 190 ms, of which `V8.CollectSourcePositions` 125 ms, a `V8.ParseProgram` of the 440 KB
 * entry inside it; with the positions made as the code compiles, the evaluation fell under 50 ms
 * (docs/performance.md "What the bench's browser adds"). That is the conservative side: a person's V8
 * skips making them at all.
 *
 * And without the address bar's popup pages. Chromium 156 builds its omnibox popup, and the AI-mode
 * compose box inside it, as WebUI pages (`browser_ui` targets) for every new window, and each measured run
 * is a new context, so a new window: on the reset link at 3.4x, 259 chrome://resources modules loaded
 * beside the page, during its whole load, on the same two cores (the page's first contentful paint at
 * 1.7 s; 1.0 s without them). A phone's browser opening a link does none of that. Lighthouse keeps its
 * own standard flags. tests/e2e/bench-browser.spec.ts fails if either setting stops working.
 */
export const MEASURED_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  '--js-flags=--no-enable-lazy-source-positions',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
] as const;
