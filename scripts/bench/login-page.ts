/**
 * How the bench finds its way around the sign-in page: by accessible role and name, as a person with a
 * screen reader would, with the wording of the English catalogue (locales/en-US/login.json), so a
 * change of wording does not break the bench.
 */
import type { Page } from '@playwright/test';
import login from '../../locales/en-US/login.json';
import { DEFAULT_PASSWORD } from '../../mock-server/scenarios/default';

export const LOGIN_PATH = '/auth/login';
/** A persona of the default scenario who signs in with a password and owes no obligation. */
export const USERNAME = 'ava.associate';
export const PASSWORD = DEFAULT_PASSWORD;

/** Where a successful sign-in lands: the mock server's stand-in product home. */
export function isHome(url: URL): boolean {
  return url.pathname === '/authn/landing' || url.pathname === '/' || url.pathname === '/view/home';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function loginPage(page: Page) {
  return {
    username: page.getByRole('textbox', { name: login.username, exact: true }),
    // A password input has no ARIA role, so by its label; getByLabel reads the label's text, which
    // includes the required marker (an asterisk hidden from assistive technology), hence the regex.
    // Not "Show password" (the toggle's aria-label).
    password: page.getByLabel(new RegExp(`^\\s*${escape(login.password)}\\s*\\*?\\s*$`)),
    next: page.getByRole('button', { name: login.next, exact: true }),
    logIn: page.getByRole('button', { name: login.logIn, exact: true }),
  };
}
