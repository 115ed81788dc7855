/**
 * `npm run test:engines`: the journeys of ./journeys.ts in Firefox ESR and WebKitGTK, at 1280 px and at
 * 375 px, against the production serving path started once (./serve.ts). The two engines run side by
 * side, each one browser for all its tests, each test in a mock world of its own with no cookies or
 * storage left from the one before. A test fails on any uncaught error, unhandled rejection,
 * console.error or Content-Security-Policy / Trusted Types violation of its pages. On a failure a screenshot is kept in test-results/engines/.
 *
 * ENGINES=firefox or ENGINES=webkit runs one; JOURNEY=<words> runs the journeys whose names contain them.
 */
import { accessSync, constants, mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { ProdServer } from '../../scripts/prod-server.ts';
import {
  FIREFOX_PATH,
  MINIBROWSER_PATH,
  startFirefox,
  startWebKit,
  WEBKIT_DRIVER_PATH,
  within,
  XVFB_PATH,
  type Driver,
  type Engine,
} from './driver.ts';
import { JOURNEYS } from './journeys.ts';
import { newWorld, startServer } from './serve.ts';
import { Visit } from './visit.ts';

const ENGINES = (process.env.ENGINES?.split(',') ?? ['firefox', 'webkit']) as Engine[];
const WIDTHS = (process.env.WIDTHS ?? '1280,375').split(',').map(Number);
const HEIGHT = 900;
const SHOTS = 'test-results/engines';
/** Far above any journey's time (1 to 8 s), far below CI's patience. */
const JOURNEY_TIMEOUT_MS = 60_000;

const missing = [FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH].filter((path) => {
  try {
    accessSync(path, constants.X_OK);
    return false;
  } catch {
    return true;
  }
});
if (missing.length) {
  console.error(
    `\nThe engine journeys need Firefox ESR, WebKitGTK's WebDriver and Xvfb; missing: ${missing.join(', ')}.\n` +
      'Install them (Debian packages firefox-esr, webkit2gtk-driver, xvfb) with:\n\n' +
      '    bash scripts/install-engines.sh\n',
  );
  process.exit(1);
}

let server: ProdServer;

describe('three engines', { concurrency: true }, () => {
  before(async () => {
    server = await startServer();
  });
  after(() => server?.stop());

  for (const engine of ENGINES) {
    // One test at a time in each engine: they share its browser.
    describe(engine, { concurrency: 1 }, () => {
      let driver: Driver;
      let started = 0;
      /** Set when a journey got no answer from the browser in JOURNEY_TIMEOUT_MS. */
      let silent = false;
      before(async () => {
        started = Date.now();
        driver = await (engine === 'firefox' ? startFirefox() : startWebKit());
      });
      after(async () => {
        console.log(`${engine} ${driver?.version}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
        await driver?.quit();
      });

      for (const width of WIDTHS)
        for (const [name, journey] of Object.entries(JOURNEYS)) {
          if (process.env.JOURNEY && !name.includes(process.env.JOURNEY)) continue;
          test(`${name} (${width} px)`, async () => {
            if (silent) throw new Error(`${engine} stopped answering in an earlier journey`);
            const world = await newWorld(server.origin);
            const visit = new Visit(driver, server.origin, world.id);
            try {
              await within(
                (async () => {
                  await driver.fresh(server.origin, world.cookie);
                  await driver.viewport(width, HEIGHT);
                  await journey(visit);
                })(),
                JOURNEY_TIMEOUT_MS,
                'the journey',
              );
            } catch (error) {
              // A browser left hanging answers nothing more: the engine's other journeys fail at once.
              if (/^the journey: no answer/.test((error as Error).message)) {
                silent = true;
                throw error;
              }
              mkdirSync(SHOTS, { recursive: true });
              const shot = `${SHOTS}/${engine}-${width}-${name.replace(/\W+/g, '-').slice(0, 60)}.png`;
              await driver.screenshot(shot).catch(() => undefined);
              const errors = await visit.kept('errors').catch(() => []);
              const pointer = await visit.kept('pointer').catch(() => []);
              throw new Error(
                `${(error as Error).message}\n  screenshot: ${shot}` +
                  (errors.length ? `\n  page errors:\n    ${errors.join('\n    ')}` : '') +
                  (pointer.length ? `\n  last pointer events:\n    ${pointer.join('\n    ')}` : ''),
                { cause: error },
              );
            }
            const errors = await visit.kept('errors');
            if (errors.length) throw new Error(`the page reported:\n    ${errors.join('\n    ')}`);
            await fetch(`${server.origin}/__mock/worlds/${world.id}`, { method: 'DELETE' });
          });
        }
    });
  }
});
