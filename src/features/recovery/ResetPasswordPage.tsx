import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { newPasswordSchema, PASSWORD_REQUIREMENT_KEYS, passwordRequirements } from '../../lib/validation';
import { Alert, Button, PageHeading, PasswordField, VisuallyHidden } from '../../ui';
import { PasswordRequirements } from '../../ui/PasswordRequirements';
import { isUsableTokenValue, recoveryKeys, useResetPassword, useResetToken } from './api';
import { resetPasswordFailure, resetTokenLoadFailureKind } from './outcomes';
import { useShowResult } from './useShowResult';

/**
 * /auth/forgot-password/reset?token=…: nothing shows while the link is loaded and verified; a missing
 * or failing link ends on FAILURE_LINK_RESET_PASS (any other error FAILURE_UNSUPPORTED); then the
 * new-password form.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('recovery');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const usable = isUsableTokenValue(token);
  const tokenQuery = useResetToken(usable ? token : null);
  const showResult = useShowResult();

  const failedKind = !usable
    ? 'FAILURE_LINK_RESET_PASS'
    : tokenQuery.isError
      ? resetTokenLoadFailureKind(tokenQuery.error)
      : null;

  useEffect(() => {
    // Replace: Back from the failure page must not land on a link that only fails again.
    if (failedKind) showResult(failedKind, { replace: true });
  }, [failedKind, showResult]);

  if (!usable || !tokenQuery.isSuccess) {
    // Nothing visible while the link is checked (spec); screen readers hear that something is going on.
    return (
      <VisuallyHidden as="p" role="status">
        {tokenQuery.isFetching ? t('resetPassword.loading') : null}
      </VisuallyHidden>
    );
  }
  return <ResetPasswordForm token={token} />;
}

const schema = z.object({ password: newPasswordSchema });
type Values = z.input<typeof schema>;

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['recovery', 'validation']);
  const queryClient = useQueryClient();
  const resetPassword = useResetPassword();
  const showResult = useShowResult();
  const ids = useId();
  const requirementsId = `${ids}-requirements`;
  const errorBlockId = `${ids}-error`;
  const errorBlockRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);
  // The rejection of the last attempt (an i18n key), shown in the error block until the password changes.
  const [serverError, setServerError] = useState<string | null>(null);
  // Set once the flow ends on a result: the form stays locked while the result page loads.
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  useEffect(() => {
    if (serverError) errorBlockRef.current?.focus();
  }, [serverError]);

  const password = watch('password');
  const requirements = passwordRequirements(password).map((requirement) => ({
    id: requirement.id,
    label: t(PASSWORD_REQUIREMENT_KEYS[requirement.id]),
    met: requirement.met,
  }));
  const busy = resetPassword.isPending || isSubmitting || leaving;

  const submit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setServerError(null);
    try {
      await resetPassword.mutateAsync({ token, password: values.password });
      queryClient.removeQueries({ queryKey: recoveryKeys.resetToken(token) });
      setLeaving(true);
      showResult('SUCCESS_FORGOT_PASS_RESET', { replace: true });
    } catch (error) {
      const failure = resetPasswordFailure(error);
      if (failure.type === 'inline') {
        setServerError(failure.messageKey);
        inFlight.current = false;
        return;
      }
      setLeaving(true);
      if (failure.type === 'result') showResult(failure.kind, { replace: true });
    }
  });

  const { onChange, ...field } = register('password');
  const fieldError = errors.password?.message;

  return (
    <div className="stack">
      <PageHeading subtitle={t('recovery:resetPassword.intro')}>
        {t('recovery:resetPassword.title')}
      </PageHeading>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        {serverError ? (
          <Alert
            ref={errorBlockRef}
            id={errorBlockId}
            status="error"
            tabIndex={-1}
            title={t('recovery:resetPassword.errorTitle')}
          >
            {t(serverError)}
          </Alert>
        ) : null}
        <PasswordField
          {...field}
          onChange={(event) => {
            if (serverError) setServerError(null);
            return onChange(event);
          }}
          label={t('recovery:resetPassword.passwordLabel')}
          autoComplete="new-password"
          required
          error={fieldError ? t(fieldError) : undefined}
          aria-describedby={serverError ? `${requirementsId} ${errorBlockId}` : requirementsId}
          {...(serverError ? { 'aria-invalid': true } : {})}
        />
        <PasswordRequirements id={requirementsId} requirements={requirements} />
        <div className="actions">
          <Button type="submit" disabled={password.length === 0 && !busy} busy={busy}>
            {t('recovery:resetPassword.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
