import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clientInfoQueryOptions } from '../../api/queries/person';
import { useClientRebrand } from '../../lib/brand';
import { useFeatureFlag } from './useFeatureFlag';

/**
 * Tells the page layout whether the signed-in client shows the rebrand: its client info says so, or its
 * flag `enableClientRebrand` is on. Rendered once by the signed-in area; the
 * host's rule (src/lib/brand.ts) applies with or without it. Logout clears it.
 */
export function ClientBrandSync() {
  const client = useQuery(clientInfoQueryOptions());
  const flag = useFeatureFlag('enableClientRebrand');
  const rebrand = client.data?.isClientRebrandEnabled === true || flag.enabled;
  const [, setClientRebrand] = useClientRebrand();
  useEffect(() => {
    setClientRebrand(rebrand);
  }, [rebrand, setClientRebrand]);
  return null;
}
