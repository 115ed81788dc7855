import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailSchema, isValidEmail } from '../../lib/validation';
import { Alert, Button, TextField } from '../../ui';

const schema = z.object({ email: emailSchema });
type Values = z.input<typeof schema>;

/** What a screen may do to the form after its call failed; the typed address always stays. */
export interface EmailRequestFormControls {
  /** An error about the address (an i18n key), shown on the field, which takes the focus. */
  setFieldError: (messageKey: string) => void;
  /** An error about the request as a whole (i18n keys), shown in the error block, which takes the focus. */
  setFormError: (titleKey: string, messageKey: string) => void;
  /** Empties the form (after a request that leaves the page). */
  reset: () => void;
}

export interface EmailRequestFormProps {
  /**
   * Runs once per submit with the trimmed address; the form is busy until it settles. Resolve `'leaving'`
   * when the page is moving on (a result page): the form then stays locked until it unmounts, so no
   * click or Enter during the navigation can send a second request. `'stay'` unlocks it.
   */
  onSubmit: (email: string, controls: EmailRequestFormControls) => Promise<'leaving' | 'stay'>;
  /** The request is in flight (the mutation's `isPending`). */
  pending: boolean;
  /** Cancel or Back, placed before the submit button. */
  secondaryAction: ReactNode;
  /** Defaults to "Submit". */
  submitLabel?: string;
  /** Marks the field as required (the single-sign-on form). */
  required?: boolean;
}

/**
 * The email-only form of forgot password, forgot username, single sign-on and self-registration
 * (spec section 5): one address field, submit enabled only while the text is an address, one request
 * per submit however fast the clicks, Enter on an invalid address shows why instead of doing nothing.
 */
export function EmailRequestForm({
  onSubmit,
  pending,
  secondaryAction,
  submitLabel,
  required,
}: EmailRequestFormProps) {
  const { t } = useTranslation(['recovery', 'validation']);
  const errorBlockRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);
  const [formError, setFormError] = useState<{ titleKey: string; messageKey: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setFocus,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (formError) errorBlockRef.current?.focus();
  }, [formError]);

  const email = watch('email');
  const canSubmit = isValidEmail(email);
  const busy = pending || isSubmitting || leaving;

  const controls: EmailRequestFormControls = {
    setFieldError: (messageKey) => {
      setError('email', { type: 'server', message: messageKey });
      setFocus('email');
    },
    setFormError: (titleKey, messageKey) => setFormError({ titleKey, messageKey }),
    reset: () => {
      reset({ email: '' });
      setFormError(null);
    },
  };

  const submit = handleSubmit(async ({ email: address }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    let outcome: 'leaving' | 'stay' = 'stay';
    try {
      outcome = await onSubmit(address, controls);
    } finally {
      if (outcome === 'leaving') setLeaving(true);
      else inFlight.current = false;
    }
  });

  // A disabled default button blocks implicit submission, so Enter on a bad address would do
  // nothing: validate instead, which shows the message and focuses the field.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !canSubmit) {
      event.preventDefault();
      void submit();
    }
  };

  const { onChange, ...field } = register('email');
  const fieldError = errors.email?.message;

  return (
    <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
      {formError ? (
        <Alert ref={errorBlockRef} status="error" tabIndex={-1} title={t(formError.titleKey)}>
          {t(formError.messageKey)}
        </Alert>
      ) : null}
      <TextField
        {...field}
        onChange={(event) => {
          if (errors.email?.type === 'server') clearErrors('email');
          if (formError) setFormError(null);
          return onChange(event);
        }}
        onKeyDown={onKeyDown}
        label={t('recovery:email.label')}
        description={t('recovery:email.hint')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required={required}
        error={fieldError ? t(fieldError) : undefined}
      />
      <div className="actions">
        {secondaryAction}
        <Button type="submit" disabled={!canSubmit && !busy} busy={busy}>
          {submitLabel ?? t('recovery:actions.submit')}
        </Button>
      </div>
    </form>
  );
}
