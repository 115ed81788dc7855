import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_POLICY, checkedScriptUrl, createScriptUrlPolicy } from './trusted-types';

const ORIGIN = 'https://id.example.com';
const CAPTCHA = 'https://captcha.example/api.js?render=explicit';

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
});

describe('checkedScriptUrl: what a script sink may load', () => {
  it("allows the build's own files, relative or absolute, and the configured captcha URL exactly", () => {
    expect(checkedScriptUrl('/auth/assets/index-abc.js', ORIGIN)).toBe('/auth/assets/index-abc.js');
    expect(checkedScriptUrl(`${ORIGIN}/auth/assets/x.js`, ORIGIN)).toBe(`${ORIGIN}/auth/assets/x.js`);
    expect(checkedScriptUrl(CAPTCHA, ORIGIN, [CAPTCHA])).toBe(CAPTCHA);
  });

  it.each([
    ['another origin', 'https://evil.example/auth/assets/x.js'],
    ['another folder of this origin', '/auth/login'],
    ['a path that climbs out of the folder', '/auth/assets/../api/x.js'],
    ['a query', '/auth/assets/x.js?callback=y'],
    ['a fragment', '/auth/assets/x.js#y'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/javascript,alert(1)'],
    ['the captcha with another query', 'https://captcha.example/api.js?render=x'],
    ['the captcha origin, another file', 'https://captcha.example/other.js'],
  ])('refuses %s', (_what, url) => {
    expect(() => checkedScriptUrl(url, ORIGIN, [CAPTCHA])).toThrow(TypeError);
  });
});

describe('createScriptUrlPolicy', () => {
  it('is the rule alone where the browser has no Trusted Types: plain strings', () => {
    const policy = createScriptUrlPolicy(APP_POLICY, (url) => checkedScriptUrl(url, ORIGIN));
    expect(policy.createScriptURL('/auth/assets/a.js')).toBe('/auth/assets/a.js');
    expect(() => policy.createScriptURL('https://evil.example/a.js')).toThrow(TypeError);
  });

  it("is the browser's policy of that name, with the rule, where it has Trusted Types", () => {
    const created = { createScriptURL: vi.fn(() => 'trusted') };
    const createPolicy = vi.fn(() => created);
    (globalThis as { trustedTypes?: unknown }).trustedTypes = { createPolicy };
    const rule = (url: string) => url;
    expect(createScriptUrlPolicy('identity-web', rule)).toBe(created);
    expect(createPolicy).toHaveBeenCalledWith('identity-web', { createScriptURL: rule });
  });
});
