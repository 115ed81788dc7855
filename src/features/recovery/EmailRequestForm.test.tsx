import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../tests/deferred';
import { submitThriceInOneTick } from '../../../tests/form-submits';
import { renderCounted } from '../../../tests/render-counted';
import { initI18n, loadNamespaces } from '../../app/i18n';
import { EmailRequestForm, type EmailRequestFormProps } from './EmailRequestForm';

const i18n = initI18n('en-US');
// The route table loads this feature's catalogue with its screens.
beforeAll(() => loadNamespaces(['recovery'], i18n));

function renderForm(onSubmit: EmailRequestFormProps['onSubmit'], props: Partial<EmailRequestFormProps> = {}) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <EmailRequestForm
        onSubmit={onSubmit}
        secondaryAction={<button type="button">Cancel</button>}
        {...props}
      />
    </I18nextProvider>,
  );
  return {
    user,
    field: screen.getByRole('textbox', { name: /email address/i }),
    submit: screen.getByRole('button', { name: 'Submit' }),
  };
}

describe('EmailRequestForm', () => {
  it('submits the trimmed address once and stays locked while the page moves on', async () => {
    const onSubmit = vi.fn(async () => 'leaving' as const);
    const { user, field, submit } = renderForm(onSubmit);
    await user.type(field, '  ava.associate@example.com ');
    await user.click(submit);
    await user.click(submit);
    await user.type(field, '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('ava.associate@example.com', expect.anything());
    expect(submit).toHaveAttribute('aria-busy', 'true');
  });

  it('sends one request for submits that arrive in the same tick', async () => {
    const onSubmit = vi.fn(async () => 'stay' as const);
    const { user, field, submit } = renderForm(onSubmit);
    await user.type(field, 'ava.associate@example.com');
    submitThriceInOneTick(submit);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await vi.waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while the request is in flight, and unlocks when told to stay', async () => {
    const pending = deferred<'stay'>();
    const onSubmit = vi.fn(() => pending.promise);
    const { user, field, submit } = renderForm(onSubmit);
    await user.type(field, 'ava.associate@example.com');
    await user.click(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.click(submit);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    pending.resolve('stay');
    await vi.waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    onSubmit.mockImplementation(async () => 'stay' as const);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows a server error on the field, focuses it, keeps the value and clears it on edit', async () => {
    const { user, field, submit } = renderForm(async (_email, form) => {
      form.setFieldError('email', 'recovery:ssoLogin.notFound');
      return 'stay';
    });
    await user.type(field, 'nobody@example.com');
    await user.click(submit);
    const message = /couldn't find single sign-on/i;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue('nobody@example.com');
    await user.type(field, 'x');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('shows a request error in a focused error block, keeping the value', async () => {
    const { user, field, submit } = renderForm(async (_email, form) => {
      form.setFormError({
        titleKey: 'recovery:ssoLogin.errorTitle',
        messageKey: 'recovery:ssoLogin.searchFailed',
      });
      return 'stay';
    });
    await user.type(field, 'sso.user@sso-client.example');
    await user.click(submit);
    const block = await screen.findByRole('alert');
    expect(within(block).getByText("We couldn't start single sign-on")).toBeInTheDocument();
    expect(block).toHaveFocus();
    expect(field).toHaveValue('sso.user@sso-client.example');
  });

  it('reset empties the field', async () => {
    const { user, field, submit } = renderForm(async (_email, form) => {
      form.reset();
      return 'stay';
    });
    await user.type(field, 'sso.user@sso-client.example');
    await user.click(submit);
    await vi.waitFor(() => expect(field).toHaveValue(''));
    expect(submit).toBeDisabled();
  });

  it('says why Submit waits: the product enables it only for a valid address', async () => {
    const { user, field, submit } = renderForm(async () => 'stay');
    await user.type(field, 'sso.user@');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Enter a valid email address to continue.');
    await user.type(field, 'sso-client.example');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
  });

  it('marks the field required on every email-only form (only SSO did)', () => {
    const { field } = renderForm(async () => 'stay');
    expect(field).toHaveAttribute('aria-required', 'true');
  });

  it('keeps the address and offers Try again after a transient failure', async () => {
    let calls = 0;
    const { user, field, submit } = renderForm(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return 'stay';
    });
    await user.type(field, 'ava@example.com');
    await user.click(submit);
    const block = await screen.findByRole('alert');
    expect(block).toHaveTextContent(/couldn't reach the server/i);
    expect(block).toHaveFocus();
    expect(field).toHaveValue('ava@example.com');
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(calls).toBe(2));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('EmailRequestForm: typing renders the form only when what it shows changes', () => {
  it('renders as the address becomes sendable, not for every character around it', async () => {
    const { user, commits } = renderCounted(
      <EmailRequestForm
        onSubmit={async () => 'stay'}
        secondaryAction={<button type="button">Cancel</button>}
      />,
      i18n,
    );
    const field = screen.getByRole('textbox', { name: /email address/i });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.type(field, 'a');
    commits.count = 0;
    // Not yet an address for fifteen keys, then one for the rest. The form renders when what it shows
    // changes (the field's message as the address takes shape, Submit enabled): 4 to 5 times here, where
    // a render per character made 25.
    await user.type(field, 'va.associate@ex');
    expect(submit).toBeDisabled();
    await user.type(field, 'ample.com');
    expect(submit).toBeEnabled();
    expect(commits.count).toBeLessThanOrEqual(6);
  });
});
