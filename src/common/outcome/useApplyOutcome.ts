/**
 * Does what an `Outcome` (./outcome.ts) says, to a form (`useAppForm`'s controls) or an action
 * (`useAppAction`'s): the one place a failure becomes a message, a result page or nothing. Use it in
 * an `onSubmit` or an action's `failure` path, after the screen handled its own kinds (`TOwn`):
 *
 * ```ts
 * } catch (error) {
 *   return applyOutcome(resetPasswordFailure(error), error, controls);
 * }
 * ```
 *
 * It returns what the form or action does next (`SubmitOutcome`). A `retry` rethrows the error, so the
 * form or action pattern names it and offers Try again (src/common/form/useRequestLock.ts).
 */
import { useCallback } from 'react';
import type { MessageKey } from '../../lib/messageKey';
import type { FormErrorContent, SubmitOutcome } from '../form/useRequestLock';
import { useShowResult } from '../navigation/useShowResult';
import type { Outcome } from './outcome';

/** Where messages go: `useAppForm`'s controls or `useAppAction`'s (which has no fields). */
export interface OutcomeTarget<TField extends string> {
  setFieldError?: (name: TField, messageKey: MessageKey) => void;
  setFormError: (error: FormErrorContent & { field?: TField }) => void;
}

export type ApplyOutcome = <TField extends string>(
  outcome: Outcome<TField>,
  error: unknown,
  target: OutcomeTarget<TField>,
) => SubmitOutcome;

export function useApplyOutcome(): ApplyOutcome {
  const showResult = useShowResult();
  return useCallback(
    <TField extends string>(outcome: Outcome<TField>, error: unknown, target: OutcomeTarget<TField>) => {
      switch (outcome.kind) {
        case 'field':
          if (target.setFieldError) target.setFieldError(outcome.field, outcome.messageKey);
          return 'stay';
        case 'form':
          target.setFormError(outcome);
          return 'stay';
        case 'result':
          // Replace: Back from a result page must not land on a step that only fails again.
          showResult(outcome.result, { replace: true });
          return 'leaving';
        case 'retry':
          throw error;
        case 'handled':
          // The app-wide handler is navigating; unlocked in case the obligation is this very page.
          return 'stay';
      }
    },
    [showResult],
  );
}
