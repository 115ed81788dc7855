/**
 * The mock's stand-in pages take their styles from a same-origin file (no inline style, which the shipped
 * policy refuses), under a strict policy of their own, which blocks nothing and logs no violation.
 */
import { expect, test } from './support';

test('stand-in pages are styled by a same-origin stylesheet and log no policy violation', async ({
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
  for (const path of ['/', '/authn/landing', '/__mock/pages/nexo/login?from=test']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self';");
    await expect(page.getByText('Mock stand-in page')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(243, 244, 246)',
    );
  }
  expect(violations).toEqual([]);
});
