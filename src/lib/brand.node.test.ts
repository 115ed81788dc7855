import { describe, expect, it } from 'vitest';
import { BRAND_NAME_KEY, resolveBrand } from './brand';
import common from '../../locales/en-US/common.json';

describe('resolveBrand', () => {
  it('shows the default brand unless the host or the client says otherwise', () => {
    expect(resolveBrand({ host: 'id.example.com', rebrandHostPattern: '' })).toBe('default');
    expect(resolveBrand({ host: 'id.example.com', rebrandHostPattern: '^id\\.newbrand\\.' })).toBe('default');
    expect(resolveBrand({ host: 'ID.NewBrand.example', rebrandHostPattern: '^id\\.newbrand\\.' })).toBe(
      'rebrand',
    );
    expect(resolveBrand({ host: 'id.example.com', rebrandHostPattern: '', clientRebrandEnabled: true })).toBe(
      'rebrand',
    );
  });

  it('treats a malformed pattern as no rebrand', () => {
    expect(resolveBrand({ host: 'x', rebrandHostPattern: '([' })).toBe('default');
  });

  it('has wording for both brands', () => {
    for (const key of Object.values(BRAND_NAME_KEY)) {
      expect((common as Record<string, unknown>)[key.replace('common:', '')]).toEqual(expect.any(String));
    }
  });
});
