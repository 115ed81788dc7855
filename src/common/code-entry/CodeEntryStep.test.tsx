import { act, screen, waitFor, within } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityOrchestrator } from '../../api';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderInQueryScope, signInAs } from '../../../tests/render-app';
import { submitThriceInOneTick } from '../../../tests/form-submits';
import { recordRequests } from '../../../tests/request-recorder';
import { CodeEntryStep, RESEND_COOLDOWN_MS } from './CodeEntryStep';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

const AVA_EMAIL = 'ava.associate@example.com';
const MASKED = 'a•••@example.com';
const WRONG_CODE_TEXT = 'That code is not right, or it has expired. Check it, or ask for a new code.';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Email verification as a screen would wire the step: ava asks for a code (the mock emails it to its
 * outbox), `verify` executes the emailVerification token with the code and `resend` emails it again,
 * each through a mutation so the app-wide 403/412 handler sees them. Rendered inside the app's
 * providers and query scope.
 */
async function renderStep() {
  await signInAs('ava.associate');
  const { data } = await identityOrchestrator.POST('/tokens/emailVerification', {
    body: { emailAddress: AVA_EMAIL, oldEmail: AVA_EMAIL },
  });
  const token = data!.token;
  const mails = mock.context.db.outbox.findMany((q) => q.where({ to: AVA_EMAIL }));
  const code = mails.at(-1)!.code!;

  function EmailVerificationProbe() {
    const [verified, setVerified] = useState(false);
    const execute = useMutation({
      mutationFn: (value: string) =>
        identityOrchestrator.POST('/tokens/execute', {
          body: { kind: 'emailVerification', token, data: { code: value } },
        }),
    });
    const send = useMutation({
      mutationFn: () =>
        identityOrchestrator.POST('/tokens/codeEmailVerification', {
          body: { kind: 'emailVerification', token },
        }),
    });
    if (verified) return <p>verified</p>;
    return (
      <CodeEntryStep
        destination={MASKED}
        verify={async (value) => {
          await execute.mutateAsync(value);
          setVerified(true);
        }}
        resend={() => send.mutateAsync()}
      />
    );
  }

  const { user } = await renderInQueryScope(<EmailVerificationProbe />, { namespaces: ['verification'] });
  const field = await screen.findByRole('textbox', { name: /Verification code/ });
  return {
    user,
    code,
    wrongCode: code === '000000' ? '111111' : '000000',
    field,
    verifyButton: screen.getByRole('button', { name: 'Verify' }),
    resendButton: screen.getByRole('button', { name: 'Send a new code' }),
  };
}

/** The step's own live region (the form's error block has another, for a slow request). */
const resendStatus = (field: HTMLElement) =>
  within(field.closest('form')!)
    .getAllByRole('status')
    .find((element) => element.classList.contains('code-entry__status'));

const executes = () => requests.to('/tokens/execute', 'POST');
const sends = () => requests.to('/tokens/codeEmailVerification', 'POST');

describe('CodeEntryStep', () => {
  it('says where the code went and puts the focus on the code field', async () => {
    const { field } = await renderStep();
    expect(screen.getByText(`We sent a code to ${MASKED}.`)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    // Where the code went is said with the field, which takes the focus past that line.
    expect(field).toHaveAccessibleDescription(`Enter the 6-digit code. We sent a code to ${MASKED}.`);
  });

  it('sends no incomplete code: Verify waits only for an empty field, and says what is missing on submit', async () => {
    const { user, field, verifyButton } = await renderStep();
    // Empty: the product keeps the submit disabled, and the form says why.
    expect(verifyButton).toBeDisabled();
    expect(verifyButton).toHaveAccessibleDescription('Fill in every required field to continue.');
    await user.type(field, '12345');
    // Started: nothing in the product's rules holds Verify back, so it stays usable and tells.
    expect(verifyButton).toBeEnabled();
    await user.click(verifyButton);
    expect(field).toHaveAccessibleDescription(/Enter every digit of the code\./);
    await user.type(field, '{Enter}');
    expect(executes()).toHaveLength(0);

    await user.type(field, '6');
    expect(verifyButton).toBeEnabled();
  });

  it('sends a pasted code longer than six digits whole (the contract allows 20)', async () => {
    const { user, field, verifyButton } = await renderStep();
    await user.click(field);
    await user.paste('1234 5678 90');
    expect(field).toHaveValue('1234567890');
    expect(verifyButton).toBeEnabled();
    await user.click(verifyButton);
    await waitFor(() => expect(executes()).toHaveLength(1));
    expect(JSON.parse(executes()[0]!.body)).toMatchObject({ data: { code: '1234567890' } });
  });

  it('says a wrong code on the field, focused, and clears it on the next edit', async () => {
    const { user, field, verifyButton, wrongCode } = await renderStep();
    await user.type(field, wrongCode);
    await user.click(verifyButton);

    expect(await screen.findByText(WRONG_CODE_TEXT)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(WRONG_CODE_TEXT));
    expect(field).toHaveFocus();
    expect(executes()).toHaveLength(1);
    expect(JSON.parse(executes()[0]!.body)).toMatchObject({ data: { code: wrongCode } });

    await user.type(field, '{Backspace}');
    expect(screen.queryByText(WRONG_CODE_TEXT)).toBeNull();
    await user.type(field, '9');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('sends one request however often it is submitted, and the right code verifies the email', async () => {
    const { user, field, code } = await renderStep();
    await user.type(field, code);
    submitThriceInOneTick(field);

    expect(await screen.findByText('verified')).toBeInTheDocument();
    expect(executes()).toHaveLength(1);
  });

  it('shows too many attempts in the error block, focused, and keeps the form', async () => {
    mock.server.use(
      http.post('*/tokens/execute', () =>
        HttpResponse.json(
          {
            code: 'TOO_MANY_ATTEMPTS',
            message: 'Too many attempts.',
            errors: [{ code: 'TOO_MANY_ATTEMPTS' }],
          },
          { status: 403 },
        ),
      ),
    );
    const { user, field, verifyButton, code } = await renderStep();
    await user.type(field, code);
    await user.click(verifyButton);

    const block = (await screen.findByText('Too many attempts')).closest<HTMLElement>('[role="alert"]')!;
    expect(block).toHaveFocus();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveValue(code);
    expect(verifyButton).toBeEnabled();
  });

  it('keeps the code after a snag, and Verify again retries', async () => {
    mock.context.injectFault('POST', '/tokens/execute', 503);
    const { user, field, verifyButton, code } = await renderStep();
    await user.type(field, code);
    await user.click(verifyButton);
    // A snag is named as one (the transient rule), with the code kept.
    expect(await screen.findByText(/service is having a problem/)).toBeInTheDocument();
    expect(field).toHaveValue(code);

    await user.click(verifyButton);
    expect(await screen.findByText('verified')).toBeInTheDocument();
    expect(executes()).toHaveLength(2);
  });

  it('waits before a new code may be sent, then sends one and says so politely, and waits again', async () => {
    // Only the countdown's clock is fake: user-event and the mock server keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user, field, resendButton } = await renderStep();
    const status = resendStatus(field);
    expect(resendButton).toHaveAttribute('aria-disabled', 'true');
    expect(resendButton).toHaveAccessibleDescription('You can ask for a new code in 30 seconds.');
    await user.click(resendButton);
    expect(sends()).toHaveLength(0);

    act(() => vi.advanceTimersByTime(RESEND_COOLDOWN_MS - 1000));
    expect(screen.getByText('You can ask for a new code in 1 second.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/You can ask for a new code/)).toBeNull();

    await user.click(resendButton);
    await waitFor(() => expect(status).toHaveTextContent(`We sent a new code to ${MASKED}.`));
    expect(sends()).toHaveLength(1);
    expect(resendButton).toHaveFocus();
    // The wait starts again from its full length.
    expect(resendButton).toHaveAttribute('aria-disabled', 'true');
    expect(resendButton).toHaveAccessibleDescription('You can ask for a new code in 30 seconds.');
    await user.click(resendButton);
    expect(sends()).toHaveLength(1);
  });

  it('says when a new code could not be sent, and leaves Resend usable', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    mock.context.injectFault('POST', '/tokens/codeEmailVerification', 503);
    const { user, field, resendButton } = await renderStep();
    act(() => vi.advanceTimersByTime(RESEND_COOLDOWN_MS));
    await user.click(resendButton);

    const block = (await screen.findByText("We couldn't send a new code")).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(block).toHaveFocus();
    expect(resendStatus(field)).toBeEmptyDOMElement();
    expect(resendButton).not.toHaveAttribute('aria-disabled');
  });
});
