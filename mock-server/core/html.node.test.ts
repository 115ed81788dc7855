/**
 * The stand-in pages keep the shipped policy (deploy/security-headers.ts, which nginx adds to every answer):
 * no inline style or script, their styles a same-origin file that `style-src 'self'` allows.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../deploy/security-headers.ts';
import { serveMockOverHttp } from '../httpClient.test-support.ts';
import { STAND_IN_CSS, STAND_IN_CSS_PATH, STAND_IN_POLICY, standInPage } from './html.ts';

const mock = serveMockOverHttp();

/** What an HTML page carries that a policy without 'unsafe-inline' or a hash refuses. */
const inline = (html: string) => [
  ...(html.match(/<style[\s>][\s\S]*?<\/style>/gi) ?? []),
  ...(html.match(/\sstyle\s*=/gi) ?? []),
  ...(html.match(/<script(?![^>]*\ssrc=)[\s>]/gi) ?? []),
  ...(html.match(/\son[a-z]+\s*=/gi) ?? []),
];

describe('the stand-in pages', () => {
  it('carry no inline style or script, so the shipped policy refuses nothing', async () => {
    expect(contentSecurityPolicy()).toContain("style-src 'self';");
    expect(STAND_IN_POLICY).toContain("style-src 'self';");
    expect(inline(standInPage('Home', '<p>x</p>'))).toEqual([]);
    for (const path of ['/authn/landing', '/', '/__mock/pages/nexo/login?from=test']) {
      const page = await (await fetch(`${mock.origin}${path}`)).text();
      expect(page, path).toContain(`<link rel="stylesheet" href="${STAND_IN_CSS_PATH}">`);
      expect(inline(page), path).toEqual([]);
    }
  });

  it('serve their styles from the same origin, as CSS, cached', async () => {
    const answer = await fetch(`${mock.origin}${STAND_IN_CSS_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(answer.headers.get('cache-control')).toContain('max-age=');
    expect(await answer.text()).toBe(STAND_IN_CSS);
  });
});
