import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('session news between tabs (./crossTab.ts)', () => {
  it('travels over a BroadcastChannel to other tabs, never back to the sender', async () => {
    const { announceSession, onSessionNews } = await import('./crossTab');
    const otherTab = new BroadcastChannel('identity-web-session');
    const heardByOtherTab = new Promise((resolve) => (otherTab.onmessage = (event) => resolve(event.data)));
    const heardHere = vi.fn();
    const stop = onSessionNews(heardHere);
    announceSession('signed-out');
    await expect(heardByOtherTab).resolves.toBe('signed-out');
    otherTab.postMessage('extended');
    await vi.waitFor(() => expect(heardHere).toHaveBeenCalledWith('extended'));
    expect(heardHere).toHaveBeenCalledTimes(1);
    stop();
    otherTab.close();
  });

  it('falls back to storage events where BroadcastChannel is missing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { announceSession, onSessionNews } = await import('./crossTab');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    announceSession('extended');
    expect(setItem).toHaveBeenCalledWith('identity-web-session', expect.stringMatching(/^extended:/));

    const heard = vi.fn();
    const stop = onSessionNews(heard);
    const event = (newValue: string) =>
      new StorageEvent('storage', { key: 'identity-web-session', newValue });
    window.dispatchEvent(event('signed-out:1'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'signed-out:1' }));
    expect(heard.mock.calls).toEqual([['signed-out']]);
    stop();
    window.dispatchEvent(event('signed-out:2'));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
