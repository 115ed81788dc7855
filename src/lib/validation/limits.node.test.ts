import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/schema-messages';
import { loginUsernameError, requiredError } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';
import { loginUsernameSchema } from './username';

const schemaMessage = (value: string) => firstMessage(loginUsernameSchema.safeParse(value));

describe('loginUsernameError', () => {
  it.each(['', '   ', 'a', ' a ', 'ava.associate', 'a'.repeat(255), ` ${'a'.repeat(255)} `, 'a'.repeat(256)])(
    'agrees with loginUsernameSchema on %j',
    (value) => {
      expect(loginUsernameError(value)).toBe(schemaMessage(value));
    },
  );

  it('gives the too-long message past 255 characters', () => {
    expect(loginUsernameError('a'.repeat(256))).toBe(M.loginUsernameTooLong);
  });
});

describe('requiredError', () => {
  it('accepts anything but the empty string', () => {
    expect(requiredError('')).toBe(M.required);
    expect(requiredError(' ')).toBeNull();
  });
});
