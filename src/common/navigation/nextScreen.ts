import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';

/**
 * Changes made in the task that draws the app router's next screen on another path, just before it is
 * drawn (the app router makes them: src/app/appRouter.ts), so that React draws that screen once, with
 * them. A change of language made this way never shows the page being left in the new language, nor the
 * next page first in the old one, whose heading, given the focus, a screen reader would read.
 */
const pendingByRouter = new WeakMap<object, Array<() => void>>();

/** The changes waiting for `router`'s next screen on another path, taken: the router makes them. */
export function takeChangesBeforeNextScreen(router: object): Array<() => void> {
  const pending = pendingByRouter.get(router) ?? [];
  pendingByRouter.delete(router);
  return pending;
}

/**
 * `change`, made just before `router` draws its next screen on another path. Returns a function that
 * makes it at once if no such screen has been drawn yet (a navigation that stayed on its path, or
 * failed); the change is made once.
 */
export function beforeTheNextScreen(router: object, change: () => unknown): () => void {
  let made = false;
  const once = () => {
    if (made) return;
    made = true;
    change();
  };
  pendingByRouter.set(router, [...(pendingByRouter.get(router) ?? []), once]);
  return once;
}

/** `beforeTheNextScreen` with the router of the calling screen. */
export function useBeforeTheNextScreen(): (change: () => unknown) => () => void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(
    (change: () => unknown) => (router ? beforeTheNextScreen(router, change) : change),
    [router],
  );
}
