import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
// By module path, not ../../lib/validation: that index also re-exports classic-zod schemas.
import { newPasswordSchema } from '../../lib/validation/password';
import { FormError } from '../../common/form/FormError';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { useShowResult } from '../../common/navigation/useShowResult';
import { paths } from '../../lib/paths';
import { Button, LinkButton, PageHeading, PasswordField, VisuallyHidden } from '../../ui';
import { PasswordRequirements } from '../../ui/PasswordRequirements';
import { isUsableTokenValue, recoveryKeys, useResetPassword, useResetToken } from './api';
import { resetPasswordFailure, resetTokenLoadFailureKind } from './outcomes';
import { usePasswordRequirements } from '../../common/password/usePasswordRequirements';

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

/**
 * The new-password form, on the form pattern (src/common/form/useAppForm.ts); the example to copy for
 * a one-field form whose server errors go to the error block. A rejected password (a server rule) is
 * shown in the error block, about the field (marked invalid, described by the block); no answer at all
 * is the snag in the same block, the field left alone; either goes with the first edit; any other outcome ends the flow on a result page, the form locked until it unmounts.
 */
function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['recovery', 'password', 'validation']);
  const queryClient = useQueryClient();
  const resetPassword = useResetPassword();
  const showResult = useShowResult();
  const requirementsId = `${useId()}-requirements`;

  const form = useAppForm({
    schema,
    defaultValues: { password: '' },
    onSubmit: async ({ password }, controls): Promise<SubmitOutcome> => {
      try {
        await resetPassword.mutateAsync({ token, password });
      } catch (error) {
        const failure = resetPasswordFailure(error);
        // The form pattern shows it with Try again (src/common/form/useAppForm.ts).
        if (failure.type === 'retry') throw error;
        if (failure.type === 'inline') {
          controls.setFormError({
            titleKey: 'recovery:resetPassword.errorTitle',
            messageKey: failure.messageKey,
            ...(failure.aboutPassword ? { field: 'password' as const } : {}),
          });
          return 'stay';
        }
        // 'global': the app-wide handler is already navigating (403, obligation).
        if (failure.type === 'result') showResult(failure.kind, { replace: true });
        return 'leaving';
      }
      queryClient.removeQueries({ queryKey: recoveryKeys.resetToken(token) });
      showResult('SUCCESS_FORGOT_PASS_RESET', { replace: true });
      return 'leaving';
    },
  });
  const password = useWatch({ control: form.form.control, name: 'password' });
  const requirements = usePasswordRequirements(password);

  return (
    <div className="stack">
      <PageHeading subtitle={t('recovery:resetPassword.intro')}>
        {t('recovery:resetPassword.title')}
      </PageHeading>
      <form className="stack" noValidate onSubmit={form.submit}>
        <FormError error={form.formError} id={form.formErrorId} slow={form.slow} />
        <PasswordField
          {...form.field('password', { describedBy: requirementsId })}
          label={t('recovery:resetPassword.passwordLabel')}
          autoComplete="new-password"
          required
        />
        <PasswordRequirements id={requirementsId} requirements={requirements} />
        <div className="actions">
          <LinkButton variant="secondary" to={paths.login.href()}>
            {t('recovery:actions.backToSignIn')}
          </LinkButton>
          <Button type="submit" disabled={password.length === 0 && !form.busy} busy={form.busy}>
            {t('recovery:resetPassword.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
