import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isAndroid,
  isIos,
  isMobileBrowser,
  isMobileWebView,
  openAppWithStoreFallback,
  postMobileEvent,
} from './mobileBridge';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

type Host = Parameters<typeof isMobileWebView>[0];
const win = window as unknown as Record<string, unknown>;

describe('mobile web view bridge', () => {
  afterEach(() => {
    delete win.ReactNativeWebView;
    delete win.webkit;
  });

  it('is not a web view without a bridge, and posting is a no-op', () => {
    expect(isMobileWebView()).toBe(false);
    expect(postMobileEvent('stepUpSuccess')).toBe(false);
  });

  it('posts JSON through the React Native bridge on window', () => {
    const postMessage = vi.fn();
    win.ReactNativeWebView = { postMessage };
    expect(isMobileWebView()).toBe(true);
    expect(postMobileEvent('contactVerifySuccess', { type: 'email' })).toBe(true);
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual({
      type: 'contactVerifySuccess',
      payload: { type: 'email' },
    });
  });

  it('omits an absent payload', () => {
    const postMessage = vi.fn();
    postMobileEvent('stepUpCancel', undefined, { ReactNativeWebView: { postMessage } });
    expect(postMessage).toHaveBeenCalledWith('{"type":"stepUpCancel"}');
  });

  it('uses the iOS message handler when React Native is absent', () => {
    const postMessage = vi.fn();
    const host: Host = { webkit: { messageHandlers: { identityWeb: { postMessage } } } };
    expect(isMobileWebView(host)).toBe(true);
    expect(postMobileEvent('stepUpError', { code: 'X' }, host)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"type":"stepUpError","payload":{"code":"X"}}');
  });

  it('ignores unrelated webkit handlers', () => {
    expect(isMobileWebView({ webkit: { messageHandlers: {} } })).toBe(false);
  });

  it('reports not sent when the bridge throws', () => {
    const host: Host = {
      ReactNativeWebView: {
        postMessage: () => {
          throw new Error('gone');
        },
      },
    };
    expect(postMobileEvent('contactVerifyError', undefined, host)).toBe(false);
  });
});

describe('user agent checks', () => {
  it('recognises iOS, including iPadOS in desktop mode by touch points', () => {
    expect(isIos(IPHONE, 5)).toBe(true);
    expect(isIos(IPAD_DESKTOP_MODE, 5)).toBe(true);
    expect(isIos(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIos(ANDROID, 5)).toBe(false);
  });

  it('recognises mobile browsers', () => {
    expect(isMobileBrowser(IPHONE, 5)).toBe(true);
    expect(isMobileBrowser(ANDROID, 5)).toBe(true);
    expect(isAndroid(ANDROID)).toBe(true);
    expect(isMobileBrowser(DESKTOP_CHROME, 0)).toBe(false);
    expect(isMobileBrowser(IPAD_DESKTOP_MODE, 0)).toBe(false);
  });
});

describe('openAppWithStoreFallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    // Removing the own property brings back jsdom's prototype getter.
    delete (document as unknown as Record<string, unknown>).visibilityState;
  });

  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('opens the app, then the store after 500 ms when the page stayed visible', () => {
    const navigate = vi.fn();
    openAppWithStoreFallback({ appUrl: 'identity://open', storeUrl: 'https://store.example/app', navigate });
    expect(navigate).toHaveBeenCalledWith('identity://open');
    vi.advanceTimersByTime(499);
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenLastCalledWith('https://store.example/app');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('stays put when the page was hidden because the app opened', () => {
    const navigate = vi.fn();
    openAppWithStoreFallback({ appUrl: 'identity://open', storeUrl: 'https://store.example/app', navigate });
    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('stays put when the page is hidden at the deadline even without an event', () => {
    const navigate = vi.fn();
    openAppWithStoreFallback({ appUrl: 'a://', storeUrl: 'https://s/', navigate });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    vi.advanceTimersByTime(500);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('honours a custom delay and timer, and can be cancelled', () => {
    const navigate = vi.fn();
    const setTimer = vi.fn((callback: () => void, ms: number) => setTimeout(callback, ms));
    const cancel = openAppWithStoreFallback({
      appUrl: 'a://',
      storeUrl: 'https://s/',
      navigate,
      setTimer,
      fallbackMs: 50,
    });
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 50);
    cancel();
    vi.advanceTimersByTime(50);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
