/**
 * The mock's stand-in pages carry their styles inline (no round trip of their own after sign-in), allowed
 * by their hash in the strict policy they are served with, which blocks nothing and logs no violation.
 */
import { STAND_IN_CSS_HASH } from '../../mock-server/core/html';
import { expect, test } from './support';

test('stand-in pages are styled by their own inline styles, allowed by hash, and log no policy violation', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content-Security-Policy violation: ${event.violatedDirective}`),
    ),
  );
  for (const path of ['/', '/__mock/pages/nexo/login?from=test']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain(
      `style-src 'self' '${STAND_IN_CSS_HASH}'`,
    );
    await expect(page.getByText('Mock stand-in page')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(243, 244, 246)',
    );
  }
  expect(violations).toEqual([]);
});
