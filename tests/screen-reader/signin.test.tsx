/**
 * Sign-in as a screen-reader user hears it: the whole app against the real mock server, with the
 * virtual screen reader listening from the moment the person acts (./speech.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import commonText from '../../locales/en-US/common.json';
import loginText from '../../locales/en-US/login.json';
import { SLOW, stubLeaving } from '../flow';
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp } from '../render-app';
import { recordRequests } from '../request-recorder';
import { listen } from './speech';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
stubLeaving();

const INCORRECT = loginText.errors.INCORRECT_CREDS;
const CONFIRM_NOT_A_ROBOT = loginText.errors.RECAPTCHA_RESPONSE_TOKEN_MISSING;

/** ava's username sent; the password field, once it is there. */
async function passwordStep() {
  const app = renderApp('/auth/login');
  await app.user.type(
    await screen.findByRole('textbox', { name: /username/i }, SLOW),
    'ava.associate{Enter}',
  );
  const password = await screen.findByLabelText(/^password/i, { selector: 'input' }, SLOW);
  return { ...app, password };
}

describe('sign-in, heard', () => {
  it('a wrong password: the error block takes the focus and its words are spoken', async () => {
    const { user, password } = await passwordStep();
    await user.type(password, 'not-the-password');
    const sr = await listen();
    await user.keyboard('{Enter}');

    expect(await sr.heard(`alert: ${INCORRECT}`)).toBeTruthy();
    const spoken = await sr.spoken();
    // The focus lands on the block itself (not on a field that would say nothing of the failure).
    expect(spoken.indexOf('alert')).toBeGreaterThanOrEqual(0);
    expect(spoken.indexOf('alert')).toBeLessThan(spoken.indexOf(`alert: ${INCORRECT}`));
  });

  it('the captcha appearing: the failure that brings it says to confirm being no robot', async () => {
    const { user, password } = await passwordStep();
    for (let i = 0; i < 2; i += 1) {
      await user.type(password, `wrong-${i}{Enter}`);
      await waitFor(() => expect(requests.to('/login', 'POST')).toHaveLength(i + 1));
      await screen.findByTestId('login-error');
    }
    // Nothing asks for the captcha before it is there.
    expect(screen.getByTestId('login-error')).not.toHaveTextContent(CONFIRM_NOT_A_ROBOT);

    await user.type(password, 'wrong-2');
    const sr = await listen();
    await user.keyboard('{Enter}');
    await screen.findByRole('checkbox', { name: loginText.captcha.notARobot }, SLOW);

    // The captcha appears below the focused error block: the block is where it is said.
    expect(await sr.heard(`alert: ${INCORRECT} ${CONFIRM_NOT_A_ROBOT}`)).toBeTruthy();
  });

  it('an error toast: said at once, from the assertive toast region', async () => {
    mock.context.injectFault('GET', '/feature-settings/idm/features/enableCheckAuthPathPost', 503, 5);
    renderApp('/auth/login');
    // The flag is looked up as the page starts: listening from the first render.
    const sr = await listen();
    await screen.findByText(commonText.toasts.FAILED_TO_GET_FEATURE_FLAG, {}, SLOW);
    expect(await sr.heard(/^assertive: /)).toBe(`assertive: ${commonText.toasts.FAILED_TO_GET_FEATURE_FLAG}`);
  });
});
