import { hasCode, isHandledGlobally, TOO_MANY_ATTEMPTS_CODES } from '../../api/errors';
import { classifyFailure, formMessage, TOO_MANY_RESENDS, type Outcome } from '../../common/outcome/outcome';

/**
 * A failed POST /step-up/code: too many codes asked for, or the method step's own message in the
 * error block, where Send code again is the retry; a snag stays with Try again.
 */
export const sendCodeFailure = (error: unknown): Outcome =>
  classifyFailure<never, never>(
    error,
    (apiError) => (hasCode(apiError, ...TOO_MANY_ATTEMPTS_CODES) ? TOO_MANY_RESENDS : null),
    { otherwise: formMessage('stepup:errors.sendFailed.title', 'stepup:errors.sendFailed.message') },
  );

/**
 * A failed POST /step-up/verify that ends the step-up in error (toast STEP_UP_ERROR): too many wrong
 * codes spend the code, so there is nothing left to try here. Every other failure (a wrong code, a
 * snag) is the code step's to show, with the code kept for another try.
 */
export function endsStepUp(error: unknown): boolean {
  return !isHandledGlobally(error) && hasCode(error, ...TOO_MANY_ATTEMPTS_CODES);
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
