import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { z } from 'zod/mini';
import { newPasswordSchema } from '../../lib/validation/password';
import { FormShell } from '../../common/form/FormShell';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { useShowResult } from '../../common/navigation/useShowResult';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { useForgetPageToken, type TokenPageData } from '../../common/data/tokenPage';
import { resetTokenQueryOptions } from '../../api/queries/tokens';
import { useResetPassword } from './api';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { resetPasswordFailure } from './outcomes';
import { NewPasswordField } from '../../common/password/NewCredentialsFields';

/**
 * /auth/forgot-password/reset?token=…, the token page to copy (src/common/data/tokenPage.ts): the
 * route's loader (./loaders.ts) has verified the link before this paints, or ended on
 * FAILURE_LINK_RESET_PASS / FAILURE_UNSUPPORTED; a transient failure of that load shows here, with Try
 * again. Then the new-password form.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('recovery');
  const { token } = useLoaderData<TokenPageData>();
  return (
    <div className="stack">
      <PageHeading subtitle={t('resetPassword.intro')}>{t('resetPassword.title')}</PageHeading>
      <QueryBoundary>
        <ResetPasswordForm token={token} />
      </QueryBoundary>
    </div>
  );
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
  useSuspenseQuery(resetTokenQueryOptions(token));
  const queryClient = useQueryClient();
  const resetPassword = useResetPassword();
  const showResult = useShowResult();
  const applyOutcome = useApplyOutcome();
  const forgetToken = useForgetPageToken();

  const form = useAppForm({
    schema,
    defaultValues: { password: '' },
    onSubmit: async ({ password }, controls): Promise<SubmitOutcome> => {
      try {
        await resetPassword({ token, password });
      } catch (error) {
        return applyOutcome(resetPasswordFailure(error), error, controls);
      }
      // The link is spent: marked so, never loaded again while this page is up (it would fail as a used
      // link and end on the link failure instead of the success page); the next visit's loader checks it.
      void queryClient.invalidateQueries({
        queryKey: resetTokenQueryOptions(token).queryKey,
        refetchType: 'none',
      });
      forgetToken();
      showResult('SUCCESS_FORGOT_PASS_RESET', { replace: true });
      return 'leaving';
    },
  });

  return (
    <FormShell
      form={form}
      submitLabel={t('recovery:resetPassword.submit')}
      secondary={
        <LinkButton variant="secondary" to={paths.login.href()}>
          {t('recovery:actions.backToSignIn')}
        </LinkButton>
      }
      secondaryFirst
    >
      {/* The field and its requirements re-render on each key, not the form around them. */}
      <NewPasswordField form={form} name="password" label={t('recovery:resetPassword.passwordLabel')} />
    </FormShell>
  );
}
