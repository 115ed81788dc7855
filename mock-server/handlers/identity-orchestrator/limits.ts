/** The identity orchestrator's rate limits and lock-outs, and the refusals they answer with. */
import { overLimit } from '../../core/attempts.ts';
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';

/** The recovery and self-registration limit: 3 requests per address in 15 minutes. */
export const RECOVERY_LIMIT = 3;
export const RECOVERY_WINDOW_MS = 15 * 60 * 1000;
/** The change-email lockout: at most 3 changes in 5 minutes. */
export const EMAIL_CHANGE_LIMIT = 3;
export const EMAIL_CHANGE_WINDOW_MS = 5 * 60 * 1000;
/** Emailed codes (verification, account creation): at most 5 sends per token or person in 5 minutes. */
export const CODE_SEND_LIMIT = 5;
export const CODE_SEND_WINDOW_MS = 5 * 60 * 1000;
/** Wrong dates of birth before the check locks, and for how long. */
export const DOB_FAILURES_BEFORE_LOCK = 5;
export const DOB_LOCKOUT_MS = 5 * 60 * 1000;

/** Counts a recovery or self-registration request for `key`; one over the limit is 403 TOO_MANY_ATTEMPTS. */
export async function countRecoveryRequest(context: MockContext, key: string): Promise<void> {
  if (await overLimit(context, 'recovery', key, RECOVERY_LIMIT, RECOVERY_WINDOW_MS)) {
    fail(403, 'TOO_MANY_ATTEMPTS', { message: 'Too many requests for this address. Try again later.' });
  }
}

/** Counts an emailed code for `key` (a token or a person); one over the limit is 403 TOO_MANY_ATTEMPTS. */
export async function countCodeSend(context: MockContext, key: string): Promise<void> {
  if (await overLimit(context, 'emailChange', `code:${key}`, CODE_SEND_LIMIT, CODE_SEND_WINDOW_MS)) {
    fail(403, 'TOO_MANY_ATTEMPTS', { message: 'Too many codes requested. Try again in a few minutes.' });
  }
}
