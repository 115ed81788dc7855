/**
 * The after-sign-in prefetch waits for the password step: on a phone's link and CPU its bytes and
 * evaluation, asked while Next's call was out, held up the password step. Isolated: the chunks are a
 * module replaced here, to see when it is asked for; the whole app against the mock server.
 */
import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { expect, it, vi } from 'vitest';
import { mockServerForFile } from '../../../../tests/mock-lifecycle';
import { renderApp } from '../../../../tests/render-app';

const asked = vi.hoisted(() => ({ chunks: 0 }));
vi.mock('./prefetched', () => {
  asked.chunks += 1;
  return {};
});

const mock = mockServerForFile();

it('is asked for once the password step shows, not while Next waits', async () => {
  expect(document.readyState).toBe('complete');
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  mock.server.use(
    http.all('*/check-auth-path', async () => {
      await answered;
      await delay(0);
      return undefined;
    }),
  );
  const { user } = renderApp('/auth/login');
  await user.type(await screen.findByRole('textbox', { name: /username/i }), 'ava.associate{Enter}');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked.chunks).toBe(0);

  answer();
  await screen.findByLabelText(/^password/i, { selector: 'input' });
  await vi.waitFor(() => expect(asked.chunks).toBe(1));
});
