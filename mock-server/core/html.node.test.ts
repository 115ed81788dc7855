import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STAND_IN_CSS, STAND_IN_CSS_HASH, STAND_IN_POLICY, standInPage } from './html.ts';

describe('the stand-in pages', () => {
  it("allow their inline styles, and only those, by the styles' hash", () => {
    const hash = `sha256-${createHash('sha256').update(STAND_IN_CSS).digest('base64')}`;
    expect(STAND_IN_CSS_HASH).toBe(hash);
    expect(STAND_IN_POLICY).toContain(`style-src 'self' '${hash}';`);
    expect(standInPage('Home', '<p>x</p>')).toContain(`<style>${STAND_IN_CSS}</style>`);
  });
});
