import { createContext, useContext } from 'react';
import type { createBrowserRouter } from 'react-router-dom';

/** The app's data router (a browser router, or a memory router in tests). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router itself, for code under it that acts outside React's render (the query client's handlers). */
export const AppRouterContext = createContext<AppRouter | null>(null);

export function useAppRouter(): AppRouter {
  const router = useContext(AppRouterContext);
  if (!router) throw new Error('useAppRouter: no AppRouterContext (render through <App>)');
  return router;
}
