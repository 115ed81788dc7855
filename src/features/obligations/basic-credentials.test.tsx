/** /auth/obligations/create-basic-credentials as a flow, signed in as bea (the obligation open). */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SLOW, stubLeaving } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { DEFAULT_PASSWORD, personIdOf } from '../../../mock-server/scenarios/default';
import text from '../../../locales/en-US/obligations.json';
import validation from '../../../locales/en-US/validation.json';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const NEW_PASSWORD = 'Qz7#mLp2vR';

const assign = stubLeaving();
const username = () => screen.getByRole('textbox', { name: /^username/i });
const password = () => screen.getByLabelText(/^password/i, { selector: 'input' });
const terms = () => screen.getByRole('checkbox');
const submit = () => screen.getByRole('button', { name: text.basicCredentials.submit });

async function openAsBea(url = '/auth/obligations/create-basic-credentials') {
  await signInAs('bea.basic');
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: text.basicCredentials.title }, SLOW);
  return app;
}

describe('/auth/obligations/create-basic-credentials', () => {
  it('refuses a short username and missing terms, then creates the credentials and goes on', async () => {
    const { user } = await openAsBea();
    await user.type(username(), 'bea');
    await user.type(password(), NEW_PASSWORD);
    await user.click(submit());
    expect(await screen.findByText(validation.usernameLength30)).toBeInTheDocument();
    expect(screen.getByText(validation.termsRequired)).toBeInTheDocument();
    expect(username()).toHaveFocus();
    expect(requests.to('/persons/me/basic-credentials', 'POST')).toHaveLength(0);

    await user.clear(username());
    await user.type(username(), 'bea.newname');
    await user.click(terms());
    await user.click(submit());
    expect(
      await screen.findByText(text.basicCredentials.toasts.CREATED_BASIC_CREDENTIALS),
    ).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/authn/landing'));
    const person = mock.context.db.persons.findFirst((q) => q.where({ id: personIdOf('bea.basic') }));
    expect(person?.username).toBe('bea.newname');
    const obligation = mock.context.db.obligations.findFirst((q) =>
      q.where({ personId: personIdOf('bea.basic') }),
    );
    expect(obligation?.resolved).toBe(true);
  });

  it('a taken username is said on its field', async () => {
    const { user } = await openAsBea();
    await user.type(username(), 'ava.associate');
    await user.type(password(), NEW_PASSWORD);
    await user.click(terms());
    await user.click(submit());
    expect(await screen.findByText(validation.userIdTaken)).toBeInTheDocument();
    expect(username()).toHaveFocus();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
  });

  it('Cancel signs out', async () => {
    const { user, router } = await openAsBea();
    await user.click(screen.getByRole('link', { name: text.basicCredentials.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/auth\/(logout|login)/));
  });

  it('the signed-in route shows the same form', async () => {
    await signInAs('ava.associate', DEFAULT_PASSWORD);
    renderApp('/auth/user/create-credential');
    expect(
      await screen.findByRole('heading', { level: 1, name: text.basicCredentials.title }, SLOW),
    ).toBeInTheDocument();
  });
});
