/**
 * The one way to build a form (every form but sign-in, which stays on plain state for its bundle):
 * react-hook-form with a zod schema from `src/lib/validation`, plus what every form of this app needs
 * and would otherwise re-implement, each once here:
 *
 * - one request per submit: a ref, so clicks and Enter however fast (even in the same tick) start one
 *   `onSubmit`;
 * - the leaving lock: `onSubmit` resolves `'leaving'` when the page moves on (a result page, a
 *   navigation, a modal that ends the flow) and the form stays locked and busy until it unmounts;
 *   `'stay'` unlocks it for another try;
 * - server errors: on a field (`setFieldError`: shown under it, focused) or on the form (`setFormError`:
 *   the error block `<FormError>`, which focuses itself), cleared as soon as the person edits;
 * - "Error: " before the document title once a submit left errors on the form (../documentTitle.ts);
 * - a field's error said aloud as it appears or changes (./useFieldErrorNews.ts, FormShell's live region);
 * - focus on the first invalid field after client validation (react-hook-form's `shouldFocusError`,
 *   which needs the field's `ref`: spread `field(name)` on a kit field, they pass it to the `<input>`);
 * - the field model: validation on change and on submit, and the submit button
 *   (`<Button {...form.submitProps()}>`) disabled while a required text field is blank
 *   (./requiredFields.ts) and busy while a submit is in progress; Enter in a field of such a form
 *   shows what is missing rather than doing nothing, and what was typed stays;
 * - `busy` for the submit button, and `slow` once a request has run for SLOW_REQUEST_MS, which
 *   `<FormError slow>` says in words (a spinner alone does not tell anyone whether to wait);
 * - transient failures (./transient.ts: 5xx, 429, no answer, timeout): an error that `onSubmit` lets
 *   escape and that is transient becomes the error block naming it, with a Try again button that sends
 *   the same values again; the person stays on the form with what they typed. So a screen's outcome
 *   function maps the answers it knows and lets a transient one through (`if (isTransientFailure(error))
 *   throw error`), never turning it into a result page.
 *
 * - text an input holds when the form takes it (typed or autofilled before the code that registers it
 *   arrived) counts: values, dirty state, validation; react-hook-form would write the default over it;
 *   so does text a script puts in it later (a password manager setting the element's value, then
 *   sending an input event), which React's change detection does not report (`catchUpWithScripts`).
 *
 * Messages are i18n keys (schemas stay language-free, see src/lib/validation/messages.ts); `field()`
 * translates them with their values: a `{{max}}` or `{{min}}` says the bound of the check that failed,
 * a refinement's `params` and `setFieldError`'s `values` fill the rest. Examples: ResetPasswordPage
 * (src/features/recovery; a form-level error about its one field) and src/common/password/ChangePasswordForm.
 *
 * Schemas: `zod/mini` (src/lib/validation/email.ts says why); the hook is typed on `zod/v4/core`.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { BaseSyntheticEvent, KeyboardEvent } from 'react';
import {
  get,
  set,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z4 from 'zod/v4/core';
import type { MessageKey } from '../../lib/messageKey';
import { hasBlankRequired, requiredCheckboxes, requiredTextFields } from './requiredFields';
import { useRequestLock, type FormErrorContent, type SubmitOutcome } from './useRequestLock';
import { useErrorTitle } from '../documentTitle';
import { schemaResolver, type KeyedError, type MessageValues } from './schemaResolver';
import { useFieldErrorNews } from './useFieldErrorNews';
import { catchUpWithScripts, heldText } from './heldText';
import { firstScreenValues, handOverFirstScreen } from '../prerendered/takeOver';
import { nextTask } from '../../lib/nextTask';

export type { FormErrorContent, MessageValues, SubmitOutcome };

/** What `onSubmit` (or the screen, later) may do to the form; typed values always stay. */
export interface FormControls<TValues extends FieldValues> {
  /** An error on a field (an i18n key, with the values it interpolates), shown under it; the field takes the focus. */
  setFieldError: (name: Path<TValues>, messageKey: MessageKey, values?: MessageValues) => void;
  /**
   * An error about the request (i18n keys), shown in the error block, which takes the focus. `field`
   * names the field it is about: it is marked invalid and described by the block too.
   */
  setFormError: (error: FormErrorContent & { field?: Path<TValues> }) => void;
  /** Empties the form (or sets `values`) and drops every error. */
  reset: (values?: DefaultValues<TValues>) => void;
}

export interface UseAppFormOptions<TSchema extends z4.$ZodType<unknown, FieldValues>> {
  schema: TSchema;
  defaultValues: DefaultValues<z4.input<TSchema>>;
  /**
   * Runs once per submit with the parsed values (the schema's output: trimmed, say), after client
   * validation passed; the form is busy until it settles. A thrown transient failure (./transient.ts)
   * becomes the error block with a retry; any other thrown error unlocks the form and is rethrown: map
   * failures to `controls` instead.
   */
  onSubmit: (
    values: z4.output<TSchema>,
    controls: FormControls<z4.input<TSchema>>,
  ) => Promise<SubmitOutcome> | SubmitOutcome;
}

/** Props for a kit field (`TextField`, `PasswordField`): spread them, then add label and the rest. */
export interface AppFieldProps<TName extends string> extends UseFormRegisterReturn<TName> {
  /** The text the field starts with, when it starts with any. */
  defaultValue?: string;
  /** Enter while the submit button is disabled for a blank field: validates, so the person is told. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** The translated message of the field's error, if any. */
  error: string | undefined;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** The submit button's props: spread them on the kit's `Button`. */
export interface SubmitButtonProps {
  type: 'submit';
  busy: boolean;
  /** A required field is blank (or the screen's own `blocked`); never while busy, so focus stays. */
  disabled: boolean;
}

export interface AppForm<TValues extends FieldValues> extends FormControls<TValues> {
  /** react-hook-form's API, for `watch`/`useWatch` and anything else the pattern does not wrap. */
  form: UseFormReturn<TValues, unknown, FieldValues>;
  /** Props for the field `name`. `describedBy`: ids of other elements describing it (a requirements list). */
  field: <TName extends Path<TValues>>(
    name: TName,
    options?: { describedBy?: string },
  ) => AppFieldProps<TName>;
  /** The form's `onSubmit` handler (also callable without an event, e.g. on Enter). */
  submit: (event?: BaseSyntheticEvent) => void;
  /** A request is in flight or the page is leaving: the submit button's `busy`. */
  busy: boolean;
  /**
   * The submit button's props, the one rule for every form: disabled while a required field is blank
   * or `blocked` (a screen's own condition, a code not yet complete), busy while a submit runs;
   * `finished`: the form's work is done and something else took over (a modal): disabled, not busy.
   */
  submitProps: (options?: { blocked?: boolean; finished?: boolean }) => SubmitButtonProps;
  /** A required text field is blank: the submit waits for it, and `FormShell` says so beside it. */
  blankRequired: boolean;
  /**
   * The schema has a required field (./requiredFields.ts), which the screen marks (`required` on the
   * kit's field): `FormShell` says once what the marker means.
   */
  hasRequiredFields: boolean;
  /** The request has been in flight for SLOW_REQUEST_MS: `<FormError slow={form.slow}>` says so. */
  slow: boolean;
  /** The error block's content, for `<FormError>`; null when there is none. */
  formError: (FormErrorContent & { key: number }) | null;
  /** The error block's id (the fields it is about point at it). */
  formErrorId: string;
  /** A field error that appeared or changed as the person typed, for the form's live region. */
  fieldNews: string;
}

export function useAppForm<TSchema extends z4.$ZodType<unknown, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
}: UseAppFormOptions<TSchema>): AppForm<z4.input<TSchema>> {
  type Values = z4.input<TSchema>;
  const { i18n } = useTranslation();
  const formErrorId = `${useId()}-form-error`;
  const lock = useRequestLock<Path<Values>>();
  const { setError: setFormErrorState, error: formError } = lock;

  // The route's first screen (src/common/prerendered/firstScreen.ts), when the page has one: what was
  // typed there is in the form from its first render (its values at the start, so that every watch of
  // the form, the required fields' and a screen's own, starts from them).
  const [{ typedAtStart, startValues }] = useState(() => {
    const typed = firstScreenValues((name) => get(defaultValues, name) !== undefined);
    if (typed.length === 0) return { typedAtStart: typed, startValues: defaultValues };
    const start = structuredClone(defaultValues) as FieldValues;
    for (const [name, value] of typed) set(start, name, value);
    return { typedAtStart: typed, startValues: start };
  });
  const form = useForm<Values, unknown, FieldValues>({
    resolver: schemaResolver<Values>(schema),
    // Validation runs on change and on submit. Not on leaving a field: that would clear
    // a server's error on a field the person only passed through (and move what was under the pointer,
    // such as the taken email's reset offer, away mid-click). Enter on a blank form says what is missing.
    mode: 'onChange',
    defaultValues: startValues as DefaultValues<Values>,
  });
  const { setError, clearErrors, handleSubmit, register, formState } = form;
  const required = useMemo(
    () => {
      const text = requiredTextFields(schema, defaultValues);
      return { text, any: text.length > 0 || requiredCheckboxes(schema, defaultValues).length > 0 };
    },
    // The schema and the fields are fixed for a form's life; a literal passed anew must not recompute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema],
  );
  // A form that was sent and shows errors says so in the document title ("Error: …"): the title is
  // what a screen reader reads first on arrival and what a tab shows. Before the first submit the
  // errors are hints while typing, not a failed attempt.
  useErrorTitle(formError !== null || (formState.isSubmitted && Object.keys(formState.errors).length > 0));
  const fieldNews = useFieldErrorNews(formState.errors);
  // Whether a required field is blank, recomputed as values change but a new render only when the
  // answer does: watching the values themselves would render the screen on every keystroke.
  const blank = useWatch({
    control: form.control,
    compute: (values) => hasBlankRequired(required.text, values as Record<string, unknown>),
  });
  const busy = formState.isSubmitting || lock.leaving;

  const setFieldError = useCallback(
    (name: Path<Values>, messageKey: MessageKey, values?: MessageValues) =>
      setError(name, { type: 'server', message: messageKey, ...(values && { values }) } as KeyedError, {
        shouldFocus: true,
      }),
    [setError],
  );
  const setFormError = useCallback(
    ({ titleKey, messageKey, field }: FormErrorContent & { field?: Path<Values> }) =>
      setFormErrorState({ titleKey, messageKey, field }),
    [setFormErrorState],
  );
  // The first render's values: a literal passed anew on every render must not change what reset restores.
  const [initialValues] = useState(defaultValues);
  const reset = useCallback(
    (values?: DefaultValues<Values>) => {
      form.reset(values ?? initialValues);
      setFormErrorState(null);
    },
    [form, initialValues, setFormErrorState],
  );
  const controls: FormControls<Values> = { setFieldError, setFormError, reset };

  const send = (values: FieldValues) =>
    lock.run(
      () => onSubmit(values as z4.output<TSchema>, controls),
      // Through the form's own submit, so what is typed by then is validated and sent.
      () => void submitRef.current(),
    );
  const submit = handleSubmit(send);
  const submitRef = useRef<() => Promise<void>>(() => Promise.resolve());
  useEffect(() => {
    submitRef.current = () => submit();
  });

  // After the first commit, in tasks of their own, the screen gives way (../prerendered/takeOver.ts). What
  // was typed there since the first render is set once every watch of the form has subscribed (in this
  // commit's later layout effects: a value set before would not reach them), as typed: the page's own
  // defaults are the form's again, so the text is a change (dirty) and a reset empties it. It is rendered
  // before the screen goes, so a key pressed next (Enter on the app's field, as the screen gives way on a
  // slow phone) meets a submit enabled by it, not the first render's. Then a submit pressed there is sent,
  // once, or the text is validated as typed.
  useLayoutEffect(() => {
    // The fields the screen has held text for; one emptied there since is emptied in the form too.
    const adopted = new Set(typedAtStart.map(([name]) => name as Path<Values>));
    let first = true;
    return handOverFirstScreen({
      adopt: () => {
        const now = new Map(firstScreenValues((name) => form.getValues(name as Path<Values>) !== undefined));
        const changed = [...new Set([...adopted, ...(now.keys() as Iterable<Path<Values>>)])].flatMap(
          (name): [Path<Values>, unknown][] => {
            const value = now.has(name) ? now.get(name) : get(defaultValues, name);
            // At first every text is set, as typed (dirty); then only what changed.
            return (first && now.has(name)) || form.getValues(name) !== value ? [[name, value]] : [];
          },
        );
        const reset = first && now.size > 0;
        first = false;
        if (!reset && changed.length === 0) return;
        flushSync(() => {
          if (reset) form.reset(defaultValues, { keepValues: true });
          for (const [name, value] of changed) {
            form.setValue(name, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
            adopted.add(name);
          }
        });
      },
      gone: (submitPressed) => {
        if (submitPressed) void submit();
        // Validated once, all of them as one change, in a task of its own: a field's own validation
        // would check a pair (an email and its confirmation) against the other's old value.
        else if (adopted.size > 0) void nextTask().then(() => form.trigger([...adopted]));
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the form's first commit
  }, []);

  /** The inputs the form has taken: what each held then is adopted once (`heldText`). */
  const attached = useRef(new WeakSet<Element>());
  const field = <TName extends Path<Values>>(
    name: TName,
    { describedBy }: { describedBy?: string } = {},
  ): AppFieldProps<TName> => {
    const registered = register(name);
    const attach = registered.ref;
    // The errors alone: reading the whole field state would render the form on its dirty and touched changes too.
    const error = get(formState.errors, name) as KeyedError | undefined;
    const message = error?.message;
    const blockIsAboutThis = formError?.field === name;
    const describedByIds = [describedBy, blockIsAboutThis ? formErrorId : undefined].filter(Boolean);
    // A server's verdict was about the old value: it goes with the first edit, at once. The
    // validation on change replaces it too, but only once the schema's asynchronous parse answers.
    const edited = () => {
      if (form.getFieldState(name).error?.type === 'server') clearErrors(name);
      setFormErrorState(null);
    };
    /** Text the input holds that the form has not: counted as typed (value, dirty, validated). */
    const adopt = (text: string) => {
      if ((form.getValues(name) ?? '') === text) return;
      edited();
      form.setValue(name, text as PathValue<Values, TName>, { shouldDirty: true, shouldValidate: true });
    };
    // In the markup too (the form sets it through the ref): a page rendered before any script (its first
    // screen, scripts/build/first-screens/) shows the text a field starts with.
    const start: unknown = get(startValues, name);
    return {
      ...registered,
      ...(typeof start === 'string' && start !== '' && { defaultValue: start }),
      name,
      ref: (element: unknown) => {
        // Once per input (React calls a new ref callback on every render).
        const fresh = element instanceof Element && !attached.current.has(element);
        const held = fresh ? heldText(element) : '';
        if (fresh) {
          attached.current.add(element);
          catchUpWithScripts(element, () => adopt(heldText(element)));
        }
        attach(element);
        // What the input held before the form took it counts as typed.
        if (held) adopt(held);
      },
      onChange: (event) => {
        edited();
        return registered.onChange(event);
      },
      onKeyDown: (event) => {
        // The disabled submit button makes the browser ignore Enter: say instead what is missing.
        const multiline = event.currentTarget instanceof HTMLTextAreaElement;
        if (event.key !== 'Enter' || multiline || busy || !blank) return;
        event.preventDefault();
        void submit();
      },
      // A key: the schemas' messages (src/lib/validation) or setFieldError's, both MessageKeys;
      // react-hook-form types it string.
      error: message ? i18n.t(message as MessageKey, error?.values ?? {}) : undefined,
      ...(describedByIds.length ? { 'aria-describedby': describedByIds.join(' ') } : {}),
      ...(blockIsAboutThis ? { 'aria-invalid': true as const } : {}),
    };
  };

  return {
    ...controls,
    form,
    field,
    submit: (event) => void submit(event),
    busy,
    submitProps: ({ blocked = false, finished = false } = {}) => ({
      type: 'submit',
      busy: busy && !finished,
      disabled: finished || (!busy && (blank || blocked)),
    }),
    blankRequired: blank,
    hasRequiredFields: required.any,
    slow: lock.slow,
    formError: formError
      ? {
          titleKey: formError.titleKey,
          messageKey: formError.messageKey,
          key: formError.key,
          retry: formError.retry,
          failure: formError.failure,
        }
      : null,
    formErrorId,
    fieldNews,
  };
}
