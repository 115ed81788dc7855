/**
 * The journeys that must read the same in Firefox and WebKit (docs/testing.md, "Three engines"), modelled
 * on the Playwright specs of tests/e2e/ (their steps, their personas). Each runs in a fresh mock world,
 * at each width; ./run.ts runs them. Typing and keys check the focus at every stop (./visit.ts).
 */
import frenchSettings from '../../locales/fr-CA/settings.json' with { type: 'json' };
import { SETTINGS_TABS } from '../fixtures/settings-tabs.ts';
import type { Query } from './in-page.ts';
import { PASSWORD, type Visit } from './visit.ts';

const AVA_EMAIL = 'ava.associate@example.com';
const username: Query = { role: 'textbox', name: 'Username' };
const password: Query = { label: /^Password/ };
const result = (kind: string): Query => ({ css: `[data-result-kind="${kind}"]` });

/** The address of a mailed link on the origin under test. */
const pathOf = (link: string) => {
  const url = new URL(link, 'http://mail.invalid');
  return url.pathname + url.search;
};

/** Opens a settings tab: its link, or at a phone's width the list in its place and Show. */
async function openTab(v: Visit, name: string): Promise<void> {
  const nav: Query = { role: 'navigation', name: 'Account settings' };
  const link: Query = { role: 'link', name, within: nav };
  if (await v.shown(link)) return void (await v.click(link));
  await v.choose({ role: 'combobox', within: nav }, name);
  await v.click({ role: 'button', name: 'Show', within: nav });
}

export const JOURNEYS: Record<string, (visit: Visit) => Promise<void>> = {
  async 'sign-in by keyboard: wrong password, captcha at the third, in; then the remembered account'(v) {
    await v.go('/auth/login');
    await v.see(username);
    await v.inScheme();
    // The whole first step, header and footer too, down to the last stop and back up.
    await v.walk({ css: 'body' });
    await v.tabTo({ role: 'checkbox', name: 'Remember me on this device' });
    await v.press('Space');
    await v.tabTo(username);
    await v.type('ava.associate');
    await v.press('Enter', () => v.focused(password));
    await v.walk();
    await v.tabTo(password);
    for (let i = 0; i < 3; i += 1) {
      await v.type('not-it');
      // The answer has come when the judged password is cleared; the error then has the focus.
      await v.press('Enter', () => v.hasValue(password, ''));
      await v.focused({ testId: 'login-error' });
      await v.hasText({ testId: 'login-error' }, /username or password you entered is incorrect/i);
      await v.tabTo(password);
    }
    const robot: Query = { role: 'checkbox', name: "I'm not a robot" };
    await v.see(robot);
    await v.walk();
    await v.tabTo(password);
    await v.type(PASSWORD);
    await v.tabTo(robot);
    await v.press('Space');
    await v.ticked(robot);
    await v.leave('Enter');
    await v.hasText({ testId: 'signed-in-name' }, /^Ava Associate$/);

    await v.go('/auth/logout');
    await v.at(/^\/auth\/login/);
    const remembered: Query = { testId: 'remembered-accounts' };
    await v.hasText(remembered, /Ava Associate.*Last used/);
    await v.tabTo({ role: 'button', name: /Continue as Ava Associate/ });
    await v.press('Enter', () => v.focused(password));
    await v.hasValue(username, 'ava.associate');
    await v.type(PASSWORD);
    await v.leave('Enter');
    await v.hasText({ testId: 'signed-in-name' }, /^Ava Associate$/);
  },

  async 'forgot password: the mailed link, a new password, signed in; an expired link'(v) {
    // Opened first, as from a bookmark: the page's first POST fetches its CSRF token itself.
    await v.go('/auth/forgot-password/request');
    const email: Query = { role: 'textbox', name: /^Email address/ };
    await v.walk();
    await v.tabTo(email);
    // An address cut short first: the field's error, walked; then the whole address typed over it (a
    // field reached by Tab has its text selected).
    await v.type('ava.associate@');
    await v.press('Enter', () => v.see({ css: '[aria-invalid="true"]' }));
    await v.walk();
    await v.tabTo(email);
    await v.type(AVA_EMAIL);
    await v.hasValue(email, AVA_EMAIL);
    await v.press('Enter', () => v.see(result('SUCCESS_FORGOT_PASS_REQUEST')));

    await v.go(pathOf(await v.lastMail(AVA_EMAIL, 'link')));
    const field: Query = { label: /^New password/ };
    await v.tabTo(field);
    await v.type('Harbor#Lights42');
    await v.hasText({ role: 'listitem', within: { css: 'main' } }, /\S/);
    await v.click({ role: 'button', name: 'Reset password' });
    await v.see(result('SUCCESS_FORGOT_PASS_RESET'));

    await v.go('/auth/login');
    await v.logIn('ava.associate', 'Harbor#Lights42');
    await v.hasText({ testId: 'signed-in-name' }, /^Ava Associate$/);

    await v.go('/auth/forgot-password/reset?token=reset-expired');
    await v.see(result('FAILURE_LINK_RESET_PASS'));
    await v.see({ role: 'link', name: /new link/i });
  },

  async 'an invitation that asks the date of birth first: its first screen, Check, the welcome'(v) {
    // The date's parts typed on the link's own first screen or in the app, whichever is there then.
    await v.go('/auth/user-confirmation?token=invite-dob');
    await v.choose({ label: 'Month' }, 'April');
    await v.fill({ label: 'Day' }, '15');
    await v.fill({ label: 'Year' }, '1990');
    await v.click({ role: 'button', name: 'Check' });
    await v.focused({ role: 'heading', level: 1, name: 'Welcome, Dora' });
  },

  async "account settings opened on its change-password tab: its first screen, the person's name, the new password"(
    v,
  ) {
    await v.signInByApi('ava.associate');
    // Its document shows the tab before the app (a first screen), the header filled from the session's reads.
    await v.go('/auth/account-settings/change-password');
    await v.hasText({ css: 'main .settings-header__person' }, /^AAAva$/);
    await v.fill({ label: /^Current password/ }, PASSWORD);
    await v.fill({ label: /^New password/ }, 'Qz7#mLp2vR');
    const dialog: Query = { role: 'dialog' };
    await v.press('Enter', () => v.see(dialog));
    await v.hasText(dialog, /\d+ seconds?/);
  },

  async 'create account from an invitation: personal info, the mailed code, username and password'(v) {
    // Its link, whose document shows the personal step before the app (a first screen).
    await v.go('/auth/create-account/invite-new');
    // The invitation's token is taken off the address bar.
    await v.at(/^\/auth\/create-account$/);
    await v.hasValue({ role: 'textbox', name: /^First name/ }, 'Nina');
    const email = 'nina.newhire@example.com';
    await v.fill({ role: 'textbox', name: /^Email address/ }, email);
    await v.fill({ role: 'textbox', name: /^Confirm email address/ }, email);
    await v.focus({ role: 'checkbox', name: /I agree to the terms of use/ });
    await v.press('Space');
    await v.click({ role: 'button', name: 'Continue' });
    const code: Query = { role: 'textbox', name: /Verification code/ };
    await v.focused(code);
    await v.type(await v.lastMail(email, 'code'));
    await v.press('Enter', () => v.at(/step=account/));
    await v.fill({ role: 'textbox', name: /^Username/ }, 'nina.newhire');
    await v.fill({ label: /^Password/ }, 'Fresh#Start2026');
    await v.press('Enter', () => v.see({ role: 'heading', name: 'Your account is ready' }));
    await v.at(/^\/auth\/a\/registration\/success$/);
  },

  async 'an obligation: paula changes her expired password, the countdown, every session signed out'(v) {
    await v.go('/auth/login');
    await v.logIn('paula.password');
    await v.at(/^\/auth\/change-password/);
    await v.walk();
    await v.tabTo({ label: /^Current password/ });
    await v.type(PASSWORD);
    await v.tabTo({ label: /^New password/ });
    await v.type('Qz7#mLp2vR');
    const dialog: Query = { role: 'dialog' };
    await v.press('Enter', () => v.see(dialog));
    await v.hasText(dialog, /\d+ seconds?/);
    await v.tabTo({ role: 'button', name: 'OK', within: dialog });
    await v.press('Enter', () => v.at(/^\/auth\/login/));
    const check = await v.run<number>(`return (await fetch('/api/authentication-service/v0/check')).status;`);
    if (check !== 401) throw new Error(`GET /check after the sign-out: ${check}, not 401`);
  },

  async 'step-up: stan sends a code, types it, and goes on'(v) {
    await v.signInByApi('stan.stepup');
    await v.go('/auth/step-up?redirectUrl=/auth/user');
    const send: Query = { role: 'button', name: 'Send code' };
    await v.walk();
    await v.tabTo(send);
    const field: Query = { role: 'textbox', name: /Verification code/ };
    await v.press('Enter', () => v.focused(field));
    await v.type(await v.lastMail('stan.stepup@example.com', 'code'));
    await v.press('Enter', () => v.at(/^\/auth\/user$/));
  },

  async "the mobile app's web view (iOS bridge): a completed step-up posts stepUpSuccess"(v) {
    await v.signInByApi('stan.stepup');
    await v.go('/auth/step-up?redirectUrl=/auth/user&mock-platform=ios');
    await v.click({ role: 'button', name: 'Send code' });
    const field: Query = { role: 'textbox', name: /Verification code/ };
    await v.focused(field);
    await v.fill(field, await v.lastMail('stan.stepup@example.com', 'code'));
    await v.press('Enter');
    const posted = await v.until('an event posted to the bridge', () =>
      v.run<string[] | null>(`return JSON.parse(sessionStorage.getItem('engines:bridge'));`),
    );
    if (JSON.stringify(posted) !== JSON.stringify(['{"type":"stepUpSuccess"}']))
      throw new Error(`posted to the bridge: ${JSON.stringify(posted)}`);
  },

  async 'account settings: every tab, the add-phone dialog, Escape, French in place'(v) {
    await v.signInByApi('ava.associate');
    await v.go('/auth/account-settings/switch-clients');
    await v.see({ role: 'heading', name: 'Account settings' });
    for (const [tab, name] of SETTINGS_TABS) {
      await openTab(v, name);
      await v.at(new RegExp(`^/auth/account-settings/${tab}$`));
      await v.see({ role: 'heading', level: 2, name });
    }
    await openTab(v, 'Contact info');
    await v.inScheme();
    const add: Query = { role: 'button', name: 'Add phone' };
    const dialog: Query = { role: 'dialog', name: 'Add a phone number' };
    await v.tabTo(add);
    await v.press('Enter', () => v.see(dialog));
    await v.walk(dialog);
    await v.tabTo({ role: 'textbox', name: /Phone number/, within: dialog });
    await v.type('(201) 555-0177');
    await v.press('Enter', () => v.gone(dialog));
    await v.see({ role: 'button', name: /^Delete \+1 201.555.0177/ });
    await v.tabTo(add);
    await v.press('Enter', () => v.see(dialog));
    await v.press('Escape', () => v.gone(dialog));
    await v.focused(add);

    await openTab(v, 'Localization');
    // The tab's own list, not the header's language picker of the same name.
    await v.choose({ role: 'combobox', name: 'Language', within: { css: 'main' } }, 'fr-CA');
    // Survives only if the document is never reloaded.
    await v.run('window.samePage = true;');
    await v.click({ role: 'button', name: 'Save' });
    await v.see({ role: 'heading', name: frenchSettings.heading });
    await v.until('the page in French', () =>
      v.run<boolean>(`return document.documentElement.lang === 'fr-CA' && window.samePage === true;`),
    );
  },

  async 'the session-expiry warning (mock clock), walked, and Stay signed in'(v) {
    await v.signInByApi('ava.associate');
    await v.go('/auth/user');
    await v.see({ role: 'heading' });
    // The page learns the server's clock from each answer's Date header: loaded again after the
    // clock moved, it has 40 s of its session left.
    await v.mock('POST', 'clock', { advanceMs: 14 * 60_000 + 20_000 });
    await v.go('/auth/user');
    const modal: Query = { role: 'dialog', name: 'Your session is about to end' };
    await v.hasText(modal, /signed out in \d+ seconds?/);
    await v.checkStop('the warning opened');
    await v.walk(modal);
    await v.tabTo({ role: 'button', name: 'Stay signed in', within: modal });
    // The warning opened over a page whose focus was on no control: closed, it has none to give back.
    await v.leave('Enter');
    await v.gone(modal);
    await v.at(/^\/auth\/user$/);
  },
};
