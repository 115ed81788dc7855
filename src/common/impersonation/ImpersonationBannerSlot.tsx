import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { activeActingSessionId, subscribeImpersonation } from './active';

/**
 * Where the impersonation banner goes on every page. The app shell renders this on every route, the
 * sign-in page included, so it is a storage read and nothing more: the banner's code and its text (the
 * `support` catalogue, through `loadText`, the app's catalogue loader) download only while an
 * impersonation is stored.
 */
export function ImpersonationBannerSlot({
  loadText,
}: {
  loadText: (namespaces: readonly string[]) => Promise<void>;
}) {
  const active = useSyncExternalStore(subscribeImpersonation, activeActingSessionId, () => null);
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!active || Banner) return;
    Promise.all([import('./ImpersonationBanner'), loadText(['support'])]).then(
      ([module]) => setBanner(() => module.ImpersonationBanner),
      // A chunk that cannot load (offline, a new deployment): the next page tries again.
      () => undefined,
    );
  }, [active, Banner, loadText]);
  return active && Banner ? <Banner /> : null;
}
