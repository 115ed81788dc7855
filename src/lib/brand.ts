import { createContext, useContext } from 'react';
import type { MessageKey } from './messageKey';
/**
 * Which brand to show (brand text changes by host and by the client's rebrand flag).
 * A host matching the configured pattern, or a client with the rebrand flag on, shows the rebrand.
 */
export type Brand = 'default' | 'rebrand';

export function resolveBrand({
  host,
  rebrandHostPattern,
  clientRebrandEnabled = false,
}: {
  host: string;
  /** A regular expression over the host; empty means no host is rebranded. */
  rebrandHostPattern: string;
  clientRebrandEnabled?: boolean;
}): Brand {
  if (clientRebrandEnabled) return 'rebrand';
  if (!rebrandHostPattern) return 'default';
  try {
    return new RegExp(rebrandHostPattern, 'i').test(host) ? 'rebrand' : 'default';
  } catch {
    // A malformed pattern in configuration must not take the page down.
    return 'default';
  }
}

/** The i18n key of the brand name in the `common` namespace. */
export const BRAND_NAME_KEY: Record<Brand, MessageKey> = {
  default: 'common:brandName',
  rebrand: 'common:brandNameRebrand',
};

/**
 * The signed-in client's rebrand (client info `isClientRebrandEnabled` or the client's flag
 * `enableClientRebrand`) and its setter: set by the signed-in area once it knows the client and by
 * sign-in's username check, cleared at sign-out. App state held by App (one per app, so a test's app
 * starts without the last one's client) rather than a query: the page layout that shows the brand is on
 * the sign-in page's first load, where TanStack Query is not.
 */
export const ClientRebrandContext = createContext<readonly [boolean, (enabled: boolean) => void]>([
  false,
  () => undefined,
]);

export const useClientRebrand = () => useContext(ClientRebrandContext);
