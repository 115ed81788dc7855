import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { appLog, failureContext } from '../api/log';
import { ClientRebrandContext } from '../lib/brand';
import { ToastProvider } from '../ui/Toasts';
import { AppRouterContext, type AppRouter } from './appRouter';

/**
 * Providers around the router; the same tree in the browser and in tests (with a memory router).
 * TanStack Query's provider is not here: it comes with the routes that use it (./QueryScope).
 */
export function App({ router, i18n }: { router: AppRouter; i18n: I18n }) {
  const clientRebrand = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <AppRouterContext.Provider value={router}>
        <ClientRebrandContext value={clientRebrand}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ClientRebrandContext>
      </AppRouterContext.Provider>
    </I18nextProvider>
  );
}

/**
 * The options of the app's React root (src/main.tsx; tests render the app with the same). A render
 * React recovered from (a component threw during a concurrent render and the synchronous retry did
 * not: a query refused because the session ended under the page that was leaving, say) is a warning in
 * the app's log, not an uncaught error in the console: the person saw nothing fail.
 */
export const ROOT_OPTIONS = {
  onRecoverableError(error: unknown) {
    const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
    appLog.log('warn', 'render recovered from an error', failureContext(cause));
  },
} satisfies RootOptions;
