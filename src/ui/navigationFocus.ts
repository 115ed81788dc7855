import { createContext } from 'react';

/**
 * A navigation's request that the new screen's heading take the focus, so a screen-reader or keyboard
 * user starts at the top of the new page. The app's shell makes one per navigation (src/app/RootLayout)
 * and the page heading (./PageHeading.tsx) asks for it as it mounts: there is nothing to wait for, and
 * nothing left to fire later, when the person may already be typing.
 */
export interface NavigationFocusRequest {
  /** Whether `heading`, mounting now, takes the focus. */
  grant: (heading: HTMLElement) => boolean;
}

/** The current navigation's request; none on the first page of a visit (the browser starts at the top). */
export const NavigationFocusContext = createContext<NavigationFocusRequest | null>(null);

/** Where a person types: the focus is theirs there, whoever put it there (they, a password manager, the screen). */
function isField(element: Element): boolean {
  return element.matches('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
}

/**
 * The request of a navigation that happened while `focusedAtNavigation` had the focus. A heading gets
 * it when the focus is on nothing (the element that had it left with the old screen) or still where
 * the navigation found it (a tab link, a header control), never when it is in a field: a caret put
 * there, by the person, a password manager or the screen itself (a code field, the first error), keeps
 * every keystroke. Granted once; again only to a heading that replaces the one holding it (a loading
 * view's heading, then the screen's own) when the focus went with it.
 */
export function navigationFocusRequest(focusedAtNavigation: Element | null): NavigationFocusRequest {
  let holder: HTMLElement | null = null;
  return {
    grant(heading) {
      const focused = document.activeElement;
      const onNothing = focused === null || focused === document.body;
      const free = holder
        ? !holder.isConnected && onNothing
        : onNothing || (focused === focusedAtNavigation && !isField(focused));
      if (free) holder = heading;
      return free;
    },
  };
}
