import { describe, expect, it } from 'vitest';
import { externalDomainHost, isCompanyEmailExempt, SUPPORT_CLIENT_ID } from './supportClient';

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
