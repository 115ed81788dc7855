import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { paths } from '../../lib/paths';
import { sanitizeRedirect } from '../../lib/redirect';
import {
  changePasswordSchema,
  isPasswordValid,
  PASSWORD_REQUIREMENT_KEYS,
  passwordRequirements,
} from '../../lib/validation';
import { Alert, Button, PasswordField, useToast } from '../../ui';
import { Modal } from '../../ui/Modal';
import { PasswordRequirements } from '../../ui/PasswordRequirements';
import { useChangePassword } from './api';
import { changePasswordErrorKey, changePasswordFailure } from './outcomes';
import {
  clearPasswordChangedFlag,
  hasPasswordChangedFlag,
  setPasswordChangedFlag,
} from './passwordChangedFlag';
import { useCountdown } from './useCountdown';

type Values = z.input<typeof changePasswordSchema>;
type Outcome = 'changed' | 'notChanged';

export interface ChangePasswordFormProps {
  /**
   * Where to go after signing in again: forwarded to /auth/logout-all-sessions, which passes it on to
   * sign-in. Sanitised here too; absent → none is added.
   */
  redirectUrl?: string | null | undefined;
}

/**
 * The change-password form (spec sections 2, 4 and 5), without a heading: the change-password
 * obligation page and the account-settings tab each put their own above it.
 *
 * Current and new password, the live requirements of the new one, and Update (disabled until both are
 * filled and the new one meets the standard rules; busy while the call runs; one call per submit).
 * A password-rule or wrong-current-password answer is shown on its field, the typed values kept and
 * focus moved there; anything else is a snag message above the form. On success, or when too many
 * attempts were made, a flag is stored and a modal counts down 10 s before every session ends
 * (/auth/logout-all-sessions); a flag found on mount ends them at once.
 */
export function ChangePasswordForm({ redirectUrl }: ChangePasswordFormProps) {
  const { t } = useTranslation(['password', 'validation']);
  const navigate = useNavigate();
  const toast = useToast();
  const changePassword = useChangePassword();
  const ids = useId();
  const requirementsId = `${ids}-requirements`;
  const formErrorRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);
  const left = useRef(false);
  // An i18n key: a failure that belongs to no field (an unknown code, no answer at all).
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Read once: the flag of an earlier change (a reload during the countdown, say).
  const [flaggedOnMount] = useState(hasPasswordChangedFlag);

  const logoutTarget = paths.logoutAllSessions.href(
    redirectUrl ? { redirectUrl: sanitizeRedirect(redirectUrl) } : undefined,
  );
  const signOutEverywhere = useCallback(() => {
    if (left.current) return;
    left.current = true;
    clearPasswordChangedFlag();
    void navigate(logoutTarget, { replace: true });
  }, [navigate, logoutTarget]);

  useEffect(() => {
    if (flaggedOnMount) signOutEverywhere();
  }, [flaggedOnMount, signOutEverywhere]);

  const remainingMs = useCountdown({ active: outcome !== null, onDone: signOutEverywhere });
  const secondsLeft = Math.ceil(remainingMs / 1000);

  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const [currentPassword, newPassword] = useWatch({ control, name: ['currentPassword', 'newPassword'] });

  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  const requirements = passwordRequirements(newPassword).map((requirement) => ({
    id: requirement.id,
    label: t(PASSWORD_REQUIREMENT_KEYS[requirement.id]),
    met: requirement.met,
  }));
  const locked = outcome !== null || flaggedOnMount;
  const canSubmit = currentPassword.length > 0 && isPasswordValid(newPassword) && !locked;
  const busy = changePassword.isPending || isSubmitting;

  const submit = handleSubmit(async (values) => {
    if (inFlight.current || locked) return;
    inFlight.current = true;
    setFormError(null);
    try {
      await changePassword.mutateAsync({
        oldPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      // Stays in flight: the password is changed, nothing more to send from this form.
      setPasswordChangedFlag();
      toast.show({ type: 'success', message: t('password:toasts.CHANGE_PW_SUCCESS_MESSAGE') });
      setOutcome('changed');
    } catch (error) {
      const failure = changePasswordFailure(error);
      if (failure.type === 'notChanged') {
        setPasswordChangedFlag();
        setOutcome('notChanged');
        return;
      }
      inFlight.current = false;
      // A 403 or an obligation: the app-wide handler is already navigating.
      if (failure.type === 'global') return;
      const key = changePasswordErrorKey(failure.code);
      if (failure.field === 'form') setFormError(key);
      else setError(failure.field, { type: 'server', message: key }, { shouldFocus: true });
    }
  });

  const clearFormError = () => {
    if (formError) setFormError(null);
  };
  const current = register('currentPassword', { onChange: clearFormError });
  const next = register('newPassword', { onChange: clearFormError });
  const currentError = errors.currentPassword?.message;
  const newError = errors.newPassword?.message;

  if (flaggedOnMount) {
    return (
      <p role="status" className="text-muted">
        {t('password:signingOut')}
      </p>
    );
  }

  return (
    <>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        {formError ? (
          <Alert ref={formErrorRef} status="error" tabIndex={-1} title={t('password:form.errorTitle')}>
            {t(formError)}
          </Alert>
        ) : null}
        <PasswordField
          {...current}
          label={t('password:form.currentPassword')}
          autoComplete="current-password"
          required
          error={currentError ? t(currentError) : undefined}
        />
        <PasswordField
          {...next}
          label={t('password:form.newPassword')}
          autoComplete="new-password"
          required
          description={t('password:form.reuseHint')}
          error={newError ? t(newError) : undefined}
          aria-describedby={requirementsId}
        />
        <PasswordRequirements id={requirementsId} requirements={requirements} />
        <div className="actions">
          <Button type="submit" disabled={!busy && !canSubmit} busy={busy}>
            {t('password:form.submit')}
          </Button>
        </div>
      </form>
      <Modal
        open={outcome !== null}
        title={
          outcome === 'notChanged' ? t('password:modal.notChangedTitle') : t('password:modal.changedTitle')
        }
        onClose={signOutEverywhere}
        dismissible={false}
        primaryAction={{ onClick: signOutEverywhere }}
      >
        <p>
          {outcome === 'notChanged'
            ? t('password:modal.notChangedMessage')
            : t('password:modal.changedMessage')}
        </p>
        <p>{t('password:modal.countdown', { count: secondsLeft })}</p>
      </Modal>
    </>
  );
}
