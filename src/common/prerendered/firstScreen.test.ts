import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../lib/browser';
import { COOKIE } from '../../lib/cookies';
import {
  FIRST_READ_ATTRIBUTE,
  FIRST_READ_ANSWERS,
  FIRST_SCREEN_ATTRIBUTE,
  fillMark,
  PENDING_SUBMIT_ATTRIBUTE,
  showFirstScreen,
} from './firstScreen';
import { PRERENDERED_FRAME_ID } from './frame';

const FORM =
  '<main><form><input type="email" name="email" aria-required="true">' +
  '<p id="reason">Enter a valid address</p><button type="submit" disabled aria-describedby="reason">Send</button></form></main>';

/** A route's document as the build writes it: the screen hidden, its French in a template, then #root. */
function page({ waitsForRead = false } = {}) {
  document.body.innerHTML =
    `<div id="${PRERENDERED_FRAME_ID}" lang="en-US" hidden ${FIRST_SCREEN_ATTRIBUTE}="demo" ${waitsForRead ? FIRST_READ_ATTRIBUTE : ''}>` +
    `<h1>Forgot your password?</h1>${FORM}` +
    `<template data-language="fr-CA" data-title="Mot de passe oublié"><h1>Mot de passe oublié?</h1>${FORM}</template>` +
    '</div><div id="root"></div>';
  return {
    screen: () => document.getElementById(PRERENDERED_FRAME_ID),
    root: document.getElementById('root')!,
  };
}

const setLanguage = (language: string) => (document.cookie = `${COOKIE.language}=${language}; path=/`);
const store = window as unknown as Record<string, unknown>;

afterEach(() => {
  document.cookie = `${COOKIE.language}=; max-age=0; path=/`;
  delete store[FIRST_READ_ANSWERS];
});

describe('showFirstScreen', () => {
  it("shows the screen in English and hides #root, the app's, until the app takes over", () => {
    const { screen, root } = page();
    showFirstScreen();
    expect(screen()!.hidden).toBe(false);
    expect(root.hidden).toBe(true);
    expect(screen()!.querySelector('h1')!.textContent).toBe('Forgot your password?');
  });

  it("shows a French reader's screen from its template, with its title and language", () => {
    setLanguage('fr-CA');
    const { screen } = page();
    showFirstScreen();
    expect(screen()!.querySelector('h1')!.textContent).toBe('Mot de passe oublié?');
    expect(screen()!.lang).toBe('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(document.title).toBe('Mot de passe oublié');
  });

  it("switches its language in place from the header's picker: what was typed, the focus and the submit's state stay", () => {
    const picker =
      '<header><form><select><option value="en-US">English</option><option value="fr-CA">Français</option>' +
      '<option value="en-XA">Pseudo</option></select><button type="submit">Apply</button></form></header>';
    document.body.innerHTML =
      `<div id="${PRERENDERED_FRAME_ID}" lang="en-US" hidden ${FIRST_SCREEN_ATTRIBUTE}="demo">` +
      `${picker}<h1>Forgot your password?</h1>${FORM}` +
      `<template data-language="fr-CA" data-title="Mot de passe oublié">${picker}<h1>Mot de passe oublié?</h1>${FORM}</template>` +
      '</div><div id="root"></div>';
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    const screen = document.getElementById(PRERENDERED_FRAME_ID)!;
    const pick = (language: string) => {
      const select = screen.querySelector('header select') as HTMLSelectElement;
      select.value = language;
      select.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    };
    try {
      showFirstScreen();
      const field = screen.querySelector('input')!;
      field.value = 'ava@example.com';
      field.dispatchEvent(new Event('input', { bubbles: true }));

      pick('fr-CA');
      expect(screen.querySelector('h1')!.textContent).toBe('Mot de passe oublié?');
      expect([screen.lang, document.documentElement.lang, document.title]).toEqual([
        'fr-CA',
        'fr-CA',
        'Mot de passe oublié',
      ]);
      expect(screen.querySelector('input')!.value).toBe('ava@example.com');
      expect(screen.querySelector<HTMLButtonElement>('main button')!.disabled).toBe(false);
      expect(document.activeElement).toBe(screen.querySelector('header select'));
      expect(document.cookie).toContain(`${COOKIE.language}=fr-CA`);

      // And back: the English screen it left.
      pick('en-US');
      expect(screen.querySelector('h1')!.textContent).toBe('Forgot your password?');
      expect(screen.querySelector('input')!.value).toBe('ava@example.com');
      expect(reload).not.toHaveBeenCalled();

      // A language it has no screen in: the page asked again in it, the screen as it was meanwhile.
      pick('en-XA');
      expect(reload).toHaveBeenCalledTimes(1);
      expect(screen.querySelector('h1')!.textContent).toBe('Forgot your password?');
    } finally {
      reload.mockRestore();
    }
  });

  it("leaves the page to the app for a language it has no screen in (the mock's pseudo-locale)", () => {
    setLanguage('en-XA');
    const { screen, root } = page();
    showFirstScreen();
    expect(screen()).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('enables its submit once the required field holds a valid address, and records a submit for the app', () => {
    const { screen } = page();
    showFirstScreen();
    const field = screen()!.querySelector('input')!;
    const button = screen()!.querySelector('button')!;
    const reason = document.getElementById('reason')!;
    field.value = 'ava@';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(button.disabled).toBe(true);
    expect(reason.hidden).toBe(false);
    field.value = 'ava@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(button.disabled).toBe(false);
    expect(reason.hidden).toBe(true);
    expect(button.hasAttribute('aria-describedby')).toBe(false);

    const submit = new Event('submit', { bubbles: true, cancelable: true });
    button.form!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(screen()!.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it("goes to the place a navigation's form picks (narrow screens' tabs), recording no submit", () => {
    const { screen } = page();
    screen()!
      .querySelector('main')!
      .insertAdjacentHTML(
        'afterbegin',
        '<nav><form><select><option value="/auth/a">A</option><option value="/auth/b" selected>B</option></select><button type="submit">Show</button></form></nav>',
      );
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    try {
      showFirstScreen();
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      screen()!.querySelector('nav form')!.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true);
      expect(assign).toHaveBeenCalledWith('/auth/b');
      expect(screen()!.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(false);
    } finally {
      assign.mockRestore();
    }
  });

  it.each([
    [true, 'shows it'],
    [false, 'leaves the page to the app'],
  ])("waiting for the route's first read: a 2xx answer (%s) %s", async (ok) => {
    const { screen, root } = page({ waitsForRead: true });
    store[FIRST_READ_ANSWERS] = Promise.resolve(ok && [{}]);
    showFirstScreen();
    expect(screen()!.hidden).toBe(true);
    await new Promise((resolve) => setTimeout(resolve));
    if (ok) expect(screen()!.hidden).toBe(false);
    else expect(screen()).toBeNull();
    expect(root.hidden).toBe(ok);
  });

  it("writes the values it shows from the route's reads, as text; none there leaves the page to the app", async () => {
    const screenWith = (answer: unknown) => {
      page({ waitsForRead: true });
      const screen = document.getElementById(PRERENDERED_FRAME_ID)!;
      screen.querySelector('h1')!.textContent = `Welcome, ${fillMark('0.data.first_name')}!`;
      screen.querySelector('input')!.setAttribute('value', fillMark('0.data.email'));
      store[FIRST_READ_ANSWERS] = Promise.resolve([answer, { authenticated: false }]);
      showFirstScreen();
      return screen;
    };
    const settled = () => new Promise((resolve) => setTimeout(resolve));

    const screen = screenWith({ data: { first_name: '<b>Ava</b>', email: 'ava@example.com' } });
    await settled();
    expect(screen.hidden).toBe(false);
    expect(screen.querySelector('h1')!.textContent).toBe('Welcome, <b>Ava</b>!');
    expect(screen.querySelector('b')).toBeNull();
    expect(screen.querySelector('input')!.value).toBe('ava@example.com');

    for (const answer of [{ data: { first_name: '', email: 'ava@example.com' } }, { data: {} }, null]) {
      const without = screenWith(answer);
      await settled();
      expect(without.isConnected).toBe(false);
    }
  });

  it('writes a text computed from values of any read by its function; a value missing leaves the page to the app', async () => {
    const initials = {
      from: ['1.first', '1.last'],
      compute: (...names: string[]) => names.map((n) => n[0]).join(''),
    };
    const screenWith = (person: unknown) => {
      page({ waitsForRead: true });
      const screen = document.getElementById(PRERENDERED_FRAME_ID)!;
      screen.querySelector('h1')!.textContent = `${fillMark('=0')} ${fillMark('1.first')}`;
      store[FIRST_READ_ANSWERS] = Promise.resolve([{}, person]);
      showFirstScreen(() => ({ computed: [initials] }));
      return screen;
    };
    const settled = () => new Promise((resolve) => setTimeout(resolve));

    const screen = screenWith({ first: 'Ava', last: 'Associate' });
    await settled();
    expect(screen.hidden).toBe(false);
    expect(screen.querySelector('h1')!.textContent).toBe('AA Ava');
    const without = screenWith({ first: 'Ava' });
    await settled();
    expect(without.isConnected).toBe(false);
  });

  it('without a first read started (no token in the address) leaves the page to the app', () => {
    const { screen } = page({ waitsForRead: true });
    showFirstScreen();
    expect(screen()).toBeNull();
  });
});
