/**
 * The routes whose own document paints their first screen before any JavaScript (issue 66,
 * src/common/prerendered/firstScreen.ts): one entry of the route table's names (src/lib/paths.ts) each.
 * The build renders the route's page with the app's own components in every offered language into its
 * own document (scripts/build/first-screens/documents.ts); the page's form (src/common/form/useAppForm.ts)
 * takes it over. A route with first reads (./firstReads.ts) shows its screen only once they all
 * answered 2xx and, where the page differs by them, once the app's own function says they lead to this
 * screen (`shows`); what the page shows of an answer (a name) is filled in from it (`fillFrom`), and
 * what it computes from such values (initials) by the app's own function (`computed`).
 * scripts/build/first-screens/render.isolated.test.tsx holds each screen, filled from a real link of the
 * mock, equal to the app's page there, and `shows` true there. A form that asks before discarding
 * unsaved changes reads the screen's text as typed (useAppForm). Read by the build and the screens'
 * inline script (scripts/build/first-screens/inline-script.ts, which decides `shows` in the page):
 * nothing in the app imports it.
 */
import { authCheckOf, type AuthCheckBody } from '../api/authCheck.ts';
import { fillMark, type ScreenDecisions } from '../common/prerendered/firstScreen.ts';
import type { Token } from '../api/queries/registration.ts';
import { accountDraft } from '../features/registration/draft.ts';
import { invitationStep, type InvitationStep } from '../features/registration/invitationStep.ts';
import { tokenFacts } from '../features/registration/tokenFacts.ts';
import { initialsOf } from '../features/settings/initials.ts';
import { COOKIE, getCookie } from '../lib/cookies.ts';
import type { PageRouteName } from '../lib/paths.ts';

export type FirstScreen = ScreenDecisions & {
  /** What the route's loader returns, for the page's `useLoaderData()`. */
  loaderData?: unknown;
  /**
   * A 2xx answer of its first reads, which every query the page reads is rendered with (one object
   * with the fields of each); a value of an answer the screen shows is `fillFrom` its path there.
   */
  readAnswer?: unknown;
  /**
   * The route's parameters at the screen's one address (a page with tabs: the tab that reads nothing
   * of its own); none: the route has none, or each value has the screen (`/:token`).
   */
  params?: Record<string, string>;
  /** Routes that redirect to this one keeping the query: their documents show this screen too. */
  alsoAt?: PageRouteName[];
  /**
   * `shows`: whether the bodies of the route's first reads (src/app/firstReads.ts: its own, then those
   * that follow it, then its area's) lead to this screen, decided in the page, before the app, by the
   * app's own function; none: every 2xx answer does. False, or thrown: the app shows where they lead.
   * `computed`: texts the page computes from values it shows (initials from two names), each by the
   * app's own function; the build finds each as the page renders it from the marks and marks it.
   */
};

/**
 * A value of an answer the screen shows (a name in a heading, a field's start): rendered as a mark the
 * screen's script replaces with the value at `path` (dot-separated) of the body of the route's first
 * read `read` (0: its own; in the order of src/app/firstReads.ts, the area's last).
 */
export const fillFrom = (path: string, read = 0): string => fillMark(`${read}.${path}`);

/** What a token page's loader hands it (src/common/data/tokenPage.ts): the screen shows no token. */
const tokenPage: FirstScreen = { loaderData: { token: '' }, readAnswer: {} };

/** An answer the document read, as a call of the app's would give it. */
const answered = (answer: unknown) => () => Promise.resolve(answer as never);

/** The session's three reads (src/app/firstReads.ts `areaFirstReads`): the check, the person, the client. */
const PERSON = 1;

export const firstScreens: Partial<Record<PageRouteName, FirstScreen>> = {
  forgotPasswordRequest: {},
  forgotPasswordReset: tokenPage,
  // The other e-mail requests, on the same form: no data, the same 0.6 s to their field on a phone.
  forgotUsernameRequest: {},
  ssoLoginRequest: {},
  selfRegistrationRequest: {},
  // The heading names the person: a link for a person without a first name is left to the app.
  createCredentialAccountInfo: {
    loaderData: tokenPage.loaderData,
    readAnswer: {
      data: { extra_information: { first_name: fillFrom('data.extra_information.first_name') } },
    },
    alsoAt: ['createCredential'],
  },
  // An invitation that opens on the date-of-birth check: nothing of the answer shows on it.
  userConfirmation: {
    loaderData: tokenPage.loaderData,
    readAnswer: {
      type: 'welcome',
      firstName: '',
      companyName: null,
      clientId: null,
      dobCheck: { clientId: '', associateId: '' },
    } satisfies InvitationStep,
    shows: async ([token, dobObligation, identityVerifiers, registrationSettings]) => {
      const step = await invitationStep({
        token: answered(token),
        // Looked up by the app; it decides the welcome's cards, not this step.
        linkExistingFlag: () => Promise.resolve(),
        dobObligation: answered(dobObligation),
        identityVerifiers: answered(identityVerifiers),
        registrationSettings: answered(registrationSettings),
      });
      return step.type === 'welcome' && step.dobCheck !== null;
    },
  },
  // An invitation's link to account creation, its personal step: the names it gives filled in, no
  // address (one given starts filled in twice: that screen is the app's), no draft of this tab's
  // (a reload's place), a client without the company-email rule (its hint under the address).
  createAccount: {
    loaderData: tokenPage.loaderData,
    readAnswer: {
      data: {
        extra_information: {
          first_name: fillFrom('data.extra_information.first_name'),
          last_name: fillFrom('data.extra_information.last_name'),
        },
      },
    },
    shows: ([invitation, companyEmailFlag]) =>
      tokenFacts(invitation as Token).email === '' &&
      (companyEmailFlag as { isEnabled?: unknown }).isEnabled !== true &&
      accountDraft.read((invitation as Token).token ?? '') === null &&
      !new URLSearchParams(location.search).has('step'),
  },
  // Account settings opened on the tab that reads nothing of its own: the session's check, person and
  // client answer the page (one object with each one's fields), the header's first name and initials
  // filled in. Not for the other sign-in system's sessions (their three tabs), a way back to a client
  // (`returnUrl`: its name and address), or a single-sign-on session (sent to sign-in).
  accountSettings: {
    params: { tab: 'change-password' },
    readAnswer: {
      authenticated: true,
      isNexo: false,
      firstName: fillFrom('firstName', PERSON),
      lastName: fillFrom('lastName', PERSON),
    },
    computed: [{ from: [`${PERSON}.firstName`, `${PERSON}.lastName`], compute: initialsOf }],
    shows: ([check]) =>
      !authCheckOf(check as AuthCheckBody).isNexo &&
      !new URLSearchParams(location.search).has('returnUrl') &&
      getCookie(COOKIE.ssoSession) === null,
  },
};
