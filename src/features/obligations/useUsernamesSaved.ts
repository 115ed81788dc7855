import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usernameSettingsQueryOptions } from '../../api/queries/usernames';
import type { SubmitOutcome } from '../../common/form/useRequestLock';
import { useFinish } from '../../common/navigation/useFinish';

/**
 * The username pages' end once the ids are saved (review or form): the toast, the stale settings
 * dropped, then on through the obligation check (a single-sign-on session through /auth/logout).
 */
export function useUsernamesSaved(count: number): () => Promise<SubmitOutcome> {
  const { t } = useTranslation('obligations');
  const queryClient = useQueryClient();
  const finish = useFinish({ recheckObligations: true, viaLogout: true });
  return async () => {
    queryClient.removeQueries({ queryKey: usernameSettingsQueryOptions().queryKey });
    const outcome = await finish({ toast: t('username.toasts.saved', { count }) });
    return outcome === 'left' ? 'leaving' : 'stay';
  };
}
