import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import type { Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getI18n } from 'react-i18next';
import { z } from 'zod';
import validation from '../../../locales/en-US/validation.json';
import type { MessageKey } from '../../lib/messageKey';
import { phoneSchema } from '../../lib/validation/phone';
import { Button } from '../../ui/Button';
import { PhoneField } from './fields';
import { useAppForm, type AppForm, type FormControls } from './useAppForm';

getI18n().addResourceBundle('en-US', 'validation', validation);
getI18n().addResourceBundle('en-US', 'demo', { taken: 'This number is already in use.' });

const schema = z.object({ phone: phoneSchema() });
type Values = z.input<typeof schema>;
type OnSubmit = (values: z.output<typeof schema>, controls: FormControls<Values>) => 'stay';

interface Harness {
  /** The form of the last render, to read what it holds. */
  form?: AppForm<Values>;
}

function PhoneForm({
  harness,
  initial = '',
  onSubmit = () => 'stay',
  inputRef,
}: {
  harness: Harness;
  initial?: string;
  onSubmit?: OnSubmit;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const form = useAppForm({ schema, defaultValues: { phone: initial }, onSubmit });
  harness.form = form;
  return (
    <form noValidate onSubmit={form.submit}>
      <PhoneField form={form} name="phone" label="Mobile number" ref={inputRef} />
      <Button type="submit">Save</Button>
    </form>
  );
}

function renderForm(props: Omit<Parameters<typeof PhoneForm>[0], 'harness'> = {}) {
  const harness: Harness = {};
  const user = userEvent.setup();
  render(<PhoneForm harness={harness} {...props} />);
  return {
    user,
    harness,
    input: screen.getByRole('textbox', { name: 'Mobile number' }),
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

// PhoneInput fills its country list once libphonenumber-js has arrived (it is loaded with import()).
const loaded = () => screen.findByRole('option', { name: 'United Kingdom +44' }, { timeout: 10_000 });

describe('PhoneField', () => {
  it('is labelled and starts from the form value, split into country and national number', async () => {
    const { harness, input } = renderForm({ initial: '+442079460958' });
    await loaded();
    await waitFor(() => expect(input).toHaveValue('020 7946 0958'));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    expect(input).toHaveAttribute('name', 'phone');
    expect(harness.form!.form.getValues('phone')).toBe('+442079460958');
  });

  it('puts the E.164 number in the form as the person types, and submits it', async () => {
    const onSubmit = vi.fn<OnSubmit>(() => 'stay');
    const { user, harness, input, save } = renderForm({ onSubmit });
    await loaded();
    await user.type(input, '(201) 555-0123');
    expect(harness.form!.form.getValues('phone')).toBe('+12015550123');
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ phone: '+12015550123' });
  });

  it('shows the schema error translated, and focuses the number', async () => {
    const onSubmit = vi.fn<OnSubmit>(() => 'stay');
    const { user, input, save } = renderForm({ onSubmit });
    await loaded();
    await user.type(input, '12345');
    await user.click(save);
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Enter a valid phone number.');
    expect(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('drops a server error on the first edit', async () => {
    const { user, harness, input } = renderForm({ initial: '+12015550123' });
    await loaded();
    await waitFor(() => expect(input).toHaveValue('(201) 555-0123'));
    // Set outside a submit and before the field was left: react-hook-form alone would keep it.
    act(() => harness.form!.setFieldError('phone', 'demo:taken' as MessageKey));
    expect(await screen.findByText('This number is already in use.')).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    // An edit that leaves a valid number: validation now runs on every change.
    await user.type(input, '{Backspace}3');
    expect(screen.queryByText('This number is already in use.')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it("gives the ref passed in the number input, beside the form's own ref", async () => {
    const inputRef = createRef<HTMLInputElement>();
    const { harness, input } = renderForm({ inputRef });
    expect(inputRef.current).toBe(input);
    await loaded();
    // The form's own ref is there too: it focuses the field on an error.
    act(() => harness.form!.setFieldError('phone', 'demo:taken' as MessageKey));
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('gives a callback ref the input as well', async () => {
    const inputRef = vi.fn();
    const { input } = renderForm({ inputRef });
    expect(inputRef).toHaveBeenCalledWith(input);
    await loaded();
  });
});
