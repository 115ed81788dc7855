/**
 * A move to another route of the app, started as the move begins (issue 66). The document's head script
 * (scripts/build/route-start.ts) starts the route the document opened at; it also leaves, under
 * `NEXT_ROUTE_START`, the same start for a later route: its first reads (src/app/firstReads.ts) and each
 * of its chunks it has not fetched yet, asked at once. Without it a move to a route not drawn yet (after
 * sign-in, an obligation's page) found its code level by level (the route's chunks, then what they
 * import), and asked the session check only once its loader had run: a round trip each on a phone's link.
 * The app's router calls it (src/app/appRouter.ts); where the head has none (the dev server, a test), the
 * route loads as it would.
 */
export const NEXT_ROUTE_START = 'identityWebStartRoute';

/**
 * Starts the route at `href`, its reads too when `withReads`; returns what forgets the reads it asked
 * that the app has not taken (the move ended, or another replaced it), so that no later request takes an
 * answer asked for another move.
 */
export type StartRoute = (href: string, withReads: boolean) => (() => void) | undefined;

/** The head's start for a move to `href`, if the document has one; a hint only, it never throws. */
export function startNextRoute(href: string, withReads: boolean): (() => void) | undefined {
  try {
    return (window as unknown as Record<string, StartRoute | undefined>)[NEXT_ROUTE_START]?.(href, withReads);
  } catch {
    return undefined;
  }
}
