import { http, HttpResponse } from 'msw';
import type { MockContext } from './core/context.ts';
import {
  describeQuery,
  escapeHtml,
  STAND_IN_CSS,
  STAND_IN_CSS_PATH,
  STAND_IN_POLICY,
  standInPage,
} from './core/html.ts';
import { findSession } from './core/session.ts';
import { appText } from './text-resources.ts';

const HOME_PATHS = new Set(['/', '/view/home', '/authn/landing']);

/**
 * Pages for what lies outside this app, so every journey ends on a page: the product home, the other
 * sign-in system, identity providers' initiate URLs and other stand-ins under /__mock/pages/.
 */
export function pageHandlers(context: MockContext) {
  return [
    http.get('*', ({ request, cookies }) => {
      const url = new URL(request.url);
      if (HOME_PATHS.has(url.pathname)) return html(homePage(context, cookies, url));
      if (url.pathname === STAND_IN_CSS_PATH)
        return new HttpResponse(STAND_IN_CSS, {
          headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
        });
      if (!url.pathname.startsWith('/__mock/pages/')) return undefined;
      const [kind, ...rest] = url.pathname.slice('/__mock/pages/'.length).split('/');
      const title =
        kind === 'nexo'
          ? rest[0] === 'logout'
            ? 'Signed out of the other sign-in system'
            : 'The other sign-in system'
          : kind === 'idp'
            ? `Identity provider ${rest[0] ?? ''}`
            : kind === 'post-impersonation'
              ? 'Acting as the associate'
              : kind === 'help'
                ? 'Help and support'
                : `Stand-in: ${kind ?? ''}`;
      // Links into the app speak the app's language (the language cookie), as the app will.
      const text = (key: string) => escapeHtml(appText(cookies['user-language'], key));
      // After an impersonation starts the app's pages show its banner: one is a link away.
      const appLink =
        kind === 'post-impersonation'
          ? `<li><a href="/auth/choose-product">${text('support:chooseProduct.title')}</a></li>`
          : '';
      return html(
        standInPage(
          title,
          `<p>The browser was sent to <code>${escapeHtml(url.pathname)}</code> with:</p>${describeQuery(url)}
<ul class="links">${appLink}<li><a href="/auth/login">${text('notices:backToLogin')}</a></li><li><a href="/">Product home</a></li></ul>`,
        ),
      );
    }),
  ];
}

function homePage(context: MockContext, cookies: Record<string, string>, url: URL): string {
  const session = findSession(context, cookies);
  const text = (key: string) => escapeHtml(appText(cookies['user-language'], key));
  const person = session && context.db.persons.findFirst((q) => q.where({ id: session.personId }));
  const associate = session && context.db.associates.findFirst((q) => q.where({ id: session.associateId }));
  const client = associate && context.db.clients.findFirst((q) => q.where({ id: associate.clientId }));
  const body = person
    ? `<p>Signed in as <strong data-testid="signed-in-name">${escapeHtml(`${person.firstName} ${person.lastName}`)}</strong>
(<span data-testid="signed-in-username">${escapeHtml(person.username)}</span>)${client ? ` at ${escapeHtml(client.name)}` : ''},
level of assurance ${session.levelOfAssurance}.</p>
<ul class="links"><li><a href="/auth/account-settings/switch-clients">${text('settings:title')}</a></li><li><a href="/auth/logout">${text('settings:header.signOut')}</a></li></ul>`
    : `<p>Nobody is signed in.</p><ul class="links"><li><a href="/auth/login">${text('login:title')}</a></li></ul>`;
  return standInPage(
    'Product home',
    `${body}<p>Path: <code>${escapeHtml(url.pathname + url.search)}</code></p>`,
  );
}

function html(body: string) {
  return new HttpResponse(body, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': STAND_IN_POLICY },
  });
}
