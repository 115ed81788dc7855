import { describe, expect, it } from 'vitest';
import type { AuthCheck } from '../../api/authCheck';
import { logoutDestination, type LogoutSituation } from './logout';

const ORIGIN = 'https://app.example.test';
const lifion: AuthCheck = {
  authenticated: true,
  authenticationMethod: 'Lifion',
  levelOfAssurance: 3,
  isNexo: false,
};
const nexo: AuthCheck = {
  authenticated: true,
  authenticationMethod: 'Nexo',
  levelOfAssurance: 3,
  isNexo: true,
};

function situation(overrides: Partial<LogoutSituation> = {}): LogoutSituation {
  return {
    check: lifion,
    ssoSession: false,
    switchDetails: null,
    nexoLogoutUrl: 'https://nexo.test/logout',
    search: '?redirectUrl=%2Fdashboard',
    origin: ORIGIN,
    ...overrides,
  };
}

describe('logoutDestination', () => {
  it('sends an ordinary session to login with the same query', () => {
    expect(logoutDestination(situation())).toEqual({
      type: 'navigate',
      to: '/auth/login?redirectUrl=%2Fdashboard',
    });
    expect(logoutDestination(situation({ check: { authenticated: false }, search: '' }))).toEqual({
      type: 'navigate',
      to: '/auth/login',
    });
  });

  it('sanitises the forwarded redirect target', () => {
    expect(logoutDestination(situation({ search: '?redirectUrl=https%3A%2F%2Fevil.example' }))).toEqual({
      type: 'navigate',
      to: '/auth/login?redirectUrl=%2Fauthn%2Flanding',
    });
  });

  it('sends a single-sign-on session to the single-sign-on request page', () => {
    expect(logoutDestination(situation({ ssoSession: true }))).toEqual({
      type: 'navigate',
      to: '/auth/sso-login/request',
    });
  });

  it("sends a session of the other sign-in system to that system's logout, with the query", () => {
    expect(logoutDestination(situation({ check: nexo }))).toEqual({
      type: 'external',
      url: 'https://nexo.test/logout?redirectUrl=%2Fdashboard',
    });
  });

  it('goes to the switch-clients message page when a switch left its details', () => {
    expect(logoutDestination(situation({ check: nexo, switchDetails: { username: 'nora.new' } }))).toEqual({
      type: 'navigate',
      to: '/auth/switch-clients-message?redirectUrl=%2Fdashboard',
    });
  });

  it('is undetermined for the other system without a logout address', () => {
    expect(logoutDestination(situation({ check: nexo, nexoLogoutUrl: '' }))).toEqual({
      type: 'result',
      kind: 'FAILURE_UNDETERMINED_NEXO_SESSION',
    });
  });
});
