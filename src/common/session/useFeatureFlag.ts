import { useEffect } from 'react';
import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FeatureFlagName } from '../../api/session';
import { featureFlagQueryOptions } from '../../api/sessionQueries';
import { useToast } from '../../ui/Toasts';

export type { FeatureFlagName };

export interface FeatureFlagState {
  /**
   * Whether the flag is on for the session's client. False while the lookup runs and when it failed:
   * every flag fails closed (off).
   */
  enabled: boolean;
  isPending: boolean;
  /**
   * The lookup failed. Where spec section 5 asks for more than "off", the caller reads this: a
   * failed `requireOnlyAdpEmails` lookup rejects the address being validated.
   */
  failed: boolean;
}

/** The failure each query was last announced for: one toast per failed lookup, however many readers. */
const announced = new WeakMap<Query, number>();

/**
 * A per-client feature flag (spec section 3), looked up once per session and shared by every reader.
 * A failed lookup shows the toast FAILED_TO_GET_FEATURE_FLAG once (spec section 4 "Feature flags").
 * The sign-in page reads `enableCheckAuthPathPost` without Query (src/api/session.ts
 * `fetchFeatureFlag`); everything else reads flags here.
 */
export function useFeatureFlag(flag: FeatureFlagName): FeatureFlagState {
  const options = featureFlagQueryOptions(flag);
  const query = useQuery(options);
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('data');
  const failedAt = query.isError ? query.errorUpdatedAt : 0;

  useEffect(() => {
    if (!failedAt) return;
    const cached = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (!cached || announced.get(cached) === failedAt) return;
    announced.set(cached, failedAt);
    toast.show({ type: 'error', message: t('toasts.FAILED_TO_GET_FEATURE_FLAG') });
    // options.queryKey is rebuilt each render; the flag names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedAt, flag, queryClient, toast, t]);

  return { enabled: query.data === true, isPending: query.isPending, failed: query.isError };
}
