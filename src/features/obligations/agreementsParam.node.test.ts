import { describe, expect, it } from 'vitest';
import { AGREEMENTS_PARAM_MAX, parseAgreementsParam } from './agreementsParam';

const encode = (value: unknown) => btoa(typeof value === 'string' ? value : JSON.stringify(value));

describe('parseAgreementsParam', () => {
  it('reads base64 of a JSON list of names, dropping repeats', () => {
    expect(parseAgreementsParam(encode(['terms-of-service', 'privacy-policy', 'terms-of-service']))).toEqual({
      ok: true,
      names: ['terms-of-service', 'privacy-policy'],
    });
  });

  it('tolerates the URL-safe alphabet and missing padding', () => {
    const standard = encode(['a?b>c']).replace(/=+$/, '');
    expect(parseAgreementsParam(standard).ok).toBe(false); // not a plain name
    const urlSafe = encode(['privacy-policy']).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(parseAgreementsParam(urlSafe)).toEqual({ ok: true, names: ['privacy-policy'] });
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not base64', '%%%not-base64%%%'],
    ['not JSON', encode('terms-of-service')],
    ['not a list', encode({ name: 'terms-of-service' })],
    ['a __proto__ object', encode('{"__proto__":{"polluted":true}}')],
    ['a __proto__ name', encode(['__proto__'])],
    ['a constructor name', encode(['constructor'])],
    ['an empty list', encode([])],
    ['a number in the list', encode([1])],
    ['an object in the list', encode([{ agreementName: 'terms-of-service' }])],
    ['markup as a name', encode(['<img src=x onerror=alert(1)>'])],
    ['too many names', encode(Array.from({ length: 21 }, (_, i) => `a${i}`))],
    ['an oversized value', 'A'.repeat(AGREEMENTS_PARAM_MAX + 4)],
    ['invalid UTF-8', btoa('\xff\xfe')],
  ])('refuses %s', (_, value) => {
    expect(parseAgreementsParam(value)).toEqual({ ok: false });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
