import { hasCode } from '../../api/errors';
import { isAlreadyOnThisDevice } from '../../api/passkeys';
import { classifyFailure, formMessage, type Outcome } from '../../common/outcome/outcome';

/** The contract's bound on a passkey's name (openapi PasskeyRename.name, PasskeyRegistrationRequest.name). */
export const PASSKEY_NAME_MAX = 64;

const GONE = formMessage('settings:passkeys.errors.gone.title', 'settings:passkeys.errors.gone.message');

/**
 * A failed Add (the browser's ceremony or POST /passkeys/registration/*). A cancelled ceremony never
 * gets here (the action stays silent). The device's own refusals are not the server's "unknown
 * answer": they say the passkey was not added, and Add is there to try again.
 */
export function addPasskeyFailure(error: unknown): Outcome {
  if (isAlreadyOnThisDevice(error))
    return formMessage(
      'settings:passkeys.errors.alreadyHere.title',
      'settings:passkeys.errors.alreadyHere.message',
    );
  return classifyFailure<never, never>(error, () => null, {
    otherwise: formMessage(
      'settings:passkeys.errors.addFailed.title',
      'settings:passkeys.errors.addFailed.message',
    ),
  });
}

/** A failed rename: a passkey removed meanwhile (404 PASSKEY_UNKNOWN) says so; the rest as usual. */
export function renamePasskeyFailure(error: unknown): Outcome<'name'> {
  return classifyFailure<'name'>(error, (apiError) =>
    hasCode(apiError, 'PASSKEY_UNKNOWN') ? { ...GONE, field: 'name' } : null,
  );
}

/** A removal the server refuses as PASSKEY_UNKNOWN already happened (another window): a success. */
export const alreadyRemoved = (error: unknown): boolean => hasCode(error, 'PASSKEY_UNKNOWN');
