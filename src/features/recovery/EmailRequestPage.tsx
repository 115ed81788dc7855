import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import type { ResultKind } from '../../lib/results';
import { LinkButton } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { EmailRequestForm, type EmailRequestFormControls } from './EmailRequestForm';
import type { EmailRequest } from './api';
import { emailRequestFailure } from './outcomes';
import { useShowResult } from '../../common/navigation/useShowResult';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import type { SubmitOutcome } from '../../common/form/useAppForm';
import type { MessageKey } from '../../lib/messageKey';

export interface EmailRequestPageProps {
  /** The page's group in the `recovery` catalogue, holding its `title` and `intro`. */
  texts: 'forgotPassword' | 'forgotUsername' | 'selfRegistration';
  /** The field's hint, when "the email address on your account" does not fit (self-registration). */
  hintKey?: MessageKey;
  /** The page's one call, taking the address. */
  request: EmailRequest;
  successKind: Extract<
    ResultKind,
    'SUCCESS_FORGOT_PASS_REQUEST' | 'SUCCESS_FORGOT_USERNAME_REQUEST' | 'SUCCESS_SELF_REGISTRATION_REQUEST'
  >;
  /** Shown under the form: another way to go (forgot username offers the password reset). */
  children?: ReactNode;
}

/**
 * Forgot password, forgot username and self-registration: one address, one request, then a result
 * page (success; too many attempts is FAILURE_RECOVER_ATTEMPT; a transient failure stays on the form
 * with Try again; anything else FAILURE_UNSUPPORTED). Cancel, as on every email-only form, goes back
 * to sign-in.
 */
export function EmailRequestPage({ texts, hintKey, request, successKind, children }: EmailRequestPageProps) {
  const { t } = useTranslation('recovery');
  const showResult = useShowResult();
  const applyOutcome = useApplyOutcome();

  const onSubmit = async (email: string, controls: EmailRequestFormControls): Promise<SubmitOutcome> => {
    try {
      await request(email);
    } catch (error) {
      return applyOutcome(emailRequestFailure(error), error, controls);
    }
    showResult(successKind);
    return 'leaving';
  };

  return (
    <div className="stack">
      <PageHeading subtitle={t(`${texts}.intro`)}>{t(`${texts}.title`)}</PageHeading>
      <EmailRequestForm
        onSubmit={onSubmit}
        {...(hintKey ? { hintKey } : {})}
        secondaryAction={
          <LinkButton variant="secondary" to={paths.login.href()}>
            {t('actions.cancel')}
          </LinkButton>
        }
      />
      {children}
    </div>
  );
}
