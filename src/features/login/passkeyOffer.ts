/**
 * When to offer a passkey after a password sign-in, and what is remembered about
 * the offer. Loaded only after a successful password sign-in (off the sign-in page's first load).
 *
 * "This device" is known by the passkeys created here: their ids are kept in localStorage when one is
 * created (`rememberDevicePasskey`); the person has a passkey for this device when GET /passkeys still
 * lists one of them. A passkey created on another device, or one removed in settings, does not count.
 * "Not now" is kept per username for 30 days.
 */
import { authenticationService } from '../../api';
import { passkeysSupported } from '../../lib/webAuthn';
import { isMobileWebView } from '../../lib/mobileBridge';
import { safeStorage } from '../../lib/storage';

export const OFFER_DECLINED_KEY = 'identity-web:passkey-offer-declined';
export const DEVICE_PASSKEYS_KEY = 'identity-web:device-passkeys';
export const OFFER_QUIET_MS = 30 * 24 * 60 * 60 * 1000;

const storage = safeStorage('local');
const userKey = (username: string) => username.trim().toLowerCase();

const asRecord = (value: unknown): Record<string, number> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, number>)
    : null;
const asIds = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null;

const declined = () => storage.getJson(OFFER_DECLINED_KEY, asRecord) ?? {};
const devicePasskeys = () => storage.getJson(DEVICE_PASSKEYS_KEY, asIds) ?? [];

/** "Not now": no offer for this username on this device for 30 days. */
export function declineOffer(username: string, now = Date.now()): void {
  storage.setJson(OFFER_DECLINED_KEY, { ...declined(), [userKey(username)]: now });
}

/** A passkey was created on this device: it is "the one for this device" from now on. */
export function rememberDevicePasskey(passkeyId: string): void {
  storage.setJson(DEVICE_PASSKEYS_KEY, [...new Set([...devicePasskeys(), passkeyId])]);
}

function declinedRecently(username: string, now: number): boolean {
  const at = declined()[userKey(username)];
  return typeof at === 'number' && now - at < OFFER_QUIET_MS;
}

async function platformAuthenticatorAvailable(): Promise<boolean> {
  const check = window.PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential).catch(() => false) : false;
}

/** Whether the person already has a passkey made on this device (a failed read: assume so, no offer). */
async function hasPasskeyHere(): Promise<boolean> {
  const here = new Set(devicePasskeys());
  try {
    // Direct: a sign-in follow-up, before the page after it has a query client.
    const { data } = await authenticationService.GET('/passkeys');
    return (data?.passkeys ?? []).some((passkey) => here.has(passkey.id));
  } catch {
    return true;
  }
}

/**
 * The offer's checks that ask no server: a browser with platform passkeys, outside the mobile app's web
 * view, not declined lately. Run while the obligation check is on its way.
 */
export async function mayOfferPasskey(username: string, now = Date.now()): Promise<boolean> {
  if (!passkeysSupported() || isMobileWebView() || declinedRecently(username, now)) return false;
  return platformAuthenticatorAvailable();
}

/**
 * Whether to offer a passkey to `username`, just signed in with the password and going straight on
 * (the caller checks that no obligation is pending): `mayOfferPasskey`, and none made here yet (GET
 * /passkeys, asked only once no obligation is pending).
 */
export async function shouldOfferPasskey(username: string, now = Date.now()): Promise<boolean> {
  return (await mayOfferPasskey(username, now)) && !(await hasPasskeyHere());
}

/** The GET /passkeys half of `shouldOfferPasskey`, for a caller that ran `mayOfferPasskey` earlier. */
export async function noPasskeyHere(): Promise<boolean> {
  return !(await hasPasskeyHere());
}
