import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/schema-messages';
import { VALIDATION_MESSAGES as M } from './messages';
import { findUsernameConflicts, loginUsernameSchema, usernameSchema } from './username';

describe('loginUsernameSchema', () => {
  it('accepts 1 to 255 characters after trimming', () => {
    expect(loginUsernameSchema.parse(' a ')).toBe('a');
    expect(loginUsernameSchema.safeParse('a'.repeat(255)).success).toBe(true);
    expect(firstMessage(loginUsernameSchema.safeParse('a'.repeat(256)))).toBe(M.loginUsernameTooLong);
    expect(firstMessage(loginUsernameSchema.safeParse('   '))).toBe(M.required);
  });
});

describe('usernameSchema', () => {
  const create = usernameSchema();
  const change = usernameSchema({ max: 40 });

  it.each(['ab_c-d@x.y', 'ava.associate', 'AVA12', 'a.b.c.d', 'trailing.'])('accepts %s', (value) => {
    expect(create.safeParse(value).success).toBe(true);
  });

  it.each(['a..bcd', '.ab12', 'ab cde', 'ab#cde', 'ava..x', 'émile'])(
    'rejects %s with the pattern message',
    (value) => {
      expect(firstMessage(create.safeParse(value))).toBe(M.usernamePattern);
    },
  );

  it('rejects a..b (too short and consecutive periods): length is reported first', () => {
    expect(firstMessage(create.safeParse('a..b'))).toBe(M.usernameLength30);
  });

  it('enforces 5 to 30 on create with its own message', () => {
    expect(firstMessage(create.safeParse('abcd'))).toBe(M.usernameLength30);
    expect(create.safeParse('abcde').success).toBe(true);
    expect(create.safeParse('a'.repeat(30)).success).toBe(true);
    expect(firstMessage(create.safeParse('a'.repeat(31)))).toBe(M.usernameLength30);
  });

  it('enforces 5 to 40 on change', () => {
    expect(change.safeParse('a'.repeat(40)).success).toBe(true);
    expect(firstMessage(change.safeParse('a'.repeat(41)))).toBe(M.usernameLength40);
    expect(firstMessage(change.safeParse('abcd'))).toBe(M.usernameLength40);
  });

  it('requires a value', () => {
    expect(firstMessage(create.safeParse(''))).toBe(M.required);
  });
});

describe('findUsernameConflicts', () => {
  it('flags repeats within the form and the current username, case-insensitively', () => {
    expect(findUsernameConflicts(['alpha1', 'Alpha1', 'beta22', 'CURRENT', ''], ['current'])).toEqual([
      M.usernameDuplicateInForm,
      M.usernameDuplicateInForm,
      null,
      M.usernameSameAsCurrent,
      null,
    ]);
  });
});
