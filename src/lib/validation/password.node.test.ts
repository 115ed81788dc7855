import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIREMENT_KEYS,
  changePasswordSchema,
  isPasswordValid,
  newPasswordSchema,
  passwordRequirements,
} from './password';

const unmet = (value: string) =>
  passwordRequirements(value)
    .filter((r) => !r.met)
    .map((r) => r.id);

/** A valid password of exactly `length` characters. */
const ofLength = (length: number) => 'Aa1!' + 'x'.repeat(length - 4);

describe('passwordRequirements', () => {
  it('lists the five rules in display order', () => {
    expect(passwordRequirements('').map((r) => r.id)).toEqual([
      'length',
      'digit',
      'upper',
      'lower',
      'special',
    ]);
    expect(Object.keys(PASSWORD_REQUIREMENT_KEYS)).toEqual(['length', 'digit', 'upper', 'lower', 'special']);
  });

  it('enforces 8 to 72 characters at the boundaries', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 72]);
    expect(unmet(ofLength(7))).toEqual(['length']);
    expect(unmet(ofLength(8))).toEqual([]);
    expect(unmet(ofLength(72))).toEqual([]);
    expect(unmet(ofLength(73))).toEqual(['length']);
  });

  it('reports each missing class on its own', () => {
    expect(unmet('Welcome#abc')).toEqual(['digit']);
    expect(unmet('welcome#2024')).toEqual(['upper']);
    expect(unmet('WELCOME#2024')).toEqual(['lower']);
    expect(unmet('Welcome2024')).toEqual(['special']);
    expect(unmet('Welcome 2024')).toEqual(['special']);
    expect(unmet('Welcome#2024')).toEqual([]);
  });

  it('counts an emoji as one character', () => {
    expect(unmet('Aa1😀xyz')).toEqual(['length']);
    expect(unmet('Aa1😀xyzw')).toEqual([]);
  });
});

describe('newPasswordSchema', () => {
  it('requires a value', () => {
    const result = newPasswordSchema.safeParse('');
    expect(result.error?.issues.map((i) => i.message)).toEqual([M.required]);
  });

  it('gives one summary issue listing the unmet rules', () => {
    const result = newPasswordSchema.safeParse('short');
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({
      message: M.passwordInvalid,
      params: { unmet: ['length', 'digit', 'upper', 'special'] },
    });
  });

  it('accepts a valid password without trimming it', () => {
    expect(newPasswordSchema.parse(' Welcome#2024 ')).toBe(' Welcome#2024 ');
    expect(isPasswordValid('Welcome#2024')).toBe(true);
  });
});

describe('changePasswordSchema', () => {
  it('needs the current password and a valid new one, and allows reuse', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'Welcome#2024' }).success).toBe(
      false,
    );
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'weak' }).success).toBe(false);
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'Welcome#2024', newPassword: 'Welcome#2024' })
        .success,
    ).toBe(true);
  });
});
