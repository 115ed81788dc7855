/**
 * The form pattern's side of a route's first screen (src/common/prerendered/firstScreen.ts): at the
 * form's first commit the screen gives way, with what was typed, the focus and a pending submit.
 */
import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useWatch } from 'react-hook-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import common from '../../../locales/en-US/common.json';
import validation from '../../../locales/en-US/validation.json';
import { emailSchema } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { FIRST_SCREEN_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE } from '../prerendered/firstScreen';
import { PRERENDERED_FRAME_ID } from '../prerendered/frame';
import { readAsFirstScreenGoes } from '../prerendered/takeOver';
import { useAppForm, type SubmitOutcome } from './useAppForm';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { common, validation } },
  defaultNS: 'common',
  initAsync: false,
});

const schema = z.object({ email: emailSchema, remember: z.boolean() });

function DemoForm({
  onSubmit,
  afterFirstRead,
}: {
  onSubmit: (values: z.output<typeof schema>) => SubmitOutcome;
  /** Runs after the hook has read the screen, before the commit: typing that lands in between. */
  afterFirstRead?: () => void;
}) {
  const form = useAppForm({ schema, defaultValues: { email: '', remember: false }, onSubmit });
  afterFirstRead?.();
  // A screen's own watch, after the hook (as the email-only forms block their submit on it).
  const email = useWatch({ control: form.form.control, name: 'email' });
  return (
    <form noValidate onSubmit={form.submit}>
      <TextField {...form.field('email')} label="Email" type="email" />
      <input type="checkbox" {...form.field('remember')} aria-label="Remember" />
      <Button {...form.submitProps({ blocked: !email.includes('@') })}>Send</Button>
      <button type="button" onClick={() => form.form.reset()}>
        Start over
      </button>
      <output aria-label="changed">{String(form.form.formState.isDirty)}</output>
    </form>
  );
}

/** The document as the build writes it for a route with a first screen, the screen shown. */
function withScreen({ pending = false } = {}) {
  document.body.innerHTML =
    `<div id="${PRERENDERED_FRAME_ID}" ${FIRST_SCREEN_ATTRIBUTE}="demo" ${pending ? PENDING_SUBMIT_ATTRIBUTE : ''}>` +
    '<form><input type="email" name="email" aria-label="screen email"><input type="checkbox" name="remember">' +
    '<input name="unknown" value="not the form\'s"><button type="submit">Send</button></form></div>' +
    '<div id="root" hidden></div>';
  const field = document.querySelector<HTMLInputElement>(`#${PRERENDERED_FRAME_ID} input[name="email"]`)!;
  field.value = 'ava@example.com';
  document.querySelector<HTMLInputElement>(`#${PRERENDERED_FRAME_ID} input[name="remember"]`)!.checked = true;
  field.focus();
  return document.getElementById('root')!;
}

function renderForm(root: HTMLElement, onSubmit = vi.fn<() => SubmitOutcome>(() => 'stay')) {
  render(
    <I18nextProvider i18n={i18n}>
      <DemoForm onSubmit={onSubmit} />
    </I18nextProvider>,
    { container: root },
  );
  return onSubmit;
}

/** The screen while it is on the page. */
const screenFrame = () => document.getElementById(PRERENDERED_FRAME_ID);

/** Until the screen has given way to the form (in the tasks after its first commit). */
const givenWay = () => waitFor(() => expect(screenFrame()).toBeNull());

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a first screen taken over by the form', () => {
  it('stays through the first commit, then gives way: the text and tick by name, the focus on the same field, #root shown', async () => {
    const root = withScreen();
    const onSubmit = renderForm(root);
    // The commit's task ends with the screen still the page, the app's form out of the document (one field
    // by its label, the screen's): its removal and the focus's move are tasks of their own.
    expect(screenFrame()).not.toBeNull();
    expect(root.isConnected).toBe(false);
    expect(screen.getByLabelText('screen email')).toHaveFocus();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await givenWay();
    expect(root.isConnected).toBe(true);
    expect(root.hidden).toBe(false);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ava@example.com');
    expect(email).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Remember' })).toBeChecked();
    // The screen's own watch of the field sees the text too.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the focus on a control no field names (its submit button), never losing it to <body>', async () => {
    const root = withScreen();
    document.querySelector<HTMLElement>(`#${PRERENDERED_FRAME_ID} button[type="submit"]`)!.focus();
    renderForm(root);
    await givenWay();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it("moves the focus from the screen's skip link to the app's, whose target has no prefix", async () => {
    const root = withScreen();
    const skip = document.createElement('a');
    skip.href = '#first-main';
    skip.textContent = 'Skip';
    document.getElementById(PRERENDERED_FRAME_ID)!.prepend(skip);
    skip.focus();
    render(
      <I18nextProvider i18n={i18n}>
        <a href="#main">Skip</a>
        <DemoForm onSubmit={() => 'stay'} />
      </I18nextProvider>,
      { container: root },
    );
    await givenWay();
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveFocus();
  });

  it('a watch declared after the hook sees text typed between the first render and the commit', async () => {
    const root = withScreen();
    const field = document.querySelector<HTMLInputElement>(`#${PRERENDERED_FRAME_ID} input[name="email"]`)!;
    field.value = '';
    let typed = false;
    const typeOnce = () => {
      if (!typed) field.value = 'late@example.com';
      typed = true;
    };
    render(
      <I18nextProvider i18n={i18n}>
        <DemoForm onSubmit={() => 'stay'} afterFirstRead={typeOnce} />
      </I18nextProvider>,
      { container: root },
    );
    await givenWay();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('late@example.com');
  });

  it('takes what was typed after the commit too, rendered before the screen goes: Enter then meets an enabled submit', async () => {
    const root = withScreen();
    const field = document.querySelector<HTMLInputElement>(`#${PRERENDERED_FRAME_ID} input[name="email"]`)!;
    field.value = 'ava';
    renderForm(root);
    // Typed on the screen after the commit, before it gave way.
    field.value = 'ava@example.com';
    // What the app's submit is at the moment the screen goes (the reads asked then run just before).
    let submitAsTheScreenGoes: HTMLButtonElement | undefined;
    const stop = readAsFirstScreenGoes(() => {
      submitAsTheScreenGoes = root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    });
    await givenWay();
    stop();
    expect(submitAsTheScreenGoes).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ava@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('empties in the form what was emptied on the screen after the first render: text and tick', async () => {
    const root = withScreen();
    renderForm(root);
    document.querySelector<HTMLInputElement>(`#${PRERENDERED_FRAME_ID} input[name="email"]`)!.value = '';
    document.querySelector<HTMLInputElement>(`#${PRERENDERED_FRAME_ID} input[name="remember"]`)!.checked =
      false;
    await givenWay();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember' })).not.toBeChecked();
  });

  it('validates what was typed, once the screen has gone', async () => {
    const root = withScreen();
    document.querySelector<HTMLInputElement>(`#${PRERENDERED_FRAME_ID} input[name="email"]`)!.value = 'ava@';
    renderForm(root);
    await givenWay();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/valid/i),
    );
  });

  it('unmounted before the screen gave way (a result page in its place), the screen goes as for any first commit', async () => {
    const root = withScreen();
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <DemoForm onSubmit={() => 'stay'} />
      </I18nextProvider>,
      { container: root },
    );
    unmount();
    await givenWay();
    expect(root.isConnected).toBe(true);
    expect(root.hidden).toBe(false);
  });

  it("is taken over once under StrictMode's second mount", async () => {
    const root = withScreen({ pending: true });
    const onSubmit = vi.fn<() => SubmitOutcome>(() => 'stay');
    render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <DemoForm onSubmit={onSubmit} />
        </I18nextProvider>
      </StrictMode>,
      { container: root },
    );
    await givenWay();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it("counts the screen's text as typed: a change, which a reset empties", async () => {
    renderForm(withScreen());
    await waitFor(() => expect(screen.getByRole('status', { name: 'changed' })).toHaveTextContent('true'));
    screen.getByRole('button', { name: 'Start over' }).click();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Remember' })).not.toBeChecked();
  });

  it('sends a submit pressed on the screen once, with what was typed', async () => {
    const onSubmit = renderForm(withScreen({ pending: true }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([{ email: 'ava@example.com', remember: true }, expect.anything()]);
  });

  it("leaves sign-in's frame (no first screen) alone", () => {
    document.body.innerHTML = `<div id="${PRERENDERED_FRAME_ID}"><input name="email" value="x"></div><div id="root"></div>`;
    renderForm(document.getElementById('root')!);
    expect(document.getElementById(PRERENDERED_FRAME_ID)).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });
});
