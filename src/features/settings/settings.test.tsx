/**
 * /auth/account-settings/{tab} as a flow: the whole app against the real mock server handlers.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../lib/browser';
import { COOKIE, getCookie } from '../../lib/cookies';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { phoneField, signInThroughNexo } from '../../../tests/flow';
import { SETTINGS_TAB_NAMES } from '../../../tests/fixtures/settings-tabs';
import { SWITCH_CLIENTS_STORAGE_KEY } from '../../common/session/switchClients';
import { RELOAD_DELAY_MS, SEARCH_DEBOUNCE_MS } from './AddClientDialog';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
// Lazy screens and the phone module load on first use: slow on a busy machine.
const SLOW = { timeout: 10_000 };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  sessionStorage.clear();
  document.cookie = `${COOKIE.timezone}=; Path=/; Max-Age=0`;
  document.cookie = `${COOKIE.language}=; Path=/; Max-Age=0`;
});

const settingsHeading = () => screen.findByRole('heading', { level: 1, name: 'Account settings' }, SLOW);

async function open(url: string, username = 'ava.associate') {
  await signInAs(username);
  const app = renderApp(url);
  await settingsHeading();
  return app;
}

describe('the settings page', () => {
  it('sends a signed-out visit to sign-in with the way back', async () => {
    const { router } = renderApp('/auth/account-settings/devices');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), SLOW);
    expect(router.state.location.search).toBe(
      `?redirectUrl=${encodeURIComponent('/auth/account-settings/devices')}`,
    );
  });

  it('sends an unknown tab, the base path and deeper paths to switch-clients', async () => {
    for (const url of [
      '/auth/account-settings/nope',
      '/auth/account-settings',
      '/auth/account-settings/devices/x',
    ]) {
      const { router, unmount } = await open(url);
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/auth/account-settings/switch-clients'),
      );
      unmount();
    }
  });

  it('shows the initials, the first name, Sign out and six tab links, the current one marked', async () => {
    await open('/auth/account-settings/devices');
    expect(screen.getByText('AA')).toBeInTheDocument();
    expect(screen.getByText('Ava')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/auth/logout');
    const nav = screen.getByRole('navigation', { name: 'Account settings' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SETTINGS_TAB_NAMES);
    expect(within(nav).getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the document after each tab', async () => {
    const { user } = await open('/auth/account-settings/devices');
    await waitFor(() => expect(document.title).toBe('Devices · Account settings · Workforce ID'));
    const nav = screen.getByRole('navigation', { name: 'Account settings' });
    await user.click(within(nav).getByRole('link', { name: 'Change password' }));
    await waitFor(
      () => expect(document.title).toBe('Change password · Account settings · Workforce ID'),
      SLOW,
    );
    await user.click(within(nav).getByRole('link', { name: 'Localization' }));
    await waitFor(() => expect(document.title).toBe('Localization · Account settings · Workforce ID'), SLOW);
  });

  it('shows the next tab with its code and data in: the old tab stays until then, no spinner between', async () => {
    const { user } = await open('/auth/account-settings/change-password');
    await screen.findByRole('heading', { level: 2, name: 'Change password' }, SLOW);
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      // The navigation's own indicator, drawn over the page (RootLayout), is not the panel's.
      for (const node of screen.queryAllByText(/Loading/))
        if (!node.closest('.navigation-pending')) seen.push(node.outerHTML);
      if (!screen.queryByRole('heading', { level: 2 })) seen.push('no tab');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const nav = screen.getByRole('navigation', { name: 'Account settings' });
    await user.click(within(nav).getByRole('link', { name: 'Devices' }));
    await screen.findByRole('heading', { level: 2, name: 'Devices' }, SLOW);
    observer.disconnect();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('gives a Nexo session three tabs, and sends it away from the others', async () => {
    await signInThroughNexo(mock, 'ava.associate');
    const { router } = renderApp('/auth/account-settings/devices');
    await settingsHeading();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/account-settings/switch-clients'));
    const nav = screen.getByRole('navigation', { name: 'Account settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Switch clients', 'Change password', 'Localization']);
  });

  it('asks before Back discards a change, and goes to the landing page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = await open('/auth/account-settings/change-password');
    await user.type(await screen.findByLabelText(/^current password/i, { selector: 'input' }, SLOW), 'x');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' }, SLOW);
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await user.click(await screen.findByRole('button', { name: 'Discard and leave' }));
    expect(assign).toHaveBeenCalledWith('/authn/landing');
  });

  it('asks when Back is pressed in the same moment as the last keystroke (the fields read as it is pressed)', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await open('/auth/account-settings/change-password');
    const current = await screen.findByLabelText(/^current password/i, { selector: 'input' }, SLOW);
    const back = screen.getByRole('button', { name: /Back/ });
    // One act: React renders nothing between the keystroke and the press, as when both land in one paint.
    act(() => {
      fireEvent.input(current, { target: { value: 'W' } });
      fireEvent.click(back);
    });
    expect(
      await screen.findByRole('alertdialog', { name: 'Discard your changes?' }, SLOW),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('enables Update for both passwords filled at once as the tab appears, as a password manager does', async () => {
    await open('/auth/account-settings/change-password');
    const current = await screen.findByLabelText(/^current password/i, { selector: 'input' }, SLOW);
    const fresh = screen.getByLabelText(/^new password/i, { selector: 'input' });
    // Both in one task, with no key pressed: what an autofill on load does.
    act(() => {
      fireEvent.input(current, { target: { value: 'Welcome#2024' } });
      fireEvent.input(fresh, { target: { value: 'Qz7#mLp2vR!x' } });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
  });

  it("counts both passwords a password manager's script fills (the value set, then an input event): Update enabled, Back asks", async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = await open('/auth/account-settings/change-password');
    const current = await screen.findByLabelText<HTMLInputElement>(
      /^current password/i,
      { selector: 'input' },
      SLOW,
    );
    const fresh = screen.getByLabelText<HTMLInputElement>(/^new password/i, { selector: 'input' });
    // The element's own value setter, which React's change detection watches: the event alone looks
    // like no change to React. Awaited, so what the form does after the events (in a microtask) and
    // the dirty state it reports up to the page's Back are all settled before Back is pressed.
    await act(async () => {
      for (const [field, text] of [
        [current, 'Welcome#2024'],
        [fresh, 'Qz7#mLp2vR!x'],
      ] as const) {
        field.value = text;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Discard your changes?' }, SLOW),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves at once when nothing changed', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = await open('/auth/account-settings/devices');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(assign).toHaveBeenCalledWith('/authn/landing');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('switch clients', () => {
  it('shows Acme active, Cedar suspended without a switch, and switches to Birch', async () => {
    const { user } = await open('/auth/account-settings/switch-clients');
    const list = await screen.findByRole('list', { name: 'Your companies' }, SLOW);
    const card = (name: string) => within(list).getByText(name).closest('li')!;
    expect(within(card('Acme Manufacturing')).getByText('Active')).toBeInTheDocument();
    expect(within(card('Cedar Foods')).getByText('Suspended')).toBeInTheDocument();
    expect(within(card('Cedar Foods')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New Client' })).toBeNull();

    await user.click(
      within(card('Birch Logistics')).getByRole('button', { name: 'Switch to Birch Logistics' }),
    );
    await waitFor(
      () => expect(within(card('Birch Logistics')).getByText('Active')).toBeInTheDocument(),
      SLOW,
    );
    expect(
      within(card('Acme Manufacturing')).getByRole('button', { name: 'Switch to Acme Manufacturing' }),
    ).toBeInTheDocument();
    expect(requests.to('/check-obligations', 'GET')).toHaveLength(1);
    expect(JSON.parse(requests.to('/sessions/me/associates', 'PUT')[0]!.body)).toMatchObject({
      associateId: 'assoc-ava-birch',
      clientId: 'birch',
      isAuthenticatedByNexo: false,
    });
  });

  it('keeps the person on the tab with a message when the switch fails', async () => {
    const { user } = await open('/auth/account-settings/switch-clients');
    mock.context.injectFault('PUT', '/sessions/me/associates', 503);
    await user.click(await screen.findByRole('button', { name: 'Switch to Birch Logistics' }, SLOW));
    expect(await screen.findByText("We couldn't switch to Birch Logistics")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to Birch Logistics' })).toBeEnabled();
  });

  it('ends on the switch-clients message when the switch needs a fresh sign-in', async () => {
    await mock.context.db.clients.update(
      mock.context.db.clients.findFirst((q) => q.where({ id: 'birch' }))!,
      {
        data(draft) {
          draft.isNexoClient = true;
        },
      },
    );
    const { user, router } = await open('/auth/account-settings/switch-clients');
    await user.click(await screen.findByRole('button', { name: 'Switch to Birch Logistics' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/switch-clients-message'), SLOW);
    expect(JSON.parse(sessionStorage.getItem(SWITCH_CLIENTS_STORAGE_KEY)!)).toMatchObject({
      username: 'ava.associate',
      isNexoClient: true,
    });
    // Signed out by the logout call, not only a cleared cache.
    expect(requests.to('/logout', 'POST')).toHaveLength(1);
  });
});

/** Sam's switch-clients tab with the add-client dialog open. */
async function openAddClient() {
  const app = await open('/auth/account-settings/switch-clients', 'sam.support');
  await app.user.click(await screen.findByRole('button', { name: 'Add New Client' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Select one client to add to your account:' });
  return { ...app, dialog };
}

/** Lets `ms` pass on the fake clock of the add-client tests. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('add new client', () => {
  // The search's pause and the reload's delay run on a fake clock the tests move, rather than waiting
  // them out; real time moves it too, for typing, msw and the lazy screens (afterEach puts it back).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });

  it('searches after a pause, enables Confirm on a pick, provisions, toasts and reloads', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    const { user, dialog } = await openAddClient();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('searchbox', { name: /Client name/ }), 'Al');
    await pass(SEARCH_DEBOUNCE_MS);
    const radio = await within(dialog).findByRole('radio', { name: 'Select Alder Schools' }, SLOW);
    expect(requests.to('/clm/getPrefixMatch/clientName', 'POST')).toHaveLength(1);
    expect(JSON.parse(requests.to('/clm/getPrefixMatch/clientName', 'POST')[0]!.body)).toMatchObject({
      clientNamePrefix: 'Al',
      ignoreTransitionedToService: true,
      limit: 6,
      offset: 0,
    });
    await user.click(radio);
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText(/Alder Schools was added to your account/)).toBeInTheDocument();
    await pass(RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalled();
    const sam = mock.context.db.associates.findMany((q) => q.where({ clientId: 'alder' }));
    expect(sam.map((associate) => associate.personId)).toContain('person-sam');
  });

  it('says how adding went again on the page the reload lands on, until dismissed', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    const { user, dialog, unmount } = await openAddClient();
    await user.type(within(dialog).getByRole('searchbox', { name: /Client name/ }), 'Al');
    await pass(SEARCH_DEBOUNCE_MS);
    await user.click(await within(dialog).findByRole('radio', { name: 'Select Alder Schools' }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The toast comes with the reload's timer.
    await screen.findByText(/Alder Schools was added to your account/);
    await pass(RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalled();
    unmount();

    // The reload: the same tab, the same address, a new page.
    const again = renderApp('/auth/account-settings/switch-clients');
    const main = await screen.findByRole('main', {}, SLOW);
    const message = await within(main).findByText('Alder Schools was added to your account.', {}, SLOW);
    expect(message.closest('[role="status"]')).not.toBeNull();
    await again.user.click(within(main).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Alder Schools was added to your account.')).toBeNull();
    again.unmount();

    // Said once: the next visit does not repeat it.
    renderApp('/auth/account-settings/switch-clients');
    await screen.findByRole('button', { name: 'Add New Client' }, SLOW);
    expect(screen.queryByText('Alder Schools was added to your account.')).toBeNull();
  });

  it('asks for six rows a page for the implementation role alone', async () => {
    const { user, dialog } = await openAddClient();
    await user.type(within(dialog).getByRole('searchbox', { name: /Client name/ }), 'A');
    await pass(SEARCH_DEBOUNCE_MS);
    await within(dialog).findByRole('radio', { name: 'Select Avalon Retail' }, SLOW);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
    expect(JSON.parse(requests.to('/clm/getPrefixMatch/clientName', 'POST').at(-1)!.body)).toMatchObject({
      ignoreTransitionedToService: true,
      limit: 6,
      offset: 0,
    });
  });

  it('pages the matches five at a time from the server with more than the implementation role', async () => {
    await mock.context.db.persons.updateMany((q) => q.where({ id: 'person-sam' }), {
      data(person) {
        person.allClientAccessRoles = [
          ...person.allClientAccessRoles,
          { role: 'all-client-admin', ticketUrl: '/__mock/pages/tickets/SUP-1043' },
        ];
      },
    });
    const { user, dialog } = await openAddClient();
    await user.type(within(dialog).getByRole('searchbox', { name: /Client name/ }), 'A');
    await pass(SEARCH_DEBOUNCE_MS);
    await within(dialog).findByRole('radio', { name: 'Select Acme Manufacturing' }, SLOW);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByRole('radio', { name: 'Select Avalon Retail' }, SLOW);
    expect(JSON.parse(requests.to('/clm/getPrefixMatch/clientName', 'POST').at(-1)!.body)).toMatchObject({
      ignoreTransitionedToService: false,
      offset: 5,
      limit: 5,
    });
  });

  it('says when nothing matches, and when the search fails', async () => {
    const { user, dialog } = await openAddClient();
    const box = within(dialog).getByRole('searchbox', { name: /Client name/ });
    await user.type(box, 'Zzz');
    await pass(SEARCH_DEBOUNCE_MS);
    expect(await within(dialog).findByText('No results', {}, SLOW)).toBeInTheDocument();
    mock.context.injectFault('POST', '/clm/getPrefixMatch/clientName', 500);
    await user.clear(box);
    await user.type(box, 'Q');
    await pass(SEARCH_DEBOUNCE_MS);
    expect(
      await within(dialog).findByText('Unexpected error occurred while searching by client name', {}, SLOW),
    ).toBeInTheDocument();
  });
});

describe('add new client with requireAdpEmailForICCAccess', () => {
  const turnOn = () =>
    mock.context.db.featureFlags.updateMany((q) => q.where({ flag: 'requireAdpEmailForICCAccess' }), {
      data(flag) {
        flag.isEnabled = true;
      },
    });
  it('lets a person with a company email search', async () => {
    vi.stubEnv('VITE_COMPANY_EMAIL_DOMAIN', 'example.com');
    await turnOn();
    const { dialog } = await openAddClient();
    expect(await within(dialog).findByRole('searchbox', { name: /Client name/ }, SLOW)).toBeInTheDocument();
  });

  it('says a company email is needed, and offers no search, when the account email is not one', async () => {
    vi.stubEnv('VITE_COMPANY_EMAIL_DOMAIN', 'example.com');
    await turnOn();
    await mock.context.db.contactMethods.updateMany(
      (q) => q.where({ personId: 'person-sam', type: 'EMAIL' }),
      {
        data(method) {
          method.emailAddress = 'sam@gmail.example';
        },
      },
    );
    const { dialog } = await openAddClient();
    expect(
      await within(dialog).findByText(/Adding clients needs a company email address/, {}, SLOW),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
  });

  it('says why adding is unavailable when the flag lookup fails, with the toast', async () => {
    mock.context.injectFault('GET', '/features/requireAdpEmailForICCAccess', 503, 5);
    const { dialog } = await openAddClient();
    expect(
      await within(dialog).findByText(
        /couldn't check whether your email address allows adding clients/,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    expect(await screen.findByText(/Some settings could not be loaded/)).toBeInTheDocument();
  });
});

describe('devices', () => {
  it('lists both phones with no pager and marks a revoked one Revoked', async () => {
    const { user } = await open('/auth/account-settings/devices');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByRole('rowheader', { name: "Ava's iPhone" })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Pixel 9' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pages/i })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Revoke Pixel 9' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const row = within(table).getByRole('rowheader', { name: 'Pixel 9' }).closest('tr')!;
    expect(within(row).getByText('Revoked')).toBeInTheDocument();
    expect(row).toHaveClass('data-table__row--revoked');
    expect(await screen.findByText('The device was revoked.')).toBeInTheDocument();
  });

  it('keeps the question open with the reason when a revoke fails', async () => {
    const { user } = await open('/auth/account-settings/devices');
    mock.context.injectFault('DELETE', '/devices/device-ava-2/authenticationTokens', 503);
    await user.click(await screen.findByRole('button', { name: 'Revoke Pixel 9' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText("We couldn't revoke Pixel 9")).toBeInTheDocument();
  });
});

describe('localization', () => {
  it('shows three lists with the saved values and saves a new time zone with the cookie and the toast', async () => {
    const { user } = await open('/auth/account-settings/localization');
    const zone = await screen.findByRole('combobox', { name: 'Time zone' }, SLOW);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('US');
    await user.selectOptions(zone, 'America/Chicago');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your regional settings were saved.')).toBeInTheDocument();
    expect(getCookie(COOKIE.timezone)).toBe('America/Chicago');
    expect(JSON.parse(requests.to('/persons/me/settings', 'POST')[0]!.body)).toEqual({
      preferredLanguage: 'en-US',
      region: 'US',
      timezone: 'America/Chicago',
    });
  });

  it('keeps Save usable before anything changed: saving unchanged settings saves them again', async () => {
    const { user } = await open('/auth/account-settings/localization');
    await screen.findByRole('combobox', { name: 'Time zone' }, SLOW);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Your regional settings were saved.')).toBeInTheDocument();
  });

  it('switches the whole app to a new language in place, with the cookie for a year', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    const { user, router } = await open('/auth/account-settings/localization');
    const navigations = router.state.historyAction;
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }, SLOW), 'es-US');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Se guardó su configuración regional.', {}, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configuración de la cuenta' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('es-US'));
    expect(reload).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth/account-settings/localization');
    expect(router.state.historyAction).toBe(navigations);
    expect(getCookie(COOKIE.language)).toBe('es-US');
  });

  /** Opens the tab, makes the next save answer `status`, and saves Denver's time zone. */
  async function saveDenverAnswered(status: number) {
    const app = await open('/auth/account-settings/localization');
    mock.context.injectFault('POST', '/persons/me/settings', status);
    await app.user.selectOptions(
      await screen.findByRole('combobox', { name: 'Time zone' }, SLOW),
      'America/Denver',
    );
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    return app;
  }

  it('keeps the form with Try again when the service is unavailable', async () => {
    const { router } = await saveDenverAnswered(503);
    expect(await screen.findByRole('button', { name: 'Try again' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/account-settings/localization');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Denver');
  });

  it('ends on the unsupported failure when the save is refused', async () => {
    const { router } = await saveDenverAnswered(400);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/notification'));
  });
});

describe('contact info', () => {
  it('adds a phone through the modal and deletes it again; the only email has no delete', async () => {
    const { user } = await open('/auth/account-settings/contact-info');
    await user.click(await screen.findByRole('button', { name: 'Add phone' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add a phone number' });
    await user.type(await phoneField(dialog), '(201) 555-0177');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    const deleteNew = await screen.findByRole('button', { name: /Delete \+1 201.?555.?0177/ }, SLOW);
    expect(screen.queryByRole('button', { name: /Delete ava\.associate@example\.com/ })).toBeNull();
    await user.click(deleteNew);
    await user.click(
      within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The contact method was deleted.', {}, SLOW)).toBeInTheDocument();
  });

  it('says on the field when the phone is already in use', async () => {
    // Someone else's number (the seeded ones are fictional 555 numbers the phone field refuses).
    await mock.context.db.contactMethods.create({
      ...mock.context.db.contactMethods.findFirst((q) => q.where({ type: 'EMAIL' }))!,
      id: 'phone-sam-test',
      personId: 'person-sam',
      type: 'PHONE',
      emailAddress: null,
      phoneNumber: '+12015550188',
    });
    const { user } = await open('/auth/account-settings/contact-info');
    await user.click(await screen.findByRole('button', { name: 'Add phone' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add a phone number' });
    await user.type(await phoneField(dialog), '(201) 555-0188');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This phone number is already in use.')).toBeInTheDocument();
  });

  it('refuses a shared mailbox for account security, on the field, with the rule said beforehand', async () => {
    const { user } = await open('/auth/account-settings/contact-info');
    await user.click(await screen.findByRole('button', { name: 'Add email' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add an email address' });
    const field = within(dialog).getByRole('textbox', { name: /Email address/ });
    expect(field).toHaveAccessibleDescription(/shared email addresses cannot be used for account security/);
    await user.type(field, 'payroll-team@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/^Shared email addresses cannot be used for account security\./),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('change password', () => {
  it('shows a wrong current password on its field', async () => {
    const { user } = await open('/auth/account-settings/change-password');
    await user.type(
      await screen.findByLabelText(/^current password/i, { selector: 'input' }, SLOW),
      'Wrong#2024x',
    );
    await user.type(screen.getByLabelText(/^new password/i, { selector: 'input' }), 'Qz7#mLp2vR');
    await user.click(screen.getByRole('button', { name: /update/i }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^current password/i, { selector: 'input' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  });
});
