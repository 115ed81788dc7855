/**
 * Which brand to show (spec section 1: brand text changes by host and by the client's rebrand flag).
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
export const BRAND_NAME_KEY: Record<Brand, string> = {
  default: 'common:brandName',
  rebrand: 'common:brandNameRebrand',
};
