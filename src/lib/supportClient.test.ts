import { describe, expect, it, vi } from 'vitest';
import {
  clientAccessByEmail,
  externalDomainHost,
  invitationCompanyEmailRule,
  isCompanyEmailExempt,
  SUPPORT_CLIENT_ID,
} from './supportClient';

const EXTERNAL = 'https://id.external.example';

describe('isCompanyEmailExempt', () => {
  it('exempts client 002 on the external-domain host only', () => {
    expect(isCompanyEmailExempt(SUPPORT_CLIENT_ID, 'id.external.example', EXTERNAL)).toBe(true);
    expect(isCompanyEmailExempt(SUPPORT_CLIENT_ID, 'app.example.test', EXTERNAL)).toBe(false);
  });

  it('never exempts another client, nor anyone when no external base URL is configured', () => {
    expect(isCompanyEmailExempt('acme', 'id.external.example', EXTERNAL)).toBe(false);
    expect(isCompanyEmailExempt(undefined, 'id.external.example', EXTERNAL)).toBe(false);
    expect(isCompanyEmailExempt(SUPPORT_CLIENT_ID, 'app.example.test', '')).toBe(false);
  });

  it('reads the host of an absolute base URL, and none of a path or a broken value', () => {
    expect(externalDomainHost('https://id.external.example:8443/x')).toBe('id.external.example:8443');
    expect(externalDomainHost('/auth')).toBeNull();
    expect(externalDomainHost('')).toBeNull();
  });
});

describe('invitationCompanyEmailRule', () => {
  const on = { enabled: true, failed: false };
  const off = { enabled: false, failed: false };
  const failed = { enabled: false, failed: true };

  it("asks for the invitation's own domain when the flag is on", () => {
    expect(invitationCompanyEmailRule('acme', on, 'Ann@HR.Acme.example')).toEqual({
      domain: 'hr.acme.example',
    });
  });

  it('rejects every address when the lookup failed or the invitation has no address', () => {
    expect(invitationCompanyEmailRule('acme', failed, 'ann@acme.example')).toEqual({ domain: null });
    expect(invitationCompanyEmailRule('acme', on, '')).toEqual({ domain: null });
  });

  it('does not apply with the flag off, without a client, or to client 002 on the external host', () => {
    expect(invitationCompanyEmailRule('acme', off, 'ann@acme.example')).toBeNull();
    expect(invitationCompanyEmailRule(undefined, on, 'ann@acme.example')).toBeNull();
    vi.stubEnv('VITE_EXTERNAL_BASE_URL', `${window.location.protocol}//${window.location.host}`);
    expect(invitationCompanyEmailRule(SUPPORT_CLIENT_ID, on, 'ann@gmail.example')).toBeNull();
    expect(invitationCompanyEmailRule(SUPPORT_CLIENT_ID, failed, 'ann@gmail.example')).toBeNull();
    vi.unstubAllEnvs();
    expect(invitationCompanyEmailRule(SUPPORT_CLIENT_ID, on, 'ann@acme.example')).toEqual({
      domain: 'acme.example',
    });
  });
});

describe('clientAccessByEmail', () => {
  it('allows anyone while requireAdpEmailForICCAccess is off', () => {
    expect(clientAccessByEmail({ enabled: false, failed: false }, 'sam@gmail.example', 'example.com')).toBe(
      'allowed',
    );
  });

  it("with the flag on, allows only an address of the company's domain", () => {
    const on = { enabled: true, failed: false };
    expect(clientAccessByEmail(on, 'sam.support@example.com', 'example.com')).toBe('allowed');
    expect(clientAccessByEmail(on, 'sam@gmail.example', 'example.com')).toBe('companyEmailRequired');
    expect(clientAccessByEmail(on, undefined, 'example.com')).toBe('companyEmailRequired');
  });

  it('refuses, as unchecked, when the lookup failed or no company domain is configured', () => {
    expect(clientAccessByEmail({ enabled: false, failed: true }, 'sam@example.com', 'example.com')).toBe(
      'unchecked',
    );
    expect(clientAccessByEmail({ enabled: true, failed: false }, 'sam@example.com', '')).toBe('unchecked');
  });
});
