/**
 * The mobile app's addresses for the registration success page. Configuration, read on use:
 * VITE_IOS_APP_STORE_URL, VITE_ANDROID_STORE_URL and
 * VITE_MOBILE_APP_URL (the app's own link, which opens it when installed). The defaults are the stores'
 * front pages, so an unconfigured build still leads somewhere real.
 */
const env = () => import.meta.env as unknown as Record<string, string | undefined>;

export const appLinks = {
  get iosStoreUrl(): string {
    return env().VITE_IOS_APP_STORE_URL || 'https://apps.apple.com/';
  },
  get androidStoreUrl(): string {
    return env().VITE_ANDROID_STORE_URL || 'https://play.google.com/store/apps';
  },
  get appUrl(): string {
    return env().VITE_MOBILE_APP_URL || 'payroll-app://open';
  },
};

/** How long "Open the app" waits for the app to take over before it sends the person to the store. */
export const OPEN_APP_FALLBACK_MS = 500;

export type Platform = 'ios' | 'android' | 'desktop';

/** iPhone, iPad and iPod are iOS; any other phone or tablet counts as Android (spec: "otherwise"). */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  // iPadOS asks for the desktop site: a Mac that takes touches is an iPad.
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android|Mobile|Mobi/i.test(userAgent)) return 'android';
  return 'desktop';
}
