import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import common from '../../../locales/en-US/common.json';
import validation from '../../../locales/en-US/validation.json';
import { deferred } from '../../../tests/deferred';
import { submitThriceInOneTick } from '../../../tests/form-submits';
import { emailSchema, VALIDATION_MESSAGES } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { FormError } from './FormError';
import { useAppForm, type FormControls, type SubmitOutcome } from './useAppForm';
import type { MessageKey } from '../../lib/messageKey';

/** A key of this test's own `demo` catalogue, which the typed keys (src/i18next.d.ts) do not know. */
const demo = (key: string) => key as MessageKey;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-US',
  fallbackLng: 'en-US',
  defaultNS: 'common',
  resources: {
    'en-US': {
      common,
      validation,
      demo: {
        taken: 'This address is already taken.',
        failedTitle: 'We could not save',
        failed: 'Something went wrong. Try again.',
      },
    },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

const schema = z.object({
  name: z.string().trim().min(1, VALIDATION_MESSAGES.required),
  email: emailSchema,
  note: z.string(),
});
type Values = z.input<typeof schema>;
type OnSubmit = (values: z.output<typeof schema>, controls: FormControls<Values>) => Promise<SubmitOutcome>;

/** The smallest form on the pattern: two fields, the error block, a submit button. */
function DemoForm({ onSubmit }: { onSubmit: OnSubmit }) {
  const form = useAppForm({ schema, defaultValues: { name: '', email: '', note: '' }, onSubmit });
  return (
    <form noValidate onSubmit={form.submit}>
      <FormError error={form.formError} id={form.formErrorId} />
      <TextField {...form.field('name')} label="Name" />
      <TextField {...form.field('email')} label="Email" type="email" />
      <TextField {...form.field('note')} label="Note" />
      <Button {...form.submitProps()}>Save</Button>
      {/* A check of its own outside a submit (a uniqueness call while typing, say). */}
      <Button variant="secondary" onClick={() => form.setFieldError('email', demo('demo:taken'))}>
        Check
      </Button>
    </form>
  );
}

function renderForm(onSubmit: OnSubmit) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <DemoForm onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return {
    user,
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

/** The demo's form error: the save failed. */
const SAVE_FAILED = { titleKey: demo('demo:failedTitle'), messageKey: demo('demo:failed') };

/** Every try ends in SAVE_FAILED. */
const failToSave: OnSubmit = async (_values, form) => {
  form.setFormError(SAVE_FAILED);
  return 'stay';
};

async function fillValid(user: ReturnType<typeof userEvent.setup>, name: HTMLElement, email: HTMLElement) {
  await user.type(name, ' Ava ');
  await user.type(email, 'ava@example.com');
}

describe('useAppForm: one request per submit', () => {
  it('runs onSubmit once for submits that arrive in the same tick, with the parsed values', async () => {
    const onSubmit = vi.fn<OnSubmit>(async () => 'stay');
    const { user, name, email, save } = renderForm(onSubmit);
    await fillValid(user, name, email);
    submitThriceInOneTick(save);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await vi.waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Ava', email: 'ava@example.com', note: '' });
  });

  it('is busy while in flight, ignores clicks and Enter, and unlocks on "stay"', async () => {
    const pending = deferred<SubmitOutcome>();
    const onSubmit = vi.fn<OnSubmit>(() => pending.promise);
    const { user, name, email, save } = renderForm(onSubmit);
    await fillValid(user, name, email);
    await user.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    await user.type(email, '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve('stay'));
    expect(save).not.toHaveAttribute('aria-busy');
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('stays locked and busy after "leaving", whatever the person does', async () => {
    const onSubmit = vi.fn<OnSubmit>(async () => 'leaving');
    const { user, name, email, save } = renderForm(onSubmit);
    await fillValid(user, name, email);
    await user.click(save);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    await user.type(name, 'x{Enter}');
    fireEvent.submit(save.closest('form')!);
    await act(async () => undefined);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toHaveAttribute('aria-busy', 'true');
  });
});

describe('useAppForm: the field model', () => {
  it('disables submit while a required field is blank, whatever the optional ones hold', async () => {
    const { user, name, email, save } = renderForm(async () => 'stay');
    expect(save).toBeDisabled();
    await user.type(name, 'Ava');
    expect(save).toBeDisabled();
    await user.type(email, 'a');
    expect(save).toBeEnabled();
    await user.clear(name);
    await user.type(name, '   ');
    expect(save).toBeDisabled();
  });

  it('validates on change, before the field is left', async () => {
    const { user, email } = renderForm(async () => 'stay');
    await user.type(email, 'ava');
    expect(email).toHaveFocus();
    expect(await screen.findByText('A valid email address is required')).toBeInTheDocument();
    await user.type(email, '@example.com');
    expect(screen.queryByText('A valid email address is required')).not.toBeInTheDocument();
  });

  it('Enter in a form with a blank required field shows what is missing and keeps what was typed', async () => {
    const onSubmit = vi.fn<OnSubmit>(async () => 'stay');
    const { user, name, email } = renderForm(onSubmit);
    await user.type(email, 'ava@example.com{Enter}');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(email).toHaveValue('ava@example.com');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('useAppForm: client validation', () => {
  it('focuses the first invalid field and does not submit', async () => {
    const onSubmit = vi.fn<OnSubmit>(async () => 'stay');
    const { user, name, email, save } = renderForm(onSubmit);
    // The submit button is disabled while both are blank: Enter is how the person asks.
    await user.type(email, '{Enter}');
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/This field is required/);

    await user.type(name, 'Ava');
    await user.type(email, 'not-an-address');
    await user.click(save);
    expect(await screen.findByText('A valid email address is required')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('useAppForm: server errors', () => {
  it('puts a field error on its field, focuses it, keeps the values, and clears it on the first edit', async () => {
    const { user, name, email, save } = renderForm(async (_values, form) => {
      form.setFieldError('email', demo('demo:taken'));
      return 'stay';
    });
    await fillValid(user, name, email);
    await user.click(save);
    expect(await screen.findByText('This address is already taken.')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/This address is already taken\./);
    expect(email).toHaveValue('ava@example.com');
    expect(name).toHaveValue(' Ava ');
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.type(email, 'x');
    expect(screen.queryByText('This address is already taken.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('clears a field error set outside a submit on the first edit too', async () => {
    const onSubmit = vi.fn<OnSubmit>(async () => 'stay');
    const { user, email } = renderForm(onSubmit);
    await user.type(email, 'ava@example.com');
    // The field was never left and nothing submitted: react-hook-form would not re-validate it.
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('This address is already taken.')).toBeInTheDocument();
    expect(email).toHaveFocus();
    await user.type(email, 'x');
    expect(screen.queryByText('This address is already taken.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a form error in a focused block, and clears it when any field is edited', async () => {
    const { user, name, email, save } = renderForm(failToSave);
    await fillValid(user, name, email);
    await user.click(save);
    const block = await screen.findByRole('alert');
    expect(within(block).getByText('We could not save')).toBeInTheDocument();
    expect(within(block).getByText('Something went wrong. Try again.')).toBeInTheDocument();
    expect(block).toHaveFocus();
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.type(name, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('focuses the block again when the same error comes back on the next try', async () => {
    const { user, name, email, save } = renderForm(failToSave);
    await fillValid(user, name, email);
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveFocus();
    await user.click(save);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('marks the field a form error is about, described by the block', async () => {
    const { user, name, email, save } = renderForm(async (_values, form) => {
      form.setFormError({ ...SAVE_FAILED, field: 'email' });
      return 'stay';
    });
    await fillValid(user, name, email);
    await user.click(save);
    const block = await screen.findByRole('alert');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(block.id);
    expect(email).toHaveAccessibleDescription(/Something went wrong\. Try again\./);
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.type(email, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('reset empties the fields and drops the errors', async () => {
    const { user, name, email, save } = renderForm(async (_values, form) => {
      form.setFormError(SAVE_FAILED);
      form.reset();
      return 'stay';
    });
    await fillValid(user, name, email);
    await user.click(save);
    await vi.waitFor(() => expect(name).toHaveValue(''));
    expect(email).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
