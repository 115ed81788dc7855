import './zodConfig';
// In the entry chunk: as a tiny chunk of its own it cost the sign-in page more.
import './common/session/crossTab';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/styles.css';
import { App, ROOT_OPTIONS } from './app/App';
import { createAppRouter, createBrowserRouterUnstarted } from './app/appRouter';
import { initI18n, overlayCandidates } from './app/i18n';
import { applyPrefetchedTexts } from './app/prefetchedTexts';
import { routes } from './app/routes';
import { nextTask } from './lib/nextTask';

/** Longest wait for another language's texts before the first screen shows in English anyway. */
const OVERLAY_WAIT_MS = 3000;

// Field measurement (./app/fieldMetrics.ts, web-vitals): a lazy chunk of its own, asked for as the app
// starts, which the sign-in frame's boot script does after the page's first paint. It waits for
// nothing and nothing waits for it; the entry carries only this line. A page left before the chunk
// arrives has its import rejected (WebKit reports it as an unhandled rejection); nothing is lost then.
import('./app/vitals').catch(() => undefined);

// Policy violations (./app/policyViolations.ts) are logged: listened for from the entry's first moment
// (an event missed is not replayed), the code that reports them asked for only when one happens.
document.addEventListener('securitypolicyviolation', (event) => {
  import('./app/policyViolations').then(
    ({ reportViolation }) => reportViolation(event),
    () => undefined,
  );
});

/**
 * Between the app's start-up steps the browser may run what waits (input, a paint): each is a task of
 * its own (`nextTask`). Module evaluation, the texts' set-up and the router's first match were one task
 * of about 30 ms on the 2-core machine, over 50 ms under Lighthouse's 4x CPU throttling; split in three,
 * the sign-in page's Total Blocking Time fell from a median of 126 ms to 67 (8 runs each, en-US and es-US).
 * The router's making and its first navigation are two more (./app/appRouter.ts
 * `createBrowserRouterUnstarted`): at 7x CPU throttling they were one task of 55 to 100 ms.
 */
async function start(): Promise<void> {
  await nextTask();
  const i18n = initI18n();
  await nextTask();
  const router = createAppRouter((options) => createBrowserRouterUnstarted(routes, options));
  await nextTask();
  router.initialize();

  let rendered = false;
  const render = () => {
    if (rendered) return;
    rendered = true;
    const root = createRoot(document.getElementById('root')!, ROOT_OPTIONS);
    // A transition: React renders the first screen in slices of a few milliseconds, yielding between
    // them, so a key pressed in the sign-in frame meanwhile is echoed at once (on a phone's CPU the
    // render was one task of a few hundred milliseconds). The sign-in frame stays until the form commits.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={router} i18n={i18n} />
        </StrictMode>,
      ),
    );
  };

  // English paints at once. Another language's reader sees the sign-in frame in their language (the build
  // renders it in each offered one) but nothing of the app rather than English until its texts are in; a
  // text service that does not answer in time gets English, replaced in place when the texts arrive.
  if (overlayCandidates(i18n.language).length === 0) {
    // The root's creation and first render call are not added to the first navigation's task.
    await nextTask();
    render();
  } else {
    // Usually the boot script has asked already (./app/prefetchedTexts.ts); else the language module asks.
    const overlay = applyPrefetchedTexts(i18n).then(
      (found) =>
        found ??
        import('./common/language/switchLanguage').then(({ loadTextOverlay }) => loadTextOverlay(i18n)),
    );
    setTimeout(render, OVERLAY_WAIT_MS);
    void overlay.then(async (found) => {
      if (rendered && found) await i18n.changeLanguage(i18n.language);
      render();
    });
  }
}

void start();
