/**
 * What a form (`useAppForm`) and a one-button action (`useAppAction`) share, written once: one request
 * at a time (a ref, so clicks however fast start one), the leaving lock, the error block's state (a
 * new key per error, so the block takes the focus again), `slow` after SLOW_REQUEST_MS, and the
 * transient rule: a transient failure (./transient.ts) that escapes the task becomes the error block
 * naming it, with Try again; any other escaping error unlocks and is rethrown. Not for screens: use
 * one of the two hooks.
 */
import { useCallback, useRef, useState } from 'react';
import type { MessageKey } from '../../lib/messageKey';
import {
  TRANSIENT_MESSAGE_KEYS,
  TRANSIENT_TITLE_KEY,
  transientFailure,
  useSlow,
  type TransientKind,
} from './transient';

/** What a request tells the pattern: the page moves on (stay locked) or the person stays (unlock). */
export type SubmitOutcome = 'leaving' | 'stay';

/** An error about the request as a whole, as i18n keys. */
export interface FormErrorContent {
  titleKey: MessageKey;
  messageKey: MessageKey;
  /** Sends the same request again: set for a transient failure, shown as a Try again button. */
  retry?: (() => void) | undefined;
  /** The transient kind the message names, if it is one: the block's `data-failure` (./FormError.tsx). */
  failure?: TransientKind | undefined;
}

/** The error block's state: `field` names the field it is about (forms only). */
export type RequestError<TField extends string = string> = FormErrorContent & {
  field: TField | undefined;
  /** Changes on every error, so the block remounts and takes the focus again. */
  key: number;
};

export interface RequestLock<TField extends string> {
  /** Runs `task` unless one is in flight; `retry` is what Try again does after a transient failure. */
  run: (task: () => Promise<SubmitOutcome> | SubmitOutcome, retry: () => void) => Promise<void>;
  setError: (error: (FormErrorContent & { field?: TField | undefined }) | null) => void;
  error: RequestError<TField> | null;
  /** A task is in flight. */
  pending: boolean;
  /** The task has been in flight for SLOW_REQUEST_MS. */
  slow: boolean;
  /** A task resolved 'leaving': locked until unmount. */
  leaving: boolean;
}

export function useRequestLock<TField extends string = string>(): RequestLock<TField> {
  const inFlight = useRef(false);
  const errorCount = useRef(0);
  const [pending, setPending] = useState(false);
  const slow = useSlow(pending);
  const [leaving, setLeaving] = useState(false);
  const [error, setErrorState] = useState<RequestError<TField> | null>(null);

  const setError = useCallback((next: (FormErrorContent & { field?: TField | undefined }) | null) => {
    if (!next) return setErrorState(null);
    const { titleKey, messageKey, retry, failure, field } = next;
    setErrorState({ titleKey, messageKey, retry, failure, field, key: ++errorCount.current });
  }, []);

  const run = useCallback(
    async (task: () => Promise<SubmitOutcome> | SubmitOutcome, retry: () => void) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setErrorState(null);
      setPending(true);
      let outcome: SubmitOutcome = 'stay';
      try {
        outcome = await task();
      } catch (thrown) {
        const kind = transientFailure(thrown);
        if (!kind) throw thrown;
        setError({
          titleKey: TRANSIENT_TITLE_KEY,
          messageKey: TRANSIENT_MESSAGE_KEYS[kind],
          retry,
          failure: kind,
        });
      } finally {
        setPending(false);
        if (outcome === 'leaving') setLeaving(true);
        else inFlight.current = false;
      }
    },
    [setError],
  );

  return { run, setError, error, pending, slow, leaving };
}
