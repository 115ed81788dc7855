import { afterAll, afterEach, expect } from 'vitest';

// The DOM kit only where there is a DOM: files that run in Node's own environment (pure functions,
// the mock server, the scripts) do not pay for loading React and Testing Library.
if (typeof document !== 'undefined') {
  // jsdom has no AnimationEvent, while its element style knows `WebkitAnimation`: React (reading both
  // once, when react-dom loads, so before Testing Library imports it) would then listen for
  // `webkitAnimationEnd`, where a browser, which has AnimationEvent, gets `animationend`. With the
  // event class there, React listens as it does in a browser, and fireEvent.animationEnd sends one.
  if (!('AnimationEvent' in window)) {
    class AnimationEvent extends Event {
      readonly animationName: string;
      readonly elapsedTime: number;
      readonly pseudoElement: string;
      constructor(type: string, init: AnimationEventInit = {}) {
        super(type, init);
        this.animationName = init.animationName ?? '';
        this.elapsedTime = init.elapsedTime ?? 0;
        this.pseudoElement = init.pseudoElement ?? '';
      }
    }
    Object.assign(window, { AnimationEvent });
  }
  // The files of a worker share one jsdom window (vitest.config.ts): what one left in storage, cookies or
  // the address is cleared before the next file runs.
  localStorage.clear();
  sessionStorage.clear();
  (
    globalThis as { jsdom?: { cookieJar: { removeAllCookiesSync(): void } } }
  ).jsdom?.cookieJar.removeAllCookiesSync();
  history.replaceState(null, '', '/');
  // A page a file wrote into the document itself (not rendered by Testing Library, whose cleanup takes
  // its own) goes with the file: a frame's fixture left a second Language picker in the next file.
  afterAll(() => document.body.replaceChildren());
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // A fresh default i18next instance per file, before the file's own code: DOM files share their
  // worker's modules (vitest.config.ts), and a component rendered without a provider uses the default.
  const { createTestI18n } = await import('../src/ui/test-i18n');
  createTestI18n();
  // Flow tests render lazy routes against the real handlers: give findBy/waitFor room on a busy machine.
  configure({ asyncUtilTimeout: 5000 });
}

// The contract recorder (mock-server/openapi/recorder.ts) collects every mock response that broke
// openapi/; a file with any fails here, so a handler cannot drift from the contract unnoticed.
afterAll(() => {
  const violations = (globalThis as Record<string, unknown>).__identityWebContractViolations as
    string[] | undefined;
  expect(violations ?? [], 'responses that break openapi/').toEqual([]);
});
