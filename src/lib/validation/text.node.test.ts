import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/schema-messages';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  captchaTokenSchema,
  firstNameSchema,
  impersonationReasonSchema,
  lastNameSchema,
  textFieldSchema,
  textSchema,
} from './text';

describe('generic text field', () => {
  it('accepts 2 to 40 characters and says "required" otherwise', () => {
    expect(firstMessage(textFieldSchema.safeParse('a'))).toBe(M.required);
    expect(textFieldSchema.safeParse('ab').success).toBe(true);
    expect(textFieldSchema.safeParse('a'.repeat(40)).success).toBe(true);
    expect(firstMessage(textFieldSchema.safeParse('a'.repeat(41)))).toBe(M.required);
    expect(firstMessage(textFieldSchema.safeParse('  a  '))).toBe(M.required);
  });

  it('takes other bounds and a message', () => {
    const schema = textSchema({ min: 3, max: 4, message: 'validation:custom' });
    expect(firstMessage(schema.safeParse('ab'))).toBe('validation:custom');
    expect(schema.safeParse('abcd').success).toBe(true);
  });
});

describe('names, captcha and reason', () => {
  it('gives each name its own message', () => {
    expect(firstMessage(firstNameSchema.safeParse(''))).toBe(M.firstNameRequired);
    expect(firstMessage(lastNameSchema.safeParse(' '))).toBe(M.lastNameRequired);
    expect(firstNameSchema.safeParse('O').success).toBe(true);
    expect(firstMessage(lastNameSchema.safeParse('x'.repeat(41)))).toBe(M.textTooLong);
  });

  it('requires a captcha token', () => {
    expect(firstMessage(captchaTokenSchema.safeParse(''))).toBe(M.required);
    expect(captchaTokenSchema.safeParse('token').success).toBe(true);
  });

  it('requires an impersonation reason with its own wording', () => {
    expect(firstMessage(impersonationReasonSchema.safeParse('  '))).toBe(M.requiredField);
    expect(impersonationReasonSchema.safeParse('Ticket 42').success).toBe(true);
  });
});
