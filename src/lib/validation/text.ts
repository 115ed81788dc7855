import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';

export const TEXT_MIN = 2;
export const TEXT_MAX = 40;

/** The generic text field: 2 to 40 characters with a single message for every failure. */
export function textSchema({
  min = TEXT_MIN,
  max = TEXT_MAX,
  message = M.required,
}: { min?: number; max?: number; message?: string } = {}) {
  return z.string({ error: message }).trim().min(min, { error: message, abort: true }).max(max, message);
}

export const textFieldSchema = textSchema();

/**
 * Names get their own "required" message. One-letter names exist, so the generic minimum of 2 is
 * not applied; the generic maximum is.
 */
function nameSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(TEXT_MAX, M.textTooLong);
}

export const firstNameSchema = nameSchema(M.firstNameRequired);
export const lastNameSchema = nameSchema(M.lastNameRequired);

/** When the captcha is required its token must be present; expiry clears the token and so fails this. */
export const captchaTokenSchema = z.string({ error: M.required }).min(1, M.required);

/** Impersonation reason: its own wording, 'Required Field'. */
export const impersonationReasonSchema = z.string({ error: M.requiredField }).trim().min(1, M.requiredField);
