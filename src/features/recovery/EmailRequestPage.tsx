import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import type { ResultKind } from '../../lib/results';
import { LinkButton, PageHeading } from '../../ui';
import { EmailRequestForm } from './EmailRequestForm';
import { emailRequestFailureKind } from './outcomes';
import { useShowResult } from '../../shared/navigation/useShowResult';
import type { MessageKey } from '../../lib/messageKey';

export interface EmailRequestPageProps {
  titleKey: MessageKey;
  introKey: MessageKey;
  /** The page's one call, taking the address. */
  request: UseMutationResult<void, Error, string>;
  successKind: Extract<
    ResultKind,
    'SUCCESS_FORGOT_PASS_REQUEST' | 'SUCCESS_FORGOT_USERNAME_REQUEST' | 'SUCCESS_SELF_REGISTRATION_REQUEST'
  >;
  /** Cancel (recovery pages) or Back (self-registration), both to the sign-in page. */
  leave: 'cancel' | 'back';
}

/**
 * Forgot password, forgot username and self-registration: one address, one request, then a result
 * page (success; too many attempts is FAILURE_RECOVER_ATTEMPT; anything else FAILURE_UNSUPPORTED).
 */
export function EmailRequestPage({ titleKey, introKey, request, successKind, leave }: EmailRequestPageProps) {
  const { t, i18n } = useTranslation('recovery');
  const showResult = useShowResult();

  const onSubmit = async (email: string): Promise<'leaving' | 'stay'> => {
    try {
      await request.mutateAsync(email);
      showResult(successKind);
    } catch (error) {
      const kind = emailRequestFailureKind(error);
      // null: the app-wide handler is already navigating (403, obligation).
      if (kind) showResult(kind);
    }
    return 'leaving';
  };

  return (
    <div className="stack">
      <PageHeading subtitle={i18n.t(introKey)}>{i18n.t(titleKey)}</PageHeading>
      <EmailRequestForm
        onSubmit={onSubmit}
        secondaryAction={
          <LinkButton variant="secondary" to={paths.login.href()}>
            {leave === 'back' ? t('actions.back') : t('actions.cancel')}
          </LinkButton>
        }
      />
    </div>
  );
}
