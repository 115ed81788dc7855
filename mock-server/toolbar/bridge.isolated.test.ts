/** The toolbar's emulated bridge is one the app's own detection finds, and it records what is posted. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isMobileWebView, postMobileEvent } from '../../src/lib/mobileBridge.ts';

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  const host = window as unknown as Record<string, unknown>;
  delete host.webkit;
  delete host.ReactNativeWebView;
});

describe('the emulated bridge', () => {
  it.each(['ios', 'android'] as const)(
    'as %s: the app sees a web view and its events are listed',
    async (platform) => {
      window.history.replaceState(null, '', `/auth/step-up?mock-platform=${platform}`);
      const bridge = await import('./bridge.ts');
      expect(window.location.search).toBe('');
      expect(bridge.emulatedPlatform()).toBe(platform);
      expect(isMobileWebView()).toBe(true);
      const seen = vi.fn();
      window.addEventListener(bridge.BRIDGE_EVENT, seen);
      expect(postMobileEvent('contactVerifySuccess', { kind: 'SUCCESS_ALREADY_VERIFIED' })).toBe(true);
      expect(bridge.postedEvents()).toEqual([
        expect.objectContaining({
          type: 'contactVerifySuccess',
          payload: { kind: 'SUCCESS_ALREADY_VERIFIED' },
          raw: '{"type":"contactVerifySuccess","payload":{"kind":"SUCCESS_ALREADY_VERIFIED"}}',
          page: '/auth/step-up',
        }),
      ]);
      expect(seen).toHaveBeenCalledOnce();
      expect('webkit' in window).toBe(platform === 'ios');
    },
  );

  it('is off without the parameter, and ?mock-platform=off turns it off', async () => {
    sessionStorage.setItem('mock-platform', 'ios');
    window.history.replaceState(null, '', '/auth/login?mock-platform=off');
    const bridge = await import('./bridge.ts');
    expect(bridge.emulatedPlatform()).toBeNull();
    expect(isMobileWebView()).toBe(false);
    expect(postMobileEvent('stepUpSuccess')).toBe(false);
  });
});
