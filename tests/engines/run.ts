/**
 * `npm run test:engines`: the journeys of ./journeys.ts in Firefox ESR and WebKitGTK, at 1280 px in the
 * light scheme and at 375 px in the dark (a phone at night), against the production serving path
 * started once (./serve.ts). The four runs go side by side, each with a browser of its own for all its
 * tests, each test in a mock world of its own with no cookies or storage left from the one before. A
 * test fails on any uncaught error, unhandled rejection, console.error or Content-Security-Policy /
 * Trusted Types violation of its pages; on a failure a screenshot is kept in test-results/engines/.
 *
 * ENGINES=firefox or ENGINES=webkit runs one; WIDTHS=375 one width; JOURNEY=<words> the journeys whose
 * names contain them.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { ProdServer } from '../../scripts/prod-server.ts';
import { Browser } from './browser.ts';
import * as drivers from './driver.ts';
import { JOURNEYS } from './journeys.ts';
import { newWorld, startServer } from './serve.ts';
import { Visit } from './visit.ts';

const ENGINES = (process.env.ENGINES?.split(',') ?? ['firefox', 'webkit']) as drivers.Engine[];
const WIDTHS = (process.env.WIDTHS ?? '1280,375').split(',').map(Number);
const schemeAt = (width: number): drivers.Scheme => (width < 600 ? 'dark' : 'light');
const HEIGHT = 900;
const SHOTS = 'test-results/engines';
/**
 * Far above any journey's time: a backstop, as every command has a limit of its own (./driver.ts
 * `COMMAND_TIMEOUT_MS`, after which its browser is replaced and the journey run again in a new one,
 * ./browser.ts). A journey takes 1 to 17 s with the machine to itself, but the four browsers start and run
 * at once: on a 2-core machine of Lighthouse index 1,550 WebKitGTK's first sign-in took over 60 s at
 * 1280 px (9.8 s alone).
 */
const JOURNEY_TIMEOUT_MS = 180_000;

const { FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH } = drivers;
const missing = [FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH].filter(
  (path) => !existsSync(path),
);
if (missing.length) {
  console.error(
    `\nThe engine journeys need Firefox ESR, WebKitGTK's WebDriver and Xvfb; missing: ${missing.join(', ')}.\n` +
      'Install them (Debian packages firefox-esr, webkit2gtk-driver, xvfb) with:\n\n    bash scripts/install-engines.sh\n',
  );
  process.exit(1);
}

// First, so that a failure reads beside the versions it happened on (docs/testing.md, "Three engines").
console.log(`The engine journeys run on:\n  ${drivers.installedVersions(ENGINES).join('\n  ')}`);

let server: ProdServer;

describe('three engines', { concurrency: true }, () => {
  before(async () => (server = await startServer()));
  after(() => server?.stop());

  for (const engine of ENGINES)
    for (const width of WIDTHS) {
      const scheme = schemeAt(width);
      // One test at a time in each run: they share its browser.
      describe(`${engine} at ${width} px, ${scheme}`, { concurrency: 1 }, () => {
        const browser = new Browser(() =>
          (engine === 'firefox' ? drivers.startFirefox : drivers.startWebKit)(scheme),
        );
        const started = Date.now();
        before(() => browser.open());
        after(async () => {
          const elapsed = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`${browser.version ?? engine} ${width} px: ${elapsed} s`);
          await browser.close();
        });

        for (const [name, journey] of Object.entries(JOURNEYS)) {
          if (process.env.JOURNEY && !name.includes(process.env.JOURNEY)) continue;
          const shot = `${SHOTS}/${engine}-${width}-${name.replace(/\W+/g, '-').slice(0, 60)}.png`;

          /** The journey once, in a mock world of its own; a failure says where the page stood. */
          const once = async (driver: drivers.Driver) => {
            const world = await newWorld(server.origin);
            const visit = new Visit(driver, server.origin, world.id, scheme);
            const steps = async () => {
              await driver.fresh(server.origin, world.cookie);
              await driver.viewport(width, HEIGHT);
              await journey(visit);
            };
            try {
              await drivers.within(steps(), JOURNEY_TIMEOUT_MS, 'the journey');
            } catch (error) {
              if (error instanceof drivers.BrowserSilent) throw error;
              let message = (error as Error).message;
              // Where the page stands first: WebKitGTK's screenshot under Xvfb may not answer, or come
              // back white while the page holds its form.
              const state = await drivers.within(visit.pageState(), 10_000, 'the page').catch(() => '');
              if (state) message += `\n  the page: ${state}`;
              for (const what of ['errors', 'pointer'] as const) {
                const lines = await drivers.within(visit.kept(what), 10_000, what).catch(() => []);
                if (lines.length) message += `\n  the page's last ${what}:\n    ${lines.join('\n    ')}`;
              }
              mkdirSync(SHOTS, { recursive: true });
              const taken = await drivers.within(driver.screenshot(shot), 10_000, 'the screenshot').then(
                () => true,
                () => false,
              );
              message += `\n  screenshot: ${taken ? shot : 'none (no answer)'}`;
              // A command left waiting (the screenshot, or the journey's own past its limit) is not to
              // meet the next journey's.
              if (!taken || error instanceof drivers.NoAnswer) await browser.replace();
              throw new Error(message, { cause: error });
            }
            const errors = await drivers.within(visit.kept('errors'), 10_000, "the page's errors");
            if (errors.length) throw new Error(`the page reported:\n    ${errors.join('\n    ')}`);
            await fetch(`${server.origin}/__mock/worlds/${world.id}`, { method: 'DELETE' });
          };

          test(name, (context) =>
            browser.run(once, (line) => {
              console.log(`${engine} at ${width} px, ${name}: ${line}`);
              context.diagnostic(line);
            }),
          );
        }
      });
    }
});
