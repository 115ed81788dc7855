import { useTranslation } from 'react-i18next';
import type { UsernameSettings } from '../../api/queries/usernames';

/** What every step of the username pages is given. */
export interface UsernameStepProps {
  /** The step's heading, focused as the step opens. */
  headingId: string;
  /** As read on arrival. */
  settings: UsernameSettings;
}

const WORDING = {
  message: { reviewOnly: 'username.message.reviewOnly', changeable: 'username.message.body' },
  review: { reviewOnly: 'username.review.introReviewOnly', changeable: 'username.review.intro' },
} as const;

/**
 * A step's paragraph, worded for the number of clients and for a person who may only review the
 * suggested user ids.
 */
export function UsernameStepText({
  settings,
  step,
}: {
  settings: UsernameSettings;
  step: keyof typeof WORDING;
}) {
  const { t } = useTranslation('obligations');
  const wording = WORDING[step];
  const key = settings.isNotAllowUpdateUsername ? wording.reviewOnly : wording.changeable;
  return <p>{t(key, { count: settings.associates.length })}</p>;
}
