import { useEffect } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FeatureFlagName } from '../../api/session';
import { featureFlagQueryOptions } from '../../api/queries/session';
import { clientFeatureFlagQueryOptions } from '../../api/queries/registration';
import { useToast } from '../../ui/Toasts';
import { flagLookup } from './featureFlagFailure';

export type { FeatureFlagName };

export interface FeatureFlagState {
  /**
   * Whether the flag is on for the client. False while the lookup runs and when it failed: every flag
   * fails closed (off).
   */
  enabled: boolean;
  isPending: boolean;
  /**
   * The lookup failed. Where a failure makes a choice the person would notice (a
   * failed `requireOnlyAdpEmails` lookup rejects the address; the "already have an account" card is
   * left out), the caller reads this and says why.
   */
  failed: boolean;
}

/**
 * A per-client feature flag, looked up once and shared by
 * every reader; a failed lookup shows the toast FAILED_TO_GET_FEATURE_FLAG once. Without `clientId`,
 * the session's client; with one, that client's flag before anyone is signed in (registration), and
 * nothing is looked up while it is null. The sign-in page reads `enableCheckAuthPathPost` without
 * Query (its first load carries no Query) through `useFeatureFlagReader` (./featureFlagFailure.ts),
 * which announces a failure with the same once-only toast.
 */
export function useFeatureFlag(flag: FeatureFlagName, clientId?: string | null): FeatureFlagState {
  // Two keys (the session's client, a named client), one kind of answer: a boolean.
  const options = (
    clientId === undefined
      ? featureFlagQueryOptions(flag)
      : { ...clientFeatureFlagQueryOptions(flag, clientId ?? ''), enabled: clientId !== null }
  ) as UseQueryOptions<boolean, Error, boolean, QueryKey>;
  const query = useQuery(options);
  const toast = useToast();
  const { t } = useTranslation('common');
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  const lookup = flagLookup(flag, clientId);

  useEffect(() => {
    if (!failedAt) return;
    // Once per failure of this lookup, however many readers see it and whenever they mount.
    toast.show({
      type: 'error',
      message: t('toasts.FAILED_TO_GET_FEATURE_FLAG'),
      once: `${lookup}@${failedAt}`,
    });
  }, [failedAt, lookup, toast, t]);

  return { enabled: query.data === true, isPending: query.isPending, failed: query.isError };
}
