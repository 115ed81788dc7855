import { describe, expect, it } from 'vitest';
import { SETTINGS_TABS } from '../../tests/fixtures/settings-tabs';
import {
  APP_BASE,
  LANDING_PATH,
  isSettingsTab,
  nexoSettingsTabs,
  paths,
  settingsTabs,
  toSearchParams,
  withQuery,
} from './paths';

describe('paths', () => {
  it('every route lives under the app base', () => {
    for (const [name, route] of Object.entries(paths)) {
      expect(route.path === APP_BASE || route.path.startsWith(`${APP_BASE}/`), name).toBe(true);
    }
    expect(APP_BASE).toBe('/auth');
    expect(LANDING_PATH).toBe('/authn/landing');
  });

  it('has no duplicate patterns', () => {
    const all = Object.values(paths).map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('covers every route the product names', () => {
    const all = new Set<string>(Object.values(paths).map((r) => r.path));
    for (const path of [
      '/auth/login',
      '/auth/forgot-password/request',
      '/auth/forgot-password/reset',
      '/auth/forgot-username/request',
      '/auth/sso-login/request',
      '/auth/self-registration/request',
      '/auth/logout',
      '/auth/logout-all-sessions',
      '/auth/switch-clients-message',
      '/auth/legal',
      '/auth/a',
      '/auth/a/error',
      '/auth/a/registration/success',
      '/auth/notification',
      '/auth/email-verify-notification',
      '/auth/unauthorized-notification',
      '/auth/user-confirmation',
      '/auth/create-account/:token/:accountType?',
      '/auth/r/:token/:accountType?',
      '/auth/email-verify',
      '/auth/account-registration',
      '/auth/account-linking',
      '/auth/decline-confirmation',
      '/auth/create-credential',
      '/auth/create-credential/account-info',
      '/auth/create-credential/success-notification',
      '/auth/sso-service-provider',
      '/auth/sso-service-provider/associate-confirmation',
      '/auth/sso-service-provider/personal-info',
      '/auth/user',
      '/auth/user/create-credential',
      '/auth/user/legal-agreements',
      '/auth/user/saml-redirect/:clientId',
      '/auth/login-step-up',
      '/auth/step-up',
      '/auth/change-password',
      '/auth/change-username',
      '/auth/review-username',
      '/auth/review-contact-info',
      '/auth/obligations/:obligation',
      '/auth/add-phone',
      '/auth/add-email',
      '/auth/verify-contact-info',
      '/auth/account-settings/:tab',
      '/auth/choose-product',
      '/auth/impersonation',
      '/auth/sso-idp-adp/marketplace',
      '/auth/unauthorized-error',
      '/auth/resource-not-found',
      '/auth/account-no-access',
      '/auth/archived',
      '/auth/outage',
      '/auth/saml-error',
      '/auth',
    ]) {
      expect(all.has(path), path).toBe(true);
    }
  });

  it('encodes query values', () => {
    const href = paths.login.href({ redirectUrl: '/payroll?run=1&tab=a b#x' });
    expect(href).toBe('/auth/login?redirectUrl=%2Fpayroll%3Frun%3D1%26tab%3Da+b%23x');
    expect(new URL(href, 'https://a.test').searchParams.get('redirectUrl')).toBe('/payroll?run=1&tab=a b#x');
    expect(paths.forgotPasswordReset.href({ token: 'a&b=c' })).toBe(
      '/auth/forgot-password/reset?token=a%26b%3Dc',
    );
  });

  it('encodes path parameters so they cannot add segments', () => {
    expect(paths.createAccount.href({ token: 'a/b?c' })).toBe('/auth/create-account/a%2Fb%3Fc');
    expect(paths.createAccount.href({ token: 't', accountType: 'sso' })).toBe('/auth/create-account/t/sso');
    expect(paths.samlRedirect.href({ clientId: '../x' })).toBe('/auth/user/saml-redirect/..%2Fx');
    expect(paths.obligation.href({ obligation: 'a b' }, { redirectUrl: '/x' })).toBe(
      '/auth/obligations/a%20b?redirectUrl=%2Fx',
    );
  });

  it('leaves out empty optional values', () => {
    expect(paths.login.href()).toBe('/auth/login');
    expect(paths.login.href({ redirectUrl: '' })).toBe('/auth/login');
    expect(paths.unauthorizedError.href({ traceId: undefined })).toBe('/auth/unauthorized-error');
    expect(paths.unauthorizedError.href({ traceId: 't-1' })).toBe('/auth/unauthorized-error?traceId=t-1');
  });

  it('passes a raw query string through (logout forwards its query)', () => {
    expect(paths.logout.href('?redirectUrl=%2Fx&a=1')).toBe('/auth/logout?redirectUrl=%2Fx&a=1');
    expect(paths.changePassword.href(new URLSearchParams('a=1'))).toBe('/auth/change-password?a=1');
    expect(paths.logoutAllSessions.href({ a: 'b' })).toBe('/auth/logout-all-sessions?a=b');
  });

  it('builds the step-up, settings and other typed links', () => {
    expect(paths.stepUp.href({ requiredLevel: 3, redirectUrl: '/x', cancelUrl: '/auth/logout' })).toBe(
      '/auth/step-up?requiredLevel=3&redirectUrl=%2Fx&cancelUrl=%2Fauth%2Flogout',
    );
    expect(paths.accountSettings.href({ tab: 'contact-info' })).toBe('/auth/account-settings/contact-info');
    expect(paths.verifyContactInfo.href({ type: 'email', purpose: 'personal', returnUrl: '/r' })).toBe(
      '/auth/verify-contact-info?type=email&purpose=personal&returnUrl=%2Fr',
    );
    expect(paths.forceSamlAuthentication.href({ clientId: '002' }, '?redirectUrl=%2Fx')).toBe(
      '/auth/obligations/force-saml-authentication?redirectUrl=%2Fx&clientId=002',
    );
    expect(paths.impersonation.href({ impersonationId: 'imp-1' })).toBe(
      '/auth/impersonation?impersonationId=imp-1',
    );
  });

  it('knows the settings tabs', () => {
    expect(settingsTabs).toEqual(SETTINGS_TABS.map(([tab]) => tab));
    expect(nexoSettingsTabs).not.toContain('passkeys');
    expect(nexoSettingsTabs.every((tab) => isSettingsTab(tab))).toBe(true);
    expect(isSettingsTab('devices')).toBe(true);
    expect(isSettingsTab('admin')).toBe(false);
  });

  it('query helpers do not mutate their input', () => {
    const params = new URLSearchParams('a=1');
    toSearchParams(params).set('b', '2');
    expect(params.toString()).toBe('a=1');
    expect(withQuery('/auth/x', { n: 0, f: false, z: null })).toBe('/auth/x?n=0&f=false');
  });
});
