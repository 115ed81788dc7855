// zod/mini, like ./email.ts (see there why).
import { z } from 'zod/mini';
import { VALIDATION_MESSAGES as M } from './messages';
import type { MessageKey } from '../messageKey';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;

export type PasswordRequirementId = 'length' | 'digit' | 'upper' | 'lower' | 'special';
export type PasswordRequirement = { id: PasswordRequirementId; met: boolean };

/** Label keys for the live requirements display, in display order. */
export const PASSWORD_REQUIREMENT_KEYS: Record<PasswordRequirementId, MessageKey> = {
  length: M.passwordRuleLength,
  digit: M.passwordRuleDigit,
  upper: M.passwordRuleUpper,
  lower: M.passwordRuleLower,
  special: M.passwordRuleSpecial,
};

/** Counted in code points so an emoji is one character, as a person would count it. */
function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * The standard rules only; the server applies more (history, blacklist, sequences) and answers with
 * codes. Character classes are ASCII because that is what the server's rules count; a whitespace
 * character is allowed but is not the "special character".
 */
export function passwordRequirements(value: string): PasswordRequirement[] {
  const length = characterCount(value);
  return [
    { id: 'length', met: length >= PASSWORD_MIN && length <= PASSWORD_MAX },
    { id: 'digit', met: /[0-9]/.test(value) },
    { id: 'upper', met: /[A-Z]/.test(value) },
    { id: 'lower', met: /[a-z]/.test(value) },
    { id: 'special', met: /[^A-Za-z0-9\s]/.test(value) },
  ];
}

export function isPasswordValid(value: string): boolean {
  return passwordRequirements(value).every((r) => r.met);
}

/**
 * One summary issue rather than one per rule: the live display already lists each rule, so the
 * field error only needs to say the password is not there yet. The unmet ids travel in `params`.
 * Passwords are never trimmed; a space may be intended.
 */
export const newPasswordSchema = z.string({ error: M.required }).check(
  z.superRefine((value, ctx) => {
    if (value.length === 0) {
      ctx.addIssue({ code: 'custom', message: M.required });
      return;
    }
    const unmet = passwordRequirements(value)
      .filter((r) => !r.met)
      .map((r) => r.id);
    if (unmet.length > 0) ctx.addIssue({ code: 'custom', message: M.passwordInvalid, params: { unmet } });
  }),
);

/** Sign-in and "current password": only presence is checked client-side. */
export const passwordSchema = z.string({ error: M.required }).check(z.minLength(1, M.required));

/** Reusing the current password is allowed by the spec, so there is no "must differ" rule. */
export const changePasswordSchema = z.object({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
});
