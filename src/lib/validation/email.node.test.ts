import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/schema-messages';
import {
  EMAIL_MAX,
  changeEmailSchema,
  companyEmailSchema,
  emailSchema,
  emailWithConfirmationSchema,
  isValidEmail,
} from './email';
import { VALIDATION_MESSAGES as M } from './messages';

/** A syntactically valid address of exactly `length` characters. */
const emailOfLength = (length: number) => {
  const domain = '@example.com';
  return 'a'.repeat(length - domain.length) + domain;
};

describe('emailSchema', () => {
  it('accepts ordinary addresses and trims them', () => {
    expect(emailSchema.parse('  ava.associate@example.com ')).toBe('ava.associate@example.com');
    expect(emailSchema.safeParse('sso.user@sso-client.example').success).toBe(true);
    expect(emailSchema.safeParse("o'brien+hr@mail.acme.co.uk").success).toBe(true);
  });

  it('requires a value', () => {
    expect(firstMessage(emailSchema.safeParse(''))).toBe(M.required);
    expect(firstMessage(emailSchema.safeParse('   '))).toBe(M.required);
    expect(firstMessage(emailSchema.safeParse(undefined))).toBe(M.required);
  });

  it('accepts 255 characters and rejects 256', () => {
    expect(emailSchema.safeParse(emailOfLength(EMAIL_MAX)).success).toBe(true);
    expect(firstMessage(emailSchema.safeParse(emailOfLength(EMAIL_MAX + 1)))).toBe(M.emailTooLong);
  });

  it.each([
    'plain',
    'a@b',
    'a@@b.com',
    '.a@b.com',
    'a.@b.com',
    'a..b@c.com',
    'a@-b.com',
    'a b@c.com',
    'a@b.c',
  ])('rejects %s', (value) => {
    expect(firstMessage(emailSchema.safeParse(value))).toBe(M.emailInvalid);
    expect(isValidEmail(value)).toBe(false);
  });

  it('isValidEmail mirrors the schema for the email-only forms', () => {
    expect(isValidEmail(' ava@example.com ')).toBe(true);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail(null)).toBe(false);
  });
});

describe('companyEmailSchema', () => {
  it('accepts the company domain and its subdomains, case-insensitively', () => {
    const schema = companyEmailSchema('acme.com');
    expect(schema.safeParse('ava@acme.com').success).toBe(true);
    expect(schema.safeParse('ava@HR.Acme.COM').success).toBe(true);
    expect(companyEmailSchema('@acme.com').safeParse('ava@acme.com').success).toBe(true);
  });

  it('rejects other domains, including look-alikes', () => {
    const schema = companyEmailSchema('acme.com');
    for (const value of ['ava@gmail.com', 'ava@notacme.com', 'ava@acme.com.evil.example']) {
      expect(firstMessage(schema.safeParse(value))).toBe(M.companyEmailRequired);
    }
  });

  it('rejects every address when the domain lookup failed', () => {
    expect(firstMessage(companyEmailSchema(null).safeParse('ava@acme.com'))).toBe(M.companyEmailRequired);
  });

  it('still applies the basic rules first', () => {
    expect(firstMessage(companyEmailSchema('acme.com').safeParse(''))).toBe(M.required);
  });
});

describe('emailWithConfirmationSchema', () => {
  it('requires the confirmation to match', () => {
    const schema = emailWithConfirmationSchema();
    expect(schema.safeParse({ email: 'a@acme.com', confirmEmail: 'A@Acme.com' }).success).toBe(true);
    const result = schema.safeParse({ email: 'a@acme.com', confirmEmail: 'b@acme.com' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: M.emailMismatch, path: ['confirmEmail'] });
  });
});

describe('changeEmailSchema', () => {
  it('uses the change-email wording', () => {
    expect(firstMessage(changeEmailSchema.safeParse(''))).toBe(M.fieldRequired);
    expect(firstMessage(changeEmailSchema.safeParse('nope'))).toBe(M.changeEmailInvalid);
    expect(changeEmailSchema.safeParse('new@example.com').success).toBe(true);
  });
});
