import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readFeatureFlag, type FeatureFlagName } from '../../api/session';
import { useToast } from '../../ui/Toasts';

/**
 * When each lookup's failure was last announced (`flag:clientId` → the failure's time): one
 * FAILED_TO_GET_FEATURE_FLAG toast per failed lookup, however many readers, with or without Query.
 */
const announced = new Map<string, number>();

/** The lookup a flag read names: the flag and its client ('' for the session's, or none yet). */
export const flagLookup = (flag: FeatureFlagName, clientId?: string | null) => `${flag}:${clientId ?? ''}`;

/**
 * Says once that a lookup failed (spec section 4 "Feature flags"): calls `announce` unless this
 * failure (`failedAt`) of this lookup was announced already. Returns whether it announced.
 */
export function announceFeatureFlagFailure(lookup: string, failedAt: number, announce: () => void): boolean {
  if (announced.get(lookup) === failedAt) return false;
  announced.set(lookup, failedAt);
  announce();
  return true;
}

/**
 * A flag read for the sign-in page, which loads without Query (its bundle): the session's client's
 * flag, a failed lookup counted as off and announced with the same once-only toast `useFeatureFlag`
 * shows. Returns the reader; each call is one lookup.
 */
export function useFeatureFlagReader(): (flag: FeatureFlagName) => Promise<boolean> {
  const toast = useToast();
  const { t } = useTranslation('common');
  return useCallback(
    (flag: FeatureFlagName) =>
      readFeatureFlag(flag).catch(() => {
        announceFeatureFlagFailure(flagLookup(flag), Date.now(), () =>
          toast.show({ type: 'error', message: t('toasts.FAILED_TO_GET_FEATURE_FLAG') }),
        );
        return false;
      }),
    [toast, t],
  );
}
