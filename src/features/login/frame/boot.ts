/**
 * The sign-in frame's boot script, inline after `#root` in the built index.html. The protocol:
 * 0. First in `<head>`, an inline script starts GET /check on the login path as the HTML is parsed
 *    (`EARLY_CHECK`, scripts/build/login-frame/inline-scripts.ts; both allowed by their hashes).
 * 1. The build renders the login page's first screen with the app's components in each offered language
 *    (scripts/build/login-frame/render.tsx), hidden before `#root`, and this script's `data-boot`.
 * 2. On the login path nothing shows while GET /check is asked: a 401 shows the frame in the reader's
 *    language before the app's code has loaded, any other answer gives the page to the app. The answer
 *    and a non-English reader's texts are left for the app (`BOOT_HANDOFF`). Elsewhere the frame goes.
 * 3. Nothing done in the frame is lost: Next follows the username as the form's does; a submit and a
 *    press on another button (which says it is getting ready) are recorded for the app to carry out.
 * 4. The app's scripts are asked for only after the frame's first contentful paint: a lab's LCP counts
 *    every request started before it (Lighthouse charged an early fetch of the entry +1.0 s).
 * 5. When React's login form commits, ./useFrameHandOver.ts carries over what was typed, the focus and a
 *    pending submit or press, and shows `#root` in the frame's place (same markup: no shift). Any other
 *    outcome removes the frame at once (`releasePrerenderedFrame`, ./frame.ts).
 */
import { baseLanguage, readerLanguage, rememberPickedLanguage } from '../../../common/language/choice.ts';
import type { ScriptUrlPolicy } from '../../../lib/trusted-types.ts';
import { usernameEntered } from '../usernameEntered.ts';

/** Where step 0 keeps its pending GET /check (a `Response`, or null when the call failed). */
export const EARLY_CHECK = 'identityWebCheck';
/** Marks the frame's passkey way, rendered hidden: shown where the browser has WebAuthn, as the form's. */
export const FRAME_PASSKEY_ATTRIBUTE = 'data-frame-passkey';
/** Longest wait for the first contentful paint before the app starts anyway. */
export const FIRST_PAINT_FALLBACK_MS = 1000;
/** The attribute of this script's tag holding the build's `LoginFrameBoot`, as JSON. */
export const BOOT_ATTRIBUTE = 'data-boot';
/** What this script asked for the app, taken once (`takeFromBoot`): else asked a round trip later. */
export const BOOT_HANDOFF = 'identityWebBoot';

/** `textsUrl`: the text package, for a reader of another language; `languages`: English first. */
export type LoginFrameBoot = Record<'frameId' | 'loginPath' | 'entry' | 'checkUrl' | 'textsUrl', string> &
  Record<'preloads' | 'languages', string[]>;

/** 401: nobody is signed in; 200: a session, described by `body` (else null). */
export type CheckAnswer = { status: number; body: unknown };
/** The text package: its JSON, or null when the call failed in any way (the app then asks itself). */
export type PrefetchedTexts = { language: string; answer: Promise<unknown> };
/** `check`: GET /check's answer on the sign-in page (null when it got none). */
export type BootHandoff = { check?: Promise<CheckAnswer | null>; texts?: PrefetchedTexts };

/** Runs the protocol with what the build wrote on this script's tag, and the policy it created. */
export function bootFromOwnTag(scriptUrls: ScriptUrlPolicy): void {
  const boot = document.currentScript?.getAttribute(BOOT_ATTRIBUTE);
  if (!boot) throw new Error(`login frame: the boot script's tag has no ${BOOT_ATTRIBUTE}`);
  bootLoginFrame(JSON.parse(boot) as LoginFrameBoot, scriptUrls);
}

export function bootLoginFrame(
  { frameId, loginPath, entry, preloads, checkUrl, textsUrl, languages }: LoginFrameBoot,
  // No policy: a unit test (jsdom has no Trusted Types).
  scriptUrls: ScriptUrlPolicy = { createScriptURL: (url) => url },
): void {
  const handoff: BootHandoff = {};
  (window as unknown as Record<string, BootHandoff>)[BOOT_HANDOFF] = handoff;
  const language = readerLanguage(languages);
  // The pseudo-locale en-XA (mock mode) is no English: it has its own texts, and no frame.
  const pseudoLocale = /^en-xa$/i.test(language);
  const english = baseLanguage(language) === 'en' && !pseudoLocale;
  if (location.pathname.replace(/\/+$/, '') === loginPath) handoff.check = checkAnswer(checkUrl);
  const frame = document.getElementById(frameId);
  const root = document.getElementById('root');
  let started = false;

  // Idempotent: the paint, the visibility change and the fallback may all call it.
  const startApp = () => {
    if (started) return;
    started = true;
    // With the app, not before: never among what the frame's first paint waits for.
    if (!english) handoff.texts = prefetchTexts(textsUrl, language);
    for (const href of preloads) appendToHead('link', { rel: 'modulepreload', href });
    startEntryScript(scriptUrls.createScriptURL(entry));
  };

  const inReadersLanguage = frame && !pseudoLocale && (english || translateFrame(frame, language));
  if (!handoff.check || !frame || !root || !inReadersLanguage) {
    frame?.remove();
    startApp();
    return;
  }

  const username = frame.querySelector<HTMLInputElement>('input[name="username"]');
  const next = username?.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const nextHint = next && document.getElementById(next.getAttribute('aria-describedby') ?? '');
  // Next as the form has it: enabled once the username has text, its "why disabled" hint gone.
  const followUsername = () => {
    if (!username || !next) return;
    const empty = !usernameEntered(username.value);
    next.disabled = empty;
    if (nextHint) nextHint.hidden = !empty;
    if (empty && nextHint) next.setAttribute('aria-describedby', nextHint.id);
    else next.removeAttribute('aria-describedby');
  };
  username?.addEventListener('input', followUsername);
  username?.form?.addEventListener('click', (event) => {
    const pressed = event.target instanceof Element && event.target.closest('button[type="button"]');
    if (!pressed || !username.form) return;
    event.preventDefault();
    frame.dataset.pendingPress = String(frameButtons(username.form).indexOf(pressed as HTMLButtonElement));
    pressed.setAttribute('aria-busy', 'true');
    pressed.setAttribute('aria-disabled', 'true');
  });
  const passkey = frame.querySelector<HTMLElement>(`[${FRAME_PASSKEY_ATTRIBUTE}]`);
  if (passkey) passkey.hidden = typeof window.PublicKeyCredential !== 'function';
  root.hidden = true;
  const giveWay = () => {
    frame.remove();
    root.hidden = false;
    startApp();
  };
  // The sign-in form's submit waits for the app; the language picker's applies the language as the
  // app does (its cookie, the choice kept for sign-in: src/common/language) and gives the page to it.
  frame.addEventListener('submit', (event) => {
    event.preventDefault();
    if (event.target === username?.form) {
      frame.dataset.pendingSubmit = '1';
      return;
    }
    const select = event.target instanceof HTMLFormElement && event.target.querySelector('select');
    if (!select) return;
    rememberPickedLanguage(select.value);
    giveWay();
  });
  void handoff.check.then((answer) => {
    if (answer?.status !== 401) giveWay();
    // Not when the app has taken over meanwhile (./useFrameHandOver.ts removed the frame).
    else if (frame.isConnected) {
      // A value the browser put back (history, autofill) without an input event counts too.
      followUsername();
      frame.hidden = false;
    }
  });
  afterFirstPaint(startApp);
}

/** The frame of the reader's (base) language, with its title, in place of English's; false when none. */
function translateFrame(frame: HTMLElement, language: string): boolean {
  const template = [...frame.querySelectorAll('template')].find(
    (candidate) => baseLanguage(candidate.dataset.language ?? '') === baseLanguage(language),
  );
  if (!template) return false;
  frame.replaceChildren(document.importNode(template.content, true));
  frame.lang = template.dataset.language!;
  document.documentElement.lang = language;
  if (template.dataset.title) document.title = template.dataset.title;
  return true;
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
  const early = store[EARLY_CHECK];
  delete store[EARLY_CHECK];
  // eslint-disable-next-line no-restricted-globals -- runs before the app: no clients exist yet
  const answer = early ?? fetch(checkUrl, { credentials: 'include' });
  const body = (response: Response) => (response.status === 200 ? response.json().catch(() => null) : null);
  return answer.then(
    async (got) => got && { status: got.status, body: await body(got) },
    () => null,
  );
}

function prefetchTexts(url: string, language: string): PrefetchedTexts {
  // eslint-disable-next-line no-restricted-globals -- runs before the app: no clients exist yet
  const asked = fetch(url, { headers: { 'user-language': language } });
  return { language, answer: asked.then((got) => (got.ok ? got.json() : null)).catch(() => null) };
}

/** The buttons whose press waits for the app: the app's form has the same, in the same order. */
export function frameButtons(form: HTMLFormElement): HTMLButtonElement[] {
  return [...form.querySelectorAll<HTMLButtonElement>('button[type="button"]')];
}

/** The one `<script>` this script creates: the entry, its URL through the Trusted Types policy. */
const startEntryScript = (src: string) => appendToHead('script', { type: 'module', src });

/** The same element a `<link crossorigin>` or `<script crossorigin>` tag of the build would be. */
function appendToHead(tag: 'link' | 'script', properties: Record<string, string>): void {
  const element = document.createElement(tag);
  Object.assign(element, properties);
  element.crossOrigin = '';
  document.head.appendChild(element);
}
