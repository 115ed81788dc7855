import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import './ui/styles.css';
import { App } from './app/App';
import { initI18n, loadTextOverlay } from './app/i18n';
import { createQueryClient } from './app/queryClient';
import { setRouteQueryClient } from './app/routeQueries';
import { routes } from './app/routes';

const i18n = initI18n();
// The client before the router: creating the router starts the first route's lazy load, which may
// start that screen's queries. The callbacks only run later, once the router exists.
const queryClient = createQueryClient(
  (to) => void router.navigate(to),
  () => router.state.location,
);
setRouteQueryClient(queryClient);
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} i18n={i18n} />
  </StrictMode>,
);

// The fetched wording overlays the bundled English once the first screen is up.
void loadTextOverlay(i18n);
