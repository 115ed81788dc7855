/**
 * The every-route sweep's visits (../route-sweep.spec.ts; ../displays.spec.ts opens its canary's page
 * the same way): the route table's first screens, one browser context per worker, and opening a screen
 * until it is drawn.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { WORLD_HEADER } from '../../../mock-server/core/worlds.ts';
import { E2E_BASE_URL } from '../../../playwright.config.ts';
import { atlasPlan, type Visit } from '../../../scripts/atlas/plan.ts';
import { signInByCall } from '../../../scripts/atlas/session.ts';
import { COOKIE } from '../../../src/lib/cookies.ts';
import { screenDrawn } from './in-page';
import { test as base } from '../support';

/** A route's screens as the atlas first shows them, once each (persona and URL). */
export const firstScreens: Visit[] = atlasPlan
  .filter((visit) => !visit.faults?.length && !visit.shots[0]!.act)
  .filter(
    (visit, index, all) =>
      all.findIndex((other) => other.url === visit.url && other.persona === visit.persona) === index,
  );

/** A first screen's test title: its URL, and the persona it is seen as. */
export const visitName = (visit: Visit): string =>
  `${visit.url}${visit.persona ? ` as ${visit.persona}` : ''}`;

/**
 * One browser context per worker for the visits, with the worker's mock world on every request; each
 * visit in a fresh tab. `initScripts` run in every page of the context, before the page's own.
 */
export function sweepTest(initScripts: (() => void)[] = []) {
  return base.extend<{ tab: Page }, { sweepContext: BrowserContext }>({
    sweepContext: [
      async ({ browser, mockWorld }, provide) => {
        const context = await browser.newContext({
          baseURL: E2E_BASE_URL,
          viewport: { width: 1280, height: 900 },
          extraHTTPHeaders: { [WORLD_HEADER]: mockWorld },
        });
        for (const script of initScripts) await context.addInitScript(script);
        await provide(context);
        await context.close();
      },
      { scope: 'worker' },
    ],
    // A fresh tab for each visit (a new sessionStorage), with the context's cookies and the origin's
    // localStorage cleared, so no visit sees what the one before signed in, remembered or kept.
    tab: async ({ sweepContext }, provide) => {
      await sweepContext.clearCookies();
      const page = await sweepContext.newPage();
      await provide(page);
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => undefined);
      await page.close();
    },
  });
}

/** Waits until the screen is drawn in `language` (./in-page.ts `screenDrawn`). */
export async function drawn(page: Page, language: string): Promise<void> {
  await page.waitForFunction(screenDrawn, language);
}

/** Opens `url` in `page` in `language`, signed in as `persona` when given, and waits until it is drawn. */
export async function openIn(page: Page, language: string, url: string, persona?: string): Promise<void> {
  const context = page.context();
  await context.addCookies([{ name: COOKIE.language, value: language, url: E2E_BASE_URL }]);
  if (persona) await signInByCall(context, E2E_BASE_URL, persona);
  await page.goto(url);
  await drawn(page, language);
}
