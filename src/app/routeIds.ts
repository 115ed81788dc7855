/**
 * The route id of the signed-in area (./routes.tsx): its pages have the Localization tab, not the picker
 * (./RootLayout.tsx), and a move from one of them asks no read ahead (./appRouter.ts `startsEachMove`).
 */
export const SIGNED_IN_ROUTE_ID = 'signed-in';
