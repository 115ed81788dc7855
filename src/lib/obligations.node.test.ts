import { describe, expect, it } from 'vitest';
import { PAULA_BLOCKED_BY_OBLIGATION } from '../../tests/fixtures/obligations';
import {
  obligationRouteForCommand,
  parseObligationBody,
  resolveObligation,
  type ObligationBody,
  type ObligationLocation,
} from './obligations';

const ORIGIN = 'https://app.example.test';
const onLogin: ObligationLocation = {
  pathname: '/auth/login',
  search: '?redirectUrl=%2Fpayroll',
  origin: ORIGIN,
};
const onSettings: ObligationLocation = {
  pathname: '/auth/account-settings/devices',
  search: '',
  origin: ORIGIN,
};

function command(name: string, isLoginObligation: boolean, args?: { clientId?: string }): ObligationBody {
  return {
    obligation: { kind: 'command', command: name, isLoginObligation },
    requiredAction: args ? { kind: 'command', command: name, args } : { kind: 'command', command: name },
  };
}

function redirect(url: string): ObligationBody {
  return {
    obligation: { kind: 'legalAgreements', isLoginObligation: true },
    requiredAction: { kind: 'redirect', url },
  };
}

const query = (to: string) => Object.fromEntries(new URL(to, ORIGIN).searchParams);
const pathOf = (to: string) => new URL(to, ORIGIN).pathname;

describe('redirect actions', () => {
  it('from the sign-in page, carries the sign-in target as redirectUrl (not the sign-in URL)', () => {
    const step = resolveObligation(redirect('/auth/user/legal-agreements?agreements=abc'), onLogin);
    expect(step.type).toBe('navigate');
    if (step.type !== 'navigate') return;
    expect(pathOf(step.to)).toBe('/auth/user/legal-agreements');
    expect(query(step.to)).toEqual({ agreements: 'abc', redirectUrl: '/payroll' });
  });

  it("pia: add-phone met on the sign-in page goes on to the sign-in's target", () => {
    const onPiaLogin = { ...onLogin, search: '?redirectUrl=%2Fauth%2Faccount-settings%2Fdevices' };
    expect(resolveObligation(redirect('/auth/add-phone'), onPiaLogin)).toEqual({
      type: 'navigate',
      to: '/auth/add-phone?redirectUrl=%2Fauth%2Faccount-settings%2Fdevices',
    });
  });

  it('from the sign-in page without a usable target, the landing path (never the sign-in URL)', () => {
    for (const search of [
      '',
      '?redirectUrl=https%3A%2F%2Fevil.example%2F',
      '?redirectUrl=javascript%3Aalert(1)',
    ])
      expect(
        resolveObligation(redirect('/auth/add-phone'), { pathname: '/auth/login', search, origin: ORIGIN }),
      ).toEqual({ type: 'navigate', to: '/auth/add-phone?redirectUrl=%2Fauthn%2Flanding' });
  });

  it('treats an absolute URL on our origin as in-app', () => {
    const step = resolveObligation(redirect(`${ORIGIN}/auth/user/legal-agreements`), onSettings);
    expect(step).toEqual({
      type: 'navigate',
      to: '/auth/user/legal-agreements?redirectUrl=%2Fauth%2Faccount-settings%2Fdevices',
    });
  });

  it('sends absolute foreign URLs out as external', () => {
    const step = resolveObligation(redirect('https://idp.example/mfa?x=1'), onSettings);
    expect(step).toEqual({
      type: 'external',
      url: 'https://idp.example/mfa?x=1&redirectUrl=%2Fauth%2Faccount-settings%2Fdevices',
    });
  });

  it('does nothing when already on that page', () => {
    const here: ObligationLocation = {
      pathname: '/auth/user/legal-agreements',
      search: '?agreements=abc',
      origin: ORIGIN,
    };
    expect(resolveObligation(redirect('/auth/user/legal-agreements?agreements=abc'), here)).toEqual({
      type: 'none',
    });
  });

  it('keeps a redirectUrl the server chose', () => {
    const step = resolveObligation(redirect('/auth/user/legal-agreements?redirectUrl=%2Fhome'), onLogin);
    expect(step.type === 'navigate' && query(step.to).redirectUrl).toBe('/home');
  });

  it('refuses non-web schemes', () => {
    expect(resolveObligation(redirect('javascript:alert(1)'), onLogin)).toEqual({ type: 'none' });
    expect(resolveObligation(redirect('data:text/html,x'), onLogin)).toEqual({ type: 'none' });
  });
});

describe('command actions', () => {
  it('createBasicCredentials goes to its obligation page', () => {
    const step = resolveObligation(command('createBasicCredentials', true), onLogin);
    expect(step).toEqual({
      type: 'navigate',
      to: '/auth/obligations/create-basic-credentials?redirectUrl=%2Fpayroll',
    });
  });

  it('forceSamlAuthentication carries the clientId from the action or the obligation', () => {
    const fromAction = resolveObligation(
      command('forceSamlAuthentication', true, { clientId: 'c 1' }),
      onLogin,
    );
    expect(fromAction.type === 'navigate' && pathOf(fromAction.to)).toBe(
      '/auth/obligations/force-saml-authentication',
    );
    expect(fromAction.type === 'navigate' && query(fromAction.to)).toEqual({
      redirectUrl: '/payroll',
      clientId: 'c 1',
    });

    const body = command('forceSamlAuthentication', true);
    body.obligation.args = { clientId: '002' };
    const fromObligation = resolveObligation(body, onLogin);
    expect(fromObligation.type === 'navigate' && query(fromObligation.to).clientId).toBe('002');
  });

  it('forceBasicCredentialAuthentication goes to its obligation page', () => {
    const step = resolveObligation(command('forceBasicCredentialAuthentication', true), onLogin);
    expect(step.type === 'navigate' && pathOf(step.to)).toBe(
      '/auth/obligations/force-basic-credential-authentication',
    );
  });

  it.each([
    ['changePassword', '/auth/change-password'],
    ['changeUsername', '/auth/change-username'],
    ['reviewUsername', '/auth/review-username'],
    ['reviewContactInfo', '/auth/review-contact-info'],
    ['addPhone', '/auth/add-phone'],
    ['addEmail', '/auth/add-email'],
    ['verifyEmail', '/auth/email-verify-notification'],
  ])('login obligation %s routes to %s keeping the query string exactly', (name, path) => {
    const location: ObligationLocation = {
      pathname: '/auth/login',
      search: '?redirectUrl=%2Fpayroll&lang=fr',
      origin: ORIGIN,
    };
    expect(resolveObligation(command(name, true), location)).toEqual({
      type: 'navigate',
      to: `${path}?redirectUrl=%2Fpayroll&lang=fr`,
    });
    expect(obligationRouteForCommand(name)).toBe(path);
  });

  it('a login obligation without a query adds none', () => {
    expect(
      resolveObligation(command('changePassword', true), { pathname: '/auth/login', search: '' }),
    ).toEqual({
      type: 'navigate',
      to: '/auth/change-password',
    });
  });

  it('a non-login obligation adds a redirectUrl back to the current page', () => {
    expect(
      resolveObligation(command('reviewContactInfo', false), { ...onSettings, search: '?tab=1' }),
    ).toEqual({
      type: 'navigate',
      to: '/auth/review-contact-info?tab=1&redirectUrl=%2Fauth%2Faccount-settings%2Fdevices%3Ftab%3D1',
    });
  });

  it('unknown commands go to the generic obligation page', () => {
    expect(obligationRouteForCommand('acceptNewTerms')).toBe('/auth/obligations/accept-new-terms');
    expect(resolveObligation(command('acceptNewTerms', true), onLogin)).toEqual({
      type: 'navigate',
      to: '/auth/obligations/accept-new-terms?redirectUrl=%2Fpayroll',
    });
    expect(obligationRouteForCommand('../../x')).toBe('/auth/obligations/x');
    expect(obligationRouteForCommand('toString')).toBe('/auth/obligations/to-string');
  });

  it('does nothing when already on the obligation page', () => {
    const here: ObligationLocation = { pathname: '/auth/change-password', search: '?redirectUrl=%2Fpayroll' };
    expect(resolveObligation(command('changePassword', true), here)).toEqual({ type: 'none' });
  });
});

describe('parseObligationBody', () => {
  it('accepts the 412 body and keeps args', () => {
    const { obligation, requiredAction } = PAULA_BLOCKED_BY_OBLIGATION;
    expect(parseObligationBody(PAULA_BLOCKED_BY_OBLIGATION)).toEqual({ obligation, requiredAction });
  });

  it.each([
    null,
    'x',
    {},
    { obligation: { kind: 'x', isLoginObligation: true } },
    { obligation: { kind: 'x', isLoginObligation: true }, requiredAction: { kind: 'teleport' } },
    { obligation: { kind: 'x', isLoginObligation: true }, requiredAction: { kind: 'redirect' } },
    { obligation: { kind: 'x', isLoginObligation: true }, requiredAction: { kind: 'command', command: '' } },
  ])('rejects %j', (body) => {
    expect(parseObligationBody(body)).toBeNull();
  });
});
