import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../ui';

type Router = ReturnType<typeof createBrowserRouter>;

/** Providers around the router; the same tree in the browser and in tests (with a memory router). */
export function App({ router, queryClient, i18n }: { router: Router; queryClient: QueryClient; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
