import { useEffect, useState } from 'react';
import { SLOW_REQUEST_MS } from './transient';

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
