/**
 * /auth/email-verify-notification as a flow: the whole app against the real mock server, whose codes
 * go to the outbox and whose change-email lockout is 3 changes in 5 minutes of mock time.
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authenticationService, identityOrchestrator } from '../../api';
import { SLOW } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import text from '../../../locales/en-US/contactVerification.json';
import validationText from '../../../locales/en-US/validation.json';
import verificationText from '../../../locales/en-US/verification.json';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const ED = 'ed.email@example.com';
const t = text.emailVerify;

const sendButton = () => screen.findByRole('button', { name: t.send }, SLOW);
const latestCode = (to: string) => mock.context.db.outbox.findMany((q) => q.where({ to })).at(-1)?.code;

async function edEmails() {
  const { data } = await identityOrchestrator.GET('/persons/me');
  return data?.emails;
}

async function openChange(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: t.changeLink }, SLOW));
  return screen.findByRole('textbox', { name: /^New email address/ });
}

describe('email verification', () => {
  it('ed sends the code, enters it, and goes on verified with his obligation met', async () => {
    await signInAs('ed.email');
    const { user, router } = renderApp('/auth/email-verify-notification?redirectUrl=/auth/user');
    expect(await screen.findByText(`We'll send a code to ${ED}.`, {}, SLOW)).toBeInTheDocument();
    await user.click(await sendButton());
    const field = await screen.findByRole('textbox', { name: /Verification code/ }, SLOW);
    expect(await screen.findByText(t.toasts.EMAIL_SENT)).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.type(field, latestCode(ED)!);
    await user.click(screen.getByRole('button', { name: verificationText.verify }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
    expect(await screen.findByText(t.toasts.VERIFICATION_COMPLETE)).toBeInTheDocument();
    expect(await edEmails()).toEqual([{ address: ED, isVerified: true }]);
    const { response } = await authenticationService.GET('/check-obligations');
    expect(response.status).toBe(200);
  });

  it('Cancel in the code step returns to send-code', async () => {
    await signInAs('ed.email');
    const { user } = renderApp('/auth/email-verify-notification');
    await user.click(await sendButton());
    await screen.findByRole('textbox', { name: /Verification code/ }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await sendButton()).toBeInTheDocument();
  });

  it('the change-email form: required, valid, not taken; a new address gets the code', async () => {
    await signInAs('ed.email');
    const { user } = renderApp('/auth/email-verify-notification');
    const field = await openChange(user);
    expect(field).toHaveFocus();
    await user.type(field, 'x{Backspace}');
    await user.tab();
    expect(await screen.findByText(validationText.fieldRequired)).toBeInTheDocument();
    await user.type(field, 'nope');
    expect(await screen.findByText(validationText.changeEmailInvalid)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'carl.contact@example.com{Enter}');
    expect(await screen.findByText(validationText.emailTaken)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'ed.new@example.com{Enter}');
    expect(await screen.findByText(t.toasts.VERIFICATION_EMAIL_SENT, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('We sent a code to ed.new@example.com.')).toBeInTheDocument();
    expect(latestCode('ed.new@example.com')).toMatch(/^\d{6}$/);
  });

  it('repeated changes meet the 5-minute wait, which ends with the mock clock', async () => {
    await signInAs('ed.email');
    const { user } = renderApp('/auth/email-verify-notification');
    for (const n of [1, 2, 3]) {
      const field = await openChange(user);
      await user.type(field, `ed.${n}@example.com{Enter}`);
      await screen.findByRole('textbox', { name: /Verification code/ }, SLOW);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
    }
    let field = await openChange(user);
    await user.type(field, 'ed.4@example.com{Enter}');
    const block = (await screen.findByText(validationText.emailChangeTooManyAttempts)).closest(
      '[role="alert"]',
    );
    expect(block).toHaveFocus();

    mock.context.clock.advance(5 * 60 * 1000);
    await user.click(screen.getByRole('button', { name: t.change.cancel }));
    field = await openChange(user);
    await user.type(field, 'ed.4@example.com{Enter}');
    expect(await screen.findByRole('textbox', { name: /Verification code/ }, SLOW)).toBeInTheDocument();
  });

  it('a code that cannot be sent: toast EMAIL_SENT_ERROR, Try again sends it', async () => {
    await signInAs('ed.email');
    mock.context.injectFault('POST', '/persons/me/tokens', 503);
    const { user } = renderApp('/auth/email-verify-notification');
    await user.click(await sendButton());
    expect(await screen.findByText(t.toasts.EMAIL_SENT_ERROR)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Verification code/ }, SLOW)).toBeInTheDocument();
    expect(requests.to('/persons/me/tokens', 'POST')).toHaveLength(2);
  });

  it('a verified address says so and Continue goes on', async () => {
    await signInAs('ava.associate');
    const { user, router } = renderApp('/auth/email-verify?redirectUrl=/auth/user');
    const message = `Your email address ava.associate@example.com is already verified.`;
    expect(await screen.findByText(message, {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/email-verify-notification');
    await user.click(screen.getByRole('button', { name: t.continue }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
  });
});
