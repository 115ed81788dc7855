import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
