import { queryOptions } from '@tanstack/react-query';
import { identityOrchestrator } from '../../api';

/** GET /persons/me: the signed-in person. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'me'] as const,
    queryFn: async () => {
      const { data } = await identityOrchestrator.GET('/persons/me');
      if (!data) throw new Error('empty answer from /persons/me');
      return data;
    },
  });
}
