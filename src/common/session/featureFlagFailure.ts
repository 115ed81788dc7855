import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readFeatureFlag, type FeatureFlagName } from '../../api/session';
import { useToast } from '../../ui/Toasts';

/** The lookup a flag read names: the flag and its client ('' for the session's, or none yet). */
export const flagLookup = (flag: FeatureFlagName, clientId?: string | null) => `${flag}:${clientId ?? ''}`;

/**
 * A flag read for the sign-in page, which loads without Query (its bundle): the session's client's
 * flag, a failed lookup counted as off and announced with the same toast `useFeatureFlag`
 * shows. Returns the reader; each call is one lookup.
 */
export function useFeatureFlagReader(): (flag: FeatureFlagName) => Promise<boolean> {
  const toast = useToast();
  const { t } = useTranslation('common');
  return useCallback(
    (flag: FeatureFlagName) =>
      readFeatureFlag(flag).catch(() => {
        // The kit says the same words once while they show: two reads failing together, one toast.
        toast.show({ type: 'error', message: t('toasts.FAILED_TO_GET_FEATURE_FLAG') });
        return false;
      }),
    [toast, t],
  );
}
