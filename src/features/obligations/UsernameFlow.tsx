import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usernameSettingsQueryOptions } from '../../api/queries/usernames';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { NavigationFocusContext, useStepFocusRequest } from '../../ui/navigationFocus';
import {
  stepAfterMessage,
  stepOnCancel,
  usernameLoadErrorMessage,
  type UsernamePage,
  type UsernameStep,
} from './usernameOutcomes';
import { UsernameForm } from './UsernameForm';
import { UsernameReview } from './UsernameReview';
import { UsernameStepText, type UsernameStepProps } from './UsernameStepText';

/**
 * /auth/review-username and /auth/change-username: the educational message first; then the review of each
 * client's suggested user id (Back,
 * Continue, Create User ID(s)) or the form (a user id per client and the password). Single- and
 * multiple-client wording follows the number of clients. The settings are primed by the route's
 * loader and read inside the page-data boundary.
 */
export function UsernameFlow({ page }: { page: UsernamePage }) {
  const { t } = useTranslation('obligations');
  const title = page === 'review' ? t('username.reviewTitle') : t('username.changeTitle');
  return (
    <QueryBoundary
      heading={<PageHeading>{title}</PageHeading>}
      pendingLabel={t('username.loading')}
      errorTitle={t('username.loadError.title')}
      errorMessage={(error) => usernameLoadErrorMessage(error) ?? t('username.loadError.message')}
    >
      <LoadedUsernameFlow page={page} />
    </QueryBoundary>
  );
}

function LoadedUsernameFlow({ page }: { page: UsernamePage }) {
  const { data: settings } = useSuspenseQuery(usernameSettingsQueryOptions());
  // The flags as they were on arrival: a refetch meanwhile must not move the person to another step.
  const [initial] = useState(settings);
  const [step, setStep] = useState<UsernameStep>('message');
  const headingId = useId();
  // Each step is a new page for the person: its heading takes the focus.
  const focusRequest = useStepFocusRequest(step);
  const shown =
    step === 'message' ? (
      <Message
        headingId={headingId}
        settings={initial}
        onContinue={() => setStep(stepAfterMessage(page, initial))}
      />
    ) : step === 'review' ? (
      <UsernameReview
        headingId={headingId}
        settings={initial}
        onBack={() => setStep('message')}
        onCreate={() => setStep('form')}
      />
    ) : (
      <UsernameForm
        headingId={headingId}
        settings={initial}
        onCancel={() => setStep(stepOnCancel(page, initial))}
      />
    );
  return <NavigationFocusContext value={focusRequest}>{shown}</NavigationFocusContext>;
}

function Message({ headingId, settings, onContinue }: UsernameStepProps & { onContinue: () => void }) {
  const { t } = useTranslation('obligations');
  const count = settings.associates.length;
  return (
    <div className="stack">
      <PageHeading id={headingId}>{t('username.message.heading', { count })}</PageHeading>
      <UsernameStepText settings={settings} step="message" />
      <div className="actions">
        <Button onClick={onContinue}>{t('username.message.continue')}</Button>
      </div>
    </div>
  );
}
