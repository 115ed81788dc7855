/**
 * /auth/step-up and /auth/login-step-up as a flow: the whole app against the real mock server, whose
 * step-up code goes to the outbox and raises the session's level of assurance.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authenticationService } from '../../api';
import { browserLocation } from '../../lib/browser';
import { SLOW } from '../../../tests/flow';
import { addPhone, mockServerForFile } from '../../../tests/mock-lifecycle';
import { recordConsole, withoutTraceIds } from '../../../tests/secrets';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import common from '../../../locales/en-US/common.json';
import stepupText from '../../../locales/en-US/stepup.json';
import verificationText from '../../../locales/en-US/verification.json';
import { readStepUpParams } from './params';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

const STAN_EMAIL = 'stan.stepup@example.com';
const consoleCalls = recordConsole();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The heading shows while the methods load too: wait for the form itself. */
async function heading() {
  await screen.findByRole('heading', { level: 1, name: stepupText.title }, SLOW);
  return screen.findByRole('button', { name: stepupText.send }, SLOW);
}
const sendButton = () => screen.getByRole('button', { name: stepupText.send });
const codeField = () => screen.findByRole('textbox', { name: /Verification code/ }, SLOW);
const latestCode = (to: string) => mock.context.db.outbox.findMany((q) => q.where({ to })).at(-1)?.code;

async function level(): Promise<number | undefined> {
  const { data } = await authenticationService.GET('/check');
  return data?.levelOfAssurance;
}

/** Nothing the person typed or was sent (codes) may reach the console or the log endpoint. */
function expectNothingSecretLogged(secret: string) {
  expect(withoutTraceIds(JSON.stringify(consoleCalls()))).not.toContain(secret);
  for (const request of requests.to('/logging/batch-log', 'POST'))
    expect(withoutTraceIds(request.body)).not.toContain(secret);
}

/** Stan, signed in, on the step-up page (`query` its query), the code sent by email. */
async function sendStansCode(query = '') {
  await signInAs('stan.stepup');
  const app = renderApp(`/auth/step-up${query}`);
  await heading();
  await app.user.click(sendButton());
  return app;
}

describe('step-up', () => {
  it('stan gets a code by email, enters it, lands on the redirectUrl at level 3', async () => {
    await signInAs('stan.stepup');
    expect(await level()).toBe(1);
    const { user, router } = renderApp('/auth/step-up?redirectUrl=/auth/user');
    await heading();
    expect(screen.getByRole('radio', { name: 'Email to s•••@example.com' })).toBeChecked();
    await user.click(sendButton());

    const field = await codeField();
    expect(await screen.findByText(stepupText.toasts.CODE_SENT)).toBeInTheDocument();
    expect(screen.getByText('We sent a code to s•••@example.com.')).toBeInTheDocument();
    const code = latestCode(STAN_EMAIL)!;
    expect(code).toMatch(/^\d{6}$/);
    await user.type(field, code);
    const checksBefore = requests.to('/check-obligations', 'GET').length;
    await user.click(screen.getByRole('button', { name: verificationText.verify }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
    // Success clears obligations: the server is asked again before going on.
    expect(requests.to('/check-obligations', 'GET').length).toBeGreaterThan(checksBefore);
    expect(await level()).toBe(3);
    expect(JSON.parse(requests.to('/step-up/verify', 'POST')[0]!.body)).toMatchObject({ requiredLevel: 3 });
    expectNothingSecretLogged(code);
  });

  it('refuses a wrong code on the field, and the level stays 1', async () => {
    const { user, router } = await sendStansCode('?redirectUrl=/auth/user');
    const field = await codeField();
    const code = latestCode(STAN_EMAIL)!;
    await user.type(field, code === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: verificationText.verify }));

    expect(await screen.findByText(verificationText.errors.wrongCode)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/auth/step-up');
    expect(await level()).toBe(1);
  });

  it('Cancel goes to /auth/logout by default', async () => {
    await signInAs('stan.stepup');
    const { user, router } = renderApp('/auth/step-up');
    await heading();
    const checksBefore = requests.to('/check-obligations', 'GET').length;
    await user.click(screen.getByRole('button', { name: stepupText.cancel }));
    await waitFor(() => expect(requests.to('/logout', 'POST').length).toBeGreaterThan(0), SLOW);
    // Cancel clears obligations too.
    expect(requests.to('/check-obligations', 'GET').length).toBeGreaterThan(checksBefore);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), SLOW);
  });

  it('ava, at level 3 already, passes at once to the redirectUrl without a code', async () => {
    await signInAs('ava.associate');
    const { router } = renderApp('/auth/login-step-up?redirectUrl=/auth/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
    expect(requests.to('/step-up/code', 'POST')).toHaveLength(0);
  });

  it('the default target is the product home, a full page load', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await signInAs('ava.associate');
    renderApp('/auth/step-up?redirectUrl=https://evil.example/');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), SLOW);
  });

  it('a failed load shows the error with Try again, which loads the methods', async () => {
    await signInAs('stan.stepup');
    mock.context.injectFault('GET', '/step-up', 503);
    const { user } = renderApp('/auth/step-up');
    expect(await screen.findByText(stepupText.loadError.title, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: stepupText.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Email to s•••@example.com' }, SLOW)).toBeInTheDocument();
  });

  it('a snag sending the code says so, focused, with Try again, which sends it', async () => {
    mock.context.injectFault('POST', '/step-up/code', 503);
    const { user } = await sendStansCode();
    const block = (await screen.findByText(common.transient.title)).closest('[role="alert"]');
    expect(block).toHaveFocus();
    expect(block).toHaveTextContent(common.transient.unavailable);
    await user.click(screen.getByRole('button', { name: common.transient.retry }));
    await codeField();
    expect(latestCode(STAN_EMAIL)).toMatch(/^\d{6}$/);
  });

  it('a code the server refuses to send says so, and Send code tries again', async () => {
    mock.context.injectFault('POST', '/step-up/code', 400);
    const { user } = await sendStansCode();
    const block = (await screen.findByText(stepupText.errors.sendFailed.title)).closest('[role="alert"]');
    expect(block).toHaveFocus();
    await user.click(sendButton());
    await codeField();
  });

  it('too many wrong codes end the step-up: STEP_UP_ERROR kept on the page until Continue, then away (here the cancel URL)', async () => {
    const { user, router } = await sendStansCode('?cancelUrl=/auth/user');
    const field = await codeField();
    const wrong = latestCode(STAN_EMAIL) === '000000' ? '111111' : '000000';
    const verifyButton = screen.getByRole('button', { name: verificationText.verify });
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await user.clear(field);
      await user.type(field, wrong);
      await user.click(verifyButton);
      await screen.findByText(verificationText.errors.wrongCode);
    }
    await user.clear(field);
    await user.type(field, wrong);
    const checksBefore = requests.to('/check-obligations', 'GET').length;
    await user.click(verifyButton);
    const onPage = await within(screen.getByRole('main')).findByRole('alert', {}, SLOW);
    // On the page, focused, as well as in the product's toast, which goes after a few seconds.
    expect(onPage).toHaveTextContent(stepupText.toasts.STEP_UP_ERROR);
    expect(onPage).toHaveFocus();
    expect(
      screen.getByText(stepupText.toasts.STEP_UP_ERROR, { selector: '.toast__message' }),
    ).toBeInTheDocument();
    // The error end clears obligations as well.
    expect(requests.to('/check-obligations', 'GET').length).toBeGreaterThan(checksBefore);
    // Nothing leaves before the person has read it.
    expect(router.state.location.pathname).toBe('/auth/step-up');
    await user.click(screen.getByRole('button', { name: stepupText.failedContinue }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
    expect(await level()).toBe(1);
  });

  /** Stan with a phone, his code sent by text; the code step is showing. */
  async function textStansCode() {
    await signInAs('stan.stepup');
    await addPhone(mock, 'person-stan', '+15555550123');
    const app = renderApp('/auth/step-up');
    await heading();
    await app.user.click(screen.getByRole('radio', { name: 'Text message to •••• 0123' }));
    await app.user.click(sendButton());
    await codeField();
    return app;
  }

  it('offers a text to the phone when there is one, and the text gets the code', async () => {
    await textStansCode();
    expect(latestCode('+15555550123')).toMatch(/^\d{6}$/);
    expect(screen.getByRole('button', { name: stepupText.otherMethod })).toBeInTheDocument();
  });

  it('back to the choice of method, the focus is on the method used, not lost', async () => {
    const { user } = await textStansCode();
    await user.click(screen.getByRole('button', { name: stepupText.otherMethod }));
    const text = await screen.findByRole('radio', { name: 'Text message to •••• 0123' });
    expect(text).toBeChecked();
    await waitFor(() => expect(text).toHaveFocus());
  });
});

describe('readStepUpParams', () => {
  it('defaults: level 3, the product home, sign-out', () => {
    expect(readStepUpParams(new URLSearchParams())).toEqual({
      requiredLevel: 3,
      redirectUrl: '/',
      cancelUrl: '/auth/logout',
    });
  });

  it('keeps a level of 1 to 4 and same-origin targets, and nothing else', () => {
    expect(
      readStepUpParams(new URLSearchParams('requiredLevel=2&redirectUrl=/auth/user&cancelUrl=/x')),
    ).toEqual({
      requiredLevel: 2,
      redirectUrl: '/auth/user',
      cancelUrl: '/x',
    });
    const hostile = readStepUpParams(
      new URLSearchParams('requiredLevel=0&redirectUrl=//evil.example&cancelUrl=javascript:alert(1)'),
    );
    // Leading slashes collapse to one: a path here, never another host.
    expect(hostile).toEqual({ requiredLevel: 3, redirectUrl: '/evil.example', cancelUrl: '/auth/logout' });
    expect(readStepUpParams(new URLSearchParams('requiredLevel=9')).requiredLevel).toBe(3);
  });
});
