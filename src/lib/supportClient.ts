import { appConfig } from './config';

/** Client id of the platform's internal support client (spec section 9 "Special client id"). */
export const SUPPORT_CLIENT_ID = '002';

/** The host of the configured external base URL (README "Real backends"); null when none is set. */
export function externalDomainHost(externalBaseUrl = appConfig.externalBaseUrl): string | null {
  if (!externalBaseUrl) return null;
  try {
    return new URL(externalBaseUrl).host || null;
  } catch {
    return null;
  }
}

/**
 * The company-email-only rule does not apply to the support client on the external-domain host (spec
 * section 5), and only there: on every other host client 002 is held to it like any client.
 */
export function isCompanyEmailExempt(
  clientId: string | undefined,
  host: string = window.location.host,
  externalBaseUrl: string = appConfig.externalBaseUrl,
): boolean {
  const external = externalDomainHost(externalBaseUrl);
  return clientId === SUPPORT_CLIENT_ID && external !== null && host === external;
}
