import { useTranslation } from 'react-i18next';
import { browserLocation } from '../../lib/browser';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { useIdentityProviderSearch } from './api';
import { EmailRequestForm, type EmailRequestFormControls } from './EmailRequestForm';
import { ssoSearchFailure } from './outcomes';
import { isTransientFailure } from '../../common/form/transient';

/**
 * /auth/sso-login/request: finds the single-sign-on provider serving the address and sends the
 * browser to its initiate URL (the form is emptied first). No provider is the not-found error on the
 * field; any other failure a retryable message in the error block. The typed address stays on both.
 */
export default function SsoLoginRequestPage() {
  const { t } = useTranslation('recovery');
  const search = useIdentityProviderSearch();

  const onSubmit = async (email: string, form: EmailRequestFormControls): Promise<'leaving' | 'stay'> => {
    let url: string | null;
    try {
      url = await search(email);
    } catch (error) {
      // The form pattern keeps the address and offers Try again (src/common/form/useAppForm.ts).
      if (isTransientFailure(error)) throw error;
      const failure = ssoSearchFailure(error);
      if (failure === 'notFound') form.setFieldError('email', 'recovery:ssoLogin.notFound');
      else if (failure === 'searchFailed')
        form.setFormError({
          titleKey: 'recovery:ssoLogin.errorTitle',
          messageKey: 'recovery:ssoLogin.searchFailed',
        });
      // null: the app-wide handler is navigating (403).
      return failure === null ? 'leaving' : 'stay';
    }
    if (!url) {
      // A provider answered, but with no address a browser may be sent to.
      form.setFormError({
        titleKey: 'recovery:ssoLogin.errorTitle',
        messageKey: 'recovery:ssoLogin.searchFailed',
      });
      return 'stay';
    }
    // Emptied and unlocked rather than left busy: Back from the provider may restore this very page.
    form.reset();
    browserLocation.assign(url);
    return 'stay';
  };

  return (
    <div className="stack">
      <PageHeading subtitle={t('ssoLogin.intro')}>{t('ssoLogin.title')}</PageHeading>
      <EmailRequestForm
        onSubmit={onSubmit}
        secondaryAction={
          <LinkButton variant="secondary" to={paths.login.href()}>
            {t('actions.cancel')}
          </LinkButton>
        }
      />
    </div>
  );
}
