/**
 * axe-core in the page, for `expectNoAxeViolations` (./support.ts) and the route sweep
 * (./route-sweep.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/** axe-core's script, read once per worker. */
let axeSource: string | undefined;

/**
 * axe's violations on the page as it is, by the WCAG 2.0 and 2.1 A and AA rules, toasts at rest (not
 * half-way through fading in or out: axe would measure the contrast of a half-transparent toast, and
 * fail or pass by timing). axe is put in the page once and run there directly, asking for violations
 * alone: @axe-core/playwright's builder injects it anew and finishes each run in a blank page of its
 * own (about 600 ms a run on the CI machine, against 100 ms here). The app has no frames (the check
 * fails if one appears), so the one document is all there is to check. `rules`: those axe rules alone
 * (a colour scheme changes colours, not names or structure: ./sweep/displays.ts runs the colour rules in dark).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const frames = page.frames().length;
  if (frames !== 1) throw new Error(`axe runs in the top document only, and the page has ${frames} frames`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (rules) => {
    type Axe = {
      run: (
        context: Document,
        options: object,
      ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
    };
    // A constructed stylesheet, not a <style> element: the page runs under `style-src 'self'`.
    const still = new CSSStyleSheet();
    still.replaceSync('.toast { animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    try {
      const results = await (window as unknown as { axe: Axe }).axe.run(document, {
        runOnly: rules
          ? { type: 'rule', values: rules }
          : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
    }
  }, rules);
}
