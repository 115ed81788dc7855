import { describe, expect, it } from 'vitest';
import { PASSWORD_ERROR_CODES } from '../../api';
import passwordText from '../../../locales/en-US/password.json';
import { passwordErrorMessageKey } from './passwordErrors';

const text = (key: string) => {
  const [namespace, path] = key.split(':');
  expect(namespace).toBe('password');
  const [group, name] = path!.split('.');
  expect(group).toBe('errors');
  return passwordText.errors[name as keyof typeof passwordText.errors];
};

describe('passwordErrorMessageKey', () => {
  it.each([true, false])(
    'has words for every password code and the snag (current password: %s)',
    (withCurrentPassword) => {
      for (const code of [...PASSWORD_ERROR_CODES, 'snag'] as const) {
        expect(text(passwordErrorMessageKey(code, { withCurrentPassword })), code).toBeTruthy();
      }
    },
  );

  it('gives each code its own words', () => {
    const messages = [...PASSWORD_ERROR_CODES, 'snag' as const].map((code) =>
      text(passwordErrorMessageKey(code, { withCurrentPassword: true })),
    );
    expect(new Set(messages).size).toBe(PASSWORD_ERROR_CODES.length + 1);
  });

  it('reads INCORRECT_PASSWORD as a wrong current password only where one was typed', () => {
    expect(text(passwordErrorMessageKey('INCORRECT_PASSWORD', { withCurrentPassword: true }))).toBe(
      'The current password you entered is incorrect. Check it and try again.',
    );
    expect(text(passwordErrorMessageKey('INCORRECT_PASSWORD', { withCurrentPassword: false }))).toBe(
      "We couldn't update your password. Please try again.",
    );
  });

  it('words "used recently" as the spec does', () => {
    expect(text(passwordErrorMessageKey('TOO_WEAK_PASSWORD', { withCurrentPassword: false }))).toBe(
      "You've used this password recently. Please choose another password",
    );
  });

  it('has no words left over', () => {
    const used = new Set(
      [...PASSWORD_ERROR_CODES, 'snag' as const].flatMap((code) => [
        passwordErrorMessageKey(code, { withCurrentPassword: true }),
        passwordErrorMessageKey(code, { withCurrentPassword: false }),
      ]),
    );
    expect(
      Object.keys(passwordText.errors)
        .map((name) => `password:errors.${name}`)
        .sort(),
    ).toEqual([...used].sort());
  });
});
