import { appConfig } from './config';
import { companyEmailSchema, emailDomain } from './validation/email';

/** Client id of the platform's internal support client. */
export const SUPPORT_CLIENT_ID = '002';

/**
 * The host of the configured external base URL (docs/deployment.md "Real backends"); null when none is set.
 */
export function externalDomainHost(externalBaseUrl = appConfig.externalBaseUrl): string | null {
  if (!externalBaseUrl) return null;
  try {
    return new URL(externalBaseUrl).host || null;
  } catch {
    return null;
  }
}

/**
 * The company-email-only rule does not apply to the support client on the external-domain host,
 * and only there: on every other host client 002 is held to it like any client.
 */
export function isCompanyEmailExempt(
  clientId: string | undefined,
  host: string = window.location.host,
  externalBaseUrl: string = appConfig.externalBaseUrl,
): boolean {
  const external = externalDomainHost(externalBaseUrl);
  return clientId === SUPPORT_CLIENT_ID && external !== null && host === external;
}

/** What a per-client flag lookup said: on, off, or failed (a failure counts as off elsewhere). */
export interface FlagReading {
  enabled: boolean;
  failed: boolean;
}

/**
 * The company-email rule of an invitation (flag `requireOnlyAdpEmails`): null when it
 * does not apply (no client, the 002 exception, the flag off); else the domain the address must have,
 * the invitation's own, or null (every address rejected) when the flag lookup failed or the invitation
 * carries no address.
 */
export function invitationCompanyEmailRule(
  clientId: string | undefined,
  flag: FlagReading,
  invitationEmail: string,
): { domain: string | null } | null {
  if (clientId === undefined || isCompanyEmailExempt(clientId)) return null;
  if (flag.failed) return { domain: null };
  if (!flag.enabled) return null;
  return { domain: invitationEmail.includes('@') ? emailDomain(invitationEmail) : null };
}

/**
 * Whether the person may add a client to their all-client access (flag
 * `requireAdpEmailForICCAccess`): with the flag on, only with an email of the platform company's own
 * domain (`appConfig.companyEmailDomain`); a failed lookup, or no domain configured, refuses
 * ('unchecked'), as a failed company-email lookup rejects the address.
 */
export function clientAccessByEmail(
  flag: FlagReading,
  personEmail: string | undefined,
  companyDomain: string = appConfig.companyEmailDomain,
): 'allowed' | 'companyEmailRequired' | 'unchecked' {
  if (flag.failed) return 'unchecked';
  if (!flag.enabled) return 'allowed';
  if (!companyDomain.trim()) return 'unchecked';
  return companyEmailSchema(companyDomain).safeParse(personEmail ?? '').success
    ? 'allowed'
    : 'companyEmailRequired';
}
