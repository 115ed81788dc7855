/**
 * Passkey journeys in Chromium (issue 24): its virtual authenticator, driven through CDP, and the host
 * they run on. The relying party must be a domain, so they use http://localhost (an IP address is
 * refused); the mock world header goes with every request whatever the host (./support.ts). With a
 * virtual authenticator the sign-in page's autofill resolves at once: add it after the page has loaded
 * where the password way is wanted.
 */
import type { CDPSession, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';

export const PASSKEY_BASE_URL = E2E_BASE_URL.replace('127.0.0.1', 'localhost');

/** The options of the virtual authenticator below. */
export const PLATFORM_AUTHENTICATOR = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
} as const;

/**
 * A platform authenticator that verifies the user and answers at once, as a fingerprint reader would;
 * the CDP session drives it (`authenticatorId` to read its credentials or put it away).
 */
export async function addAuthenticator(page: Page): Promise<CDPSession & { authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: PLATFORM_AUTHENTICATOR,
  });
  return Object.assign(cdp, { authenticatorId });
}
