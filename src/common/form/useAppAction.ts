/**
 * The one way to build a button that calls the server without fields (Confirm, Continue, Send code,
 * Switch); `useAppForm` is for forms with fields. Shares its rules (./useRequestLock.ts): one request
 * at a time, `busy` until it settles (and for good once `action` resolves 'leaving'), `slow` after
 * SLOW_REQUEST_MS, a transient failure (./transient.ts) keeps the person here with the error block and
 * Try again (which runs the same call with the same arguments), a definitive one goes through the
 * outcome union (src/common/outcome): its message in the error block, or its result page. Render the
 * block with `<FormError error={action.error} id={action.errorId} slow={action.slow} />`, which takes
 * the focus. Example: src/features/obligations/ReviewContactInfoPage.tsx (Confirm).
 */
import { useCallback, useEffect, useId, useRef } from 'react';
import { classifyFailure, type Outcome } from '../outcome/outcome';
import { useApplyOutcome } from '../outcome/useApplyOutcome';
import {
  useRequestLock,
  type FormErrorContent,
  type RequestError,
  type SubmitOutcome,
} from './useRequestLock';

export interface UseAppActionOptions<TArgs extends unknown[]> {
  /** The call and what follows it; resolves 'leaving' when the page moves on, 'stay' to unlock. */
  action: (...args: TArgs) => Promise<SubmitOutcome>;
  /**
   * What a failure means (./outcome.ts): the screen's outcome function. Default: `classifyFailure`
   * alone (handled globally, transient, else the unsupported page).
   */
  failure?: (error: unknown) => Outcome;
}

export interface AppAction<TArgs extends unknown[]> {
  /** Starts the action (ignored while one is in flight or the page is leaving). */
  run: (...args: TArgs) => void;
  busy: boolean;
  slow: boolean;
  /** The error block's content for `<FormError>`; null when there is none. */
  error: RequestError | null;
  errorId: string;
  /** Shows (or clears) a message of the screen's own in the error block. */
  setError: (error: FormErrorContent | null) => void;
}

export function useAppAction<TArgs extends unknown[] = []>({
  action,
  failure = classifyFailure,
}: UseAppActionOptions<TArgs>): AppAction<TArgs> {
  const errorId = `${useId()}-action-error`;
  const lock = useRequestLock();
  const applyOutcome = useApplyOutcome();
  // The latest props, so `run` stays stable and Try again runs what the screen renders now.
  const latest = useRef({ action, failure });
  useEffect(() => {
    latest.current = { action, failure };
  });
  const { run: runLocked, setError } = lock;

  const run = useCallback(
    (...args: TArgs) => {
      void runLocked(
        async () => {
          try {
            return await latest.current.action(...args);
          } catch (error) {
            return applyOutcome(latest.current.failure(error), error, { setFormError: setError });
          }
        },
        () => run(...args),
      );
    },
    [runLocked, applyOutcome, setError],
  );

  return {
    run,
    busy: lock.pending || lock.leaving,
    slow: lock.slow,
    error: lock.error,
    errorId,
    setError,
  };
}
