import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { appSettingsOf, useAppRouter } from './appRouter';
import { queryClientFor } from './queryClient';

/**
 * Layout route around every screen but sign-in: TanStack Query loads with the first of them, lazily
 * (src/app/routes.tsx), so sign-in's first load does without it.
 */
export default function QueryScope() {
  const router = useAppRouter();
  return (
    <QueryClientProvider client={queryClientFor(router, appSettingsOf(router))}>
      <Outlet />
    </QueryClientProvider>
  );
}
