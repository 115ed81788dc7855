import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { RouteObject } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { routes } from '../../src/app/routes';

/**
 * Every route of the route table, rendered in the whole app against the mock server: no screen may
 * show text that looks like a translation key, and no screen may ask for a key its loaded catalogues
 * lack (a namespace it renders but does not load, a key missing from locales/en-US).
 */

mockServerForFile();

/** Values for the parameters of parameterised paths: demo tokens and tabs of the default scenario. */
const PARAMS: Record<string, string> = {
  token: 'invite-new',
  tab: 'switch-clients',
  clientId: 'sso-client',
  obligation: 'create-basic-credentials',
  accountType: '',
};
/** Queries some screens need before they show anything but a failure. */
const QUERIES: Record<string, string> = {
  '/auth/forgot-password/reset': '?token=reset-ava',
  '/auth/impersonation': '?impersonationId=imp-1',
  '/auth/user-confirmation': '?token=invite-dob',
  '/auth/account-linking': '?token=invite-link',
  '/auth/obligations/force-saml-authentication': '?clientId=sso-client',
  // base64 of ["terms-of-service","privacy-policy"]
  '/auth/user/legal-agreements': '?agreements=WyJ0ZXJtcy1vZi1zZXJ2aWNlIiwicHJpdmFjeS1wb2xpY3kiXQ%3D%3D',
  '/auth/create-credential': '?token=credential-ava',
  '/auth/create-credential/account-info': '?token=credential-ava',
  '/auth/sso-service-provider/associate-confirmation': '?token=sso-sp-token',
  '/auth/sso-service-provider/personal-info': '?token=sso-sp-token',
  '/auth/decline-confirmation': '?companyName=Birch%20Logistics',
  // Above ava's level 3, so the methods and their texts show rather than passing at once.
  '/auth/step-up': '?requiredLevel=4&redirectUrl=/auth/user',
  '/auth/login-step-up': '?requiredLevel=4&redirectUrl=/auth/user',
};
/** Routes a signed-in visit would leave at once (sign-in sends a signed-in person on; logout ends the session). */
const ANONYMOUS_ONLY = [
  '/auth',
  '/auth/login',
  '/auth/logout',
  '/auth/logout-all-sessions',
  // Redirects to sign-in and to the email-verify notification, whose signed-in visit goes on at once.
  '/auth/a',
  '/auth/email-verify',
];

function routePaths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path && route.path.startsWith('/auth') && !route.path.includes('*') ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

function concrete(path: string): string {
  return path
    .replace(/\/:(\w+)\?/g, (_, name: string) => (PARAMS[name] ? `/${PARAMS[name]}` : ''))
    .replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? 'x');
}

/** Text that reads like a key (`recovery:email.label`, `email.hint`) and not like an address or a domain. */
const KEY_SHAPE = /^(?:[a-z][\w-]*:)?[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z0-9_]+)+$/;
const DOMAIN_SHAPE = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|example|test)$/;

function keyLikeTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (KEY_SHAPE.test(text) && !DOMAIN_SHAPE.test(text)) texts.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const attribute of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(attribute)?.trim() ?? '';
      if (KEY_SHAPE.test(value) && !DOMAIN_SHAPE.test(value)) texts.push(`${attribute}=${value}`);
    }
  }
  return texts;
}

const missingKeys: string[] = [];
const onMissingKey = (_languages: readonly string[], namespace: string, key: string) => {
  missingKeys.push(`${namespace}:${key}`);
};

beforeAll(() => {
  // i18next reports a key it cannot find only while saveMissing is on; nothing is saved anywhere.
  i18next.options.saveMissing = true;
  i18next.on('missingKey', onMissingKey);
});
afterAll(() => {
  i18next.off('missingKey', onMissingKey);
  i18next.options.saveMissing = false;
});

describe('every route shows translated text', () => {
  const all = [...new Set(routePaths(routes))];

  it('walks the whole route table', () => {
    expect(all).toContain('/auth/login');
    expect(all).toContain('/auth/user');
    expect(all.length).toBeGreaterThan(15);
  });

  it('recognises a key when it sees one', () => {
    document.body.innerHTML =
      '<p>recovery:email.label</p><p>email.hint</p><p>ava@example.com</p><p>acme.example</p>';
    expect(keyLikeTexts()).toEqual(['recovery:email.label', 'email.hint']);
    document.body.innerHTML = '';
  });

  it.each(all)('%s', async (path) => {
    if (!ANONYMOUS_ONLY.includes(path)) await signInAs('ava.associate');
    missingKeys.length = 0;
    const url = `${concrete(path)}${QUERIES[path] ?? ''}`;
    renderApp(url);
    // Whatever page the visit ends on (the screen, a result page, sign-in) has a heading once it
    // has loaded its code and catalogues.
    await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(keyLikeTexts(), `${url} shows untranslated keys`).toEqual([]);
    expect([...new Set(missingKeys)], `${url} asks for keys its catalogues lack`).toEqual([]);
  });
});
