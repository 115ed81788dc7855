import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  request as requestFactory,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { WORLD_HEADER } from '../../mock-server/core/worlds.ts';
import { E2E_BASE_URL } from '../../playwright.config.ts';

export { expect };

/**
 * The e2e suite's `test`: each worker gets its own mock world (README "Isolated worlds"), created when
 * the worker starts and dropped when it ends, and every request of its pages and request fixtures
 * names it. So workers run in parallel without resetting, signing out or faulting each other.
 */
export const test = base.extend<object, { mockWorld: string }>({
  mockWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      const control = await requestFactory.newContext({ baseURL: E2E_BASE_URL });
      const created = await control.post('/__mock/worlds');
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await provide(id);
      await control.delete(`/__mock/worlds/${id}`);
      await control.dispose();
    },
    { scope: 'worker' },
  ],
  extraHTTPHeaders: async ({ mockWorld, extraHTTPHeaders }, provide) =>
    provide({ ...extraHTTPHeaders, [WORLD_HEADER]: mockWorld }),
});

/** Fresh mock state for a test: the default scenario, real time, no faults. */
export async function resetMock(request: APIRequestContext, scenario = 'default'): Promise<void> {
  const response = await request.post('/__mock/scenario', { data: { name: scenario } });
  expect(response.ok()).toBe(true);
}

export async function outbox(request: APIRequestContext) {
  const response = await request.get('/__mock/outbox');
  return (await response.json()) as {
    to: string;
    kind: string;
    subject: string;
    link?: string;
    code?: string;
  }[];
}

/**
 * axe (WCAG 2.x A/AA rules) on the current page; the test fails with the list of violations. The page is
 * checked as a person reads it: toasts at rest, not half-way through fading in or out (axe would measure
 * the contrast of a half-transparent toast, and fail or pass by timing).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A constructed stylesheet, not a <style> element: the app runs under `style-src 'self'`
  // (deploy/security-headers.ts), which blocks the latter but not the CSSOM.
  const setStill = (still: boolean) =>
    page.evaluate((on) => {
      const sheets = document.adoptedStyleSheets.filter((sheet) => !('__axeStill' in sheet));
      if (on) {
        const sheet = Object.assign(new CSSStyleSheet(), { __axeStill: true });
        sheet.replaceSync('.toast { animation: none !important; }');
        sheets.push(sheet);
      }
      document.adoptedStyleSheets = sheets;
    }, still);
  await setStill(true);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  await setStill(false);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Every page has a language, a title and exactly one h1. */
export async function expectPageBasics(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2}(-[A-Z]{2})?$/);
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('h1')).toHaveCount(1);
}
