import { hasCode, isHandledGlobally } from '../../api/errors';
import { classifyFailure, formMessage, type Outcome } from '../../common/outcome/outcome';
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

/**
 * A passkey step-up that did not pass: the refusal in its own words, the code methods still there.
 * Any other answer, or a device's own refusal, is "couldn't check it" with the passkey to try again;
 * a snag stays with Try again (classifyFailure's transient rule).
 */
export function passkeyStepUpFailure(error: unknown): Outcome {
  return classifyFailure<never, never>(
    error,
    (apiError) => {
      if (hasCode(apiError, 'PASSKEY_UNKNOWN'))
        return formMessage('stepup:passkey.errors.unknown.title', 'stepup:passkey.errors.unknown.message');
      if (hasCode(apiError, 'PASSKEY_COUNTER_REGRESSED'))
        return formMessage('stepup:passkey.errors.copied.title', 'stepup:passkey.errors.copied.message');
      return null;
    },
    {
      otherwise: formMessage('stepup:passkey.errors.failed.title', 'stepup:passkey.errors.failed.message'),
    },
  );
}
