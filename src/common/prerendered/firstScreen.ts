/**
 * A route's first screen (issue 66): the page a route declares in src/app/firstScreens.ts, rendered by
 * the build from the app's own components in each offered language (scripts/build/first-screens/),
 * hidden before `#root` in that route's own document (`<route path>/index.html`) as the document's
 * prerendered frame (./frame.ts). The protocol, one for every such page:
 *
 * 1. This module's `showFirstScreen`, an inline script right after the screen (allowed by its hash),
 *    shows it in the reader's language (`readerLanguage`, as the app chooses it): English is in the
 *    document, another language in a `<template data-language>`; none for the reader's (the pseudo-locale)
 *    leaves the page to the app. A screen that waits for its route's first read (`data-first-read`,
 *    scripts/build/route-start.ts) is shown only when they answered 2xx and lead to it (its route's
 *    `shows`), with the values of the answer it shows written in (`filled`); otherwise the app shows
 *    where they lead.
 * 2. Until the app arrives, the screen is a plain page: typing, links; its main form's submit button
 *    is enabled once every required field is filled and valid as the browser sees it; a submit is
 *    recorded (`PENDING_SUBMIT_ATTRIBUTE`), never sent; a press is marked for the app's same button.
 * 3. After the first commit of the page's form, in the tasks that follow it, `useAppForm` takes over
 *    (./takeOver.ts): every field's text by its name, the focus, a pending submit sent once; `#root` shows
 *    in the screen's place.
 *    Any other first commit (a result page, an error) releases the screen (the shell's
 *    `releasePrerenderedFrame`).
 */
import { baseLanguage, readerLanguage, rememberPickedLanguage } from '../language/choice.ts';
import { browserLocation } from '../../lib/browser.ts';
import { valueAt } from '../../lib/valueAt.ts';
import { markPresses, PRERENDERED_FRAME_ID } from './frame.ts';

/** Marks a prerendered frame as a route's first screen (not sign-in's frame). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
/** Set on the screen when its form was submitted before the app arrived. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';
/** On the screen: show it only once the route's first read (route-start's) answered 2xx. */
export const FIRST_READ_ATTRIBUTE = 'data-first-read';
/**
 * Where the route start keeps its first reads' answers (scripts/build/route-start.ts): their bodies in
 * order (the route's own first, then those that follow it, then its area's), or false unless every one
 * answered 2xx.
 */
export const FIRST_READ_ANSWERS = 'identityWebFirstReadAnswers';

/**
 * A value of the route's first reads that the screen shows (src/app/firstScreens.ts `fillFrom`): the
 * build renders the page with this mark in its place, a text or a field's value, naming its path in
 * the reads' bodies (`1.firstName`: the second read's), or `=` and the index of a value the page computes
 * from such paths (`computed`); the screen's script writes the value there as text. A value missing or
 * empty leaves the page to the app.
 */
// Brackets no text of the app uses; not the Private Use Area, which an HTML checker warns of.
export const FILL_MARK = { open: '\u27E6', close: '\u27E7' } as const;

/** The controls whose text the app takes over, by name. */
export const NAMED_CONTROLS = 'input[name], select[name], textarea[name]';

/** A fill mark: the value at `path` of the reads' bodies, or `=` and a computed value's index. */
export const fillMark = (path: string): string => `${FILL_MARK.open}${path}${FILL_MARK.close}`;

/**
 * A text the page computes from values of the reads' bodies (`from`, their paths), by the app's own
 * function (src/app/firstScreens.ts `computed`).
 */
export type ComputedText = { from: string[]; compute: (...values: string[]) => string };

/** What the screen's script knows of a route's screen: src/app/firstScreens.ts `shows` and `computed`. */
export type ScreenDecisions = {
  shows?: (answers: unknown[]) => boolean | Promise<boolean>;
  computed?: ComputedText[];
};

export function showFirstScreen(
  screenFor: (route: string) => ScreenDecisions | undefined = () => undefined,
): void {
  const screen = document.getElementById(PRERENDERED_FRAME_ID);
  const root = document.getElementById('root');
  if (!screen?.hasAttribute(FIRST_SCREEN_ATTRIBUTE) || !root) return;
  // Out of the page (inert, but walked and searched there): the languages the picker may switch to.
  const templates = [...screen.querySelectorAll<HTMLTemplateElement>(':scope > template')];
  for (const template of templates) template.remove();
  const languages = [screen.lang, ...templates.map(({ dataset }) => dataset.language ?? '')];
  const language = readerLanguage(languages);
  if (isPseudoLocale(language) || !inLanguage(screen, templates, language)) return void screen.remove();

  const mainForm = (form: HTMLFormElement | null) => form?.closest('main') && form;
  const follow = (form: HTMLFormElement | null) => {
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!form || !button || !button.hasAttribute('data-first-disabled')) return;
    const fields = [...form.querySelectorAll<HTMLInputElement>(NAMED_CONTROLS)];
    button.disabled = !fields.every(
      (field) =>
        field.validity.valid && (field.getAttribute('aria-required') !== 'true' || field.value.trim()),
    );
    const reason = document.getElementById(button.dataset.firstReason ?? '');
    if (reason) reason.hidden = !button.disabled;
    if (button.disabled && reason) button.setAttribute('aria-describedby', reason.id);
    else button.removeAttribute('aria-describedby');
  };
  const forms = () => [...screen.querySelectorAll('form')].filter(mainForm);
  // The submit buttons rendered disabled (a blank required field): enabled as the fields fill.
  const followSubmits = () => {
    for (const form of forms()) {
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (button?.disabled) {
        button.setAttribute('data-first-disabled', '');
        button.dataset.firstReason = button.getAttribute('aria-describedby') ?? '';
      }
    }
  };
  followSubmits();
  /** The reads' values written in again (a language's screen from its template): set once they are. */
  let fillAgain = () => true;
  /**
   * The screen in another language in place, from its template (the one left a template in turn), with
   * what was typed, the reads' values and the focus on the picker used: nothing is asked again.
   */
  const switchLanguage = (language: string, picker: HTMLFormElement): boolean => {
    if (isPseudoLocale(language)) return false;
    if (baseLanguage(language) === baseLanguage(screen.lang)) return true;
    const pickerIndex = [...screen.querySelectorAll('form')].indexOf(picker);
    const controls = () => [...screen.querySelectorAll<HTMLInputElement>(NAMED_CONTROLS)];
    // The same page in another language: the same controls, in the same order.
    const typed = controls().map(({ name, value, checked }) => ({ name, value, checked }));
    const left = document.createElement('template');
    left.dataset.language = screen.lang;
    left.dataset.title = document.title;
    left.content.append(...screen.childNodes);
    const others = templates.filter(
      ({ dataset }) => baseLanguage(dataset.language ?? '') !== baseLanguage(screen.lang),
    );
    if (!inLanguage(screen, others, language) || !fillAgain()) {
      screen.replaceChildren(left.content);
      return false;
    }
    templates.splice(0, templates.length, ...others, left);
    controls().forEach((control, index) => {
      const was = typed[index];
      if (was?.name !== control.name) return;
      if (control.type === 'checkbox' || control.type === 'radio') control.checked = was.checked;
      else control.value = was.value;
    });
    followSubmits();
    for (const form of forms()) follow(form);
    screen.querySelectorAll('form')[pickerIndex]?.querySelector('select')?.focus();
    return true;
  };
  screen.addEventListener('input', (event) => follow((event.target as HTMLInputElement).form));
  markPresses(screen);
  screen.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    // A navigation's own form (narrow screens' tabs: a select of addresses and Show): goes there.
    const place = form.closest('nav') && form.querySelector('select');
    if (place) {
      if (place.value) browserLocation.assign(place.value);
      return;
    }
    if (mainForm(form)) {
      screen.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
      const button = form.querySelector('button[type="submit"]');
      for (const name of ['aria-busy', 'aria-disabled']) button?.setAttribute(name, 'true');
      return;
    }
    // The header's language picker: remembered as the app's picker does (the app starts in it), the
    // screen switched in place; without that language's screen, the page asked again in it.
    const select = form.querySelector('select');
    if (select) {
      rememberPickedLanguage(select.value);
      if (!switchLanguage(select.value, form)) browserLocation.reload();
    }
  });
  const show = () => {
    if (!screen.isConnected) return;
    for (const form of forms()) follow(form);
    root.hidden = true;
    screen.hidden = false;
  };
  if (!screen.hasAttribute(FIRST_READ_ATTRIBUTE)) return show();
  const reads = (window as unknown as Record<string, Promise<unknown[] | false> | undefined>)[
    FIRST_READ_ANSWERS
  ];
  if (!reads) return void screen.remove();
  const { shows, computed } = screenFor(screen.getAttribute(FIRST_SCREEN_ATTRIBUTE) ?? '') ?? {};
  void reads
    .then(async (answers) => {
      if (!answers || (shows && !(await shows(answers)))) return false;
      fillAgain = () => filled(screen, answers, computed);
      return fillAgain();
    })
    .then(
      (ok) => (ok ? show() : screen.remove()),
      () => screen.remove(),
    );
}

/**
 * Writes the values of the reads' bodies (`answers`) over the screen's fill marks, and the texts
 * `computed` from them: text nodes and `value` attributes only, as text (nothing parsed as markup, no
 * link's address). False when a value is missing or empty: the page the app renders then differs from
 * the screen (a heading without the name, say).
 */
export function filled(screen: HTMLElement, answers: unknown[], computed: ComputedText[] = []): boolean {
  const { open, close } = FILL_MARK;
  let complete = true;
  const valueOf = (path: string): string | undefined => {
    if (!path.startsWith('=')) return valueAt(answers, path);
    const text = computed[Number(path.slice(1))];
    const values = text?.from.map((from) => valueAt(answers, from));
    return values?.every(Boolean) ? text!.compute(...(values as string[])) : undefined;
  };
  const fill = (text: string) =>
    text.replace(new RegExp(`${open}([^${close}]*)${close}`, 'g'), (_, path: string) => {
      const value = valueOf(path);
      if (!value) complete = false;
      return value ?? '';
    });
  const texts = screen.ownerDocument.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode())
    if (node.nodeValue?.includes(open)) node.nodeValue = fill(node.nodeValue);
  for (const field of screen.querySelectorAll<HTMLInputElement>('[value]'))
    if (field.getAttribute('value')!.includes(open))
      field.setAttribute('value', fill(field.getAttribute('value')!));
  return complete;
}

/** The mock's pseudo-locale (en-XA) is no English: the app shows it. */
const isPseudoLocale = (language: string) => /^en-xa$/i.test(language);

/** The screen in `language` (its base language): English as it is, another from its template. */
function inLanguage(screen: HTMLElement, templates: HTMLTemplateElement[], language: string): boolean {
  if (baseLanguage(screen.lang) === baseLanguage(language)) return true;
  const template = templates.find(
    ({ dataset }) => baseLanguage(dataset.language ?? '') === baseLanguage(language),
  );
  if (!template) return false;
  screen.replaceChildren(document.importNode(template.content, true));
  screen.lang = template.dataset.language!;
  document.documentElement.lang = screen.lang;
  if (template.dataset.title) document.title = template.dataset.title;
  return true;
}
