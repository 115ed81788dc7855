import { useSuspenseQuery, useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { tokenQueryOptions } from '../../api/queries/registration';
import { executeTokenMutationOptions } from '../../api/queries/tokens';
import { paths } from '../../lib/paths';
import { newPasswordSchema } from '../../lib/validation/password';
import { FormShell } from '../../common/form/FormShell';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { TokenPageBoundary } from '../../common/data/TokenPageBoundary';
import { useForgetPageToken } from '../../common/data/tokenPage';
import { PageHeading } from '../../ui/PageHeading';
import { createUsernameSchema } from './AccountInfoStep';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { createAccountFailure } from './outcomes';
import { registrationWords } from './credentialWords';
import { NewCredentialsFields } from '../../common/password/NewCredentialsFields';

const schema = z.object({ username: createUsernameSchema, password: newPasswordSchema });

/**
 * /auth/create-credential/account-info?token=…: the
 * emailed createCredential link asks for a username and a password; success goes to the success
 * notification. The route's loader (./loaders.ts) has verified the link, or ended on the link failure.
 */
export default function CreateCredentialPage() {
  const { t } = useTranslation('registration');
  return <TokenPageBoundary title={t('credential.title')} screen={CredentialForm} />;
}

function CredentialForm({ token }: { token: string }) {
  const { t } = useTranslation(['registration', 'password']);
  const { data: link } = useSuspenseQuery(tokenQueryOptions('createCredential', token));
  const firstName = link.data?.extra_information?.first_name ?? '';
  const forgetToken = useForgetPageToken();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const applyOutcome = useApplyOutcome();
  const create = useMutation(executeTokenMutationOptions());
  const form = useAppForm({
    schema,
    defaultValues: { username: '', password: '' },
    onSubmit: async ({ username, password }, controls): Promise<SubmitOutcome> => {
      try {
        await create.mutateAsync({
          body: { kind: 'createCredential', token, data: { username, password } },
        });
      } catch (error) {
        return applyOutcome(createAccountFailure(error), error, controls);
      }
      forgetToken();
      void navigate(
        paths.createCredentialSuccess.href({ redirectUrl: searchParams.get('redirectUrl') ?? undefined }),
        { replace: true },
      );
      return 'leaving';
    },
  });

  // useId: its first screen's copy (src/app/firstScreens.ts) has its own ids beside the app's.
  const headingId = useId();
  return (
    <section className="stack" aria-labelledby={headingId}>
      <PageHeading id={headingId} subtitle={t('registration:credential.intro')}>
        {firstName
          ? t('registration:credential.titleNamed', { firstName })
          : t('registration:credential.title')}
      </PageHeading>
      <FormShell form={form} submitLabel={t('registration:credential.submit')}>
        <NewCredentialsFields form={form} words={registrationWords(t)} />
      </FormShell>
    </section>
  );
}
