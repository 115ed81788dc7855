/**
 * The boot script's protocol (./boot.ts), run in jsdom: once as the module, for each branch, and once
 * as the build writes it (scripts/build/login-frame/plugin.ts), so what ships is what is tested.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_ATTRIBUTE,
  bootLoginFrame,
  EARLY_CHECK,
  FRAME_PASSKEY_ATTRIBUTE,
  FIRST_PAINT_FALLBACK_MS,
  BOOT_HANDOFF,
  type BootHandoff,
  type LoginFrameBoot,
} from './boot';
import { TIMED_OUT } from '../usernameStep';
import { REQUEST_TIMEOUT_MS } from '../../../api/requestTimeout';
import { takePickedLanguage } from '../../../common/language/switchLanguage';
import { PRERENDERED_FRAME_ID, takeFromBoot } from './frame';
import { withLoginFrame } from '../../../../scripts/build/login-frame/plugin';
import { BOOT_SCRIPT, EARLY_CHECK_SCRIPT } from '../../../../scripts/build/login-frame/inline-scripts';
import { renderLoginFrame } from '../../../../scripts/build/login-frame/render';
import { CODE_AFTER_READS_ATTRIBUTE } from '../../../common/prerendered/codeAfterFirstReads';
import { FIRST_READ_ANSWERS } from '../../../common/prerendered/firstScreen';

/** The frame as the build renders it (scripts/build/login-frame/render.tsx). */
const FRAME = renderLoginFrame();

const BOOT: LoginFrameBoot = {
  frameId: PRERENDERED_FRAME_ID,
  loginPath: '/auth/login',
  entry: '/auth/assets/index-abc.js',
  preloads: ['/auth/assets/paths-abc.js'],
  loginPreloads: ['/auth/assets/LoginPage-abc.js'],
  authUrl: '/api/authentication-service/v0',
  flagUrl: '/api/identity-orchestrator/v0/feature-settings/idm/features/enableCheckAuthPathPost',
  textsUrl: '/api/identity-orchestrator/v1/resources/identity-ui-client',
  languages: ['en-US', 'es-US', 'fr-CA'],
  afterSignIn: ['/auth/assets/followUps-abc.js'],
};

const CHECK_URL = `${BOOT.authUrl}/check`;

/** The frame as the build writes it: English, and the French frame as a template inside it. */
const FRAME_WITH_FRENCH = `<div id="${PRERENDERED_FRAME_ID}" lang="en-US" hidden><h1>Sign in</h1><input name="username"><template data-language="fr-CA" data-title="Connexion"><h1>Ouvrir une session</h1><input name="username"></template></div><div id="root"></div>`;

/** GET /check as the boot script sees it: `answer(status, body)` settles the pending call. */
function fakeCheck() {
  let settle!: (status: number | Error, body?: unknown) => void;
  // `answer` settles the latest GET /check, whatever the text package's request does meanwhile.
  const call = vi.fn(
    (url: string) =>
      new Promise<{ status: number; json: () => Promise<unknown> }>((resolve, reject) => {
        if (url === BOOT.textsUrl) return;
        settle = (status, body) =>
          status instanceof Error ? reject(status) : resolve({ status, json: () => Promise.resolve(body) });
      }),
  );
  vi.stubGlobal('fetch', call);
  return {
    call,
    /** Answers, then lets the boot script's handler run. */
    async answer(status: number | Error, body?: unknown) {
      settle(status, body);
      for (let i = 0; i < 6; i += 1) await Promise.resolve();
    },
  };
}

/** A stand-in for the paint observer: `paint()` delivers the first contentful paint. */
function fakePaintObserver(supported = ['paint']) {
  const observers: PerformanceObserverCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name = 'first-contentful-paint') {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      for (const callback of observers)
        callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    },
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

const frame = () => document.getElementById(PRERENDERED_FRAME_ID);
/** Where the frame is, as it hands it to the app. */
const state = () => (window as unknown as Record<string, BootHandoff>)[BOOT_HANDOFF]!.frame!;
const root = () => document.getElementById('root')!;
const started = () => ({
  entry: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ),
});

/** The frame gave way: it is gone, the app's root shows, and the app's entry was started. */
function expectTheAppPainted() {
  expect(frame()).toBeNull();
  expect(root().hidden).toBe(false);
  expect(started().entry).toEqual([BOOT.entry]);
}

function forgetLanguageCookie() {
  document.cookie = 'user-language=; Path=/; Max-Age=0';
}

beforeEach(() => {
  // GET /check unanswered unless a test answers it.
  fakeCheck();
  vi.useFakeTimers();
  setVisibility('visible');
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="${PRERENDERED_FRAME_ID}" hidden><form><input name="username"><input name="other"></form></div><div id="root"></div>`;
  window.history.replaceState(null, '', '/auth/login');
});

afterEach(() => {
  // Every boot of a test starts its app now, so its visibilitychange listener on the shared document
  // cannot start it during a later test.
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Back to jsdom's own getter.
  delete (document as { visibilityState?: unknown }).visibilityState;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('bootLoginFrame on the login path', () => {
  it('shows the frame once GET /check says nobody is signed in, and starts the app after its paint', async () => {
    const observer = fakePaintObserver();
    const check = fakeCheck();
    bootLoginFrame(BOOT);
    // Nothing shows while authentication is being checked.
    expect(check.call).toHaveBeenCalledWith(CHECK_URL, { credentials: 'include' });
    expect(frame()?.hidden).toBe(true);
    expect(root().hidden).toBe(true);
    expect(started().entry).toEqual([]);
    await check.answer(401);
    expect(frame()?.hidden).toBe(false);
    expect(root().hidden).toBe(true);
    // The app's own first check reuses the answer (../entryCheck.ts), once.
    expect(await takeFromBoot('check')).toEqual({ status: 401, body: null });
    expect(takeFromBoot('check')).toBeUndefined();
    observer.paint('first-paint');
    expect(started().entry).toEqual([]);

    observer.paint();
    const onLogin = [...BOOT.preloads, ...BOOT.loginPreloads];
    expect(started()).toEqual({ entry: [BOOT.entry], preloads: onLogin });
    takeFromBoot('preloadAfterSignIn')!();
    expect(started().preloads).toEqual([...onLogin, ...BOOT.afterSignIn!]);
    const script = document.head.querySelector('script')!;
    expect(script.crossOrigin).toBe('');
    // The fallback and a later visibility change do not start it twice.
    vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started().entry).toHaveLength(1);
  });

  it("shows a reader of another language the frame in their language, by cookie or by the browser's", async () => {
    for (const reader of [
      { cookie: 'fr-CA', languages: ['en-US'], lang: 'fr-CA' },
      { cookie: 'fr', languages: ['en-US'], lang: 'fr' },
      { cookie: undefined, languages: ['de-DE', 'fr-FR', 'en-US'], lang: 'fr-CA' },
    ]) {
      document.head.innerHTML = '';
      document.body.innerHTML = FRAME_WITH_FRENCH;
      document.documentElement.lang = 'en';
      document.title = 'Sign in';
      fakePaintObserver();
      const check = fakeCheck();
      vi.stubGlobal('navigator', { languages: reader.languages });
      if (reader.cookie) document.cookie = `user-language=${reader.cookie}; Path=/`;
      bootLoginFrame(BOOT);
      forgetLanguageCookie();
      await check.answer(401);
      expect(frame()?.hidden).toBe(false);
      expect(frame()?.querySelector('h1')?.textContent).toBe('Ouvrir une session');
      expect(frame()?.textContent).not.toContain('Sign in');
      expect(frame()?.querySelector('template')).toBeNull();
      expect(frame()?.lang).toBe('fr-CA');
      expect(document.documentElement.lang).toBe(reader.lang);
      // The document's title in the reader's language too, not the English of index.html.
      expect(document.title).toBe('Connexion');
      expect(root().hidden).toBe(true);
    }
    document.documentElement.lang = '';
  });

  it('shows no frame to a reader whose language the build rendered none for: the app paints', () => {
    fakePaintObserver();
    document.body.innerHTML = FRAME_WITH_FRENCH;
    document.cookie = 'user-language=es-US; Path=/';
    bootLoginFrame(BOOT);
    forgetLanguageCookie();
    expectTheAppPainted();
  });

  it('prefetches the text package for a language cookie that is not English, on any path', async () => {
    fakePaintObserver();
    const calls = vi.fn((url: string) =>
      Promise.resolve(
        url === BOOT.textsUrl
          ? { ok: true, json: () => Promise.resolve({ resources: { login: { title: 'Connexion' } } }) }
          : { ok: false, status: 401 },
      ),
    );
    vi.stubGlobal('fetch', calls);
    window.history.replaceState(null, '', '/auth/forgot-password/request');
    document.cookie = 'user-language=fr-CA; Path=/';
    bootLoginFrame(BOOT);
    forgetLanguageCookie();
    expect(calls).toHaveBeenCalledWith(BOOT.textsUrl, { headers: { 'user-language': 'fr-CA' } });
    const prefetched = takeFromBoot('texts')!;
    expect(prefetched.language).toBe('fr-CA');
    expect(await prefetched.answer).toEqual({ resources: { login: { title: 'Connexion' } } });
    // Not the sign-in page: no session check asked.
    expect(takeFromBoot('check')).toBeUndefined();
  });

  it("asks a French reader's text package on the sign-in page only after the frame's first paint", () => {
    const paints = fakePaintObserver();
    const check = fakeCheck();
    document.body.innerHTML = FRAME_WITH_FRENCH;
    document.cookie = 'user-language=fr-CA; Path=/';
    bootLoginFrame(BOOT);
    forgetLanguageCookie();
    const askedForTexts = () =>
      check.call.mock.calls.some((call) => (call as unknown[])[0] === BOOT.textsUrl);
    expect(askedForTexts()).toBe(false);
    expect(takeFromBoot('texts')).toBeUndefined();
    paints.paint();
    expect(askedForTexts()).toBe(true);
    expect(takeFromBoot('texts')?.language).toBe('fr-CA');
  });

  it('shows no frame to a reader of the pseudo-locale, whose texts it prefetches', () => {
    fakePaintObserver();
    const check = fakeCheck();
    document.body.innerHTML = FRAME_WITH_FRENCH;
    document.cookie = 'user-language=en-XA; Path=/';
    bootLoginFrame(BOOT);
    forgetLanguageCookie();
    expect(frame()).toBeNull();
    expect(check.call).toHaveBeenCalledWith(BOOT.textsUrl, { headers: { 'user-language': 'en-XA' } });
    expect(takeFromBoot('texts')?.language).toBe('en-XA');
  });

  it('prefetches nothing for an English reader; a browser language is asked as the app will ask it', () => {
    fakePaintObserver();
    const check = fakeCheck();
    vi.stubGlobal('navigator', { languages: ['en-GB', 'fr-FR'] });
    bootLoginFrame(BOOT);
    expect(check.call.mock.calls.map((call) => (call as unknown[])[0])).not.toContain(BOOT.textsUrl);
    expect(takeFromBoot('texts')).toBeUndefined();

    vi.stubGlobal('navigator', { languages: ['de-DE', 'fr-FR'] });
    bootLoginFrame(BOOT);
    expect(check.call).toHaveBeenCalledWith(BOOT.textsUrl, { headers: { 'user-language': 'fr-CA' } });
    expect(takeFromBoot('texts')?.language).toBe('fr-CA');
  });

  it('asks GET /check for a reader of another language too, and leaves the answer to the app', async () => {
    fakePaintObserver();
    const check = fakeCheck();
    vi.stubGlobal('navigator', { languages: ['es-MX'] });
    bootLoginFrame(BOOT);
    expect(frame()).toBeNull();
    expect(check.call).toHaveBeenCalledWith(CHECK_URL, { credentials: 'include' });
    const answer = takeFromBoot('check')!;
    await check.answer(401);
    expect(await answer).toEqual({ status: 401, body: null });
  });

  it('takes the GET /check that the inline script in <head> started, and does not ask again', async () => {
    fakePaintObserver();
    const check = fakeCheck();
    let answer!: (response: { status: number; json: () => Promise<unknown> }) => void;
    const early = new Promise((resolve) => (answer = resolve));
    (window as unknown as Record<string, unknown>)[EARLY_CHECK] = early;
    bootLoginFrame(BOOT);
    expect(EARLY_CHECK in window).toBe(false);
    expect(check.call).not.toHaveBeenCalled();
    expect(frame()?.hidden).toBe(true);
    answer({ status: 401, json: () => Promise.reject(new SyntaxError('no JSON')) });
    for (let i = 0; i < 6; i += 1) await Promise.resolve();
    expect(frame()?.hidden).toBe(false);
    expect(await takeFromBoot('check')).toEqual({ status: 401, body: null });
    expect(check.call).not.toHaveBeenCalled();
  });

  it("hands a signed-in visitor's answer over with its body, so the app need not ask for it", async () => {
    fakePaintObserver();
    const check = fakeCheck();
    bootLoginFrame(BOOT);
    const session = { authentication_method: 'Lifion', levelOfAssurance: 3 };
    await check.answer(200, session);
    expectTheAppPainted();
    expect(await takeFromBoot('check')).toEqual({ status: 200, body: session });
    expect(check.call).toHaveBeenCalledTimes(1);
  });

  it('gives way to the app at once when a language is applied on its picker, not as the select changes', () => {
    fakePaintObserver();
    fakeCheck();
    frame()!.insertAdjacentHTML(
      'afterbegin',
      '<form class="language-picker"><select><option value="en-US">English</option><option value="fr-CA">Français</option></select><button type="submit">Change</button></form>',
    );
    bootLoginFrame(BOOT);
    const select = frame()!.querySelector('select')!;
    select.value = 'fr-CA';
    // Arrowing through the select fires a change at each step: that alone switches nothing.
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.cookie).not.toContain('user-language=fr-CA');
    expect(frame()).not.toBeNull();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    frame()!.querySelector('form')!.dispatchEvent(submit);
    // No page load to the form's empty action.
    expect(submit.defaultPrevented).toBe(true);
    expect(document.cookie).toContain('user-language=fr-CA');
    expect(takePickedLanguage()).toBe('fr-CA');
    forgetLanguageCookie();
    expectTheAppPainted();
  });

  it('shows it to an English reader with an English cookie', async () => {
    fakePaintObserver();
    const check = fakeCheck();
    document.cookie = 'user-language=en-CA; Path=/';
    bootLoginFrame(BOOT);
    forgetLanguageCookie();
    await check.answer(401);
    expect(frame()?.hidden).toBe(false);
  });

  it('also matches the login path with a trailing slash', async () => {
    fakePaintObserver();
    const check = fakeCheck();
    window.history.replaceState(null, '', '/auth/login/?redirectUrl=%2Fx');
    bootLoginFrame(BOOT);
    await check.answer(401);
    expect(frame()?.hidden).toBe(false);
  });

  it('never shows the frame to a signed-in visitor, nor when the check fails: the app decides', async () => {
    for (const answer of [200, 503, new TypeError('offline')]) {
      document.head.innerHTML = '';
      document.body.innerHTML = `<div id="${PRERENDERED_FRAME_ID}" hidden><input name="username"></div><div id="root"></div>`;
      fakePaintObserver();
      const check = fakeCheck();
      bootLoginFrame(BOOT);
      await check.answer(answer);
      expectTheAppPainted();
    }
  });

  it('leaves the page alone when the app took over before the check answered', async () => {
    fakePaintObserver();
    const check = fakeCheck();
    bootLoginFrame(BOOT);
    frame()!.remove();
    root().hidden = false;
    await check.answer(401);
    expect(frame()).toBeNull();
    expect(root().hidden).toBe(false);
  });

  it('starts the app after 1 s when no paint is reported', () => {
    fakePaintObserver();
    bootLoginFrame(BOOT);
    vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
    expect(started().entry).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started().entry).toEqual([BOOT.entry]);
  });

  it('starts the app at once in a hidden tab, which will not paint', () => {
    fakePaintObserver();
    setVisibility('hidden');
    bootLoginFrame(BOOT);
    expect(started().entry).toEqual([BOOT.entry]);
  });

  it('starts the app when the tab is hidden before it painted', () => {
    fakePaintObserver();
    bootLoginFrame(BOOT);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started().entry).toEqual([BOOT.entry]);
  });

  it('starts the app a frame later where paint timing is unsupported', () => {
    fakePaintObserver([]);
    bootLoginFrame(BOOT);
    expect(started().entry).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(started().entry).toEqual([BOOT.entry]);
  });

  describe('its sign-in form (the markup the build ships)', () => {
    beforeEach(() => {
      document.body.innerHTML = `${FRAME}<div id="root"></div>`;
      fakePaintObserver();
    });
    const signInForm = () => frame()!.querySelector<HTMLInputElement>('input[name="username"]')!.form!;
    const next = () => signInForm().querySelector<HTMLButtonElement>('button[type="submit"]')!;
    // The hint the markup names as Next's description when it is disabled, as it is at first.
    const hint = () =>
      document.querySelector<HTMLElement>(`#${PRERENDERED_FRAME_ID} .actions`)!
        .previousElementSibling as HTMLElement;
    const typeUsername = (value: string) => {
      const field = signInForm().querySelector<HTMLInputElement>('input[name="username"]')!;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };

    it('enables Next once the username has text, as the form does, and says why when it has none', () => {
      bootLoginFrame(BOOT);
      expect(next().disabled).toBe(true);
      expect(next().getAttribute('aria-describedby')).toBe(hint().id);
      typeUsername('ava');
      expect(next().disabled).toBe(false);
      expect(hint().hidden).toBe(true);
      expect(next().hasAttribute('aria-describedby')).toBe(false);
      typeUsername('  ');
      expect(next().disabled).toBe(true);
      expect(hint().hidden).toBe(false);
      expect(next().getAttribute('aria-describedby')).toBe(hint().id);
    });

    it('enables Next for a username the browser put back before the frame showed', async () => {
      const check = fakeCheck();
      bootLoginFrame(BOOT);
      signInForm().querySelector<HTMLInputElement>('input[name="username"]')!.value = 'ava.associate';
      await check.answer(401);
      expect(next().disabled).toBe(false);
    });

    it('offers the passkey way where the browser has WebAuthn, as the form will, and not elsewhere', () => {
      const passkey = () => frame()!.querySelector<HTMLElement>(`[${FRAME_PASSKEY_ATTRIBUTE}]`)!;
      expect(passkey().textContent).toBe('Sign in with a passkey');
      bootLoginFrame(BOOT);
      expect(passkey().hidden).toBe(true);

      document.body.innerHTML = `${FRAME}<div id="root"></div>`;
      vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
      try {
        bootLoginFrame(BOOT);
        expect(passkey().hidden).toBe(false);
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('says a button pressed before the app took over is getting ready, and records the press for the app', () => {
      vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
      bootLoginFrame(BOOT);
      const passkey = frame()!.querySelector<HTMLElement>(`[${FRAME_PASSKEY_ATTRIBUTE}] button`)!;
      expect(passkey.hasAttribute('aria-busy')).toBe(false);
      passkey.click();
      // By its name, which the app's same button has.
      expect(state().pendingPress).toBe('passkey');
      expect(passkey.getAttribute('aria-busy')).toBe('true');
      expect(passkey.getAttribute('aria-disabled')).toBe('true');
      expect(state().pendingSubmit).toBe(false);
    });

    it('records its submit (Next, Enter) as pending for the app, and stays on the page', () => {
      bootLoginFrame(BOOT);
      typeUsername('ava.associate');
      expect(state().pendingSubmit).toBe(false);
      const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: next() });
      signInForm().dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true);
      expect(state().pendingSubmit).toBe(true);
      // The frame waits for the app: a submit is no language change.
      expect(frame()).not.toBeNull();
    });
  });
});

describe("the frame's Next, answered before the app has started", () => {
  /** The services as the boot script meets them: GET /check 401, the flag, and check-auth-path's answer. */
  function services({
    flag = false,
    authPath = { isLifionLogin: true } as unknown,
    authStatus = 200,
    stalled = false,
  } = {}) {
    const calls: { url: string; init?: RequestInit }[] = [];
    const answer = (status: number, body: unknown) =>
      Promise.resolve({ status, ok: status < 300, json: () => Promise.resolve(body) });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ url, init });
        if (url === CHECK_URL) return answer(401, null);
        if (url === BOOT.flagUrl) return answer(200, { isEnabled: flag });
        if (url.endsWith('/check-auth-path'))
          return stalled ? new Promise(() => undefined) : answer(authStatus, authPath);
        return new Promise(() => undefined);
      }),
    );
    return calls;
  }
  const settle = async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  };
  async function bootAndPressNext(username = 'ava.associate') {
    document.body.innerHTML = `${FRAME}<div id="root"></div>`;
    fakePaintObserver().paint();
    bootLoginFrame(BOOT);
    await settle();
    const field = frame()!.querySelector<HTMLInputElement>('input[name="username"]')!;
    field.value = username;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.form!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    await settle();
  }
  const shown = (name: string) =>
    [...frame()!.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].filter(
      (input) => !input.closest('[hidden]'),
    );

  it('asks check-auth-path by GET (the flag off) and shows the password step, the username kept', async () => {
    const calls = services();
    await bootAndPressNext(' ava.associate ');
    const asked = calls.find(({ url }) => url.endsWith('/check-auth-path'))!;
    expect(asked.url).toBe(`${BOOT.authUrl}/username/ava.associate/check-auth-path`);
    expect(asked.init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(new Headers(asked.init!.headers).get('X-Trace-Id')).toMatch(/^[0-9a-f]{32}$/);
    expect(state()).toMatchObject({ step: 'password', answer: { rebrand: false }, pendingSubmit: false });
    // Handed over too, for an app that takes over before the answer: it waits for it, not asks again.
    const handed = takeFromBoot('authPath')!;
    expect(handed.username).toBe('ava.associate');
    await expect(handed.answer).resolves.toEqual({ rebrand: false });
    expect(shown('username').map((input) => input.value)).toEqual([' ava.associate ']);
    expect(document.activeElement).toBe(shown('password')[0]);
    // The remember-me tick stays with the (hidden) username step, where the hand-over reads it.
    expect(shown('rememberMe')).toEqual([]);
    expect(frame()!.querySelector('input[name="rememberMe"]')).not.toBeNull();
  });

  it('back at the username step, says again why Next waits once the username is cleared', async () => {
    services();
    await bootAndPressNext();
    const edit = (value: string) => {
      const field = shown('username')[0]!;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    edit('ava'); // the password step's username: back to the username step
    expect(state().step).toBe('username');
    edit('');
    const next = shown('username')[0]!.form!.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(next.disabled).toBe(true);
    const hint = document.getElementById(next.getAttribute('aria-describedby') ?? '');
    expect(hint?.hidden).toBe(false);
  });

  it("gives a stalled call up at the app's time limit: the password step, saying the check took too long", async () => {
    // The file's fake clock (beforeEach).
    const calls = services({ stalled: true });
    await bootAndPressNext();
    const handed = takeFromBoot('authPath')!;
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(state().step).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toMatchObject({ step: 'password', answer: TIMED_OUT });
    expect(frame()!.querySelector('[data-testid="check-failed"]:not([hidden] *)')?.textContent).toBe(
      'The server took too long to check your username. Enter your password to continue.',
    );
    expect(document.activeElement).toBe(shown('password')[0]);
    // The app, taking over, ends the same way at the same moment; the request itself is dropped.
    await expect(handed.answer).resolves.toBe(TIMED_OUT);
    const asked = calls.find(({ url }) => url.endsWith('/check-auth-path'))!;
    expect(asked.init!.signal!.aborted).toBe(true);
  });

  it('POSTs the username with the CSRF cookie when the flag is on, and leaves it to the app without one', async () => {
    document.cookie = 'XSRF-TOKEN=token-1; Path=/';
    try {
      const calls = services({
        flag: true,
        authPath: { isLifionLogin: true, isNexoClientRebrandEnabled: true },
      });
      await bootAndPressNext();
      const asked = calls.find(({ url }) => url.endsWith('/check-auth-path'))!;
      expect(asked.url).toBe(`${BOOT.authUrl}/check-auth-path`);
      expect(asked.init).toMatchObject({
        method: 'POST',
        body: JSON.stringify({ username: 'ava.associate' }),
      });
      expect(new Headers(asked.init!.headers).get('X-CSRF-Token')).toBe('token-1');
      expect(state()).toMatchObject({ step: 'password', answer: { rebrand: true } });
    } finally {
      document.cookie = 'XSRF-TOKEN=; Path=/; Max-Age=0';
    }
    const calls = services({ flag: true });
    await bootAndPressNext();
    expect(calls.some(({ url }) => url.endsWith('/check-auth-path'))).toBe(false);
    expect(state()).toMatchObject({ step: 'checking', pendingSubmit: true });
  });

  for (const [what, answer] of [
    [
      'the other sign-in system',
      { authPath: { isLifionLogin: false, nexoLoginUrl: 'https://other.example' } },
    ],
    ['a failure', { authStatus: 503 }],
  ] as const) {
    it(`leaves ${what} to the app: Next says it is getting ready, the submit waits for the app`, async () => {
      services(answer);
      await bootAndPressNext();
      expect(state()).toMatchObject({ step: 'checking', pendingSubmit: true });
      expect(shown('password')).toEqual([]);
      const field = shown('username')[0]!;
      const next = field.form!.querySelector('button[type="submit"]')!;
      expect(next.getAttribute('aria-busy')).toBe('true');
      // Typing again is the username step again, ready to ask anew.
      field.value = 'ava';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      expect(state()).toMatchObject({ step: 'username', pendingSubmit: false });
      expect(next.hasAttribute('aria-busy')).toBe(false);
    });
  }
});

describe('bootLoginFrame elsewhere', () => {
  it('removes the frame and starts the app at once on any other path', () => {
    fakePaintObserver();
    window.history.replaceState(null, '', '/auth/forgot-password/request');
    bootLoginFrame(BOOT);
    expect(frame()).toBeNull();
    expect(root().hidden).toBe(false);
    // Not the sign-in page's chunks: the route's own are asked for from <head>.
    expect(started()).toEqual({ entry: [BOOT.entry], preloads: BOOT.preloads });
  });

  it('starts the app when the page has no frame', () => {
    fakePaintObserver();
    frame()!.remove();
    bootLoginFrame(BOOT);
    expect(started().entry).toEqual([BOOT.entry]);
  });

  it("starts it once a route's first screen that waits for its reads has them, a frame later", async () => {
    fakePaintObserver();
    frame()!.remove();
    window.history.replaceState(null, '', '/auth/forgot-password/reset?token=reset-ava');
    const marked = document.createElement('script');
    marked.setAttribute(CODE_AFTER_READS_ATTRIBUTE, '');
    document.head.append(marked);
    let settle!: (answers: unknown[]) => void;
    const answers = new Promise((resolve) => (settle = resolve));
    (window as unknown as Record<string, unknown>)[FIRST_READ_ANSWERS] = answers;
    try {
      bootLoginFrame(BOOT);
      expect(started().entry).toEqual([]);
      settle([{ token: 'reset-ava' }]);
      await answers;
      vi.advanceTimersToNextFrame();
      expect(started().entry).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(started()).toEqual({ entry: [BOOT.entry], preloads: BOOT.preloads });
    } finally {
      delete (window as unknown as Record<string, unknown>)[FIRST_READ_ANSWERS];
    }
  });
});

describe('the built index.html (scripts/build/login-frame/plugin.ts)', () => {
  const BUILT = `<!doctype html>
<html><head>
    <meta charset="UTF-8" />
    <title>t</title>
    <script type="module" crossorigin src="/auth/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/auth/assets/paths-abc.js">
    <link rel="stylesheet" crossorigin href="/auth/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body></html>`;

  it('moves the app scripts into the inline boot script, which then runs the protocol', async () => {
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    const html = withLoginFrame(BUILT, renderLoginFrame(), {}, BOOT.loginPreloads, BOOT.afterSignIn);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.head.querySelector('script[src]')).toBeNull();
    // Not even fetched from <head>: every request for the app's code waits for the frame's first paint.
    expect(page.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    // The one inline script, first in <head>, before any stylesheet could hold it back: the text the
    // policy's hash allows, the addresses in its attributes.
    const early = page.head.querySelector('script')!;
    expect(page.head.firstElementChild?.tagName).toBe('META');
    expect(early.previousElementSibling).toBe(page.head.firstElementChild);
    expect(early.textContent).toBe(EARLY_CHECK_SCRIPT);
    expect(early.dataset).toMatchObject({ path: BOOT.loginPath, check: CHECK_URL });
    const hidden = page.getElementById(PRERENDERED_FRAME_ID)!;
    expect(hidden.hidden).toBe(true);
    expect(hidden.textContent).toContain('2031');
    expect(hidden.querySelector('h1')?.textContent).toBe('Sign in');
    expect(hidden.lang).toBe('en-US');
    // Every other language's frame rides along, inert, for the boot script to swap in.
    const templates = [...hidden.querySelectorAll('template')];
    const translations = templates.filter((template) => !template.dataset.template);
    expect(translations.map((template) => template.dataset.language)).toEqual(['es-US', 'fr-CA']);
    // And each language's password step, the form's section alone, for the frame's answer to Next.
    const passwordSteps = templates.filter((template) => template.dataset.template === 'password');
    expect(passwordSteps.map((template) => template.dataset.language)).toEqual(['en-US', 'es-US', 'fr-CA']);
    for (const step of passwordSteps) {
      expect(step.content.firstElementChild?.tagName).toBe('SECTION');
      expect(step.content.querySelectorAll('input[name="username"], input[name="password"]')).toHaveLength(2);
    }
    // Each with its document title, from the language's own catalogue.
    expect(translations.map((template) => template.dataset.title)).toEqual(['Iniciar sesión', 'Connexion']);
    expect(translations[1]!.content.querySelector('h1')?.textContent).toBe('Ouvrir une session');
    expect(translations[1]!.content.textContent).toContain('2031');
    // No brand's name: a rebranded host or client never flashes the default one.
    expect(hidden.querySelector('.brand__name')?.textContent).toBe('');
    expect(html).not.toContain('Workforce ID');
    const scripts = [...page.body.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    const boot = scripts[0]!;
    expect(boot.previousElementSibling?.id).toBe('root');
    // The text the policy's hash allows, the same for every build; what this build needs, in its tag.
    expect(boot.textContent).toBe(BOOT_SCRIPT);
    expect(boot.hasAttribute('src')).toBe(false);
    expect(JSON.parse(boot.getAttribute(BOOT_ATTRIBUTE)!)).toEqual(BOOT);
    expect(html).not.toMatch(/<style|\sstyle=/);
    // Minified: no comment of the source survives.
    expect(BOOT_SCRIPT).not.toContain('contentful paint');

    document.head.innerHTML = '';
    document.body.innerHTML = page.body.innerHTML.replace(/<script[^>]*>[\s\S]*<\/script>/, '');
    const observer = fakePaintObserver();
    const check = fakeCheck();
    // The page's two scripts in the order the parser meets them: in <head>, then after #root. GET
    // /check is asked once, by the first.
    const run = (script: HTMLScriptElement) => {
      Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
      new Function(script.textContent!)();
      delete (document as { currentScript?: unknown }).currentScript;
    };
    run(early);
    expect(check.call).toHaveBeenCalledWith(CHECK_URL, { credentials: 'include' });
    run(boot);
    expect(check.call).toHaveBeenCalledTimes(1);
    await check.answer(401);
    expect(frame()?.hidden).toBe(false);
    expect(root().hidden).toBe(true);
    expect(started().entry).toEqual([]);
    observer.paint();
    expect(started()).toEqual({ entry: [BOOT.entry], preloads: [...BOOT.preloads, ...BOOT.loginPreloads] });
    // Its own scope: nothing leaks into the page's globals.
    expect('bootLoginFrame' in window).toBe(false);
  });

  it("starts the app's entry through its own Trusted Types policy, which refuses any other script", () => {
    const createPolicy = vi.fn((_name: string, rules: { createScriptURL: (url: string) => string }) => ({
      createScriptURL: (url: string) => `trusted:${rules.createScriptURL(url)}`,
    }));
    vi.stubGlobal('trustedTypes', { createPolicy });
    window.history.replaceState(null, '', '/auth/legal');
    const run = (boot: object) => {
      const script = document.createElement('script');
      script.setAttribute(BOOT_ATTRIBUTE, JSON.stringify(boot));
      Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
      try {
        new Function(BOOT_SCRIPT)();
      } finally {
        delete (document as { currentScript?: unknown }).currentScript;
      }
    };
    run(BOOT);
    expect(createPolicy).toHaveBeenCalledWith('identity-web-boot', expect.any(Object));
    expect(started().entry).toEqual([`trusted:${BOOT.entry}`]);
    document.head.innerHTML = '';
    expect(() => run({ ...BOOT, entry: 'https://elsewhere.example/index.js' })).toThrow(TypeError);
    expect(started().entry).toEqual([]);
  });

  it('asks GET /check in <head> only on the login path', async () => {
    const html = withLoginFrame(BUILT, FRAME);
    const early = new DOMParser().parseFromString(html, 'text/html').head.querySelector('script')!;
    const check = fakeCheck();
    Object.defineProperty(document, 'currentScript', { configurable: true, value: early });
    window.history.replaceState(null, '', '/auth/forgot-password/request');
    new Function(early.textContent!)();
    expect(check.call).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/auth/login/');
    new Function(early.textContent!)();
    expect(check.call).toHaveBeenCalledTimes(1);
    delete (document as { currentScript?: unknown }).currentScript;
    delete (window as unknown as Record<string, unknown>)[EARLY_CHECK];
  });

  it('refuses a page without the entry script or the empty #root', async () => {
    expect(() => withLoginFrame('<html><body><div id="root"></div></body></html>', FRAME)).toThrow(
      /entry script/,
    );
    expect(() =>
      withLoginFrame(BUILT.replace('<div id="root"></div>', '<div id="root">x</div>'), FRAME),
    ).toThrow(/#root/);
  });
});
