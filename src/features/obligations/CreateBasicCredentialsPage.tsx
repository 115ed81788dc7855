import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { hasCode, isApiError, isHandledGlobally, isPasswordErrorCode } from '../../api/errors';
import { createBasicCredentialsMutationOptions } from '../../api/queries/obligations';
import { paths } from '../../lib/paths';
import { termsAcceptedSchema } from '../../lib/validation/consent';
import { newPasswordSchema } from '../../lib/validation/password';
import { usernameSchema } from '../../lib/validation/username';
import { FormShell } from '../../common/form/FormShell';
import { isTransientFailure } from '../../common/form/transient';
import { useAppForm, type AppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { passwordErrorMessageKey } from '../../common/password/passwordErrors';
import { LinkButton } from '../../ui/Button';
import { CheckboxField } from '../../ui/Field';
import { PageHeading } from '../../ui/PageHeading';
import { useFinish } from '../../common/navigation/useFinish';
import { NewCredentialsFields } from '../../common/password/NewCredentialsFields';

/** Username 5 to 30 with the pattern, a new password on the standard rules, the terms ticked. */
const schema = z.object({
  username: usernameSchema(),
  password: newPasswordSchema,
  terms: z.pipe(z.boolean(), termsAcceptedSchema),
});

/**
 * /auth/obligations/create-basic-credentials (and /auth/user/create-credential), the
 * create-basic-credentials obligation: a
 * username, a password with its live requirements, and the terms. Cancel signs out. Success: toast
 * CREATED_BASIC_CREDENTIALS, then the redirectUrl or the landing page. A taken username is said on its
 * field, a password rule on the password; no answer keeps the form with Try again.
 */
export default function CreateBasicCredentialsPage() {
  const { t } = useTranslation(['obligations', 'validation', 'password']);
  const finish = useFinish({ recheckObligations: true });
  const create = useMutation(createBasicCredentialsMutationOptions());

  const form = useAppForm({
    schema,
    defaultValues: { username: '', password: '', terms: false },
    onSubmit: async ({ username, password }, controls): Promise<SubmitOutcome> => {
      try {
        await create.mutateAsync({ body: { username, password } });
      } catch (error) {
        if (isTransientFailure(error)) throw error;
        if (isHandledGlobally(error)) return 'stay';
        if (hasCode(error, 'DUPLICATE_USERNAME')) {
          controls.setFieldError('username', 'validation:userIdTaken');
        } else if (isApiError(error) && isPasswordErrorCode(error.firstCode)) {
          controls.setFieldError(
            'password',
            passwordErrorMessageKey(error.firstCode, { withCurrentPassword: false }),
          );
        } else {
          controls.setFormError({
            titleKey: 'obligations:basicCredentials.errorTitle',
            messageKey: 'obligations:basicCredentials.snag',
          });
        }
        return 'stay';
      }
      const toast = t('obligations:basicCredentials.toasts.CREATED_BASIC_CREDENTIALS');
      return (await finish({ toast })) === 'left' ? 'leaving' : 'stay';
    },
  });

  return (
    <div className="stack">
      <PageHeading subtitle={t('obligations:basicCredentials.intro')}>
        {t('obligations:basicCredentials.title')}
      </PageHeading>
      <FormShell
        form={form}
        submitLabel={t('obligations:basicCredentials.submit')}
        secondary={
          <LinkButton variant="secondary" to={paths.logout.path} replace>
            {t('obligations:basicCredentials.cancel')}
          </LinkButton>
        }
      >
        <NewCredentialsFields
          form={form}
          words={{
            username: t('obligations:basicCredentials.username'),
            usernameHint: t('obligations:basicCredentials.usernameHint'),
            password: t('obligations:basicCredentials.password'),
          }}
        />
        <TermsField form={form} />
      </FormShell>
    </div>
  );
}

/**
 * The terms, a component of its own so it registers after the credentials' fields (a component too):
 * react-hook-form focuses the first invalid field in the order the fields registered.
 */
function TermsField({ form }: { form: AppForm<z.input<typeof schema>> }) {
  const { t } = useTranslation('obligations');
  return (
    <CheckboxField
      {...form.field('terms')}
      label={
        <>
          {t('basicCredentials.terms')}{' '}
          <a href={paths.legal.path} target="_blank" rel="noreferrer">
            {t('basicCredentials.termsLink')}
          </a>
        </>
      }
      required
    />
  );
}
