/**
 * Languages in place: the picker on the sign-in pages, its choice winning at sign-in
 * and saved, and no picker in the signed-in area (its Localization tab is the place there).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../src/lib/browser';
import { COOKIE, deleteCookie, getCookie } from '../../src/lib/cookies';
import { LANDING_PATH } from '../../src/lib/paths';
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { recordRequests } from '../request-recorder';
import { DEFAULT_PASSWORD } from '../../mock-server/scenarios/default';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const SLOW = { timeout: 10_000 };

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  for (const name of [COOKIE.language, COOKIE.region, COOKIE.timezone]) deleteCookie(name);
});

describe('the language picker', () => {
  it('offers the three languages in their own names and switches sign-in to French in place', async () => {
    const { user, router } = renderApp('/auth/login');
    const picker = await screen.findByRole('combobox', { name: 'Language' }, SLOW);
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Français',
    ]);
    await user.selectOptions(picker, 'fr-CA');
    // The select alone changes nothing (no change of context on input): its button applies it.
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(getCookie(COOKIE.language)).not.toBe('fr-CA');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ouvrir une session' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Changer' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr-CA');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'));
    expect(getCookie(COOKIE.language)).toBe('fr-CA');
    expect(router.state.location.pathname).toBe('/auth/login');
    await waitFor(() => expect(document.title).toContain('Connexion'));
  });

  it('shows the versions in the footer, and opens the legal links in the policy language', async () => {
    const { user } = renderApp('/auth/login');
    const privacy = await screen.findByRole('link', { name: /Privacy statement/ }, SLOW);
    expect(privacy).toHaveAttribute('href', '/auth/legal?lang=en#privacy');
    expect(screen.getByRole('link', { name: /Legal terms/ })).toHaveAttribute('href', '/auth/legal?lang=en');
    expect(screen.getByText('Version 3.5.118 · texts 1.0.27')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr-CA');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Version 3.5.118 · textes 1.0.27')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Déclaration de confidentialité/ })).toHaveAttribute(
      'href',
      '/auth/legal?lang=fr-CA#privacy',
    );
  });

  it('wins over the saved language at sign-in, and is saved to the person settings', async () => {
    const { user } = renderApp('/auth/login');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }, SLOW), 'es-US');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.type(
      await screen.findByRole('textbox', { name: /Nombre de usuario/ }),
      'ava.associate{Enter}',
    );
    await user.type(
      await screen.findByLabelText(/^Contraseña/, { selector: 'input' }, SLOW),
      `${DEFAULT_PASSWORD}{Enter}`,
    );
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith(LANDING_PATH), SLOW);
    expect(getCookie(COOKIE.language)).toBe('es-US');
    await waitFor(() => expect(requests.to('/persons/me/settings', 'POST')).toHaveLength(1));
    expect(JSON.parse(requests.to('/persons/me/settings', 'POST')[0]!.body)).toMatchObject({
      preferredLanguage: 'es-US',
    });
  });

  it('leaves the saved language alone when nothing was picked', async () => {
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByRole('textbox', { name: /username/i }, SLOW), 'ava.associate{Enter}');
    await user.type(
      await screen.findByLabelText(/^password/i, { selector: 'input' }, SLOW),
      `${DEFAULT_PASSWORD}{Enter}`,
    );
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith(LANDING_PATH), SLOW);
    expect(getCookie(COOKIE.language)).toBe('en-US');
    expect(requests.to('/persons/me/settings', 'POST')).toHaveLength(0);
  });

  it('is not in the signed-in area', async () => {
    await signInAs('ava.associate');
    renderApp('/auth/user');
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });
});
