import { useLayoutEffect, useRef, type Ref, type RefObject } from 'react';

/** Gives `value` to a ref of either kind (a callback or an object): a component that keeps its own. */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A ref that always holds the latest `value`: a timer or a third party's callback, set up once,
 * calls the callback of the latest render, and the effect that set it up need not start again.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
