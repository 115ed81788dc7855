import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod/mini';
import { isApiError, type ErrorCode } from '../../api/errors';
import { signInAgainRequest, signInAgainMutationOptions } from '../../api/queries/obligations';
import type { MessageKey } from '../../lib/messageKey';
import { paths } from '../../lib/paths';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';
import { passwordSchema } from '../../lib/validation/password';
import { FormShell } from '../../common/form/FormShell';
import { isTransientFailure } from '../../common/form/transient';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { PasswordField, TextField } from '../../ui/Field';
import { PageHeading } from '../../ui/PageHeading';
import { useFinish } from '../../common/navigation/useFinish';

const schema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, M.required)),
  password: passwordSchema,
});

/** Sign-in answers with words of their own in the login catalogue. */
const SIGN_IN_ERRORS: Partial<Record<ErrorCode, MessageKey>> = {
  INCORRECT_CREDS: 'login:errors.INCORRECT_CREDS',
  TOO_MANY_ATTEMPTS: 'login:errors.TOO_MANY_ATTEMPTS',
  ASSOCIATE_SUSPENDED: 'login:errors.ASSOCIATE_SUSPENDED',
  ACCOUNT_INACTIVE: 'login:errors.ACCOUNT_INACTIVE',
  // The captcha lives on the sign-in page; here the way on is to sign in there.
  RECAPTCHA_RESPONSE_TOKEN_MISSING: 'obligations:forceBasic.captcha',
};

export function signInAgainErrorKey(error: unknown): MessageKey {
  const code = isApiError(error) ? error.firstCode : null;
  return (code && SIGN_IN_ERRORS[code]) ?? 'login:errors.generic';
}

/**
 * /auth/obligations/force-basic-credential-authentication, the force-basic-credential obligation:
 * a sign-in form (username, password, a forgot-password link); signing
 * in again meets it, then the person goes on to the redirectUrl or the product home. A refused sign-in
 * is said above the form, the username kept; no answer keeps it with Try again.
 */
export default function ForceBasicCredentialsPage() {
  const { t } = useTranslation('obligations');
  const finish = useFinish({ recheckObligations: true });
  const signIn = useMutation(signInAgainMutationOptions());

  const form = useAppForm({
    schema,
    defaultValues: { username: '', password: '' },
    onSubmit: async (values, controls): Promise<SubmitOutcome> => {
      try {
        await signIn.mutateAsync(signInAgainRequest(values));
      } catch (error) {
        if (isTransientFailure(error)) throw error;
        // The refused password goes; the username stays for the next try.
        controls.reset({ username: values.username, password: '' });
        controls.setFormError({
          titleKey: 'obligations:forceBasic.errorTitle',
          messageKey: signInAgainErrorKey(error),
        });
        return 'stay';
      }
      return (await finish()) === 'left' ? 'leaving' : 'stay';
    },
  });

  return (
    <div className="stack">
      <PageHeading subtitle={t('forceBasic.intro')}>{t('forceBasic.title')}</PageHeading>
      <FormShell form={form} submitLabel={t('forceBasic.submit')}>
        <TextField
          {...form.field('username')}
          label={t('forceBasic.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PasswordField {...form.field('password')} label={t('forceBasic.password')} required />
      </FormShell>
      <p className="link-row">
        <Link to={paths.forgotPasswordRequest.path}>{t('forceBasic.forgotPassword')}</Link>
        <Link to={paths.logout.path} replace>
          {t('signOut')}
        </Link>
      </p>
    </div>
  );
}
