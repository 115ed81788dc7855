import { screen as view } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaFirstReads, firstReads, type FirstRead } from '../../../src/app/firstReads';
import { firstScreens } from '../../../src/app/firstScreens';
import { filled } from '../../../src/common/prerendered/firstScreen';
import { paths, type PageRouteName } from '../../../src/lib/paths';
import { LANGUAGES } from '../../../src/common/language/languages';
import { COOKIE } from '../../../src/lib/cookies';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { serviceBases } from '../route-preloads';
import { inJsonString, withIds } from '../route-start-in-page';
import { addressOf } from './documents';
import { FIRST_SCREEN_ID_PREFIX, firstScreenPages } from './render';

mockServerForFile();

// The phone field's country list comes with libphonenumber, loaded after the page's first render: the
// app taking a screen over shows what the screen shows, its one country, until that arrives. Held back
// here, the page compared is that first render, however soon the library would have come.
vi.mock('../../../src/lib/validation/phone', () => new Promise(() => {}));

const names = Object.keys(firstScreens) as PageRouteName[];
/** A link of the mock server's for each token page (mock-server/README.md) that leads to its screen. */
const TOKENS: Partial<Record<PageRouteName, string>> = {
  forgotPasswordReset: 'reset-ava',
  createCredentialAccountInfo: 'credential-ava',
  userConfirmation: 'invite-dob',
  createAccount: 'invite-new',
};
/**
 * Where the app shows a route's page: at its screen's address (src/app/firstScreens.ts `params`); a
 * token page at its link, the token where its read finds it.
 */
const address = (name: PageRouteName) => {
  const token = TOKENS[name];
  const where = firstReads[name]?.token;
  if (!token || !where) return addressOf(paths[name].path, firstScreens[name]!.params);
  return 'param' in where
    ? paths[name].path.replace(`:${where.param}`, token).replace(/\/:\w+\?/g, '')
    : `${paths[name].path}?${where.query}=${token}`;
};

/**
 * The bodies of the route's first reads at its link, as the document's script hands them to the screen
 * (scripts/build/route-start-in-page.ts): its own read, then those that follow it, then its area's.
 */
async function firstReadAnswers(name: PageRouteName, token = TOKENS[name] ?? ''): Promise<unknown[]> {
  const reads = [firstReads[name], ...(areaFirstReads[paths[name].screen.area] ?? [])];
  const bases = serviceBases({});
  const answer = async (path: string, body?: string) => {
    const init =
      body === undefined ? {} : { method: 'POST', body, headers: { 'Content-Type': 'application/json' } };
    return (await fetch(new URL(path, location.href), init)).json() as Promise<unknown>;
  };
  const withFollowing = async (read: FirstRead) => {
    const own = await answer(bases[read.service] + read.path.replace('{token}', token));
    const following = (read.then ?? []).map(({ service, path, from, body }) =>
      answer(
        bases[service] + withIds(path, from, own, encodeURIComponent),
        body && withIds(body, from, own, inJsonString),
      ),
    );
    return [own, ...(await Promise.all(following))];
  };
  const answers: unknown[] = [];
  for (const read of reads) if (read) answers.push(...(await withFollowing(read)));
  return answers;
}

/** Each language's page of a rendered screen: English in the element, the others in their templates. */
function pagesOf(name: PageRouteName): Map<string, ParentNode> {
  const element = new DOMParser().parseFromString(firstScreenPages[name]!.html, 'text/html').body
    .firstElementChild as HTMLElement;
  return new Map<string, ParentNode>([
    [element.lang, element],
    ...[...element.querySelectorAll('template')].map((t) => [t.dataset.language!, t.content] as const),
  ]);
}

/**
 * An element's markup without what differs by who rendered it: ids and the references to them, the
 * order of attributes (the server writes them in props' order, the client `type` last), and how a
 * select's choice is written.
 */
function markup(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  // A select's choice: the server marks its option `selected`, the client sets the select's value.
  const selects = [...element.querySelectorAll('select')];
  copy
    .querySelectorAll('select')
    .forEach((select, index) => select.setAttribute('data-value', selects[index]!.value));
  for (const option of copy.querySelectorAll('option')) option.removeAttribute('selected');
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['id', 'for', 'aria-describedby', 'aria-labelledby', 'aria-controls', 'data-discover'])
      node.removeAttribute(name);
    const attributes = [...node.attributes].map(({ name, value }) => [name, value] as const).sort();
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  return copy.outerHTML;
}

describe.each(names)('the first screen of %s', (name) => {
  it.each(LANGUAGES.map(({ code }) => code))(
    '%s: its ids are its own, what names them follows, and its skip link reaches its main',
    (language) => {
      const page = pagesOf(name).get(language)!;
      expect(page).toBeDefined();
      const ids = [...page.querySelectorAll('[id]')].map((element) => element.id);
      for (const id of ids) expect(id).toContain(FIRST_SCREEN_ID_PREFIX);
      for (const element of page.querySelectorAll('[for], [aria-labelledby], [aria-describedby]'))
        for (const attribute of ['for', 'aria-labelledby', 'aria-describedby'])
          for (const id of element.getAttribute(attribute)?.split(' ') ?? [])
            expect(page.querySelector(`[id="${id}"]`), `${attribute}="${id}"`).not.toBeNull();
      expect(page.querySelector(`main#${FIRST_SCREEN_ID_PREFIX}main`)).not.toBeNull();
    },
  );

  it("is the app's own page: its main is the markup the app renders at that address", async () => {
    const english = pagesOf(name).get('en-US')!;
    if (paths[name].screen.area === 'signedIn') await signInAs('ava.associate');
    const answers = await firstReadAnswers(name);
    expect(await (firstScreens[name]!.shows?.(answers) ?? true)).toBe(true);
    expect(filled(english as HTMLElement, answers, firstScreens[name]!.computed)).toBe(true);
    renderApp(address(name));
    const heading = english.querySelector('h1')!.textContent!;
    await view.findByRole('heading', { level: 1, name: heading });
    expect(markup(view.getByRole('main'))).toBe(markup(english.querySelector('main')!));
  });
});

describe("an invitation's first screen, the date-of-birth check", () => {
  it.each([
    ['invite-sso', 'asks no date of birth (its client signs in elsewhere)'],
    ['invite-nodob', 'has none on file to check against: a result page'],
    ['invite-new', 'has no email: account creation'],
  ])('is not shown for %s, which %s', async (token) => {
    const answers = await firstReadAnswers('userConfirmation', token);
    expect(await firstScreens.userConfirmation!.shows!(answers)).toBe(false);
  });
});

describe("an invitation's first screen of account creation", () => {
  it("is not shown for an invitation that gives an address (its confirmation starts filled in: the app's screen)", async () => {
    const answers = await firstReadAnswers('createAccount', 'invite-dob');
    expect(await firstScreens.createAccount!.shows!(answers)).toBe(false);
  });
});

describe("account settings' first screen", () => {
  const signedIn = { authentication_method: 'Password', levelOfAssurance: 1 };
  afterEach(() => history.replaceState(null, '', '/'));

  it.each([
    [{ ...signedIn, authentication_method: 'Nexo' }, '', "the other sign-in system's session (three tabs)"],
    [signedIn, '?returnUrl=%2Fhome', 'a way back to a client (its name)'],
  ])('is not shown for %o at %j: %s', async (check, search) => {
    history.replaceState(null, '', `/auth/account-settings/change-password${search}`);
    expect(await firstScreens.accountSettings!.shows!([check, {}, {}])).toBe(false);
  });

  it('is not shown beside a single-sign-on session (the app sends it to sign-in)', async () => {
    history.replaceState(null, '', '/auth/account-settings/change-password');
    document.cookie = `${COOKIE.ssoSession}=1; path=/`;
    try {
      expect(await firstScreens.accountSettings!.shows!([signedIn, {}, {}])).toBe(false);
    } finally {
      document.cookie = `${COOKIE.ssoSession}=; max-age=0; path=/`;
    }
  });

  it('is shown for a session of this sign-in system, opened without a way back', async () => {
    history.replaceState(null, '', '/auth/account-settings/change-password');
    expect(await firstScreens.accountSettings!.shows!([signedIn, {}, {}])).toBe(true);
  });
});
