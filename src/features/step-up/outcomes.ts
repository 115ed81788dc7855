import { hasCode, isHandledGlobally } from '../../api/errors';
import type { MessageKey } from '../../lib/messageKey';

/** What the method step does with a failed POST /step-up/code. */
export type SendCodeFailure =
  /** A 403 or 412: the app-wide handler is navigating. */
  | { kind: 'handled' }
  /** The error block; Send code again is the retry. */
  | { kind: 'form'; titleKey: MessageKey; messageKey: MessageKey };

export function sendCodeFailure(error: unknown): SendCodeFailure {
  if (isHandledGlobally(error)) return { kind: 'handled' };
  if (hasCode(error, 'TOO_MANY_ATTEMPTS'))
    return {
      kind: 'form',
      titleKey: 'verification:errors.resendTooMany.title',
      messageKey: 'verification:errors.resendTooMany.message',
    };
  return {
    kind: 'form',
    titleKey: 'stepup:errors.sendFailed.title',
    messageKey: 'stepup:errors.sendFailed.message',
  };
}

/**
 * A failed POST /step-up/verify that ends the step-up in error (toast STEP_UP_ERROR): too many wrong
 * codes spend the code, so there is nothing left to try here. Every other failure (a wrong code, a
 * snag) is the code step's to show, with the code kept for another try.
 */
export function endsStepUp(error: unknown): boolean {
  return !isHandledGlobally(error) && hasCode(error, 'TOO_MANY_ATTEMPTS');
}
