import { describe, expect, it } from 'vitest';
import results from '../../locales/en-US/results.json';
import { LANDING_PATH } from './paths';
import { RESULT_PAGES, resolveResultPage, resultContinueHref } from './resultPages';
import { readResult, withResult } from './resultState';
import { RESULT_KINDS, type RedirectResult } from './results';

function lookup(key: string): unknown {
  const [namespace, path] = key.split(':');
  expect(namespace).toBe('results');
  return (path ?? '').split('.').reduce<unknown>((node, part) => {
    if (node && typeof node === 'object' && part in node) return (node as Record<string, unknown>)[part];
    return undefined;
  }, results);
}

describe('RESULT_PAGES', () => {
  it('covers every kind, and nothing else', () => {
    expect(Object.keys(RESULT_PAGES).sort()).toEqual([...RESULT_KINDS].sort());
    expect(new Set(RESULT_KINDS).size).toBe(RESULT_KINDS.length);
    expect(Object.keys(results).sort()).toEqual([...RESULT_KINDS].sort());
  });

  it.each(RESULT_KINDS)('%s has title, message and continue text in results.json', (kind) => {
    const entry = RESULT_PAGES[kind];
    for (const key of [entry.titleKey, entry.messageKey, entry.continueKey]) {
      expect(key.startsWith(`results:${kind}.`)).toBe(true);
      const text = lookup(key);
      expect(typeof text, key).toBe('string');
      expect((text as string).trim().length, key).toBeGreaterThan(0);
    }
  });

  it('has the spec wording for the generic 404 page', () => {
    expect(RESULT_PAGES.NOT_FOUND.status).toBe('error');
    expect(results.NOT_FOUND.title).toBe('404: Page Not Found');
    expect(results.NOT_FOUND.message).toBe(
      'Sorry, the requested page could not be found. It may have been deleted or moved.',
    );
  });

  it('sends reset-link failures to a new request and shows the registration code', () => {
    expect(RESULT_PAGES.FAILURE_LINK_RESET_PASS.continueTo).toBe('forgotPasswordRequest');
    expect(results.FAILURE_REDIRECT_TO_AIM.message).toContain('{{registrationCode}}');
    expect(results.BAD_REGISTRATION_TOKEN.message).toContain('15 days');
    expect(results.FAILURE_RECOVER_ATTEMPT.message.toLowerCase()).toContain('try again later');
  });

  it('posts contact-verify events in the mobile web view', () => {
    expect(RESULT_PAGES.SUCCESS_VERIFY_CONTACT_PHONE.mobileEvent).toBe('contactVerifySuccess');
    expect(RESULT_PAGES.FAILURE_VERIFY_CONTACT_INFO_INVALID_FORMAT.mobileEvent).toBe('contactVerifyError');
    expect(RESULT_PAGES.FAILURE_LINK.mobileEvent).toBeUndefined();
  });

  it('success kinds are never shown as errors and failures never as success', () => {
    for (const kind of RESULT_KINDS) {
      if (kind.startsWith('SUCCESS_')) expect(RESULT_PAGES[kind].status, kind).not.toBe('error');
      if (kind.startsWith('FAILURE') || kind === 'BAD_REGISTRATION_TOKEN') {
        expect(RESULT_PAGES[kind].status, kind).not.toBe('success');
      }
    }
  });
});

describe('resolveResultPage', () => {
  it('returns the entry of a known kind', () => {
    expect(resolveResultPage('SUCCESS_FORGOT_PASS_RESET')).toBe(RESULT_PAGES.SUCCESS_FORGOT_PASS_RESET);
    expect(resolveResultPage('SUCCESS_FORGOT_PASS_RESET').kind).toBe('SUCCESS_FORGOT_PASS_RESET');
  });

  it.each(['', 'NOPE', 'toString', '__proto__', 'failure'])('falls back to unsupported for %j', (kind) => {
    expect(resolveResultPage(kind)).toBe(RESULT_PAGES.FAILURE_UNSUPPORTED);
  });
});

describe('withResult / readResult', () => {
  it('round-trips through navigation state', () => {
    const result: RedirectResult = {
      kind: 'FAILURE_REDIRECT_TO_AIM',
      registrationCode: 'PIC-123',
      redirectUrl: '/x',
      traceId: 't-1',
      companyName: 'Acme',
    };
    const options = withResult(result);
    expect(options).toEqual({ state: { redirectResult: result } });
    expect(readResult(options.state)).toEqual(result);
  });

  it.each([
    undefined,
    null,
    'FAILURE',
    42,
    {},
    { redirectResult: null },
    { redirectResult: 'FAILURE' },
    { redirectResult: { kind: 7 } },
    { redirectResult: { kind: '' } },
    { redirectResult: {} },
  ])('rejects garbage: %j', (state) => {
    expect(readResult(state)).toBeNull();
  });

  it('keeps a result of an unknown kind, which its page shows as the unsupported failure', () => {
    const read = readResult({ redirectResult: { kind: 'RENAMED_LAST_RELEASE', traceId: 't' } });
    expect(read).toEqual({ kind: 'RENAMED_LAST_RELEASE', traceId: 't' });
    expect(resolveResultPage(read?.kind ?? '')).toBe(RESULT_PAGES.FAILURE_UNSUPPORTED);
  });

  it('drops malformed optional fields but keeps the result', () => {
    expect(
      readResult({ redirectResult: { kind: 'FAILURE', traceId: 12, redirectUrl: '/ok' }, other: 1 }),
    ).toEqual({
      kind: 'FAILURE',
      redirectUrl: '/ok',
    });
  });
});

describe('resultContinueHref', () => {
  it('maps each continue target', () => {
    expect(resultContinueHref({ kind: 'SUCCESS_FORGOT_PASS_RESET' })).toBe('/auth/login');
    expect(resultContinueHref({ kind: 'NOT_FOUND' })).toBe(LANDING_PATH);
    expect(resultContinueHref({ kind: 'FAILURE_LINK_RESET_PASS' })).toBe('/auth/forgot-password/request');
    expect(resultContinueHref({ kind: 'FAILURE_REDIRECT_TO_AIM' })).toBeNull();
    expect(
      resultContinueHref(
        { kind: 'FAILURE_REDIRECT_TO_AIM' },
        { registrationPortalUrl: 'https://portal.example/' },
      ),
    ).toBe('https://portal.example/');
  });

  it('sanitises redirect targets and falls back to the landing page', () => {
    expect(resultContinueHref({ kind: 'SUCCESS_VERIFY_EMAIL', redirectUrl: '/payroll?x=1' })).toBe(
      '/payroll?x=1',
    );
    expect(resultContinueHref({ kind: 'SUCCESS_VERIFY_EMAIL', redirectUrl: '//evil.example' })).toBe(
      '/evil.example',
    );
    expect(resultContinueHref({ kind: 'SUCCESS_VERIFY_EMAIL', redirectUrl: 'javascript:alert(1)' })).toBe(
      LANDING_PATH,
    );
    expect(resultContinueHref({ kind: 'SUCCESS_VERIFY_EMAIL' })).toBe(LANDING_PATH);
  });
});
