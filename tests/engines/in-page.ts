/**
 * The engine journeys' code inside the page, loaded first in every HTML page of the app (./serve.ts
 * bundles it with @testing-library/dom): what the journeys find is found by Testing Library's role and
 * name queries, as in the Vitest and Playwright tests; the focus and display checks are the Chromium
 * suite's own (tests/e2e/keyboard-in-page.ts, tests/e2e/sweep/displays-in-page.ts). ./visit.ts calls
 * `engines.<name>(...)`.
 *
 * It keeps, in sessionStorage where they outlive a reload, what the runner reads after each step
 * (WebKitWebDriver has no console log API): uncaught errors, unhandled rejections, console.error calls,
 * policy violations (CSP, Trusted Types), the last pointer events; and with ?mock-platform=ios it plays
 * the iOS app's bridge (webkit.messageHandlers.identityWeb), keeping what the page posts, as the dev
 * server's mock toolbar does (this production build does not carry it).
 */
import * as dom from '@testing-library/dom';
import { edgeStop, focusStop } from '../e2e/keyboard-in-page.ts';
import { inspectDisplay } from '../e2e/sweep/displays-in-page.ts';

/**
 * A role and accessible name (and heading level), a label (a password field has no role), a CSS
 * selector or a test id, inside another query's element.
 */
export type Query = {
  role?: dom.ByRoleMatcher;
  name?: string | RegExp;
  label?: string | RegExp;
  level?: number;
  css?: string;
  testId?: string;
  within?: Query;
};

/** A query as JSON, the way it crosses into the page: a RegExp becomes its source and flags (./driver.ts). */
type SentText = string | { source: string; flags: string };
export type SentQuery = Omit<Query, 'name' | 'label' | 'within'> & {
  name?: SentText;
  label?: SentText;
  within?: SentQuery;
};
const keep = (key: string, entry: unknown) => {
  const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
  sessionStorage.setItem(key, JSON.stringify([...list, entry].slice(key === 'engines:pointer' ? -10 : 0)));
};
const where = () => location.pathname + location.search;
const said = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));

const report = (error: string) => keep('engines:errors', `${error} on ${where()}`);
addEventListener('error', (event) => report(`uncaught ${said(event.error ?? event.message)}`));
addEventListener('unhandledrejection', (event) => report(`unhandled rejection ${said(event.reason)}`));
// What was refused, never the event's sample.
document.addEventListener('securitypolicyviolation', (event) =>
  report(`policy violation ${event.effectiveDirective} ${event.blockedURI}`),
);
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  report(`console.error ${args.map(said).join(' ')}`);
  consoleError.apply(console, args);
};
// A click a driver sent that no event received is the driver's; one that reached its target, the page's.
for (const type of ['pointerdown', 'pointerup', 'click'] as const) {
  const seen = ({ clientX: x, clientY: y, target }: MouseEvent) =>
    keep(
      'engines:pointer',
      `${type} at ${x},${y} on ${(target as Element).outerHTML?.slice(0, 60)} (${where()})`,
    );
  addEventListener(type, seen, true);
}

if (new URLSearchParams(location.search).get('mock-platform') === 'ios')
  sessionStorage.setItem('engines:platform', 'ios');
if (sessionStorage.getItem('engines:platform') === 'ios')
  Object.defineProperty(window, 'webkit', {
    value: {
      messageHandlers: {
        identityWeb: { postMessage: (message: unknown) => keep('engines:bridge', message) },
      },
    },
    configurable: true,
  });

const text = (sent: SentQuery['name']) =>
  typeof sent === 'object' ? new RegExp(sent.source, sent.flags) : sent;

/** The first element `query` finds that is shown (a checkbox or radio drawn by its label counts), or null. */
function find(query: SentQuery): HTMLElement | null {
  const roots = query.within
    ? [find(query.within)].filter((root) => root !== null)
    : [document.documentElement];
  const { role, level, label, testId, css = '' } = query;
  const found = roots.flatMap((root) =>
    role
      ? dom.queryAllByRole(root, role, { name: text(query.name), ...(level === undefined ? {} : { level }) })
      : label
        ? dom.queryAllByLabelText(root, text(label)!)
        : testId
          ? dom.queryAllByTestId(root, testId)
          : [...(root.matches(css) ? [root] : []), ...root.querySelectorAll<HTMLElement>(css)],
  );
  const seen = (element: HTMLElement) =>
    element.checkVisibility({ visibilityProperty: true }) ||
    (element instanceof HTMLInputElement && !!element.labels?.[0]?.checkVisibility());
  return found.find(seen) ?? null;
}
const squash = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
const field = (query: SentQuery) => find(query) as HTMLInputElement | null;

/** What the journeys ask of the page (./visit.ts), by name. */
const engines = {
  shown: (query: SentQuery) => find(query) !== null,
  text: (query: SentQuery) => find(query) && squash(find(query)!.textContent),
  value: (query: SentQuery) => field(query)?.value ?? null,
  checked: (query: SentQuery) => field(query)?.checked ?? null,
  focused: (query: SentQuery) => find(query) === document.activeElement,
  /** Gives the element the focus (and selects a field's text, for typing over it). */
  focus: (query: SentQuery, select = false) => {
    field(query)?.focus();
    if (select) field(query)?.select?.();
    return engines.focused(query);
  },
  /** Whether the element lies before the focus (Shift+Tab reaches it). */
  behindFocus: (query: SentQuery) =>
    !!(
      find(query)!.compareDocumentPosition(document.activeElement ?? document.body) &
      Node.DOCUMENT_POSITION_FOLLOWING
    ),
  /** Picks the option labelled (or valued) `label`, as a person's choice would (React sees the change). */
  choose: (query: SentQuery, label: string) => {
    const select = find(query) as HTMLSelectElement | null;
    const option =
      select && [...select.options].find((o) => squash(o.textContent) === label || o.value === label);
    if (!select || !option) return false;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, option.value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return select.value === option.value;
  },
  /**
   * What `query` finds once it can take a click, as Playwright's click waits: enabled, and the same box
   * 50 ms apart (a click aimed at a moving box lands on what moves under it). A timer, not animation
   * frames: a browser may hold those back for a window it thinks hidden.
   */
  clickable: async (query: SentQuery) => {
    const element = find(query);
    if (!element || (element as HTMLButtonElement).disabled) return null;
    const box = () => JSON.stringify(element.getBoundingClientRect());
    const before = box();
    await new Promise((done) => setTimeout(done, 50));
    return box() === before ? element : null;
  },
  focusStop: () => focusStop({ activeWindowOnly: true }),
  edgeStop: (query: SentQuery, which: 'first' | 'last') => {
    const root = find(query);
    return root && edgeStop(root, which);
  },
  inspectDisplay,
};
export type Engines = typeof engines;

Object.defineProperty(window, 'engines', { value: engines });
