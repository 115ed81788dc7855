import { useEffect, useRef } from 'react';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

/**
 * A screen with nothing to ask that moves on by itself: runs `run` once after the first paint (once
 * under StrictMode's double effects too, and with the first `run` a parent passed), and meanwhile says
 * `label` to screen readers, so the wait is not silent.
 */
export function ContinueAtOnce({ run, label }: { run: () => void; label: string }) {
  const done = useRef(false);
  const first = useRef(run);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    first.current();
  }, []);
  return (
    <VisuallyHidden as="p" role="status">
      {label}
    </VisuallyHidden>
  );
}
