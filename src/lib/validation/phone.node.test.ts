import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  formatPhoneInternational,
  normalizePhone,
  phoneCountries,
  phoneSchema,
  requiredPhoneSchema,
  splitPhone,
} from './phone';

describe('normalizePhone', () => {
  it('normalises national and international input to E.164', () => {
    expect(normalizePhone('(201) 555-0123')).toBe('+12015550123');
    expect(normalizePhone('+1 201 555 0123')).toBe('+12015550123');
    expect(normalizePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('returns null for what cannot be parsed as a valid number', () => {
    for (const value of ['', '   ', 'abc', '123', '+1 000 000 0000', '555-0123-999999999']) {
      expect(normalizePhone(value), value).toBeNull();
    }
  });

  it('accepts the North American numbers reserved for fiction, and only those of the 555 exchange', () => {
    expect(normalizePhone('(555) 555-0177')).toBe('+15555550177');
    expect(normalizePhone('201 555 0199')).toBe('+12015550199');
    expect(normalizePhone('(555) 555-0200')).toBeNull();
    expect(normalizePhone('(555) 123-0177')).toBeNull();
  });

  it('formats for display, or null', () => {
    expect(formatPhoneInternational('2015550123')).toBe('+1 201 555 0123');
    expect(formatPhoneInternational('12')).toBeNull();
  });
});

describe('phone input helpers', () => {
  it('lists countries with their calling codes', () => {
    const countries = phoneCountries();
    expect(countries).toContainEqual({ country: 'US', callingCode: '1' });
    expect(countries).toContainEqual({ country: 'GB', callingCode: '44' });
    expect(countries.length).toBeGreaterThan(200);
  });

  it('splits a stored number into country and national form, or undefined', () => {
    expect(splitPhone('+442079460958')).toEqual({ country: 'GB', national: '020 7946 0958' });
    expect(splitPhone('+12015550123')).toEqual({ country: 'US', national: '(201) 555-0123' });
    expect(splitPhone('12')).toBeUndefined();
  });
});

describe('phoneSchema', () => {
  it('is valid when empty', () => {
    expect(phoneSchema().parse('')).toBe('');
    expect(phoneSchema().parse('  ')).toBe('');
  });

  it('outputs E.164 and rejects garbage', () => {
    expect(phoneSchema().parse('201-555-0123')).toBe('+12015550123');
    const result = phoneSchema().safeParse('12345');
    expect(result.error?.issues[0]?.message).toBe(M.phoneInvalid);
  });

  it('has a required variant', () => {
    expect(requiredPhoneSchema().safeParse('').error?.issues[0]?.message).toBe(M.required);
    expect(requiredPhoneSchema().parse('2015550123')).toBe('+12015550123');
  });
});

describe('bundle boundary', () => {
  // libphonenumber-js is large; the login route must not load it, so only this module may import it.
  it('no other src/lib module imports libphonenumber-js', () => {
    const libRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const rel = relative(libRoot, full);
          if (rel === join('validation', 'phone.ts')) continue;
          // A module specifier, not a mention in a comment.
          if (/['"]libphonenumber-js(?:\/[^'"]*)?['"]/.test(readFileSync(full, 'utf8'))) offenders.push(rel);
        }
      }
    };
    walk(libRoot);
    expect(offenders).toEqual([]);
  });

  it('the validation index does not re-export ./phone', () => {
    const index = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'index.ts'), 'utf8');
    expect(index).not.toMatch(/from ['"]\.\/phone['"]/);
  });
});
