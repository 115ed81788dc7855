/**
 * The username pages' rules as small pure functions: the form's schema, which names need the remote check,
 * and what a failed save
 * means for the screen.
 */
import { z } from 'zod/mini';
import { hasCode, isApiError, isPasswordErrorCode } from '../../api/errors';
import { classifyFailure, fieldMessage, formMessage, type Outcome } from '../../common/outcome/outcome';
import { passwordErrorMessageKey } from '../../common/password/passwordErrors';
import type { MessageKey } from '../../lib/messageKey';
import type { AssociateUsername, UsernameSettings } from '../../api/queries/usernames';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';
import { findUsernameConflicts, USERNAME_MAX_CHANGE, usernameSchema } from '../../lib/validation/username';

export type UsernameStep = 'message' | 'review' | 'form';
export type UsernamePage = 'review' | 'change';

/**
 * After the educational message: the review of the suggested ids, or the form. Review-only people
 * (isNotAllowUpdateUsername) always get the review; on the review page the review flag decides, and
 * on the change page it is ignored (the spec: "changes to the review flag are ignored" there).
 */
export function stepAfterMessage(page: UsernamePage, settings: UsernameSettings): 'review' | 'form' {
  if (settings.isNotAllowUpdateUsername) return 'review';
  return page === 'review' && settings.isReviewUsernameObligation ? 'review' : 'form';
}

/** Cancel in the form: back to the review where there is one, else to the message. */
export function stepOnCancel(page: UsernamePage, settings: UsernameSettings): 'message' | 'review' {
  return stepAfterMessage(page, settings) === 'review' ? 'review' : 'message';
}

/**
 * One username per client (5 to 40, the pattern), none repeated in the form nor equal to the current
 * username, and the password that goes with the update.
 */
export function usernameFormSchema(currentUsername: string) {
  return z
    .object({
      usernames: z.array(usernameSchema({ max: USERNAME_MAX_CHANGE })),
      password: z.string({ error: M.required }).check(z.minLength(1, M.required)),
    })
    .check(
      z.superRefine(({ usernames }, ctx) => {
        findUsernameConflicts(usernames, [currentUsername]).forEach((message, index) => {
          if (message) ctx.addIssue({ code: 'custom', message, path: ['usernames', index] });
        });
      }),
    );
}

/** The indexes whose name differs from the client's suggestion: only those are checked remotely. */
export function namesToCheck(
  usernames: readonly string[],
  associates: readonly AssociateUsername[],
): number[] {
  return usernames.flatMap((name, index) =>
    name.trim().toLowerCase() === (associates[index]?.userId ?? '').trim().toLowerCase() ? [] : [index],
  );
}

const takenOrSnag = (titleKey: MessageKey) => ({
  taken: formMessage(titleKey, 'validation:usernameInvalidOrNotUnique'),
  snag: formMessage(titleKey, 'obligations:username.form.snag'),
});

/**
 * What a failed save of the form means, in the one outcome
 * vocabulary: a name held by someone else after all (409 DUPLICATE_USERNAME) and any other definitive
 * answer are said in the error block; a password rule the server applies goes on the password field;
 * a transient failure stays with Try again.
 */
export function usernameFormFailure(error: unknown): Outcome<'password'> {
  const { taken, snag } = takenOrSnag('obligations:username.form.errorTitle');
  return classifyFailure<'password'>(
    error,
    (apiError) => {
      const code = apiError.firstCode;
      if (hasCode(apiError, 'DUPLICATE_USERNAME')) return taken;
      return isPasswordErrorCode(code)
        ? fieldMessage('password', passwordErrorMessageKey(code, { withCurrentPassword: true }))
        : null;
    },
    { otherwise: snag },
  );
}

/** A failed accept of the suggested ids: as the form's, in the review's words; no password there. */
export function usernameReviewFailure(error: unknown): Outcome {
  const { taken, snag } = takenOrSnag('obligations:username.review.errorTitle');
  return classifyFailure<never, never>(
    error,
    (apiError) => (hasCode(apiError, 'DUPLICATE_USERNAME') ? taken : null),
    { otherwise: snag },
  );
}

/**
 * The load error's banner text ("Load errors show an error banner with the first
 * error's message"): the server's own words for its first error, shown as text; undefined (the
 * page's generic message) when the failure carries none (no answer, an empty body).
 */
export function usernameLoadErrorMessage(error: unknown): string | undefined {
  const first = isApiError(error) ? error.errors[0]?.message?.trim() : undefined;
  return first || undefined;
}
