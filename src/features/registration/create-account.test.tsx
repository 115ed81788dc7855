/**
 * Flow tests of /auth/create-account/{token}[/sso] and the registration success page: the whole app
 * against the real mock handlers (msw/node).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authenticationService, formBody, identityOrchestrator } from '../../api';
import { paths } from '../../lib/paths';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { platformOf } from './appLinks';
import { accountDraft } from './draft';
import { registrationDoneHref } from './useFinishRegistration';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
// Account creation keeps its draft in the tab's session storage: each test is a fresh tab.
afterEach(() => sessionStorage.clear());
const PASSWORD = 'Fresh#Start2026';

// Generous: these journeys load several lazy screens, on a machine other test runs share.
const SLOW = { timeout: 15_000 };
/** A whole journey: two forms typed and three lazy screens loaded, on a machine other runs share. */
const JOURNEY_MS = 60_000;
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, SLOW);
type User = ReturnType<typeof renderApp>['user'];

function lastCode(to: string): string {
  const mail = mock.context.db.outbox
    .all()
    .filter((m) => m.to === to && m.code)
    .at(-1);
  if (!mail?.code) throw new Error(`no code sent to ${to}`);
  return mail.code;
}

async function fillPersonal(user: User, email: string) {
  await heading('Create your account');
  const first = await screen.findByLabelText(/^First name/);
  await user.clear(first);
  await user.type(first, 'Nina');
  const last = screen.getByLabelText(/^Last name/);
  await user.clear(last);
  await user.type(last, 'Newhire');
  await user.type(screen.getByLabelText(/^Email address/), email);
  await user.type(screen.getByLabelText(/^Confirm email address/), email);
  await user.click(screen.getByLabelText(/I agree to the terms of use/));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function enterCode(user: User, email: string, button = 'Verify') {
  await screen.findByText(`We sent a code to ${email}.`, {}, SLOW);
  // The step takes the focus for its field once the app has focused the new step's heading.
  await waitFor(() => expect(screen.getByLabelText(/Verification code/)).toHaveFocus(), SLOW);
  await user.type(screen.getByLabelText(/Verification code/), lastCode(email));
  await user.click(screen.getByRole('button', { name: button }));
}

/** The account step: after its navigation the app focuses the heading; typing starts after that. */
async function accountStep() {
  const username = await screen.findByLabelText(/^Username/, {}, SLOW);
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus(), SLOW);
  return username;
}

const NINA = 'nina.newhire@example.com';

/** invite-new, through personal info and the emailed code, as Nina. */
async function openInviteAtAccountStep() {
  const app = renderApp(paths.createAccount.href({ token: 'invite-new' }));
  await fillPersonal(app.user, NINA);
  await enterCode(app.user, NINA);
  return app;
}

/** Fills the account step with `username` and the password and presses Create account; the username field. */
async function submitAccount(user: User, username: string) {
  const field = await accountStep();
  await user.type(field, username);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return field;
}

async function canSignIn(username: string, password: string) {
  await authenticationService.GET('/check').catch(() => undefined);
  const { response } = await authenticationService.POST('/login', {
    body: { username, password },
    bodySerializer: (body) => formBody(body as Record<string, string>),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return response.ok;
}

const BACK_TO_PERSONAL = 'Back to personal info';
const PERSONAL_TITLE = 'Personal info · Create your account · Workforce ID';

describe('/auth/create-account/{token}', () => {
  it(
    'back from the account step keeps confirm-email, the terms and the checked code: nothing is asked twice',
    async () => {
      const { user, router } = await openInviteAtAccountStep();
      await accountStep();
      const codesSent = mock.context.db.outbox.all().filter((m) => m.to === NINA && m.code).length;
      await user.click(screen.getByRole('button', { name: BACK_TO_PERSONAL }));
      const confirm = await screen.findByLabelText(/^Confirm email address/, {}, SLOW);
      expect(confirm).toHaveValue(NINA);
      expect(screen.getByLabelText(/I agree to the terms of use/)).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await accountStep();
      expect(router.state.location.search).toBe('?step=account');
      expect(mock.context.db.outbox.all().filter((m) => m.to === NINA && m.code)).toHaveLength(codesSent);
      await submitAccount(user, 'nina.back');
      expect(await heading('Your account is ready')).toBeInTheDocument();
      // The account made, nothing of it stays in the tab: not even the username the step hands up as it goes.
      expect(accountDraft.read('invite-new')).toBeNull();
    },
    JOURNEY_MS,
  );

  it(
    'asks for the invitation once per visit: a step, forward or back, is not a new visit',
    async () => {
      const { user } = await openInviteAtAccountStep();
      await accountStep();
      await user.click(screen.getByRole('button', { name: BACK_TO_PERSONAL }));
      await screen.findByLabelText(/^Confirm email address/, {}, SLOW);
      expect(requests.to('/tokens/registration/invite-new', 'GET')).toHaveLength(1);
    },
    JOURNEY_MS,
  );

  it(
    'back from the account step and on again keeps the username typed there',
    async () => {
      const { user } = await openInviteAtAccountStep();
      await user.type(await accountStep(), 'nina.kept');
      await user.click(screen.getByRole('button', { name: BACK_TO_PERSONAL }));
      await screen.findByLabelText(/^Confirm email address/, {}, SLOW);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await accountStep()).toHaveValue('nina.kept');
    },
    JOURNEY_MS,
  );

  it(
    "the browser's Back from the account step keeps the username too",
    async () => {
      const { user, router } = await openInviteAtAccountStep();
      await user.type(await accountStep(), 'nina.history');
      await router.navigate(-1);
      // The code step on screen, so the account step's form has gone.
      await screen.findByLabelText(/Verification code/, {}, SLOW);
      expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
      await router.navigate(1);
      expect(await accountStep()).toHaveValue('nina.history');
    },
    JOURNEY_MS,
  );

  it('does not ask again for the address the invitation gave: its confirmation starts filled in', async () => {
    renderApp(paths.createAccount.href({ token: 'invite-dob' }));
    await heading('Create your account');
    expect(await screen.findByLabelText(/^Email address/)).toHaveValue('dora.dobcheck@acme.example');
    expect(screen.getByLabelText(/^Confirm email address/)).toHaveValue('dora.dobcheck@acme.example');
  });

  it('an invitation without an address leaves both to be typed', async () => {
    renderApp(paths.createAccount.href({ token: 'invite-new' }));
    await heading('Create your account');
    expect(await screen.findByLabelText(/^Confirm email address/)).toHaveValue('');
  });

  it('says that the terms link opens a new tab', async () => {
    renderApp(paths.createAccount.href({ token: 'invite-new' }));
    await heading('Create your account');
    const terms = await screen.findByRole('link', { name: /terms of use/ });
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAccessibleName(/\(opens in a new tab\)$/);
  });

  it(
    'names the document after each step',
    async () => {
      const { user } = renderApp(paths.createAccount.href({ token: 'invite-new' }));
      await heading('Create your account');
      await waitFor(() => expect(document.title).toBe(PERSONAL_TITLE));
      await fillPersonal(user, NINA);
      await waitFor(
        () => expect(document.title).toBe('Verify email · Create your account · Workforce ID'),
        SLOW,
      );
      await enterCode(user, NINA);
      await accountStep();
      await waitFor(() => expect(document.title).toBe('Account info · Create your account · Workforce ID'));
    },
    JOURNEY_MS,
  );

  it('says why no address can be accepted when the company-email flag lookup fails, with the toast', async () => {
    mock.context.injectFault('POST', '/feature-settings/idm/features/requireOnlyAdpEmails', 503, 5);
    renderApp(paths.createAccount.href({ token: 'invite-new' }));
    expect(
      await screen.findByText(/couldn't check which email addresses your company accepts/, {}, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Some settings could not be loaded/)).toBeInTheDocument();
  });

  it(
    'invite-new: personal info, the emailed code, username and password, then success; the account signs in',
    async () => {
      const { user, router } = await openInviteAtAccountStep();
      expect(router.state.location.search).toBe('?step=account');

      await submitAccount(user, 'nina.newhire');

      expect(await heading('Your account is ready')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.registrationSuccess.path);
      expect(await canSignIn('nina.newhire', PASSWORD)).toBe(true);

      // A used invitation cannot be used twice.
      renderApp(paths.createAccount.href({ token: 'invite-new' }));
      expect(await heading('This link is no longer valid')).toBeInTheDocument();
    },
    JOURNEY_MS,
  );

  it(
    'refuses a taken email on its field and offers the reset-password email',
    async () => {
      const { user } = renderApp(paths.createAccount.href({ token: 'invite-new' }));
      await fillPersonal(user, 'ava.associate@example.com');
      const email = screen.getByLabelText(/^Email address/);
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      // The form's errors are in the document title too, until the field is edited.
      await waitFor(() => expect(document.title).toBe(`Error: ${PERSONAL_TITLE}`));
      expect(email).toHaveAccessibleDescription(/already belongs to an account/);
      await user.click(screen.getByRole('button', { name: 'Email me a link to reset my password' }));
      expect(await screen.findByText(/We sent a reset-password link/)).toBeInTheDocument();
      expect(mock.context.db.outbox.all().some((m) => m.kind === 'resetPassword')).toBe(true);
    },
    JOURNEY_MS,
  );

  it(
    'refuses a taken username on its field',
    async () => {
      const { user } = await openInviteAtAccountStep();
      const username = await submitAccount(user, 'ava.associate');
      await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
      expect(username).toHaveAccessibleDescription(/That username is taken/);
    },
    JOURNEY_MS,
  );

  it(
    'keeps the form with Try again when account creation fails for a moment',
    async () => {
      const { user } = await openInviteAtAccountStep();
      mock.context.injectFault('POST', '/tokens/createPerson', 503);
      await submitAccount(user, 'nina.newhire');
      expect(await screen.findByText(/The service is having a problem right now/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await heading('Your account is ready')).toBeInTheDocument();
    },
    JOURNEY_MS,
  );

  it(
    'invite-sso: email and terms only; the account exists once the code is verified',
    async () => {
      const email = 'sol.signon@sso-client.example';
      const { user } = renderApp(paths.createAccount.href({ token: 'invite-sso', accountType: 'sso' }));
      expect(await heading('Set up your account')).toBeInTheDocument();
      expect(screen.queryByLabelText(/^First name/)).toBeNull();
      expect(screen.getByLabelText(/^Email address/)).toHaveValue(email);
      await user.click(screen.getByLabelText(/I agree to the terms of use/));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await enterCode(user, email, 'Verify and create account');
      expect(await heading('Your account is ready')).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Username/)).toBeNull();
      const associate = mock.context.db.associates.findFirst((q) => q.where({ id: 'assoc-sol-sso' }));
      expect(associate?.personId).toMatch(/^person-/);
    },
    JOURNEY_MS,
  );

  it(
    'completes the self-registration link the same way',
    async () => {
      await identityOrchestrator.POST('/self-registration/send-email', {
        body: { emailAddress: 'new.person@example.com' },
      });
      const link = mock.context.db.outbox.all().find((m) => m.kind === 'selfRegistration')?.link ?? '';
      expect(link).toMatch(/^\/auth\/create-account\//);
      const { user, router } = renderApp(link);
      expect(await screen.findByLabelText(/^Email address/)).toHaveValue('new.person@example.com');
      // HR has this address on file: the names come with the link.
      expect(screen.getByLabelText(/^First name/)).toHaveValue('New');
      expect(screen.getByLabelText(/^Last name/)).toHaveValue('Person');
      // The link gave the address: its confirmation is not asked again.
      expect(screen.getByLabelText(/^Confirm email address/)).toHaveValue('new.person@example.com');
      await user.click(screen.getByLabelText(/I agree to the terms of use/));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await enterCode(user, 'new.person@example.com');
      await waitFor(() => expect(router.state.location.search).toBe('?step=account'), SLOW);
      await submitAccount(user, 'new.person');
      expect(await heading('Your account is ready')).toBeInTheDocument();
      expect(await canSignIn('new.person', PASSWORD)).toBe(true);
    },
    JOURNEY_MS,
  );

  it(
    'names each missing field on its own',
    async () => {
      const { user } = renderApp(paths.createAccount.href({ token: 'invite-new' }));
      // The invitation names Nina Newhire: emptied, each name says what is missing.
      await user.clear(await screen.findByLabelText(/^First name/));
      await user.clear(screen.getByLabelText(/^Last name/));
      // Continue is disabled while a required field is empty; Enter is told why.
      expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
      await user.type(screen.getByLabelText(/^Last name/), '{Enter}');
      await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveFocus());
      expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription(/first name/i);
      expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription(/last name/i);
    },
    JOURNEY_MS,
  );

  it(
    'sends /auth/r/{token}/sso to the SSO variant',
    async () => {
      const { router } = renderApp(
        paths.registrationShortLink.href({ token: 'invite-sso', accountType: 'sso' }),
      );
      // The SSO variant, its token off the URL (src/common/data/tokenPage.ts).
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/create-account/sso'));
      expect(await screen.findByRole('heading', { level: 1, name: /set up your account/i })).toBeVisible();
    },
    JOURNEY_MS,
  );
});

describe('registration success', () => {
  it.each([
    ['ios', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'],
    ['android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36'],
    ['desktop', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36'],
  ])('tells %s apart', (platform, userAgent) => {
    expect(platformOf(userAgent)).toBe(platform);
  });

  it('ends a partner journey on the create-credential success notification', () => {
    expect(registrationDoneHref('/partner/welcome')).toBe(
      paths.createCredentialSuccess.href({ redirectUrl: '/partner/welcome' }),
    );
    expect(registrationDoneHref(null)).toBe(paths.registrationSuccess.href());
    expect(registrationDoneHref('https://evil.example/partner')).toBe(paths.registrationSuccess.href());
  });
});
