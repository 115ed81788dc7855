/**
 * /auth/review-username and /auth/change-username as flows: the whole app against the real mock
 * handlers (msw/node), signed in as uma (two clients), ulf (one, review only) or ava (no obligation).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SLOW, stubLeaving } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { DEFAULT_PASSWORD, personIdOf } from '../../../mock-server/scenarios/default';
import text from '../../../locales/en-US/obligations.json';
import validation from '../../../locales/en-US/validation.json';
import common from '../../../locales/en-US/common.json';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const V1 = `${window.location.origin}/api/identity-orchestrator/v1`;
const IO = `${window.location.origin}/api/identity-orchestrator/v0`;

const assign = stubLeaving();
const obligationOf = (username: string) =>
  mock.context.db.obligations.findFirst((q) => q.where({ personId: personIdOf(username) }));
const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** Opens `url` as `username`, checks the page says `message` when given, and presses Continue. */
async function readAndContinue(username: string, url: string, message?: string) {
  const app = await open(username, url);
  if (message) expect(screen.getByText(message)).toBeInTheDocument();
  await app.user.click(button('Continue'));
  return app;
}

async function open(username: string, url: string) {
  await signInAs(username);
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: /user ids? (is|are) changing/i }, SLOW);
  return app;
}

describe('review username (uma, two clients)', () => {
  it('shows the message, then each client with its suggested id; Continue accepts them and goes on', async () => {
    const { user } = await readAndContinue(
      'uma.username',
      '/auth/review-username?redirectUrl=%2Fpayroll',
      text.username.message.body_other,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Your new user IDs' })).toHaveFocus();
    const list = screen.getByText('umausername1').closest('dl')!;
    expect(within(list).getByText('Acme Manufacturing')).toBeInTheDocument();
    expect(within(list).getByText('Birch Logistics')).toBeInTheDocument();
    expect(within(list).getByText('umausername2')).toBeInTheDocument();
    expect(button('Create User IDs')).toBeInTheDocument();

    await user.click(button('Continue'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payroll'));
    expect(await screen.findByText(text.username.toasts.saved_other)).toBeInTheDocument();
    expect(obligationOf('uma.username')?.resolved).toBe(true);
    expect(requests.to('/persons/me/review-username', 'POST')).toHaveLength(1);
    expect(requests.to('/check-obligations', 'GET').length).toBeGreaterThan(0);
  });

  it('Back returns to the message', async () => {
    const { user } = await readAndContinue('uma.username', '/auth/review-username');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your user IDs are changing' }),
    ).toHaveFocus();
  });

  it('a definitive failure keeps the review with a message, and Continue works again', async () => {
    const { user } = await readAndContinue('uma.username', '/auth/review-username');
    mock.server.use(
      http.post(
        `${IO}/persons/me/review-username`,
        () => HttpResponse.json({ code: 'UNKNOWN_ERROR', errors: [] }, { status: 400 }),
        {
          once: true,
        },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(text.username.form.snag)).toBeInTheDocument();
    expect(obligationOf('uma.username')?.resolved).toBe(false);
    await user.click(button('Continue'));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(obligationOf('uma.username')?.resolved).toBe(true);
  });

  it('a 503 keeps the review, names the snag and Try again saves', async () => {
    const { user } = await readAndContinue('uma.username', '/auth/review-username');
    mock.server.use(
      http.post(
        `${IO}/persons/me/review-username`,
        () => HttpResponse.json({ code: 'UNKNOWN_ERROR', errors: [] }, { status: 503 }),
        { once: true },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(common.transient.unavailable)).toBeInTheDocument();
    expect(obligationOf('uma.username')?.resolved).toBe(false);
    await user.click(button('Try again'));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(obligationOf('uma.username')?.resolved).toBe(true);
  });
});

describe('create user ids (uma)', () => {
  async function toForm() {
    const app = await readAndContinue('uma.username', '/auth/review-username');
    await app.user.click(await screen.findByRole('button', { name: 'Create User IDs' }));
    await screen.findByRole('heading', { level: 1, name: 'Create your user IDs' });
    return app;
  }
  const field = (client: string) =>
    screen.getByRole('textbox', { name: new RegExp(`User ID for ${client}`) });
  const password = () => screen.getByLabelText(/^password/i, { selector: 'input' });

  async function fill(user: ReturnType<typeof renderApp>['user'], acme: string, birch: string) {
    await user.clear(field('Acme Manufacturing'));
    await user.type(field('Acme Manufacturing'), acme);
    await user.clear(field('Birch Logistics'));
    await user.type(field('Birch Logistics'), birch);
  }

  it('says each new user id is a username, so autofill and password managers know it', async () => {
    await toForm();
    expect(field('Acme Manufacturing')).toHaveAttribute('autocomplete', 'username');
    expect(field('Birch Logistics')).toHaveAttribute('autocomplete', 'username');
  });

  it('refuses a badly formed, a repeated and a taken name before saving good ones', async () => {
    const { user } = await toForm();
    await user.type(password(), DEFAULT_PASSWORD);

    await fill(user, '.bad..name', 'uma.birch');
    await user.click(button('Submit'));
    expect(await screen.findByText(validation.usernamePattern)).toBeInTheDocument();
    expect(field('Acme Manufacturing')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Acme Manufacturing')).toHaveFocus();

    await fill(user, 'uma.same', 'uma.same');
    await user.click(button('Submit'));
    expect(await screen.findAllByText(validation.usernameDuplicateInForm)).toHaveLength(2);

    await fill(user, 'ava.associate', 'uma.birch');
    await user.click(button('Submit'));
    expect(await screen.findByText(validation.userIdTaken)).toBeInTheDocument();
    expect(field('Acme Manufacturing')).toHaveFocus();
    expect(requests.to('/persons/me/update-username', 'POST')).toHaveLength(0);

    await fill(user, 'uma.acme', 'uma.birch');
    await user.click(button('Submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/authn/landing'));
    const person = mock.context.db.persons.findFirst((q) => q.where({ id: personIdOf('uma.username') }));
    expect(person?.username).toBe('uma.acme');
    expect(obligationOf('uma.username')?.resolved).toBe(true);
  });

  it('counts a failed availability check as taken', async () => {
    const { user } = await toForm();
    mock.server.use(
      http.get(`${V1}/username/:username/username-availability-check`, () =>
        HttpResponse.json({ code: 'UNKNOWN_ERROR', errors: [] }, { status: 500 }),
      ),
    );
    await fill(user, 'uma.acme', 'uma.birch');
    await user.type(password(), DEFAULT_PASSWORD);
    await user.click(button('Submit'));
    await waitFor(() => expect(screen.getAllByText(validation.userIdTaken)).toHaveLength(2));
    expect(requests.to('/persons/me/update-username', 'POST')).toHaveLength(0);
  });

  it('refuses the current username and a missing password', async () => {
    const { user } = await toForm();
    await fill(user, 'uma.username', 'uma.birch');
    // Validated as typed; Submit stays disabled while the password is empty.
    expect(await screen.findByText(validation.usernameSameAsCurrent)).toBeInTheDocument();
    expect(button('Submit')).toBeDisabled();
    await user.type(screen.getByLabelText(/password/i, { selector: 'input' }), '{Enter}');
    expect(await screen.findByText(validation.required)).toBeInTheDocument();
  });

  it('Cancel returns to the review', async () => {
    const { user } = await toForm();
    await user.click(button('Cancel'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your new user IDs' })).toBeInTheDocument();
  });
});

describe('review only (ulf) and the change page (ava)', () => {
  it('ulf sees his one suggested id and no Create User ID', async () => {
    const { user } = await readAndContinue(
      'ulf.username',
      '/auth/review-username',
      text.username.message.reviewOnly_one,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your new user ID' })).toBeInTheDocument();
    expect(screen.getByText('ulfusername1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /create user id/i })).toBeNull();
    await user.click(button('Continue'));
    await waitFor(() => expect(obligationOf('ulf.username')?.resolved).toBe(true));
  });

  it('the change page goes from the message to the form; Cancel returns to the message', async () => {
    const { user } = await readAndContinue('ava.associate', '/auth/change-username');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your user IDs' }),
    ).toBeInTheDocument();
    await user.click(button('Cancel'));
    expect(await screen.findByRole('heading', { level: 1, name: /are changing/ })).toBeInTheDocument();
  });

  it('a failed load shows the message with Try again', async () => {
    await signInAs('uma.username');
    mock.server.use(
      http.get(
        `${IO}/persons/me/check-username-obligation`,
        () =>
          HttpResponse.json(
            { code: 'FAILED_TO_GET_SETTINGS', errors: [{ code: 'FAILED_TO_GET_SETTINGS' }] },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    const { user } = renderApp('/auth/review-username');
    expect(await screen.findByText(text.username.loadError.title, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: text.username.reviewTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /are changing/ })).toBeInTheDocument();
  });

  it("a failed load shows the first error's message in the banner", async () => {
    await signInAs('uma.username');
    const first = 'Username settings are not available for this client.';
    mock.server.use(
      http.get(
        `${IO}/persons/me/check-username-obligation`,
        () =>
          HttpResponse.json(
            {
              code: 'FAILED_TO_GET_SETTINGS',
              errors: [
                { code: 'FAILED_TO_GET_SETTINGS', message: first },
                { code: 'UNKNOWN_ERROR', message: 'A second error.' },
              ],
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    renderApp('/auth/change-username');
    const banner = (await screen.findByText(text.username.loadError.title, undefined, SLOW)).closest(
      '[role="alert"], .alert',
    )!;
    expect(within(banner as HTMLElement).getByText(first)).toBeInTheDocument();
    expect(screen.queryByText(text.username.loadError.message)).toBeNull();
    expect(screen.queryByText('A second error.')).toBeNull();
  });
});
