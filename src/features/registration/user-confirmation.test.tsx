/**
 * Flow tests of /auth/user-confirmation: the whole app against the real mock handlers (msw/node).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';

const mock = mockServerForFile();

/** Account creation once its loader has taken the token off the URL. */
const CREATE_ACCOUNT_WITHOUT_TOKEN = '/auth/create-account';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

function resultKind(router: ReturnType<typeof renderApp>['router']) {
  return (router.state.location.state as { redirectResult?: { kind?: string } } | null)?.redirectResult?.kind;
}

async function chooseDate(
  user: ReturnType<typeof renderApp>['user'],
  month: string,
  day: string,
  year: string,
) {
  await user.selectOptions(screen.getByLabelText('Month'), month);
  await user.type(screen.getByLabelText('Day'), day);
  await user.type(screen.getByLabelText('Year'), year);
}

/** Dora's invitation, her date of birth given and checked. */
async function checkDorasBirthday() {
  const app = renderApp(paths.userConfirmation.href({ token: 'invite-dob' }));
  await heading("Confirm it's you");
  await chooseDate(app.user, 'April', '15', '1990');
  await app.user.click(screen.getByRole('button', { name: 'Check' }));
  return app;
}

describe('/auth/user-confirmation', () => {
  it('says why the "already have an account" card is missing when its flag lookup fails, with the toast once', async () => {
    mock.context.injectFault(
      'POST',
      '/feature-settings/idm/features/enableRegistrationLinkExistingAccount',
      503,
      5,
    );
    await checkDorasBirthday();
    expect(await heading('Welcome, Dora')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: /how would you like/i }));
    expect(await cards.findByText(/couldn't check whether you can add this company/)).toBeInTheDocument();
    expect(cards.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(cards.getByRole('link', { name: /create/i })).toBeInTheDocument();
    expect(await screen.findByText(/Some settings could not be loaded/)).toBeInTheDocument();
    expect(screen.getAllByText(/Some settings could not be loaded/)).toHaveLength(1);
  });

  it('asks for the date of birth first: Check waits for a date, a wrong one is refused, the right one welcomes', async () => {
    const { user } = renderApp(paths.userConfirmation.href({ token: 'invite-dob' }));
    expect(await heading("Confirm it's you")).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Check' });
    expect(check).toBeDisabled();

    await chooseDate(user, 'January', '1', '1991');
    expect(check).toBeEnabled();
    await user.click(check);
    expect(await screen.findByText(/doesn't match our records/)).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
    await chooseDate(user, 'April', '15', '1990');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    // The welcome takes the check's place with no navigation: its heading takes the focus Check had.
    expect(await heading('Welcome, Dora')).toHaveFocus();
    expect(screen.getByText(/Acme Manufacturing invited you/)).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: /how would you like/i }));
    expect(cards.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      // Back to this page without the token: the tab keeps it (src/common/data/tokenPage.ts).
      paths.login.href({ redirectUrl: paths.userConfirmation.path }),
    );
    expect(cards.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      paths.createAccount.href({ token: 'invite-dob' }),
    );
  });

  it('keeps the date on a snag and offers Try again', async () => {
    mock.context.injectFault('POST', '/clients/acme/associates/assoc-dora-acme/verify', 503);
    const { user } = await checkDorasBirthday();
    expect(await screen.findByText(/The service is having a problem right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Welcome, Dora')).toBeInTheDocument();
  });

  it.each([
    ['invite-nodob', 'FAILURE_INCOMPLETE_PROFILE', 'Your profile is incomplete'],
    ['invite-expired', 'BAD_REGISTRATION_TOKEN', "This registration link can't be used"],
    ['no-such-token', 'BAD_REGISTRATION_TOKEN', "This registration link can't be used"],
    ['invite-aim', 'FAILURE_REDIRECT_TO_AIM', 'Finish registering on the registration portal'],
  ])('%s ends on %s', async (token, kind, title) => {
    const { router } = renderApp(paths.userConfirmation.href({ token }));
    expect(await heading(title)).toBeInTheDocument();
    expect(resultKind(router)).toBe(kind);
    if (token === 'invite-aim')
      expect(screen.getByTestId('registration-code')).toHaveTextContent('PIC-7Q4K-22');
  });

  it('goes straight to account creation when the invitation carries no email address', async () => {
    const { router } = renderApp(paths.userConfirmation.href({ token: 'invite-new' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(CREATE_ACCOUNT_WITHOUT_TOKEN));
  });

  it('offers Try again when the invitation cannot be loaded, and carries on after it', async () => {
    mock.context.injectFault('GET', '/tokens/registration/invite-dob', 503);
    const { user } = renderApp(paths.userConfirmation.href({ token: 'invite-dob' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await heading("Confirm it's you")).toBeInTheDocument();
  });

  it('asks a signed-in visitor whether it is them; Yes goes to account linking', async () => {
    await signInAs('ava.associate');
    const { user, router } = await checkDorasBirthday();
    expect(
      await screen.findByRole('heading', { level: 2, name: /signed in as Ava Associate/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, that's me" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.accountLinking.path));
  });

  it('No signs the visitor out and goes on to account creation with the token', async () => {
    await signInAs('ava.associate');
    const { user, router } = await checkDorasBirthday();
    await user.click(await screen.findByRole('button', { name: 'No, sign me out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(CREATE_ACCOUNT_WITHOUT_TOKEN));
    expect(mock.context.db.sessions.all()).toHaveLength(0);
  });
});
