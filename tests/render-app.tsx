import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { authenticationService, formBody } from '../src/api';
import { App } from '../src/app/App';
import { createAppRouter } from '../src/app/appRouter';
import { initI18n } from '../src/app/i18n';
import { routes } from '../src/app/routes';
import { DEFAULT_PASSWORD } from '../mock-server/scenarios/default';

const i18n = initI18n('en-US');

/**
 * Renders the whole app (providers, route table, lazy screens) at `url` in a memory router, against
 * whatever mock server the test file set up (tests/mock-lifecycle.ts).
 */
export function renderApp(url = '/auth/login') {
  // The page a browser loads hands out the CSRF token (the mock's Vite middleware, the real edge);
  // here there is no page, so the test plays that part. msw reads document.cookie like a browser.
  if (!document.cookie.includes('XSRF-TOKEN=')) document.cookie = 'XSRF-TOKEN=test-csrf-token; Path=/';
  const router = createAppRouter((options) =>
    createMemoryRouter(routes, { ...options, initialEntries: [url] }),
  );
  const user = userEvent.setup();
  const view = render(<App router={router} i18n={i18n} />);
  return { ...view, router, user };
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
