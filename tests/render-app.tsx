import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import { authenticationService, formBody } from '../src/api';
import { App, ROOT_OPTIONS } from '../src/app/App';
import { createAppRouter, type AppSettings } from '../src/app/appRouter';
import { initI18n, loadNamespaces } from '../src/app/i18n';
import QueryScope from '../src/app/QueryScope';
import { routes } from '../src/app/routes';
import { DEFAULT_PASSWORD } from '../mock-server/scenarios/default';

/**
 * Renders the whole app (providers, route table, lazy screens) at `url` in a memory router, against
 * whatever mock server the test file set up (tests/mock-lifecycle.ts). `settings`: what this app does
 * differently from the browser's (src/app/appRouter.ts). `i18n`: the app's texts and language, English
 * unless the test made another (initI18n and switchLanguage).
 */
export function renderApp(url = '/auth/login', settings: AppSettings = {}, i18n = initI18n('en-US')) {
  // A tab with the CSRF token already, as after its first API answer: the token's own fetch
  // (csrfToken, src/api/middleware.ts) has its tests; msw reads document.cookie like a browser.
  if (!document.cookie.includes('XSRF-TOKEN=')) document.cookie = 'XSRF-TOKEN=test-csrf-token; Path=/';
  const router = createAppRouter(
    (options) => createMemoryRouter(routes, { ...options, initialEntries: [url] }),
    settings,
  );
  const user = userEvent.setup();
  const view = render(<App router={router} i18n={i18n} />, ROOT_OPTIONS);
  return { ...view, router, user, i18n };
}

/** The page a navigation away from the piece under test lands on: it names its path. */
function Elsewhere() {
  return <p>{`elsewhere: ${useLocation().pathname}`}</p>;
}

/**
 * Renders `element` as a page of its own inside the app's providers and query scope (the real query
 * client, app-wide 403/412 handler and toasts), for a shared piece that has no route yet. Any other
 * path shows "elsewhere: <path>", so a test sees where a navigation went. `namespaces`: the catalogues
 * the piece renders.
 */
export async function renderInQueryScope(
  element: ReactNode,
  { namespaces = [] }: { namespaces?: string[] } = {},
) {
  const i18n = initI18n('en-US');
  await loadNamespaces(['data', ...namespaces], i18n);
  const router = createAppRouter((options) =>
    createMemoryRouter(
      [
        {
          element: <QueryScope />,
          children: [
            { path: '/auth/under-test', element: <main>{element}</main> },
            {
              path: '*',
              element: (
                <main>
                  <Elsewhere />
                </main>
              ),
            },
          ],
        },
      ],
      { ...options, initialEntries: ['/auth/under-test'] },
    ),
  );
  const user = userEvent.setup();
  const view = render(<App router={router} i18n={i18n} />, ROOT_OPTIONS);
  return { ...view, router, user, i18n };
}

/** Signs in through the real /login call, so the session cookie is set as a browser would set it. */
export async function signInAs(username: string, password = DEFAULT_PASSWORD): Promise<void> {
  // The first answer hands out the XSRF token the POST must echo.
  await authenticationService.GET('/check').catch(() => undefined);
  await authenticationService.POST('/login', {
    body: { username, password },
    bodySerializer: (body) => formBody(body as Record<string, string>),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}
