import { describe, expect, it } from 'vitest';
import { BOOT_ATTRIBUTE } from '../../../src/features/login/frame/boot';
import { CODE_AFTER_READS_ATTRIBUTE } from '../../../src/common/prerendered/codeAfterFirstReads';
import { FIRST_READ_ATTRIBUTE } from '../../../src/common/prerendered/firstScreen';
import { PRERENDERED_FRAME_ID } from '../../../src/common/prerendered/frame';
import { FIRST_SCREEN_SCRIPT } from './inline-script';
import { firstScreenDocuments, parameterPattern } from './documents';
import { withFirstScreen } from './plugin';
import { ROUTE_PRELOADS_ID } from '../route-start';

/** The built index.html as the other plugins leave it, cut to what this one edits. */
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title>' +
  `<script type="application/json" id="${ROUTE_PRELOADS_ID}">{}</script></head><body>` +
  `<div id="${PRERENDERED_FRAME_ID}" hidden><h1>Sign in</h1></div><div id="root"></div>` +
  `<script ${BOOT_ATTRIBUTE}='{"frameId":"${PRERENDERED_FRAME_ID}","entry":"/auth/assets/index.js"}'>boot()</script>` +
  '</body></html>';
const SCREEN = {
  html: `<div id="${PRERENDERED_FRAME_ID}" hidden data-first-screen="x"><h1>Forgot your password?</h1></div>`,
  title: 'Forgot your password?',
};

const parsed = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe("a route's own document (withFirstScreen)", () => {
  it("has the route's screen in place of sign-in's frame, its script between #root and the boot script, its title", () => {
    const page = parsed(withFirstScreen(INDEX, SCREEN));
    const frames = page.querySelectorAll(`#${PRERENDERED_FRAME_ID}`);
    expect(frames).toHaveLength(1);
    expect(frames[0]!.querySelector('h1')!.textContent).toBe('Forgot your password?');
    expect(frames[0]!.hasAttribute(FIRST_READ_ATTRIBUTE)).toBe(false);
    const order = [...page.body.children].map((element) => element.id || element.tagName.toLowerCase());
    expect(order).toEqual([PRERENDERED_FRAME_ID, 'root', 'script', 'script']);
    expect(page.body.children[2]!.textContent).toBe(FIRST_SCREEN_SCRIPT);
    expect(page.title).toBe('Forgot your password?');
  });

  it('tells the boot script there is no frame of its own: it starts the app at once', () => {
    const page = parsed(withFirstScreen(INDEX, SCREEN));
    const boot = JSON.parse(page.querySelector(`[${BOOT_ATTRIBUTE}]`)!.getAttribute(BOOT_ATTRIBUTE)!);
    expect(boot).toEqual({ frameId: '', entry: '/auth/assets/index.js' });
  });

  it('marks the screen of a route with a first read: shown once that read answered 2xx', () => {
    const page = parsed(withFirstScreen(INDEX, SCREEN, { waitsForRead: true }));
    expect(page.getElementById(PRERENDERED_FRAME_ID)!.hasAttribute(FIRST_READ_ATTRIBUTE)).toBe(true);
  });

  it("asks for the code after the reads only where the screen waits for them (the route preloads' mark)", () => {
    const marked = (options?: { waitsForRead: boolean }) =>
      parsed(withFirstScreen(INDEX, SCREEN, options))
        .getElementById(ROUTE_PRELOADS_ID)!
        .hasAttribute(CODE_AFTER_READS_ATTRIBUTE);
    expect(marked({ waitsForRead: true })).toBe(true);
    expect(marked()).toBe(false);
    expect(() =>
      withFirstScreen(INDEX.replace(` id="${ROUTE_PRELOADS_ID}"`, ''), SCREEN, { waitsForRead: true }),
    ).toThrow(/no route preloads/);
  });
});

describe("where each first screen's document goes (firstScreenDocuments)", () => {
  const documents = firstScreenDocuments('/auth/');

  it("is a fixed path's folder, for the screen's route and each that redirects to it", () => {
    expect(documents).toContainEqual({
      route: 'forgotPasswordRequest',
      screen: 'forgotPasswordRequest',
      file: 'forgot-password/request/index.html',
    });
    expect(documents).toContainEqual({
      route: 'createCredential',
      screen: 'createCredentialAccountInfo',
      file: 'create-credential/index.html',
    });
  });

  it('is one document for every token in a path, its optional segments the app’s', () => {
    const { file, addresses } = documents.find(({ route }) => route === 'createAccount')!;
    expect(file).toBe('create-account/_token/index.html');
    expect(addresses).toBe('/auth/create-account/:token');
    const pattern = new RegExp(parameterPattern(addresses!));
    expect(pattern.test('/auth/create-account/invite-new')).toBe(true);
    expect(pattern.test('/auth/create-account/invite-new/')).toBe(true);
    for (const other of [
      '/auth/create-account',
      '/auth/create-account/invite-new/sso',
      '/auth/create-account/a/b',
    ])
      expect(pattern.test(other), other).toBe(false);
  });
});
