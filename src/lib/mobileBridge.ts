/**
 * Talking to the native app that hosts us in a web view, and nudging mobile browsers into the app.
 *
 * Web-view detection is by bridge presence only: the React Native bridge (`ReactNativeWebView`) or
 * the iOS WKWebView handler (`webkit.messageHandlers.identityWeb`). User-agent strings of web views
 * and of the platform browsers are indistinguishable in practice, and a query flag could be set by
 * anyone, so neither is trusted; besides, without a bridge there is nothing to post to, so treating
 * such a page as a plain browser is the only useful answer. Pages that must know the platform from
 * the URL (verify-contact-info's `platformType`) read that parameter themselves.
 */

export type MobileEventType =
  | 'contactVerifySuccess'
  | 'contactVerifyError'
  | 'contactVerifyCancel'
  | 'stepUpSuccess'
  | 'stepUpCancel'
  | 'stepUpError';

export type MobileEvent = { type: MobileEventType; payload?: unknown };

type PostTarget = { postMessage: (message: string) => void };

/** The globals the native hosts inject; declared locally so nothing else sees them as always there. */
export type BridgeHost = {
  ReactNativeWebView?: PostTarget;
  webkit?: { messageHandlers?: { identityWeb?: PostTarget } };
};

function bridgeOf(host: BridgeHost | undefined): PostTarget | undefined {
  if (!host) return undefined;
  const reactNative = host.ReactNativeWebView;
  if (reactNative && typeof reactNative.postMessage === 'function') return reactNative;
  const ios = host.webkit?.messageHandlers?.identityWeb;
  if (ios && typeof ios.postMessage === 'function') return ios;
  return undefined;
}

const defaultHost = (): BridgeHost | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as BridgeHost);

export function isMobileWebView(host: BridgeHost | undefined = defaultHost()): boolean {
  return bridgeOf(host) !== undefined;
}

/**
 * Posts `{ type, payload }` as a JSON string (both hosts accept strings, and one format means one
 * parser on the native side). Returns whether it was handed to a bridge; a throwing bridge counts
 * as not sent so the caller can fall back to ordinary navigation.
 */
export function postMobileEvent(
  type: MobileEventType,
  payload?: unknown,
  host: BridgeHost | undefined = defaultHost(),
): boolean {
  const bridge = bridgeOf(host);
  if (!bridge) return false;
  const event: MobileEvent = payload === undefined ? { type } : { type, payload };
  try {
    bridge.postMessage(JSON.stringify(event));
    return true;
  } catch {
    return false;
  }
}

const defaultUserAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);
const defaultTouchPoints = () => (typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints);

/**
 * iPadOS 13+ reports a desktop Macintosh user agent; a touch screen is what gives it away, hence
 * the optional `maxTouchPoints`.
 */
export function isIos(
  userAgent: string = defaultUserAgent(),
  maxTouchPoints: number = defaultTouchPoints(),
): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

export function isAndroid(userAgent: string = defaultUserAgent()): boolean {
  return /Android/i.test(userAgent);
}

export function isMobileBrowser(
  userAgent: string = defaultUserAgent(),
  maxTouchPoints: number = defaultTouchPoints(),
): boolean {
  return (
    isIos(userAgent, maxTouchPoints) ||
    isAndroid(userAgent) ||
    /Mobi|IEMobile|Opera Mini|BlackBerry|webOS/i.test(userAgent)
  );
}

export const APP_STORE_FALLBACK_MS = 500;

export type OpenAppOptions = {
  appUrl: string;
  storeUrl: string;
  fallbackMs?: number;
  navigate?: (url: string) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
};

/**
 * Tries the app's URL, then goes to the store after 500 ms unless the page got hidden meanwhile —
 * which is what happens when the app actually opened. Returns a cancel function for unmounts.
 */
export function openAppWithStoreFallback({
  appUrl,
  storeUrl,
  fallbackMs = APP_STORE_FALLBACK_MS,
  navigate = (url) => globalThis.location.assign(url),
  setTimer = (callback, ms) => setTimeout(callback, ms),
  doc = globalThis.document,
}: OpenAppOptions): () => void {
  let settled = false;
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') settle();
  };
  function settle() {
    settled = true;
    doc.removeEventListener('visibilitychange', onVisibilityChange);
  }

  doc.addEventListener('visibilitychange', onVisibilityChange);
  navigate(appUrl);
  setTimer(() => {
    // Checked again here: some browsers hide the page without firing the event in time.
    if (settled || doc.visibilityState === 'hidden') {
      settle();
      return;
    }
    settle();
    navigate(storeUrl);
  }, fallbackMs);
  return settle;
}
