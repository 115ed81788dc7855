import { describe, expect, it } from 'vitest';
import { LANDING_PATH } from '../../lib/paths';
import {
  forwardedQuery,
  joinBase,
  loginHrefWithQuery,
  loginTarget,
  logoutHref,
  otherSystemLoginUrl,
  postLoginDestination,
  usableBase,
  withForwardedQuery,
} from './targets';
import { switchContinueDestination } from './switchContinue';

const ORIGIN = 'https://app.example.test';

/**
 * A sample of the hostile-redirect list (tests/fixtures/redirect-payloads.txt), exactly as
 * they appear after "?redirectUrl=" (the sanitiser's own tests run the whole list).
 */
const HOSTILE_REDIRECTS = [
  'https://evil.example',
  '//evil.example',
  '////evil.example/',
  '/\\evil.example',
  '\\/evil.example',
  '%5C%5Cevil.example',
  '/%2F%2Fevil.example',
  '%252F%252Fevil.example',
  'javascript:alert(1)',
  '%09javascript:alert(1)',
  'java%0D%0Ascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'https://app.example.test@evil.example/',
  '//app.example.test@evil.example',
  'https://evil.example%23@app.example.test/',
  'https://app.example.test.evil.example/',
];
const KEEP = ['/dashboard?next=//evil.example', '/dashboard', '/payroll/run%3Fid%3D42%26tab%3Dsummary'];

function expectSameOriginPath(path: string) {
  expect(path.startsWith('/')).toBe(true);
  expect(path.charAt(1)).not.toBe('/');
  expect(path.charAt(1)).not.toBe('\\');
  expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
}

describe('loginTarget', () => {
  it('defaults to the landing path', () => {
    expect(loginTarget('', ORIGIN)).toBe(LANDING_PATH);
    expect(loginTarget('?other=1', ORIGIN)).toBe(LANDING_PATH);
    expect(loginTarget('?redirectUrl=', ORIGIN)).toBe(LANDING_PATH);
  });

  it('keeps a same-origin path and normalises leading slashes and backslashes to one slash', () => {
    expect(loginTarget('?redirectUrl=%2Fdashboard%3Ftab%3D1', ORIGIN)).toBe('/dashboard?tab=1');
    expect(loginTarget(`?redirectUrl=${encodeURIComponent(`${ORIGIN}/payroll?x=1`)}`, ORIGIN)).toBe(
      '/payroll?x=1',
    );
  });

  it('never leaves the origin, for hostile values of the shared list', () => {
    for (const value of HOSTILE_REDIRECTS) {
      const target = loginTarget(`?redirectUrl=${value}`, ORIGIN);
      expectSameOriginPath(target);
      // Sanitising the result again changes nothing.
      expect(loginTarget(`?redirectUrl=${encodeURIComponent(target)}`, ORIGIN), value).toBe(target);
    }
    for (const value of KEEP) {
      expect(loginTarget(`?redirectUrl=${value}`, ORIGIN)).toBe(new URLSearchParams(`v=${value}`).get('v'));
    }
  });
});

describe('postLoginDestination', () => {
  it('navigates inside the app for a target under /auth/', () => {
    expect(postLoginDestination('/auth/user', null, ORIGIN)).toEqual({ type: 'navigate', to: '/auth/user' });
    expect(postLoginDestination('/auth/account-settings/devices?x=1', undefined, ORIGIN)).toEqual({
      type: 'navigate',
      to: '/auth/account-settings/devices?x=1',
    });
  });

  it('loads any other page in full', () => {
    expect(postLoginDestination('/authn/landing', null, ORIGIN)).toEqual({
      type: 'external',
      url: '/authn/landing',
    });
    // "/authentic" is not under /auth/.
    expect(postLoginDestination('/authentic', null, ORIGIN)).toEqual({ type: 'external', url: '/authentic' });
  });

  it('puts the returned redirectUrl in front of a target that starts with a slash', () => {
    expect(postLoginDestination('/dashboard', 'https://portal.example.test/', ORIGIN)).toEqual({
      type: 'external',
      url: 'https://portal.example.test/dashboard',
    });
    expect(postLoginDestination('/auth/user', `${ORIGIN}/`, ORIGIN)).toEqual({
      type: 'navigate',
      to: '/auth/user',
    });
    expect(postLoginDestination('/dashboard', '/base', ORIGIN)).toEqual({
      type: 'external',
      url: '/base/dashboard',
    });
  });

  it('ignores a returned base that is not a web address', () => {
    for (const base of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:text/html,x',
      '   ',
    ]) {
      expect(postLoginDestination('/dashboard', base, ORIGIN), base).toEqual({
        type: 'external',
        url: '/dashboard',
      });
    }
  });
});

describe('small pieces', () => {
  it('joinBase has exactly one slash at the seam', () => {
    expect(joinBase('https://a.test/', '/x')).toBe('https://a.test/x');
    expect(joinBase('https://a.test', 'x')).toBe('https://a.test/x');
    expect(joinBase('/base//', '//x')).toBe('/base/x');
  });

  it('usableBase accepts http(s) and same-origin paths only', () => {
    expect(usableBase('https://a.test')).toBe('https://a.test');
    expect(usableBase('/x')).toBe('/x');
    expect(usableBase('ftp://a.test')).toBeNull();
    expect(usableBase('')).toBeNull();
    expect(usableBase(undefined)).toBeNull();
  });

  it('otherSystemLoginUrl adds the target to the base URL, keeping its query', () => {
    expect(otherSystemLoginUrl('/__mock/pages/nexo/login', '/authn/landing', ORIGIN)).toBe(
      '/__mock/pages/nexo/login?redirectUrl=%2Fauthn%2Flanding',
    );
    expect(otherSystemLoginUrl('https://nexo.test/login?client=7', '/x', ORIGIN)).toBe(
      'https://nexo.test/login?client=7&redirectUrl=%2Fx',
    );
    expect(otherSystemLoginUrl('', '/x', ORIGIN)).toBeNull();
    expect(otherSystemLoginUrl('javascript:alert(1)', '/x', ORIGIN)).toBeNull();
  });

  it('forwardedQuery keeps the query but sanitises redirect targets', () => {
    const query = forwardedQuery('?redirectUrl=%2F%2Fevil.example&returnUrl=%2Fok&foo=bar', ORIGIN);
    expect(query.get('redirectUrl')).toBe('/evil.example');
    expect(query.get('returnUrl')).toBe('/ok');
    expect(query.get('foo')).toBe('bar');
    expect(loginHrefWithQuery('', ORIGIN)).toBe('/auth/login');
    expect(loginHrefWithQuery('?redirectUrl=%2Fx', ORIGIN)).toBe('/auth/login?redirectUrl=%2Fx');
  });

  it('logoutHref and withForwardedQuery', () => {
    expect(logoutHref('/x?y=1', ORIGIN)).toBe('/auth/logout?redirectUrl=%2Fx%3Fy%3D1');
    expect(logoutHref('https://evil.example', ORIGIN)).toBe(
      `/auth/logout?redirectUrl=${encodeURIComponent(LANDING_PATH)}`,
    );
    expect(logoutHref(undefined, ORIGIN)).toBe('/auth/logout');
    expect(withForwardedQuery('https://nexo.test/logout', '?redirectUrl=%2Fx', ORIGIN)).toBe(
      'https://nexo.test/logout?redirectUrl=%2Fx',
    );
    expect(withForwardedQuery('/__mock/pages/nexo/logout', '', ORIGIN)).toBe('/__mock/pages/nexo/logout');
  });
});

describe('switchContinueDestination', () => {
  const search = '?redirectUrl=%2Fdashboard';
  const EXTERNAL = 'https://id.external.example';

  it('takes a Nexo client to the login URL the switch answered, with the redirect target', () => {
    const details = {
      username: 'sam',
      isNexoClient: true,
      redirectLoginUrl: 'https://nexo.example/login?x=1',
    };
    expect(switchContinueDestination(details, EXTERNAL, search, ORIGIN)).toEqual({
      type: 'external',
      url: 'https://nexo.example/login?x=1&redirectUrl=%2Fdashboard',
    });
  });

  it('takes a client of this system to sign-in at the external base URL, not the answered URL', () => {
    const details = { username: 'sam', isNexoClient: false, redirectLoginUrl: '/auth/login' };
    expect(switchContinueDestination(details, EXTERNAL, search, ORIGIN)).toEqual({
      type: 'external',
      url: 'https://id.external.example/auth/login?redirectUrl=%2Fdashboard',
    });
  });

  it('signs in here when no address is usable', () => {
    const hostile = { username: 'sam', isNexoClient: true, redirectLoginUrl: 'javascript:alert(1)' };
    expect(switchContinueDestination(hostile, EXTERNAL, search, ORIGIN)).toEqual({
      type: 'navigate',
      to: '/auth/login?redirectUrl=%2Fdashboard',
    });
    expect(switchContinueDestination(null, '', '', ORIGIN)).toEqual({ type: 'navigate', to: '/auth/login' });
  });
});
