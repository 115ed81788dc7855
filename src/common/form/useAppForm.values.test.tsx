/** A field's message with values: `{{max}}` from the schema's bound, the rest from setFieldError. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useAppForm } from './useAppForm';
import type { MessageKey } from '../../lib/messageKey';

/** A key of this test's own `demo` catalogue, which the typed keys (src/i18next.d.ts) do not know. */
const demo = (key: string) => key as MessageKey;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: {
    'en-US': {
      demo: {
        tooLong: 'Use at most {{max}} characters.',
        tooFew: 'Pick at least {{min}} of the {{total}} options.',
      },
    },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

describe('a message with values', () => {
  const bounded = z.object({ code: z.string().max(4, demo('demo:tooLong')) });
  function BoundedForm() {
    const form = useAppForm({ schema: bounded, defaultValues: { code: '' }, onSubmit: () => 'stay' });
    return (
      <form noValidate onSubmit={form.submit}>
        <TextField {...form.field('code')} label="Code" />
        <Button
          variant="secondary"
          onClick={() => form.setFieldError('code', demo('demo:tooFew'), { min: 2, total: 5 })}
        >
          Check
        </Button>
      </form>
    );
  }
  const renderBounded = () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <BoundedForm />
      </I18nextProvider>,
    );
    return { user, code: screen.getByRole('textbox', { name: 'Code' }) };
  };

  it("shows the schema's bound in its message, not the braces", async () => {
    const { user, code } = renderBounded();
    await user.type(code, 'ABCDE');
    expect(await screen.findByText('Use at most 4 characters.')).toBeInTheDocument();
    expect(screen.queryByText(/\{\{/)).toBeNull();
  });

  it('shows the values setFieldError is given', async () => {
    const { user } = renderBounded();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Pick at least 2 of the 5 options.')).toBeInTheDocument();
  });
});

describe('one parse per validation', () => {
  it('reads a failed value once, its message and values both from that parse', async () => {
    let parses = 0;
    const counted = z.object({
      code: z.string().refine(
        (value) => {
          parses += 1;
          return value.length <= 4;
        },
        { message: demo('demo:tooLong'), params: { max: 4 } },
      ),
    });
    function CountedForm() {
      const form = useAppForm({ schema: counted, defaultValues: { code: 'ABCDE' }, onSubmit: () => 'stay' });
      return (
        <form noValidate onSubmit={form.submit}>
          <TextField {...form.field('code')} label="Code" />
          <Button type="submit">Send</Button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <CountedForm />
      </I18nextProvider>,
    );
    parses = 0; // what the form read of its schema as it mounted (which fields are required)
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Use at most 4 characters.')).toBeInTheDocument();
    expect(parses).toBe(1);
  });
});

describe('what a field holds when the form takes it', () => {
  const schema = z.object({ name: z.string().min(1), other: z.string() });
  /**
   * The field's input is on the page before the form takes it (`attached` false: the code that
   * registers it has not arrived, as a lazy chunk's), and the person has typed into it meanwhile.
   */
  function LateForm({ attached }: { attached: boolean }) {
    const form = useAppForm({ schema, defaultValues: { name: '', other: '' }, onSubmit: () => 'stay' });
    const dirty = form.form.formState.isDirty;
    return (
      <form noValidate onSubmit={form.submit}>
        <TextField {...(attached ? form.field('name') : { name: 'name' })} label="Name" />
        <TextField {...form.field('other')} label="Other" />
        <p>{dirty ? 'dirty' : 'clean'}</p>
        <Button {...form.submitProps()}>Save</Button>
      </form>
    );
  }

  it('keeps the text and counts it: value, dirty state, the submit enabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <LateForm attached={false} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ava');
    rerender(
      <I18nextProvider i18n={i18n}>
        <LateForm attached />
      </I18nextProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ava');
    expect(await screen.findByText('dirty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('counts text a script sets on the input, which React alone does not see as a change', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LateForm attached />
      </I18nextProvider>,
    );
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    // As a password manager's script fills: the element's value, then an input event. React's change
    // detection records the value as it is set, so the event looks like no change and onChange stays quiet.
    await act(async () => {
      name.value = 'Ava';
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(await screen.findByText('dirty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
