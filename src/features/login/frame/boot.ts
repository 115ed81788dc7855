/**
 * The sign-in frame's boot script, inline after `#root` in the built index.html. The protocol:
 * 0. First in `<head>`, an inline script starts GET /check on the login path as the HTML is parsed
 *    (`EARLY_CHECK`, scripts/build/login-frame/inline-scripts.ts; both allowed by their hashes).
 * 1. The build renders the login page's first screen and its password step with the app's components
 *    in each offered language (scripts/build/login-frame/render.tsx), hidden before `#root`.
 * 2. On the login path a 401 shows the frame in the reader's language before the app's code has loaded;
 *    any other answer, or any other path, gives the page to the app. What this script asked is left for
 *    the app (`BOOT_HANDOFF`): GET /check's answer, a non-English reader's texts, Next's flag and call.
 * 3. Next asks check-auth-path as the form does and shows the password step; any other answer is the
 *    app's. Log in and the other buttons say they are getting ready and are recorded for the app.
 * 4. The app's scripts are asked for only after the frame's first contentful paint: a lab's LCP counts
 *    every request started before it (Lighthouse charged an early fetch of the entry +1.0 s). Without the
 *    frame (another route), at once, or after the reads a route's first screen waits for
 *    (../../../common/prerendered/codeAfterFirstReads.ts).
 * 5. When React's login form commits, ./useFrameHandOver.ts carries over the step, what was typed, the
 *    focus and what is pending, and shows `#root` in the frame's place (same markup: no shift). Any
 *    other outcome removes the frame at once (`releasePrerenderedFrame`, ./frame.ts).
 */
import { baseLanguage, readerLanguage, rememberPickedLanguage } from '../../../common/language/choice.ts';
import { markPresses } from '../../../common/prerendered/frame.ts';
import { codeAfterFirstReads } from '../../../common/prerendered/codeAfterFirstReads.ts';
import { COOKIE, getCookie } from '../../../lib/cookies.ts';
import type { ScriptUrlPolicy } from '../../../lib/trusted-types.ts';
import { LOGIN_USERNAME_MAX } from '../../../lib/validation/limits.ts';
import {
  checkAuthPathRequest,
  rebrandIfPasswordNext,
  TIMED_OUT,
  withinTimeLimit,
  type AuthPathAnswer,
  type PasswordStepAnswer,
} from '../usernameStep.ts';
import { usernameEntered } from '../usernameEntered.ts';

/** Where step 0 keeps its pending GET /check (a `Response`, or null when the call failed). */
export const EARLY_CHECK = 'identityWebCheck';
/** Marks the passkey way, rendered hidden: shown where the browser has WebAuthn, as the form's. */
export const FRAME_PASSKEY_ATTRIBUTE = 'data-frame-passkey';
/** Longest wait for the first contentful paint before the app starts anyway. */
export const FIRST_PAINT_FALLBACK_MS = 1000;
/** The password step's templates (`data-template`): after an answer, and after a check that took too long. */
export const PASSWORD_TEMPLATES = { answered: 'password', timedOut: 'password-timed-out' } as const;
/** The attribute of this script's tag holding the build's `LoginFrameBoot`, as JSON. */
export const BOOT_ATTRIBUTE = 'data-boot';
/** What this script asked for the app, taken once (`takeFromBoot`): else asked a round trip later. */
export const BOOT_HANDOFF = 'identityWebBoot';

/**
 * `textsUrl`: the text package, for a reader of another language; `languages`: English first;
 * `loginPreloads`: sign-in's chunks, on its path alone (other routes': scripts/build/route-preloads.ts).
 */
export type LoginFrameBoot = Record<
  'frameId' | 'loginPath' | 'entry' | 'textsUrl' | 'authUrl' | 'flagUrl',
  string
> &
  Record<'preloads' | 'loginPreloads' | 'languages', string[]> & { afterSignIn?: string[] };
/** Each a promise of null when its call failed in any way: the app then asks itself. */
export type BootHandoff = {
  /** 401: nobody is signed in; 200: a session, described by `body` (else null). */
  check?: Promise<{ status: number; body: unknown } | null>;
  texts?: { language: string; answer: Promise<unknown> };
  /** The flag Next's call follows (POST when true), asked with the app. */
  checkAuthPathPost?: Promise<boolean | null>;
  /** Next's call, awaited by an app that took over first: the password step, or null (the app asks again). */
  authPath?: { username: string; answer: Promise<PasswordStepAnswer | null> };
  /** Where the frame is, for the app that takes it over (./useFrameHandOver.ts). */
  frame?: FrameState;
  /** Asks for the build's files of what a sign-in goes on to, side by side (../afterSignIn/prefetch.ts). */
  preloadAfterSignIn?: () => void;
};

/** The frame's state, kept here as it changes; the app reads it once, as it takes over. */
type FrameState = {
  step: 'username' | 'checking' | 'password';
  /** Next or Log in was pressed and waits for the app (the frame could not answer it). */
  pendingSubmit: boolean;
  /** The `name` of a button pressed that waits for the app. */
  pendingPress: string | null;
  /** At the password step: what Next answered. */
  answer: PasswordStepAnswer | null;
};

/** Runs the protocol with what the build wrote on this script's tag, and the policy it created. */
export function bootFromOwnTag(scriptUrls: ScriptUrlPolicy): void {
  const boot = document.currentScript?.getAttribute(BOOT_ATTRIBUTE);
  if (!boot) throw new Error(`login frame: the boot script's tag has no ${BOOT_ATTRIBUTE}`);
  bootLoginFrame(JSON.parse(boot) as LoginFrameBoot, scriptUrls);
}

export function bootLoginFrame(
  boot: LoginFrameBoot,
  // No policy: a unit test (jsdom has no Trusted Types).
  scriptUrls: ScriptUrlPolicy = { createScriptURL: (url) => url },
): void {
  const preload = (files: string[] = []) =>
    files.forEach((href) => appendToHead('link', { rel: 'modulepreload', href }));
  const handoff: BootHandoff = { preloadAfterSignIn: () => preload(boot.afterSignIn) };
  (window as unknown as Record<string, BootHandoff>)[BOOT_HANDOFF] = handoff;
  const language = readerLanguage(boot.languages);
  // The pseudo-locale en-XA (mock mode) is no English: it has its own texts, and no frame.
  const pseudoLocale = /^en-xa$/i.test(language);
  const english = baseLanguage(language) === 'en' && !pseudoLocale;
  const onLoginPath = location.pathname.replace(/\/+$/, '') === boot.loginPath;
  if (onLoginPath) handoff.check = checkAnswer(`${boot.authUrl}/check`);
  const frame = document.getElementById(boot.frameId);
  const root = document.getElementById('root');
  const checkAuthPathPost = () =>
    (handoff.checkAuthPathPost ??= fetchJson(boot.flagUrl, { credentials: 'include' }).then((flag) =>
      flag ? (flag as { isEnabled?: unknown }).isEnabled === true : null,
    ));
  let started = false;
  // The paint, the visibility change and the fallback may all call it.
  const startApp = () => {
    if (started) return;
    started = true;
    // With the app, not before: never among what the frame's first paint waits for.
    const headers = { 'user-language': language };
    if (!english) handoff.texts = { language, answer: fetchJson(boot.textsUrl, { headers }) };
    if (frame?.isConnected) checkAuthPathPost();
    preload(onLoginPath ? [...boot.preloads, ...boot.loginPreloads] : boot.preloads);
    appendToHead('script', { type: 'module', src: scriptUrls.createScriptURL(boot.entry) });
  };

  const giveWay = () => {
    frame?.remove();
    if (root) root.hidden = false;
    codeAfterFirstReads(startApp);
  };
  // Another language's frame, with its title, in place of English's.
  const translation = frame && !english && !pseudoLocale ? frameTemplate(frame, language) : undefined;
  if (frame && translation) {
    frame.replaceChildren(document.importNode(translation.content, true));
    frame.lang = translation.dataset.language!;
    document.documentElement.lang = language;
    if (translation.dataset.title) document.title = translation.dataset.title;
  }
  const username = frame?.querySelector<HTMLInputElement>('input[name="username"]');
  const usernameSection = username?.form?.closest('section');
  if (!handoff.check || !frame || !root || !(english || translation) || !username) return giveWay();

  const state: FrameState = { step: 'username', pendingSubmit: false, pendingPress: null, answer: null };
  handoff.frame = state;
  /** The password step (rendered in a template), while the frame shows it in place of the username's. */
  let passwordSection: HTMLElement | undefined;
  let followField = () => {};
  /** Each step's button and the hint that says why it is disabled, as the markup first names it. */
  const hints = new Map<HTMLButtonElement, HTMLElement | null>();
  // The step as the form shows it: its passkey way with WebAuthn, its button and hint following its field.
  const showStep = (step: FrameState['step'], field: HTMLInputElement, entered: typeof usernameEntered) => {
    state.step = step;
    state.pendingSubmit = false;
    const passkey = field.form?.querySelector<HTMLElement>(`[${FRAME_PASSKEY_ATTRIBUTE}]`);
    if (passkey) passkey.hidden = typeof window.PublicKeyCredential !== 'function';
    const button = submitButton(field.form);
    // Read once per button: the button stops naming its hint while it is enabled.
    if (button && !hints.has(button))
      hints.set(button, document.getElementById(button.getAttribute('aria-describedby') ?? ''));
    const hint = button && hints.get(button);
    followField = () => {
      if (!button) return;
      button.disabled = !entered(field.value);
      if (hint) hint.hidden = !button.disabled;
      if (hint && button.disabled) button.setAttribute('aria-describedby', hint.id);
      else button.removeAttribute('aria-describedby');
    };
    followField();
  };
  // A changed username goes back to the username step, as the form's reducer does, with the username kept.
  const backToUsername = () => {
    if (passwordSection && usernameSection) {
      username.value = passwordSection.querySelector<HTMLInputElement>('input[name="username"]')!.value;
      passwordSection.remove();
      passwordSection = undefined;
      usernameSection.hidden = false;
      username.focus();
    }
    setBusy(submitButton(username.form), false);
    showStep('username', username, usernameEntered);
  };
  const showPassword = (answer: PasswordStepAnswer) => {
    const name = PASSWORD_TEMPLATES[answer === TIMED_OUT ? 'timedOut' : 'answered'];
    const template = frameTemplate(frame, language, name);
    const section = template && document.importNode(template.content, true).firstElementChild;
    if (!usernameSection || !(section instanceof HTMLElement)) return;
    passwordSection = section;
    usernameSection.before(section);
    usernameSection.hidden = true;
    section.querySelector<HTMLInputElement>('input[name="username"]')!.value = username.value;
    state.answer = answer;
    const password = section.querySelector<HTMLInputElement>('input[name="password"]')!;
    showStep('password', password, (value) => value !== '');
    password.focus();
  };
  frame.addEventListener('input', (event) => {
    const changed = event.target as HTMLInputElement;
    if (changed.name === 'username' && state.step !== 'username') backToUsername();
    followField();
  });
  markPresses(frame);
  frame.addEventListener('click', (event) => {
    const pressed = (event.target as Element).closest?.<HTMLButtonElement>('button[type="button"]');
    if (!pressed?.form) return;
    event.preventDefault();
    state.pendingPress = pressed.name;
    setBusy(pressed, true);
  });
  showStep('username', username, usernameEntered);
  root.hidden = true;
  // Next asks its one call here; what the frame cannot answer (Log in, a username too long, a check with
  // no clear answer) waits for the app, its button getting ready. The language picker's sets it as the app's.
  frame.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const select = form.querySelector('select');
    if (select) {
      rememberPickedLanguage(select.value);
      return giveWay();
    }
    if (state.step === 'checking') return;
    state.pendingSubmit = true;
    const name = username.value.trim();
    if (!passwordSection && name.length > LOGIN_USERNAME_MAX) return;
    setBusy(submitButton(form), true);
    if (passwordSection) return;
    state.step = 'checking';
    // POST or GET by the flag; a failure, or a POST with no CSRF cookie yet, is the app's to show.
    const answer = withinTimeLimit(async (signal): Promise<PasswordStepAnswer | null> => {
      const usePost = await checkAuthPathPost();
      const csrfToken = getCookie(COOKIE.xsrf);
      const request = usePost !== null && checkAuthPathRequest(boot.authUrl, name, { usePost, csrfToken });
      const got = request && (await fetchJson(request.url, { ...request.init, signal }));
      const rebrand = got ? rebrandIfPasswordNext(got as AuthPathAnswer) : null;
      return rebrand === null ? null : { rebrand };
    });
    handoff.authPath = { username: name, answer };
    void answer.then((next) => {
      if (frame.isConnected && state.step === 'checking' && next !== null) showPassword(next);
    });
  });
  void handoff.check.then((answer) => {
    if (answer?.status !== 401) giveWay();
    // Not when the app has taken over meanwhile (./useFrameHandOver.ts removed the frame).
    else if (frame.isConnected) {
      // A value the browser put back (history, autofill) without an input event counts too.
      followField();
      frame.hidden = false;
    }
  });
  // After the first contentful paint, or at once when there will be none.
  if (document.visibilityState !== 'visible') return startApp();
  document.addEventListener('visibilitychange', startApp);
  setTimeout(startApp, FIRST_PAINT_FALLBACK_MS);
  const types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes('paint')) return void requestAnimationFrame(() => setTimeout(startApp));
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) startApp();
  }).observe({ type: 'paint', buffered: true });
}

/** The frame's template of a language's (base) first screen, or of a password step. */
const frameTemplate = (frame: HTMLElement, language: string, name?: string) =>
  [...frame.querySelectorAll('template')].find(
    ({ dataset }) =>
      baseLanguage(dataset.language ?? '') === baseLanguage(language) && dataset.template === name,
  );

const submitButton = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLButtonElement>('button[type="submit"]');

/** A button's "getting ready" (or no longer), as the form's Button says it is busy. */
const setBusy = (button: HTMLButtonElement | null | undefined, busy: boolean) =>
  ['aria-busy', 'aria-disabled'].forEach((name) =>
    busy ? button?.setAttribute(name, 'true') : button?.removeAttribute(name),
  );

/** A call's JSON on a 2xx answer; null for any other answer or a failure. */
function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  // eslint-disable-next-line no-restricted-globals -- runs before the app: no clients exist yet
  return fetch(url, init)
    .then((got) => (got.ok ? got.json() : null))
    .catch(() => null);
}

/** GET /check, as step 0 started it or, without it, now. */
function checkAnswer(checkUrl: string): BootHandoff['check'] {
  const store = window as unknown as Record<string, Promise<Response | null> | undefined>;
  // eslint-disable-next-line no-restricted-globals -- runs before the app: no clients exist yet
  const answer = store[EARLY_CHECK] ?? fetch(checkUrl, { credentials: 'include' });
  delete store[EARLY_CHECK];
  return answer.then(
    async (got) =>
      got && { status: got.status, body: got.status === 200 ? await got.json().catch(() => null) : null },
    () => null,
  );
}

/** The same element a `<link crossorigin>` or `<script crossorigin>` tag of the build would be. */
function appendToHead(tag: 'link' | 'script', properties: Record<string, string>): void {
  document.head.appendChild(Object.assign(document.createElement(tag), properties, { crossOrigin: '' }));
}
