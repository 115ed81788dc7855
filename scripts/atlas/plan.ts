/**
 * The flow atlas's plan: for every route of the route table, the states worth seeing (its first
 * screen, its error states through injected faults, the result pages it reaches, each step of a
 * multi-step flow). ./run.ts visits each and photographs it at both widths; ./plan.node.test.ts fails when
 * a route of the table has no visit here. Personas and demo tokens: mock-server/README.md "Personas".
 */
import type { Page } from '@playwright/test';
import { paths, settingsTabs } from '../../src/lib/paths';

export type Flow =
  | 'Sign-in and session'
  | 'Notices and legal'
  | 'Recovery'
  | 'Registration'
  | 'Support and products'
  | 'Step-up and contact verification'
  | 'Obligations'
  | 'Account settings';

/** A `POST /__mock/faults` body (mock-server/README.md "Control API"). */
export type Fault = { method: string; path: string; status: number; times?: number };

/** What a step may ask of the mock (in its visit's world): the latest code mailed to an address, a fault. */
export type MockReader = {
  lastCode: (to: string) => Promise<string>;
  injectFault: (fault: Fault) => Promise<unknown>;
};

export type Shot = {
  /** The caption's state: "first screen", "503 on POST /login: Try again". */
  state: string;
  /** What a person does before this shot; it waits for the screen it leads to. */
  act?: (page: Page, mock: MockReader) => Promise<void>;
};

export type Visit = {
  flow: Flow;
  /** The route of the table this visit shows, as the table writes it. */
  route: string;
  /** Opened first (a concrete URL of the route); with `signIn: 'form'`, after signing in. */
  url: string;
  /**
   * Signed in before `url` opens: by the sign-in call, or through the form, landing where it leads
   * (which must be `url`'s path, or the visit fails).
   */
  persona?: string;
  signIn?: 'call' | 'form';
  /** Injected before `url` opens; each must have fired by the last shot, or the visit fails. */
  faults?: Fault[];
  /** One screenshot per shot, in order, in the same page. */
  shots: Shot[];
};

export const PASSWORD = 'Welcome#2024';
const first: Shot = { state: 'first screen' };
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const button = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
};
const fill = (label: string | RegExp, value: string) => async (page: Page) => {
  await page.getByLabel(label).first().fill(value);
};
const steps =
  (...actions: ((page: Page) => Promise<unknown>)[]) =>
  async (page: Page) => {
    for (const action of actions) await action(page);
  };
const resultKind = (page: Page) => page.locator('[data-result-kind]').first().waitFor();
/** A visible alert: the toasts' live region is an alert too, empty and hidden at rest. */
const alert = (page: Page) => page.getByRole('alert').filter({ visible: true }).first().waitFor();
const text = (pattern: RegExp) => (page: Page) => page.getByText(pattern).first().waitFor();
const fault = (method: string, path: string, status = 503): Fault => ({ method, path, status, times: 1 });

/** A screen's first look, nothing else. */
function look(flow: Flow, route: string, url = route, extra: Partial<Visit> = {}): Visit {
  return { flow, route, url, shots: [first], ...extra };
}

/** A screen in the one state its URL alone leads to (an expired link, an unknown id, a redirect). */
function lookAt(flow: Flow, route: string, url: string, state: string): Visit {
  return look(flow, route, url, { shots: [{ state }] });
}

const signIn: Visit[] = [
  {
    flow: 'Sign-in and session',
    route: '/auth/login',
    url: '/auth/login',
    shots: [
      first,
      {
        state: 'password step (ava)',
        act: steps(fill('Username', 'ava.associate'), button('Next'), heading),
      },
      {
        state: 'wrong password',
        act: steps(
          (page) => page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong'),
          button('Log in'),
          alert,
        ),
      },
    ],
  },
  {
    flow: 'Sign-in and session',
    route: '/auth/login',
    url: '/auth/login',
    faults: [fault('POST', '/login')],
    shots: [
      {
        state: '503 on POST /login: the form stays, with Try again',
        act: steps(
          fill('Username', 'ava.associate'),
          button('Next'),
          (page) => page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD),
          button('Log in'),
          alert,
        ),
      },
    ],
  },
  ...['iris.inactive', 'sid.suspended'].map((username): Visit => ({
    flow: 'Sign-in and session',
    route: '/auth/login',
    url: '/auth/login',
    shots: [
      {
        state: `${username} is refused`,
        act: steps(
          fill('Username', username),
          button('Next'),
          (page) => page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD),
          button('Log in'),
          (page) => page.waitForLoadState('networkidle'),
        ),
      },
    ],
  })),
  look('Sign-in and session', '/auth/login', '/auth/login', {
    faults: [fault('GET', '/check')],
    shots: [{ state: '503 on GET /check: the entry check fails' }],
  }),
  look('Sign-in and session', '/auth/switch-clients-message'),
  look('Sign-in and session', '/auth/passkey-offer', '/auth/passkey-offer', {
    persona: 'ava.associate',
    shots: [
      { state: 'the passkey offer (reached without the sign-in form: Not now goes to the landing page)' },
    ],
  }),
  look('Sign-in and session', '/auth/logout', '/auth/logout', { persona: 'ava.associate' }),
  look('Sign-in and session', '/auth/logout-all-sessions', '/auth/logout-all-sessions', {
    persona: 'ava.associate',
  }),
  lookAt('Sign-in and session', '/auth', '/auth', 'the bare base path goes to sign-in'),
  lookAt(
    'Sign-in and session',
    '*',
    '/auth/no-such-page?redirectUrl=%2Fpayroll',
    'an unknown path goes to sign-in, keeping its query',
  ),
  lookAt('Sign-in and session', '/auth/user', '/auth/user', 'signed out: a signed-in page sends to sign-in'),
];

const notices: Visit[] = [
  paths.legal,
  paths.unauthorizedError,
  paths.resourceNotFound,
  paths.accountNoAccess,
  paths.archived,
  paths.outage,
  paths.samlError,
  paths.notification,
  paths.unauthorizedNotification,
].map(({ path }) => look('Notices and legal', path));

const AVA_EMAIL = 'ava.associate@example.com';

const recovery: Visit[] = [
  {
    flow: 'Recovery',
    route: '/auth/forgot-password/request',
    url: '/auth/forgot-password/request',
    shots: [
      first,
      { state: 'link sent', act: steps(fill('Email address', AVA_EMAIL), button('Submit'), resultKind) },
    ],
  },
  look('Recovery', '/auth/forgot-password/request', '/auth/forgot-password/request', {
    faults: [fault('POST', '/credentials/forgot')],
    shots: [
      {
        state: '503 on the request: Try again',
        act: steps(fill('Email address', AVA_EMAIL), button('Submit'), alert),
      },
    ],
  }),
  {
    flow: 'Recovery',
    route: '/auth/forgot-password/reset',
    url: '/auth/forgot-password/reset?token=reset-ava',
    shots: [
      first,
      {
        state: 'password reset',
        act: steps(
          (page) => page.getByRole('textbox', { name: 'New password', exact: true }).fill('Harbor#Lights42'),
          button('Reset password'),
          resultKind,
        ),
      },
    ],
  },
  look('Recovery', '/auth/forgot-password/reset', '/auth/forgot-password/reset?token=reset-ava', {
    shots: [
      {
        state: '503 saving the password: Try again',
        act: async (page, mock) => {
          const field = page.getByRole('textbox', { name: 'New password', exact: true });
          await field.fill('Harbor#Lights42');
          await mock.injectFault(fault('POST', '/tokens/execute'));
          await page.getByRole('button', { name: 'Reset password' }).click();
          await alert(page);
        },
      },
    ],
  }),
  lookAt(
    'Recovery',
    '/auth/forgot-password/reset',
    '/auth/forgot-password/reset?token=reset-expired',
    'expired link',
  ),
  lookAt(
    'Recovery',
    '/auth/forgot-password/*',
    '/auth/forgot-password/elsewhere',
    'any other sub-path goes to the request page',
  ),
  {
    flow: 'Recovery',
    route: '/auth/forgot-username/request',
    url: '/auth/forgot-username/request',
    shots: [
      first,
      { state: 'username sent', act: steps(fill('Email address', AVA_EMAIL), button('Submit'), resultKind) },
    ],
  },
  lookAt(
    'Recovery',
    '/auth/forgot-username/*',
    '/auth/forgot-username/elsewhere',
    'any other sub-path goes to the request page',
  ),
  {
    flow: 'Recovery',
    route: '/auth/sso-login/request',
    url: '/auth/sso-login/request',
    shots: [
      first,
      {
        state: 'no single sign-on for this address',
        act: steps(
          fill('Email address', 'someone@elsewhere.example'),
          button('Submit'),
          text(/couldn't find single sign-on/i),
        ),
      },
    ],
  },
  {
    flow: 'Recovery',
    route: '/auth/self-registration/request',
    url: '/auth/self-registration/request',
    shots: [
      first,
      {
        state: 'link sent',
        act: steps(fill('Email address', 'new.person@example.com'), button('Submit'), resultKind),
      },
    ],
  },
];

const registration: Visit[] = [
  {
    flow: 'Registration',
    route: '/auth/create-account/:token/:accountType?',
    url: '/auth/create-account/invite-new',
    shots: [
      { state: 'step 1: personal info (invite-new)' },
      {
        state: 'step 2: the emailed code',
        act: async (page) => {
          await page.getByRole('textbox', { name: /^First name/ }).fill('Nina');
          await page.getByRole('textbox', { name: /^Email address/ }).fill('nina.newhire@example.com');
          await page
            .getByRole('textbox', { name: /^Confirm email address/ })
            .fill('nina.newhire@example.com');
          await page
            .getByRole('checkbox', { name: /I agree/ })
            .first()
            .check();
          await page.getByRole('button', { name: 'Continue' }).click();
          await page.getByRole('textbox', { name: /Verification code/ }).waitFor();
        },
      },
      {
        state: 'step 3: username and password',
        act: async (page, mock) => {
          const code = page.getByRole('textbox', { name: /Verification code/ });
          await code.fill(await mock.lastCode('nina.newhire@example.com'));
          await code.press('Enter');
          await page.getByRole('textbox', { name: /^Username/ }).waitFor();
        },
      },
      {
        state: 'result: account ready (/auth/a/registration/success)',
        act: async (page) => {
          await page.getByRole('textbox', { name: /^Username/ }).fill('nina.newhire');
          await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
          await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
          await page.getByRole('heading', { level: 1, name: 'Your account is ready' }).waitFor();
        },
      },
    ],
  },
  lookAt(
    'Registration',
    '/auth/create-account/:token/:accountType?',
    '/auth/create-account/invite-sso/sso',
    'single sign-on account (invite-sso)',
  ),
  lookAt(
    'Registration',
    '/auth/create-account/:token/:accountType?',
    '/auth/create-account/no-such-invite',
    'unknown invitation',
  ),
  // The token-free addresses a link is moved to (a token never stays in the address bar), opened with no link kept in the tab.
  lookAt('Registration', '/auth/create-account', '/auth/create-account', 'no invitation kept in this tab'),
  lookAt(
    'Registration',
    '/auth/create-account/sso',
    '/auth/create-account/sso',
    'no invitation kept in this tab (single sign-on)',
  ),
  {
    flow: 'Registration',
    route: '/auth/user-confirmation',
    url: '/auth/user-confirmation?token=invite-dob',
    shots: [
      { state: 'date of birth check (invite-dob)' },
      {
        state: 'wrong date of birth',
        act: steps(
          (page) => page.getByLabel('Month').first().selectOption({ label: 'January' }),
          fill('Day', '1'),
          fill('Year', '1991'),
          button('Check'),
          text(/doesn't match our records/),
        ),
      },
    ],
  },
  lookAt(
    'Registration',
    '/auth/user-confirmation',
    '/auth/user-confirmation?token=invite-expired',
    'expired invitation',
  ),
  lookAt(
    'Registration',
    '/auth/user-confirmation',
    '/auth/user-confirmation?token=invite-aim',
    'to be completed in the registration portal (invite-aim)',
  ),
  look('Registration', '/auth/a/registration/success'),
  lookAt(
    'Registration',
    '/auth/r/:token/:accountType?',
    '/auth/r/invite-new',
    'short link lands on account creation',
  ),
  lookAt(
    'Registration',
    '/auth/account-registration',
    '/auth/account-registration?token=invite-dob',
    'old link lands on the confirmation',
  ),
  look('Registration', '/auth/a'),
  look('Registration', '/auth/a/error'),
  look('Registration', '/auth/decline-confirmation', '/auth/decline-confirmation?token=invite-dob'),
  lookAt(
    'Registration',
    '/auth/create-credential',
    '/auth/create-credential?token=credential-ava',
    'credential link (credential-ava)',
  ),
  look(
    'Registration',
    '/auth/create-credential/account-info',
    '/auth/create-credential/account-info?token=credential-ava',
  ),
  look('Registration', '/auth/create-credential/success-notification'),
  look(
    'Registration',
    '/auth/sso-service-provider/associate-confirmation',
    '/auth/sso-service-provider/associate-confirmation?token=sso-sp-token',
  ),
  look(
    'Registration',
    '/auth/sso-service-provider/personal-info',
    '/auth/sso-service-provider/personal-info?token=sso-sp-token',
  ),
  lookAt(
    'Registration',
    '/auth/sso-service-provider/*',
    '/auth/sso-service-provider?token=sso-sp-token',
    'the base path: the associate confirmation',
  ),
  look('Registration', '/auth/account-linking', '/auth/account-linking?token=invite-link', {
    persona: 'ava.associate',
  }),
];

const support: Visit[] = [
  look('Support and products', '/auth/impersonation', '/auth/impersonation?impersonationId=imp-1', {
    persona: 'sam.support',
  }),
  look('Support and products', '/auth/impersonation', '/auth/impersonation?impersonationId=nope', {
    persona: 'sam.support',
    shots: [{ state: 'unknown impersonation id: the load failure' }],
  }),
  look('Support and products', '/auth/choose-product', '/auth/choose-product', { persona: 'ava.associate' }),
  look('Support and products', '/auth/choose-product', '/auth/choose-product', {
    persona: 'ava.associate',
    faults: [fault('GET', '/landing-products')],
    shots: [{ state: '503 loading the products: the load failure' }],
  }),
  look(
    'Support and products',
    '/auth/sso-idp-adp/marketplace',
    '/auth/sso-idp-adp/marketplace?marketplaceApplicationGroupName=PAYROLL_MARKETPLACE',
    { persona: 'ava.associate' },
  ),
  look('Support and products', '/auth/user/saml-redirect/:clientId', '/auth/user/saml-redirect/acme', {
    persona: 'ava.associate',
  }),
  look('Support and products', '/auth/user', '/auth/user', { persona: 'ava.associate' }),
];

const stepUp: Visit[] = [
  {
    flow: 'Step-up and contact verification',
    route: '/auth/step-up',
    url: '/auth/step-up',
    persona: 'stan.stepup',
    shots: [
      first,
      {
        state: 'code sent',
        act: steps(button('Send code'), (page) =>
          page.getByRole('textbox', { name: /Verification code/ }).waitFor(),
        ),
      },
    ],
  },
  look('Step-up and contact verification', '/auth/step-up', '/auth/step-up', {
    persona: 'stan.stepup',
    shots: [
      {
        state: '503 sending the code: Try again',
        act: async (page, mock) => {
          await mock.injectFault(fault('POST', '/step-up/code'));
          await page.getByRole('button', { name: 'Send code' }).click();
          await alert(page);
        },
      },
    ],
  }),
  look('Step-up and contact verification', '/auth/login-step-up', '/auth/login-step-up', {
    persona: 'stan.stepup',
  }),
  {
    flow: 'Step-up and contact verification',
    route: '/auth/verify-contact-info',
    url: '/auth/verify-contact-info?type=email&purpose=personal&returnUrl=/auth/user',
    persona: 'ed.email',
    shots: [
      { state: 'unverified email: send a code' },
      {
        state: 'code sent',
        act: steps(button('Send code'), (page) =>
          page.getByRole('textbox', { name: /Verification code/ }).waitFor(),
        ),
      },
    ],
  },
  look(
    'Step-up and contact verification',
    '/auth/verify-contact-info',
    '/auth/verify-contact-info?type=email&purpose=personal&returnUrl=/auth/user',
    { persona: 'ava.associate', shots: [{ state: 'result: already verified' }] },
  ),
  look(
    'Step-up and contact verification',
    '/auth/verify-contact-info',
    '/auth/verify-contact-info?type=fax&purpose=personal',
    {
      persona: 'ava.associate',
      shots: [{ state: 'result: a contact type it cannot verify' }],
    },
  ),
];

/** An obligation persona signs in through the form and lands on its first obligation page. */
function obligation(route: string, persona: string, url = route): Visit {
  return {
    flow: 'Obligations',
    route,
    url,
    persona,
    signIn: 'form',
    shots: [{ state: 'where sign-in lands' }],
  };
}

const obligations: Visit[] = [
  obligation('/auth/change-password', 'paula.password'),
  obligation('/auth/review-username', 'uma.username'),
  look('Obligations', '/auth/change-username', '/auth/change-username', { persona: 'uma.username' }),
  obligation('/auth/review-contact-info', 'carl.contact'),
  obligation('/auth/add-phone', 'pia.phone'),
  look('Obligations', '/auth/add-email', '/auth/add-email', { persona: 'ava.associate' }),
  obligation('/auth/email-verify-notification', 'ed.email'),
  look('Obligations', '/auth/email-verify-notification', '/auth/email-verify-notification', {
    persona: 'ed.email',
    shots: [
      {
        state: '503 sending the code: Try again',
        act: async (page, mock) => {
          await page.getByRole('button', { name: 'Send code' }).waitFor();
          await mock.injectFault(fault('POST', '/persons/me/tokens'));
          await page.getByRole('button', { name: 'Send code' }).click();
          await page.getByRole('button', { name: 'Try again' }).waitFor();
        },
      },
    ],
  }),
  look('Obligations', '/auth/email-verify', '/auth/email-verify', {
    persona: 'ed.email',
    shots: [{ state: 'redirects to the notification' }],
  }),
  obligation('/auth/obligations/create-basic-credentials', 'bea.basic'),
  look('Obligations', '/auth/user/create-credential', '/auth/user/create-credential', {
    persona: 'ava.associate',
  }),
  obligation('/auth/user/legal-agreements', 'lena.legal'),
  obligation('/auth/obligations/force-saml-authentication', 'sara.saml'),
  obligation('/auth/obligations/force-basic-credential-authentication', 'fred.force'),
  look('Obligations', '/auth/obligations/:obligation', '/auth/obligations/some-new-kind', {
    persona: 'ava.associate',
    shots: [{ state: 'an obligation this app does not know' }],
  }),
];

const settings: Visit[] = [
  ...settingsTabs.map((tab) =>
    look('Account settings', `/auth/account-settings/${tab}`, `/auth/account-settings/${tab}`, {
      persona: 'ava.associate',
      shots: [{ state: `tab ${tab}` }],
    }),
  ),
  look('Account settings', '/auth/account-settings/switch-clients', '/auth/account-settings/switch-clients', {
    persona: 'ava.associate',
    faults: [fault('GET', '/persons/me/associates')],
    shots: [{ state: '503 loading the clients: the load failure' }],
  }),
  look('Account settings', '/auth/account-settings/*', '/auth/account-settings', {
    persona: 'ava.associate',
    shots: [{ state: 'the bare path goes to the first tab' }],
  }),
];

export const atlasPlan: Visit[] = [
  ...signIn,
  ...notices,
  ...recovery,
  ...registration,
  ...support,
  ...stepUp,
  ...obligations,
  ...settings,
];

/** The routes of `routes` that no visit of `plan` shows. */
export function unplannedRoutes(routes: readonly string[], plan: readonly Visit[] = atlasPlan): string[] {
  const planned = new Set(plan.map((visit) => visit.route));
  return routes.filter((route) => !planned.has(route));
}
