import { describe, expect, it } from 'vitest';
import { routePattern } from './routePattern';

describe('routePattern', () => {
  it('names the route pattern, never the concrete path that may carry a token', () => {
    expect(routePattern('/auth/login')).toBe('/auth/login');
    expect(routePattern('/auth/login/')).toBe('/auth/login');
    expect(routePattern('/auth/create-account/invite-secret-42')).toBe(
      '/auth/create-account/:token/:accountType?',
    );
    expect(routePattern('/auth/account-settings/switch-clients')).toBe('/auth/account-settings/:tab');
    expect(routePattern('/auth/obligations/force-saml-authentication')).toBe(
      '/auth/obligations/force-saml-authentication',
    );
    expect(routePattern('/nowhere/at/all')).toBe('unknown');
  });
});
