/**
 * A transient failure: one that says nothing about what the person typed, so trying the same request
 * again may well work: a 5xx, a 429, a request that got no answer (offline, dropped
 * connection) or one that timed out. The screen keeps the person on the form with a message that names
 * it and a retry; a result page ("something went wrong") is for a definitive answer the app does not
 * know. Kept free of react-hook-form so the sign-in page can use it by its own module path.
 */
import { useEffect, useState } from 'react';
import {
  CSRF_REFUSED_CODE,
  isApiError,
  RequestTimeoutError,
  TOO_MANY_ATTEMPTS_CODES,
  UnreadableAnswerError,
} from '../../api/errors';
import type { MessageKey } from '../../lib/messageKey';

/** After this long a request in flight is called slow, in words. */
export const SLOW_REQUEST_MS = 4000;

/**
 * Whether the request running now has run for SLOW_REQUEST_MS: a wait that long is said in words
 * (`FormError`'s `slow`, sign-in's own line), not only by the button's spinner. False again as soon
 * as it ends.
 */
export function useSlow(running: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_REQUEST_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [running]);
  return slow;
}

export type TransientKind = 'offline' | 'timeout' | 'tooManyRequests' | 'unavailable' | 'unreadable';

export function transientFailure(error: unknown): TransientKind | null {
  if (isApiError(error)) {
    // A throttle the spec names (too many recovery requests) is an answer with a page of its own.
    const codes: readonly string[] = TOO_MANY_ATTEMPTS_CODES;
    if (codes.includes(error.code) || codes.includes(error.firstCode)) return null;
    if (error.status === 429) return 'tooManyRequests';
    // Refused even with a freshly fetched token (src/api/middleware.ts retried once): the service's
    // snag, and trying again later may well work.
    if (error.code === CSRF_REFUSED_CODE) return 'unavailable';
    return error.status >= 500 ? 'unavailable' : null;
  }
  if (error instanceof RequestTimeoutError) return 'timeout';
  // A 200 that is not the contract's JSON is in practice a proxy's error page in front of a service
  // that is down or restarting: a snag like a 502, not an answer about what the person typed.
  if (error instanceof UnreadableAnswerError) return 'unreadable';
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  // fetch rejects with a TypeError when no answer came at all (offline, connection dropped, CORS).
  if (error instanceof TypeError) return 'offline';
  return null;
}

export const isTransientFailure = (error: unknown): boolean => transientFailure(error) !== null;

/** The message of each kind (common namespace), naming what happened and that a retry may work. */
export const TRANSIENT_MESSAGE_KEYS = {
  offline: 'common:transient.offline',
  timeout: 'common:transient.timeout',
  tooManyRequests: 'common:transient.tooManyRequests',
  unavailable: 'common:transient.unavailable',
  unreadable: 'common:transient.unreadable',
} as const satisfies Record<TransientKind, MessageKey>;

export const TRANSIENT_TITLE_KEY = 'common:transient.title' satisfies MessageKey;
