import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_HANDOFF, type BootHandoff } from '../frame/boot';
import { loadAfterSignInChunksAfterLoad } from './prefetch';

/** The boot script's hand-off, with its preload of the build's list of what a sign-in goes on to, recorded. */
function bootHandoff() {
  const preloadAfterSignIn = vi.fn();
  (window as unknown as Record<string, Partial<BootHandoff>>)[BOOT_HANDOFF] = { preloadAfterSignIn };
  return preloadAfterSignIn;
}

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });

describe('what a sign-in goes on to, fetched ahead once the password step shows', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[BOOT_HANDOFF];
    setReadyState('complete');
  });

  it("asks for the build's whole list (the signed-in pages' layouts among it) once the page has loaded, not before", async () => {
    const preload = bootHandoff();
    setReadyState('loading');
    loadAfterSignInChunksAfterLoad();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preload).not.toHaveBeenCalled();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
  });

  it('asks at once on a page already loaded, and nothing once the step is gone before the load', async () => {
    const preload = bootHandoff();
    loadAfterSignInChunksAfterLoad();
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));

    const later = bootHandoff();
    setReadyState('loading');
    loadAfterSignInChunksAfterLoad()();
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(later).not.toHaveBeenCalled();
  });
});
