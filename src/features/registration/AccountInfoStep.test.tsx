/**
 * The account step's username on its way to the page (`onUsername`) and to the tab's draft, as it is
 * typed: the page's other steps and a reload find it, and the page does not render on every key.
 */
import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderInQueryScope } from '../../../tests/render-app';
import { AccountInfoStep } from './AccountInfoStep';
import { accountDraft, type AccountDraft } from './draft';

mockServerForFile();
afterEach(() => sessionStorage.clear());

const TOKEN = 'invite-new';
const DRAFT: AccountDraft = {
  firstName: 'Nina',
  lastName: 'Newhire',
  email: 'nina.newhire@example.com',
  phone: '',
  verificationToken: 'verification',
  code: '123456',
};

async function renderStep(draft = DRAFT) {
  const onUsername = vi.fn();
  const commits = { count: 0 };
  const view = await renderInQueryScope(
    <Profiler id="step" onRender={() => (commits.count += 1)}>
      <AccountInfoStep token={TOKEN} draft={draft} onUsername={onUsername} onBack={() => undefined} />
    </Profiler>,
    { namespaces: ['registration', 'password'] },
  );
  const username = await screen.findByLabelText(/^Username/);
  return { ...view, onUsername, commits, username };
}

describe('the account step’s username', () => {
  it('is in the tab’s draft at each key, and not handed up while the step is on screen', async () => {
    const { user, onUsername, commits, username } = await renderStep();
    await user.type(username, 'nina.k');
    expect(accountDraft.read(TOKEN)).toEqual({ ...DRAFT, username: 'nina.k' });
    // Long enough and of the allowed characters: what the step shows no longer changes as it grows.
    commits.count = 0;
    await user.type(username, 'ept');
    expect(accountDraft.read(TOKEN)).toEqual({ ...DRAFT, username: 'nina.kept' });
    expect(commits.count).toBe(0);
    expect(onUsername).not.toHaveBeenCalled();
  });

  it('is handed up once, as the step goes', async () => {
    const { user, onUsername, router, username } = await renderStep();
    await user.type(username, 'nina.back');
    await act(() => router.navigate('/auth/elsewhere'));
    await screen.findByText('elsewhere: /auth/elsewhere');
    expect(onUsername).toHaveBeenCalledTimes(1);
    expect(onUsername).toHaveBeenCalledWith('nina.back');
  });

  it('is not handed up when it is what the draft held', async () => {
    const { onUsername, router, username } = await renderStep({ ...DRAFT, username: 'nina.same' });
    expect(username).toHaveValue('nina.same');
    await act(() => router.navigate('/auth/elsewhere'));
    await screen.findByText('elsewhere: /auth/elsewhere');
    expect(onUsername).not.toHaveBeenCalled();
  });
});
