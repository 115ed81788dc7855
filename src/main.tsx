import './zodConfig';
// In the entry chunk: as a tiny chunk of its own it cost the sign-in page more.
import './common/session/crossTab';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import './ui/styles.css';
import { App } from './app/App';
import { createAppRouter } from './app/appRouter';
import { initI18n, loadTextOverlay } from './app/i18n';
import { routes } from './app/routes';

const i18n = initI18n();
const router = createAppRouter((options) => createBrowserRouter(routes, options));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} i18n={i18n} />
  </StrictMode>,
);

// The fetched wording overlays the bundled English once the first screen is up.
void loadTextOverlay(i18n);
