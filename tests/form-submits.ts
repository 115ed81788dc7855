import { fireEvent } from '@testing-library/react';

/**
 * Submits the form that holds `inside` three times in one tick, as a double-click followed by Enter can
 * before React re-renders: the test then checks that one request went out.
 */
export function submitThriceInOneTick(inside: HTMLElement) {
  const form = inside.closest('form')!;
  fireEvent.submit(form);
  fireEvent.submit(form);
  fireEvent.submit(form);
}
