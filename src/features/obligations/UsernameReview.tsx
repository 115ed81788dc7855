import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reviewUsernameMutationOptions } from '../../api/queries/usernames';
import { FormError } from '../../common/form/FormError';
import { useAppAction } from '../../common/form/useAppAction';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { usernameReviewFailure } from './usernameOutcomes';
import { UsernameStepText, type UsernameStepProps } from './UsernameStepText';
import { useUsernamesSaved } from './useUsernamesSaved';

/**
 * The review step of the username pages: each client's
 * suggested user id; Continue accepts them all, Create User ID(s) opens the form, Back the message.
 */
export function UsernameReview({
  headingId,
  settings,
  onBack,
  onCreate,
}: UsernameStepProps & {
  onBack: () => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation('obligations');
  const count = settings.associates.length;
  const review = useMutation(reviewUsernameMutationOptions());
  const saved = useUsernamesSaved(count);
  const accept = useAppAction({
    action: async () => {
      await review.mutateAsync({
        body: {
          associateUsernames: settings.associates.map(({ clientId, associateId, userId }) => ({
            clientId,
            associateId,
            username: userId,
          })),
        },
      });
      return saved();
    },
    failure: usernameReviewFailure,
  });

  return (
    <div className="stack">
      <PageHeading id={headingId}>{t('username.review.heading', { count })}</PageHeading>
      <FormError error={accept.error} id={accept.errorId} slow={accept.slow} />
      <UsernameStepText settings={settings} step="review" />
      <dl className="username-review">
        {settings.associates.map((associate) => (
          <div key={associate.associateId} className="username-review__row">
            <dt>{associate.clientName}</dt>
            <dd>{associate.userId}</dd>
          </div>
        ))}
      </dl>
      <div className="actions">
        <Button onClick={() => accept.run()} busy={accept.busy}>
          {t('username.review.continue')}
        </Button>
        {settings.isNotAllowUpdateUsername ? null : (
          <Button variant="secondary" onClick={onCreate} disabled={accept.busy}>
            {t('username.review.create', { count })}
          </Button>
        )}
        <Button variant="link" onClick={onBack} disabled={accept.busy}>
          {t('username.review.back')}
        </Button>
      </div>
    </div>
  );
}
