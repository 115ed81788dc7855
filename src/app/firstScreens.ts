/**
 * The routes whose own document paints their first screen before any JavaScript (issue 66,
 * src/common/prerendered/firstScreen.ts): one name of the route table (src/lib/paths.ts) each, nothing
 * per page beside it. The build renders the route's page with the app's own components in every offered
 * language into `<route path>/index.html` (scripts/build/first-screens/); the page's form
 * (src/common/form/useAppForm.ts) takes it over. A route with a first read (./firstReads.ts) shows its
 * screen only once that read answered 2xx; `loaderData` is what its loader hands the page then, as the
 * screen renders it (the screen must not show anything of the answer that differs between tokens:
 * scripts/build/first-screens/render.test.tsx compares each screen with the app's page at a real link of
 * the mock, which such a screen fails). A form that asks before discarding unsaved changes reads the
 * screen's text as typed (useAppForm). Read by the build alone: nothing in the app imports it.
 */
import type { PageRouteName } from '../lib/paths.ts';

export type FirstScreen = {
  /** What the route's loader returns, for the page's `useLoaderData()`. */
  loaderData?: unknown;
  /** A 2xx answer of its first read, which every query the page reads is rendered with. */
  readAnswer?: unknown;
};

/** What a token page's loader hands it (src/common/data/tokenPage.ts): the screen shows no token. */
const tokenPage: FirstScreen = { loaderData: { token: '' }, readAnswer: {} };

export const firstScreens: Partial<Record<PageRouteName, FirstScreen>> = {
  forgotPasswordRequest: {},
  forgotPasswordReset: tokenPage,
  // The other e-mail requests, on the same form: no data, the same 0.6 s to their field on a phone.
  forgotUsernameRequest: {},
  ssoLoginRequest: {},
  selfRegistrationRequest: {},
};
