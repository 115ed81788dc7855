/**
 * The form kit's own words: what the required marker means (on a form whose schema requires a field)
 * and why the submit is unavailable while it is, so a disabled button never leaves the person guessing;
 * and how often typing renders it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import common from '../../../locales/en-US/common.json';
import validation from '../../../locales/en-US/validation.json';
import { VALIDATION_MESSAGES } from '../../lib/validation/messages';
import { TextField } from '../../ui/Field';
import { FormShell, type FormBlock } from './FormShell';
import { useAppForm } from './useAppForm';
import { renderCounted } from '../../../tests/render-counted';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-US',
  fallbackLng: 'en-US',
  defaultNS: 'common',
  resources: { 'en-US': { common, validation } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, VALIDATION_MESSAGES.required)),
  note: z.string(),
});

/** The same fields, none of them required. */
const optionalSchema = z.object({ name: z.string(), note: z.string() });

function DemoForm({ marked, blocked }: { marked: boolean; blocked?: (note: string) => FormBlock }) {
  const form = useAppForm({
    schema: marked ? schema : optionalSchema,
    defaultValues: { name: '', note: '' },
    onSubmit: () => 'stay',
  });
  const note = form.form.watch('note');
  return (
    <FormShell form={form} submitLabel="Save" {...(blocked && { blocked: blocked(note) })}>
      <TextField {...form.field('name')} label="Name" required={marked} />
      <TextField {...form.field('note')} label="Note" />
    </FormShell>
  );
}

function renderForm(props: Parameters<typeof DemoForm>[0]) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <DemoForm {...props} />
    </I18nextProvider>,
  );
  return { user, save: screen.getByRole('button', { name: 'Save' }) };
}

const NOTE = common.form.requiredNote;
const FILL = common.form.fillRequired;

describe('FormShell: the required marker explained', () => {
  it('says what the asterisk means on a form whose schema requires a field, before the fields', () => {
    renderForm({ marked: true });
    const note = screen.getByText(NOTE);
    expect(note).toBeVisible();
    expect(note.compareDocumentPosition(screen.getByLabelText(/^Name/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('says nothing about it on a form whose schema requires no field (so it marks none)', () => {
    renderForm({ marked: false });
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});

describe('FormShell: why the submit is unavailable', () => {
  it('while a required field is blank (the product keeps it disabled then): says so, and the button is described by it', async () => {
    const { user, save } = renderForm({ marked: true });
    expect(save).toBeDisabled();
    expect(screen.getByText(FILL)).toBeVisible();
    expect(save).toHaveAccessibleDescription(FILL);
    await user.type(screen.getByLabelText(/^Name/), 'Ava');
    expect(save).toBeEnabled();
    expect(screen.queryByText(FILL)).not.toBeInTheDocument();
    expect(save).not.toHaveAccessibleDescription();
  });

  it("a screen's own block shows its own reason, and goes with it", async () => {
    const { user, save } = renderForm({
      marked: true,
      blocked: (note) => ({ when: note !== 'ok', reason: 'Write ok in the note.' }),
    });
    await user.type(screen.getByLabelText(/^Name/), 'Ava');
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Write ok in the note.');
    await user.type(screen.getByLabelText(/^Note/), 'ok');
    expect(save).toBeEnabled();
    expect(screen.queryByText('Write ok in the note.')).not.toBeInTheDocument();
  });
});

describe('FormShell: typing re-renders the form only when what it shows changes', () => {
  function TypingForm() {
    const form = useAppForm({ schema, defaultValues: { name: '', note: '' }, onSubmit: () => 'stay' });
    return (
      <FormShell form={form} submitLabel="Save">
        <TextField {...form.field('name')} label="Name" required />
        <TextField {...form.field('note')} label="Note" />
      </FormShell>
    );
  }

  const renderTypingForm = () => renderCounted(<TypingForm />, i18n);

  it('a required field: once, as it stops being blank, however many characters follow', async () => {
    const { user, commits } = renderTypingForm();
    await user.type(screen.getByLabelText(/^Name/), 'Avery Jones');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(commits.count).toBeLessThanOrEqual(2);
  });

  it('an optional field with nothing to say: at most once (its first edit), not per character', async () => {
    const { user, commits } = renderTypingForm();
    await user.type(screen.getByLabelText(/^Note/), 'Left at the desk');
    expect(screen.getByLabelText(/^Note/)).toHaveValue('Left at the desk');
    expect(commits.count).toBeLessThanOrEqual(1);
  });
});
