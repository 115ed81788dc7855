import { createContext, useContext, useMemo, useState } from 'react';

/**
 * A navigation's request that the new screen's heading take the focus, so a screen-reader or keyboard
 * user starts at the top of the new page. The app's shell makes one per navigation (src/app/RootLayout)
 * and the page heading (./PageHeading.tsx) is given it as its ref, so it asks as it mounts: there is
 * nothing to wait for, and nothing left to fire later, when the person may already be typing. A new
 * request is a new ref, which React gives the same element again: a heading that stays across a
 * navigation (a settings tab, new search parameters) is asked too.
 */
export type NavigationFocusRequest = (heading: HTMLElement | null) => void;

/** The current navigation's request; none on the first page of a visit (the browser starts at the top). */
export const NavigationFocusContext = createContext<NavigationFocusRequest | null>(null);

/**
 * The request of a navigation that happened while `focusedAtNavigation` had the focus. A heading takes
 * the focus when it is on nothing (the element that had it left with the old screen, or a loading
 * view's heading that held it gave way to the screen's own) or still where the navigation found it (a
 * tab link, a header control); never when it is in a field (the app has no other place to type): a
 * caret put there, by the person, a password manager or the screen itself (a code field, the first
 * error), keeps every keystroke.
 */
export function navigationFocusRequest(focusedAtNavigation: Element | null): NavigationFocusRequest {
  return (heading) => {
    const focused = document.activeElement;
    if (
      heading &&
      (!focused ||
        focused === document.body ||
        (focused === focusedAtNavigation && !focused.matches('input,textarea,select')))
    )
      heading.focus();
  };
}

/**
 * The focus request for a screen that changes in place, with no navigation (a flow's steps in one
 * route): the navigation's own for the first step, then a new one each time `step` changes, made as the
 * new step renders, as a navigation's is. Given to the steps through `NavigationFocusContext`, so the
 * new step's PageHeading takes the focus the old step's button left on <body>.
 */
export function useStepFocusRequest(step: unknown): NavigationFocusRequest | null {
  const navigation = useContext(NavigationFocusContext);
  const [shown, setShown] = useState({ step, changes: 0 });
  // Adjusted while rendering (React's pattern for state that follows a value): the new step's first
  // render already has its request.
  if (!Object.is(shown.step, step)) setShown({ step, changes: shown.changes + 1 });
  return useMemo(
    () => (shown.changes === 0 ? navigation : navigationFocusRequest(document.activeElement)),
    [shown, navigation],
  );
}
