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
 *    every request started before it (Lighthouse charged an early fetch of the entry +1.0 s).
 * 5. When React's login form commits, ./useFrameHandOver.ts carries over the step, what was typed, the
 *    focus and what is pending, and shows `#root` in the frame's place (same markup: no shift). Any
 *    other outcome removes the frame at once (`releasePrerenderedFrame`, ./frame.ts).
 */
import { baseLanguage, readerLanguage, rememberPickedLanguage } from '../../../common/language/choice.ts';
import { PRESSING_ATTRIBUTE } from '../../../common/prerendered/frame.ts';
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

export { PRESSING_ATTRIBUTE };

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
 * `loginPreloads`: the sign-in page's chunks, preloaded on its path alone (elsewhere the route's own
 * are, from `<head>`: scripts/build/route-preloads.ts).
 */
export type LoginFrameBoot = Record<
  'frameId' | 'loginPath' | 'entry' | 'textsUrl' | 'authUrl' | 'flagUrl',
  string
> &
  Record<'preloads' | 'loginPreloads' | 'languages', string[]> & { afterSignIn?: string[] };
/** 401: nobody is signed in; 200: a session, described by `body` (else null). */
export type CheckAnswer = { status: number; body: unknown };
/** Each a promise of null when its call failed in any way: the app then asks itself. */
export type BootHandoff = {
  check?: Promise<CheckAnswer | null>;
  texts?: { language: string; answer: Promise<unknown> };
  /** The flag Next's call follows (POST when true), asked with the app. */
  checkAuthPathPost?: Promise<boolean | null>;
  /**
   * Next's call made here: an app that takes over before it answered waits for it. The password step
   * (../usernameStep.ts), or null for any other outcome (the app asks again).
   */
  authPath?: { username: string; answer: Promise<PasswordStepAnswer | null> };
  /** Where the frame is, for the app that takes it over (./useFrameHandOver.ts). */
  frame?: FrameState;
  /** Asks for the build's files of what a sign-in goes on to, side by side (../afterSignIn/prefetch.ts). */
  preloadAfterSignIn?: () => void;
};

/** The frame's state, kept here as it changes; the app reads it once, as it takes over. */
export type FrameState = {
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
  {
    frameId,
    loginPath,
    entry,
    preloads,
    loginPreloads,
    textsUrl,
    authUrl,
    flagUrl,
    languages,
    afterSignIn,
  }: LoginFrameBoot,
  // No policy: a unit test (jsdom has no Trusted Types).
  scriptUrls: ScriptUrlPolicy = { createScriptURL: (url) => url },
): void {
  const preload = (files: string[] = []) =>
    files.forEach((href) => appendToHead('link', { rel: 'modulepreload', href }));
  const handoff: BootHandoff = { preloadAfterSignIn: () => preload(afterSignIn) };
  (window as unknown as Record<string, BootHandoff>)[BOOT_HANDOFF] = handoff;
  const language = readerLanguage(languages);
  // The pseudo-locale en-XA (mock mode) is no English: it has its own texts, and no frame.
  const pseudoLocale = /^en-xa$/i.test(language);
  const english = baseLanguage(language) === 'en' && !pseudoLocale;
  const onLoginPath = location.pathname.replace(/\/+$/, '') === loginPath;
  if (onLoginPath) handoff.check = checkAnswer(`${authUrl}/check`);
  const frame = document.getElementById(frameId);
  const root = document.getElementById('root');
  const checkAuthPathPost = () =>
    (handoff.checkAuthPathPost ??= fetchJson(flagUrl, { credentials: 'include' }).then((flag) =>
      flag ? (flag as { isEnabled?: unknown }).isEnabled === true : null,
    ));
  let started = false;
  // The paint, the visibility change and the fallback may all call it.
  const startApp = () => {
    if (started) return;
    started = true;
    // With the app, not before: never among what the frame's first paint waits for.
    if (!english)
      handoff.texts = { language, answer: fetchJson(textsUrl, { headers: { 'user-language': language } }) };
    if (frame?.isConnected) checkAuthPathPost();
    preload(onLoginPath ? [...preloads, ...loginPreloads] : preloads);
    appendToHead('script', { type: 'module', src: scriptUrls.createScriptURL(entry) });
  };

  const inReadersLanguage = frame && !pseudoLocale && (english || translateFrame(frame, language));
  const username = frame?.querySelector<HTMLInputElement>('input[name="username"]');
  const usernameSection = username?.form?.closest('section');
  if (!handoff.check || !frame || !root || !inReadersLanguage || !username) {
    frame?.remove();
    startApp();
    return;
  }

  const state: FrameState = { step: 'username', pendingSubmit: false, pendingPress: null, answer: null };
  handoff.frame = state;
  /** The password step (rendered in a template), while the frame shows it in place of the username's. */
  let passwordSection: HTMLElement | undefined;
  let followField = () => {};
  // The shown step's button as the form has it: enabled once its field is, its "why disabled" hint gone.
  const showStep = (step: FrameState['step'], field: HTMLInputElement, entered: typeof usernameEntered) => {
    state.step = step;
    state.pendingSubmit = false;
    const button = submitButton(field.form);
    const hint = button && document.getElementById(button.getAttribute('aria-describedby') ?? '');
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
    showPasskey(section);
    const password = section.querySelector<HTMLInputElement>('input[name="password"]')!;
    showStep('password', password, (value) => value !== '');
    password.focus();
  };
  frame.addEventListener('input', (event) => {
    const changed = event.target as HTMLInputElement;
    if (changed.name === 'username' && state.step !== 'username') backToUsername();
    followField();
  });
  // A press begun here may end on the app's same button (./frame.ts finishes it).
  // eslint-disable-next-line no-restricted-syntax -- marks the button only: the press acts on the up event
  frame.addEventListener('pointerdown', (event) => {
    (event.target as Element).closest?.('button')?.setAttribute(PRESSING_ATTRIBUTE, '');
  });
  document.addEventListener('pointerup', () => {
    for (const button of frame.querySelectorAll(`[${PRESSING_ATTRIBUTE}]`))
      button.removeAttribute(PRESSING_ATTRIBUTE);
  });
  frame.addEventListener('click', (event) => {
    const pressed = (event.target as Element).closest?.<HTMLButtonElement>('button[type="button"]');
    if (!pressed?.form) return;
    event.preventDefault();
    state.pendingPress = pressed.name;
    setBusy(pressed, true);
  });
  showStep('username', username, usernameEntered);
  showPasskey(frame);
  root.hidden = true;
  const giveWay = () => {
    frame.remove();
    root.hidden = false;
    startApp();
  };
  // Next asks its one call here; a submit the frame does not answer (Log in, a check that got no clear
  // answer, a username too long) waits for the app, its button saying it is getting ready. The language
  // picker's applies the language as the app does (src/common/language) and gives the page to it.
  frame.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    if (!form.querySelector('input[name="username"]')) {
      const select = form.querySelector('select');
      if (select) {
        rememberPickedLanguage(select.value);
        giveWay();
      }
      return;
    }
    if (state.step === 'checking') return;
    state.pendingSubmit = true;
    const name = username.value.trim();
    if (!passwordSection && name.length > LOGIN_USERNAME_MAX) return;
    setBusy(submitButton(form), true);
    if (passwordSection) return;
    state.step = 'checking';
    const answer = withinTimeLimit((signal) => passwordIsNext(authUrl, checkAuthPathPost(), name, signal));
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
  afterFirstPaint(startApp);
}

/** The frame of the reader's (base) language, with its title, in place of English's; false when none. */
function translateFrame(frame: HTMLElement, language: string): boolean {
  const template = frameTemplate(frame, language);
  if (!template) return false;
  frame.replaceChildren(document.importNode(template.content, true));
  frame.lang = template.dataset.language!;
  document.documentElement.lang = language;
  if (template.dataset.title) document.title = template.dataset.title;
  return true;
}

/** The frame's template of a language's (base) first screen, or of a password step. */
const frameTemplate = (
  frame: HTMLElement,
  language: string,
  name?: (typeof PASSWORD_TEMPLATES)[keyof typeof PASSWORD_TEMPLATES],
) =>
  [...frame.querySelectorAll('template')].find(
    ({ dataset }) =>
      baseLanguage(dataset.language ?? '') === baseLanguage(language) && dataset.template === name,
  );

function showPasskey(container: HTMLElement) {
  const passkey = container.querySelector<HTMLElement>(`[${FRAME_PASSKEY_ATTRIBUTE}]`);
  if (passkey) passkey.hidden = typeof window.PublicKeyCredential !== 'function';
}

const submitButton = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLButtonElement>('button[type="submit"]');

/** A button's "getting ready" (or no longer), as the form's Button says it is busy. */
const setBusy = (button: HTMLButtonElement | null | undefined, busy: boolean) =>
  ['aria-busy', 'aria-disabled'].forEach((name) =>
    busy ? button?.setAttribute(name, 'true') : button?.removeAttribute(name),
  );

/**
 * Next's one call (../usernameStep.ts), POST or GET by the flag: the password step when this product's
 * password comes next; null for any other outcome, a failure or a POST with no CSRF cookie yet: the app
 * then asks again and shows what follows.
 */
async function passwordIsNext(
  authUrl: string,
  usePost: Promise<boolean | null>,
  username: string,
  deadline: AbortSignal,
): Promise<PasswordStepAnswer | null> {
  const post = await usePost;
  const request =
    post !== null &&
    checkAuthPathRequest(authUrl, username, { usePost: post, csrfToken: getCookie(COOKIE.xsrf) });
  if (!request) return null;
  const answer = await fetchJson(request.url, { ...request.init, signal: deadline });
  // Only a clear answer: a failure is the app's to show.
  const rebrand = answer ? rebrandIfPasswordNext(answer as AuthPathAnswer) : null;
  return rebrand === null ? null : { rebrand };
}

/** A call's JSON on a 2xx answer; null for any other answer or a failure. */
function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  // eslint-disable-next-line no-restricted-globals -- runs before the app: no clients exist yet
  return fetch(url, init)
    .then((got) => (got.ok ? got.json() : null))
    .catch(() => null);
}

/** Calls `callback` after the first contentful paint, or at once when there will be none; maybe twice. */
function afterFirstPaint(callback: () => void): void {
  if (document.visibilityState !== 'visible') return callback();
  document.addEventListener('visibilitychange', callback);
  setTimeout(callback, FIRST_PAINT_FALLBACK_MS);
  const types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes('paint')) return void requestAnimationFrame(() => setTimeout(callback));
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) callback();
  }).observe({ type: 'paint', buffered: true });
}

/** GET /check, as step 0 started it or, without it, now. */
function checkAnswer(checkUrl: string): Promise<CheckAnswer | null> {
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
  const element = Object.assign(document.createElement(tag), properties, { crossOrigin: '' });
  document.head.appendChild(element);
}
