import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
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
