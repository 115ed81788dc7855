/**
 * Entry of the static demo build (`npm run build:demo`): the mock server runs in a service worker,
 * its state survives reloads in localStorage, then the app starts as usual.
 */
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers/index.ts';
import { MockContext, type Snapshot } from './core/context.ts';
import { createContract } from './openapi/contract.ts';
import { loadDocuments } from './openapi/documents.browser.ts';
import { findScenario } from './scenarios/index.ts';

const STORAGE_KEY = 'identity-web-mock-state';

async function start() {
  const context = new MockContext(findScenario('default'));
  const saved = localStorage.getItem(STORAGE_KEY);
  try {
    if (saved) {
      const snapshot = JSON.parse(saved) as Snapshot;
      await context.restore(snapshot, findScenario(snapshot.scenario));
    } else await context.loadScenario(context.scenario);
  } catch {
    await context.loadScenario(findScenario('default'));
  }
  context.onChange = () => localStorage.setItem(STORAGE_KEY, JSON.stringify(context.snapshot()));
  context.onChange();
  const worker = setupWorker(...createHandlers(context, { contract: createContract(loadDocuments()) }));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // The demo build's entry: the app starts once the worker answers.
  await import('../src/main');
}

void start();
