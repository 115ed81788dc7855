import { describe, expect, it } from 'vitest';
import validation from '../../../locales/en-US/validation.json';
import { VALIDATION_MESSAGES } from './messages';

function lookup(catalogue: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    if (node && typeof node === 'object' && part in node) return (node as Record<string, unknown>)[part];
    return undefined;
  }, catalogue);
}

describe('validation messages', () => {
  it.each(Object.entries(VALIDATION_MESSAGES))('%s has English text', (_name, key) => {
    expect(key.startsWith('validation:')).toBe(true);
    const text = lookup(validation, key.slice('validation:'.length));
    expect(typeof text).toBe('string');
    expect((text as string).length).toBeGreaterThan(0);
  });

  it('uses the exact wording of the spec where it gives one', () => {
    expect(validation.required).toBe('This field is required');
    expect(validation.emailInvalid).toBe('A valid email address is required');
    expect(validation.usernamePattern).toBe(
      'Usernames may only contain numbers,letters,_,-, and non-consecutive periods.',
    );
    expect(validation.usernameLength30).toBe('Username must be between 5 and 30 characters.');
    expect(validation.termsRequired).toBe('Terms must be accepted');
    expect(validation.fieldRequired).toBe('Field is required');
    expect(validation.changeEmailInvalid).toBe('Must be a valid email');
    expect(validation.emailTaken).toBe('This email is taken');
    expect(validation.legalAgreementRequired).toBe(
      'You must agree to the Terms of Service and Privacy Policy before continuing.',
    );
    expect(validation.requiredField).toBe('Required Field');
  });
});
