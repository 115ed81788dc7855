/**
 * The boot script of the built index.html: its second inline script, right after `#root`.
 *
 * The prerendered sign-in frame's protocol (src/README.md links here), in the order things happen:
 *
 * 0. First thing in `<head>`, before the stylesheet, a tiny inline script (`EARLY_CHECK_SCRIPT` in
 *    scripts/build/login-frame/early-check.ts, allowed by its hash in the Content-Security-Policy)
 *    starts GET /check on the login path while the HTML is still parsed, so the answer is on its way
 *    before the parser has reached this script. It keeps the pending answer as `EARLY_CHECK`.
 * 1. The build (scripts/build/login-frame/plugin.ts, build only; the dev server stays a plain single-page app) puts the
 *    frame into index.html, hidden: the login page's first screen exactly as React renders it, ids
 *    prefixed (`./markup.test.tsx` fails when they drift), in English (`./login-frame.html`) and, as a
 *    `<template data-language>` inside it, in each other language the app offers
 *    (`./login-frame.<language>.html`, rendered with the repo's catalogues: the texts the mock's text
 *    service serves). It takes the app's entry `<script type="module">` and its
 *    `<link rel="modulepreload">`s out of `<head>` and hands them to this script as `entry` and
 *    `preloads`, with the rest of its `LoginFrameBoot`, as JSON in its tag's `data-boot` attribute
 *    (`bootFromOwnTag`); the entry stays in `<head>` as a `<link rel="modulepreload"
 *    fetchpriority="low">` after the stylesheet (step 4). The script itself (scripts/build/login-frame/boot-script.ts: this file
 *    type-stripped and minified) is inline, allowed by its hash like step 0's: a file of its own
 *    would be one more request before the first paint, on a connection of its own. Its text is the
 *    same for every build of one source, so the hash changes only when this file (or what it
 *    imports) does, and deploy/security-headers.node.test.ts then says to rewrite the generated server
 *    files. It is bundled on its own: it may import only modules that import nothing of the app: the
 *    reader's language is chosen by the app's own rule (../../../common/language/choice.ts), from the
 *    same inputs.
 * 2. On the login path (trailing slashes ignored) this script hides `#root` and takes the answer of
 *    GET /check from step 0 (asking itself only when step 0 did not run, a policy that refused the
 *    inline script, say): the page shows nothing while authentication is checked. A 401 (nobody signed in)
 *    shows the frame in the reader's language (`translateFrame`), which paints before the app's
 *    JavaScript has loaded; any other answer removes it and leaves the page to the app. The answer (its
 *    status, and the body of a 200) is left for the app's first check (`BOOT_HANDOFF`), which does not
 *    ask again, and so is the
 *    text package of a reader of another language, asked with the app's scripts (`prefetchTexts`). On
 *    every other path it removes the frame and starts the app at once, so no other route flashes the
 *    sign-in form. The frame names no brand (./markup.ts): the app's header brings the name the host
 *    or the client calls for. The pseudo-locale (mock mode) has no frame: the app paints for it.
 * 3. The frame's Next follows its username field as the form's does (enabled once it has text, its
 *    hint gone), and a submit of the frame's form (Next clicked, Enter in the field) is not lost: it is
 *    recorded on the frame as `data-pending-submit="1"` for the app to carry out (step 5). Its passkey
 *    way shows where the browser has WebAuthn, as the form's will (`FRAME_PASSKEY_ATTRIBUTE`). A press
 *    on any other button of its form before the app has taken over (the passkey way, "Keeping your
 *    account secure") is not lost either: the button says it is getting ready (`aria-busy`, as the
 *    kit's busy button), and the press is recorded as `data-pending-press` (the button's place among
 *    the form's `type="button"` buttons) for the app to carry out (step 5).
 * 4. The app's entry, nine tenths of its bytes, is fetched, not run, while the page waits for GET
 *    /check: the build's `<link rel="modulepreload" fetchpriority="low">` in `<head>` starts as the
 *    document is parsed, behind the stylesheet and the early check (both ahead of it in priority, and
 *    small), so on a slow network its bytes arrive while the frame is still hidden rather than after it
 *    shows (a phone's 1.6 Mbps takes most of a second for them). One request only: over HTTP/1.1 a
 *    browser opens six connections to a host, and more preloads there kept GET /check waiting for one.
 *    The other preloads (a few KB) are added by this script with the entry's `<script type="module">`
 *    after the frame's first contentful paint (a
 *    `paint` PerformanceObserver), so their work never delays that paint; at once in a hidden tab (it
 *    will not paint); after a frame where paint timing is unsupported; and after 1 s whatever
 *    happens, so a missing entry can never keep the form from working.
 * 5. React renders into the hidden `#root`. When the real login form commits, `./useFrameHandOver.ts`
 *    carries over what was typed and the focus, submits a pending Enter, removes the frame and shows
 *    `#root` within the same frame (same markup: no layout shift). Any other outcome (another route, a
 *    result page, an error, a visitor already signed in or with a single-sign-on cookie) removes the
 *    frame at once (`releasePrerenderedFrame` in `./frame.ts`, called by the app shell).
 *
 * Because the entry script is started from here, the app does not start without this script: the
 * strict policy of deploy/security-headers.ts allows it by its hash (its Trusted Types: `bootFromOwnTag`).
 */

import { baseLanguage as baseOf, readerLanguage } from '../../../common/language/choice.ts';
import type { ScriptUrlPolicy } from '../../../lib/trusted-types.ts';
import { usernameEntered } from '../usernameEntered.ts';
import { afterFirstPaint, FIRST_PAINT_FALLBACK_MS } from './firstPaint.ts';
import { translateFrame } from './frameLanguage.ts';

/**
 * Where the inline script of step 0 keeps its pending GET /check (a `Response`, or null when the call
 * failed): a property of `window`, taken once by this script.
 */
export const EARLY_CHECK = 'identityWebCheck';

/**
 * Marks the frame's passkey way (the build renders it as a browser with WebAuthn sees it, hidden:
 * ./markup.ts). This script shows it where the login form will (`passkeysSupported`,
 * src/lib/webAuthn.ts), so the links under it stay put when the app takes over.
 */
export const FRAME_PASSKEY_ATTRIBUTE = 'data-frame-passkey';

export interface LoginFrameBoot {
  /** The frame's element id (`PRERENDERED_FRAME_ID`). */
  frameId: string;
  /** The sign-in path, `/auth/login`. */
  loginPath: string;
  /** The app's entry module, as the build wrote it into `<head>`. */
  entry: string;
  /** The modules to preload alongside it, likewise. */
  preloads: string[];
  /** The authentication service's GET /check: the frame shows only once it says nobody is signed in. */
  checkUrl: string;
  /** The text resource package (GET /resources/identity-ui-client), prefetched for a non-English reader. */
  textsUrl: string;
  /** The languages the app offers, English (the frame's own) first: a browser language maps to one. */
  languages: string[];
}

/**
 * What the boot script has asked the server before the app's scripts ran, left for the app to take
 * once (`takeFromBoot`, ./frame.ts): the app would otherwise ask only after its entry chunk had loaded,
 * a round trip later each, while a reader of another language sees nothing until both are in.
 */
export const BOOT_HANDOFF = 'identityWebBoot';

/** GET /check's answer as the boot script hands it to the app. */
export interface CheckAnswer {
  /** 401 means nobody is signed in; 200 a session, described by `body`. */
  status: number;
  /** The parsed JSON of a 200 (null for any other status, or when it was no JSON). */
  body: unknown;
}

export interface BootHandoff {
  /** GET /check's answer on the sign-in page (null when it got none). */
  check?: Promise<CheckAnswer | null>;
  /** The text package, for a reader whose language cookie is not English. */
  texts?: PrefetchedTexts;
}

export interface PrefetchedTexts {
  /** The language the package was asked for: the cookie's value, else the browser's, as offered. */
  language: string;
  /** The package's JSON, or null when the call failed in any way (the app then asks itself). */
  answer: Promise<unknown>;
}

/** The attribute of the boot script's own tag that carries its `LoginFrameBoot`, as JSON. */
export const BOOT_ATTRIBUTE = 'data-boot';

/**
 * Runs the protocol with what the build wrote on the running script's tag; the entry goes through the
 * Trusted Types policy its built text creates (boot-script.ts: an import here would join the app's entry).
 */
export function bootFromOwnTag(scriptUrls: ScriptUrlPolicy): void {
  const boot = document.currentScript?.getAttribute(BOOT_ATTRIBUTE);
  if (!boot) throw new Error(`login frame: the boot script's tag has no ${BOOT_ATTRIBUTE}`);
  bootLoginFrame(JSON.parse(boot) as LoginFrameBoot, scriptUrls);
}

export { FIRST_PAINT_FALLBACK_MS };

/** No policy given (a unit test: jsdom has no Trusted Types): the URL as it is. */
const PLAIN_SCRIPT_URLS: ScriptUrlPolicy = { createScriptURL: (url) => url };

export function bootLoginFrame(
  { frameId, loginPath, entry, preloads, checkUrl, textsUrl, languages }: LoginFrameBoot,
  scriptUrls: ScriptUrlPolicy = PLAIN_SCRIPT_URLS,
): void {
  const handoff: BootHandoff = {};
  (window as unknown as Record<string, BootHandoff>)[BOOT_HANDOFF] = handoff;
  const language = readerLanguage(languages);
  // The pseudo-locale en-XA (mock mode) is no English: it has its own texts, and no frame.
  const pseudoLocale = /^en-xa$/i.test(language);
  const english = baseOf(language) === 'en' && !pseudoLocale;
  if (location.pathname.replace(/\/+$/, '') === loginPath) handoff.check = checkAnswer(checkUrl);
  const frame = document.getElementById(frameId);
  const root = document.getElementById('root');
  let started = false;

  // Idempotent: the paint, the visibility change and the fallback may all call it.
  const startApp = () => {
    if (started) return;
    started = true;
    // With the app, not before: on the sign-in page that is after the frame's first paint, so this
    // request is never among what that paint waits for (a lab measurement counted it: the largest
    // paint of a French reader came a round trip after an English reader's).
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
  // Next as the form has it (the same rule): enabled once the username has text, its "why disabled"
  // hint gone.
  const followUsername = () => {
    if (!username || !next) return;
    const empty = !usernameEntered(username.value);
    next.disabled = empty;
    if (nextHint) nextHint.hidden = !empty;
    if (empty && nextHint) next.setAttribute('aria-describedby', nextHint.id);
    else next.removeAttribute('aria-describedby');
  };
  username?.addEventListener('input', followUsername);
  // Step 3: a press on a button of the form waits for the app, which carries it out; meanwhile the
  // button says it is getting ready, as the kit's busy button does.
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
  // Nothing shows while the session is checked: the frame waits for GET /check, and
  // only a visitor whom it answers 401 (nobody signed in) sees it. Any other answer gives the page to
  // the app, whose own check decides (a signed-in visitor goes on without ever seeing the form).
  root.hidden = true;
  const giveWay = () => {
    frame.remove();
    root.hidden = false;
    startApp();
  };
  // The frame's forms have no script behind them but this. Its sign-in form's submit waits for the app
  // (step 3). A language applied on its picker: the cookie the app reads, the choice remembered for
  // sign-in (src/common/language), and the app takes over in that language. Only the picker's button
  // applies it, as in the app: the select's own changes are no change of context.
  frame.addEventListener('submit', (event) => {
    event.preventDefault();
    if (event.target === username?.form) {
      frame.dataset.pendingSubmit = '1';
      return;
    }
    const select = event.target instanceof HTMLFormElement && event.target.querySelector('select');
    if (!select) return;
    document.cookie = `user-language=${encodeURIComponent(select.value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
    try {
      sessionStorage.setItem('identity-web.picked-language', select.value);
    } catch {
      // Storage refused: the cookie alone still switches the page.
    }
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

/** GET /check, as started by the inline script of step 0 or, without it, now. */
function checkAnswer(checkUrl: string): Promise<CheckAnswer | null> {
  const store = window as unknown as Record<string, Promise<Response | null> | undefined>;
  const early = store[EARLY_CHECK];
  delete store[EARLY_CHECK];
  // eslint-disable-next-line no-restricted-globals -- runs before the app: no clients exist yet
  const answer = early ?? fetch(checkUrl, { credentials: 'include' });
  return answer.then(
    async (response) =>
      response && {
        status: response.status,
        body: response.status === 200 ? await response.json().catch(() => null) : null,
      },
    () => null,
  );
}

/** Asks for the reader's text package now, alongside the app's scripts. */
function prefetchTexts(url: string, language: string): PrefetchedTexts {
  return {
    language,
    // eslint-disable-next-line no-restricted-globals -- runs before the app: no clients exist yet
    answer: fetch(url, { headers: { 'user-language': language } })
      .then((answer) => (answer.ok ? answer.json() : null))
      .catch(() => null),
  };
}

/**
 * The buttons of the frame's sign-in form a press on which waits for the app (not its submit): the
 * app's form has the same ones in the same order (./markup.test.tsx keeps the markup alike).
 */
export function frameButtons(form: HTMLFormElement): HTMLButtonElement[] {
  return [...form.querySelectorAll<HTMLButtonElement>('button[type="button"]')];
}

/**
 * The one place this script creates a `<script>`: the app's entry module (step 4), its URL already
 * passed through the Trusted Types policy (`bootFromOwnTag`).
 */
function startEntryScript(src: string): void {
  appendToHead('script', { type: 'module', src });
}

/** The same element a `<link crossorigin>` or `<script crossorigin>` tag of the build would be. */
function appendToHead(tag: 'link' | 'script', properties: Record<string, string>): void {
  const element = document.createElement(tag);
  Object.assign(element, properties);
  element.crossOrigin = '';
  document.head.appendChild(element);
}
