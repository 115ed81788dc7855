/**
 * The engine journeys' code inside the page. ./serve.ts bundles it (a classic script) and has nginx
 * load it first in every HTML page of the app, after @testing-library/dom's own browser bundle (the
 * `TestingLibraryDom` global), so that what the journeys find is found by Testing Library's role and
 * name queries, as in the Vitest and Playwright tests. ./visit.ts calls `engines.<name>(...)`.
 *
 * It also keeps, in sessionStorage where they outlive a reload, what the runner reads after each step
 * (WebKitWebDriver has no console log API): uncaught errors, unhandled rejections, console.error
 * calls, policy violations (CSP, Trusted Types), the last pointer events; and with ?mock-platform=ios it plays the iOS app's bridge
 * (webkit.messageHandlers.identityWeb), keeping what the page posts, as the dev server's mock toolbar
 * does (this production build does not carry it).
 */
import { queryAllByLabelText, queryAllByRole, queryAllByTestId } from '@testing-library/dom';
import type { SentQuery } from './query.ts';

const keep = (key: string, entry: unknown) => {
  const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
  sessionStorage.setItem(key, JSON.stringify([...list, entry].slice(key === 'engines:pointer' ? -10 : 0)));
};
const where = () => location.pathname + location.search;
const describeValue = (value: unknown) =>
  value instanceof Error ? `${value.name}: ${value.message}` : String(value);

addEventListener('error', (event) =>
  keep('engines:errors', `uncaught ${describeValue(event.error ?? event.message)} on ${where()}`),
);
addEventListener('unhandledrejection', (event) =>
  keep('engines:errors', `unhandled rejection ${describeValue(event.reason)} on ${where()}`),
);
// A Content-Security-Policy or Trusted Types refusal fails the journey like an uncaught error: what was
// refused and the page, never the event's sample.
document.addEventListener('securitypolicyviolation', (event) =>
  keep('engines:errors', `policy violation ${event.effectiveDirective} ${event.blockedURI} on ${where()}`),
);
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  keep('engines:errors', `console.error ${args.map(describeValue).join(' ')} on ${where()}`);
  consoleError.apply(console, args);
};

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const label = (node: EventTarget | null) =>
  node instanceof Element
    ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${squash(node.textContent).slice(0, 30)}"`
    : String(node);
// A click a driver sent that no event received is the driver's; one that reached its target, the page's.
for (const type of ['pointerdown', 'pointerup', 'click'] as const)
  addEventListener(
    type,
    (event) =>
      keep(
        'engines:pointer',
        `${type} at ${event.clientX},${event.clientY} on ${label(event.target)} (${where()})`,
      ),
    true,
  );

if (new URLSearchParams(location.search).get('mock-platform') === 'ios')
  sessionStorage.setItem('engines:platform', 'ios');
if (sessionStorage.getItem('engines:platform') === 'ios') {
  const identityWeb = { postMessage: (message: unknown) => keep('engines:bridge', message) };
  Object.defineProperty(window, 'webkit', {
    value: { messageHandlers: { identityWeb } },
    configurable: true,
  });
}

/** Shown: rendered and visible, or a checkbox or radio drawn by its visible label. */
const seen = (element: HTMLElement) =>
  element.checkVisibility({ visibilityProperty: true }) ||
  (element instanceof HTMLInputElement && !!element.labels?.[0]?.checkVisibility());

const text = (sent: SentQuery['name']) =>
  typeof sent === 'object' ? new RegExp(sent.source, sent.flags) : sent;

function findAll(query: SentQuery): HTMLElement[] {
  const roots = query.within ? findAll(query.within) : [document.documentElement];
  const { role, level, label, testId, css = '' } = query;
  const inRoot = (root: HTMLElement) =>
    role
      ? queryAllByRole(root, role, { name: text(query.name), ...(level === undefined ? {} : { level }) })
      : label
        ? queryAllByLabelText(root, text(label)!)
        : testId
          ? queryAllByTestId(root, testId)
          : [...(root.matches(css) ? [root] : []), ...root.querySelectorAll<HTMLElement>(css)];
  return roots.flatMap(inRoot).filter(seen);
}

/** The first element `query` finds that is shown, or null. */
const find = (query: SentQuery): HTMLElement | null => findAll(query)[0] ?? null;

/** A short account of an element, for a failure's message. */
const whatIs = (element: Element) =>
  `<${element.nodeName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${squash(
    element.getAttribute('aria-label') ?? element.textContent,
  ).slice(0, 50)}"`;

/** Whether the focused element is a sound stop, as tests/e2e/keyboard.ts checks it. */
function focusStop(): { what: string; problems: string[] } {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement)
    return { what: String(element?.nodeName ?? 'nothing'), problems: ['focus lost to <body>'] };
  const what = whatIs(element);
  const problems: string[] = [];
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) problems.push('has no size');
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || Number(style.opacity) === 0) problems.push('is invisible');
  // MiniBrowser on Xvfb loses the window's activation when it is made narrower than about 850 px,
  // and a page in an inactive window matches no :focus, so neither the ring nor what :focus brings
  // into view (the skip link) can be seen there (src/README.md): only the checks above hold.
  if (!document.hasFocus()) return { what, problems };
  const control =
    element.tabIndex >= 0 || element.matches('input, select, textarea, button, a[href], summary');
  if (
    control &&
    !(style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) &&
    style.boxShadow === 'none'
  )
    problems.push('shows no focus ring (no outline, no box-shadow)');
  const fits = (start: number, size: number, end: number, room: number) =>
    size <= room ? start >= -1 && end <= room + 1 : start < room && end > 0;
  if (
    !fits(box.left, box.width, box.right, innerWidth) ||
    !fits(box.top, box.height, box.bottom, innerHeight)
  ) {
    const where = [box.left, box.top, box.width, box.height].map(Math.round).join(',');
    problems.push(`is outside the viewport (${where} in ${innerWidth}x${innerHeight})`);
    return { what, problems };
  }
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
  const top = document.elementFromPoint(x, y);
  const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
  if (!(top && (element.contains(top) || labels.some((l) => l.contains(top)))))
    problems.push(
      `is covered at its centre by ${top?.closest('[class]')?.getAttribute('class') ?? top?.nodeName ?? 'nothing'}`,
    );
  return { what, problems };
}

/** Whether the focus is on the first or last stop Tab reaches in `query`'s element (null: it has none). */
function edgeStop(query: SentQuery, which: 'first' | 'last'): boolean | null {
  const root = find(query);
  if (!root) return null;
  const reachable = [
    ...root.querySelectorAll<HTMLInputElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]',
    ),
  ].filter((element) => {
    if (element.tabIndex < 0 || element.disabled || element.closest('[inert]')) return false;
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    if (element.type !== 'radio' || !element.name || element.checked) return true;
    const group = [...root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${element.name}"]`)];
    return !group.some((radio) => radio.checked) && group[0] === element;
  });
  if (reachable.length === 0) return null;
  return (which === 'first' ? reachable[0] : reachable.at(-1)) === document.activeElement;
}

/** What the journeys ask of the page (./visit.ts), by name. */
const engines = {
  find,
  shown: (query: SentQuery) => find(query) !== null,
  text: (query: SentQuery) => {
    const element = find(query);
    return element && squash(element.textContent);
  },
  value: (query: SentQuery) => (find(query) as HTMLInputElement | null)?.value ?? null,
  checked: (query: SentQuery) => (find(query) as HTMLInputElement | null)?.checked ?? null,
  focused: (query: SentQuery) => {
    const element = find(query);
    return element !== null && element === document.activeElement;
  },
  /** Gives the element the focus (and selects a field's text, for typing over it). */
  focus: (query: SentQuery, select = false) => {
    const element = find(query);
    element?.focus();
    if (select && element instanceof HTMLInputElement) element.select();
    return element !== null && element === document.activeElement;
  },
  /** Whether the element lies before the focus (Shift+Tab reaches it). */
  behindFocus: (query: SentQuery) => {
    const now = document.activeElement;
    return (
      !!now &&
      now !== document.body &&
      !!(find(query)!.compareDocumentPosition(now) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  },
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
   * What `query` finds once it can take a click, as Playwright's click waits: not disabled, and stable
   * (the same box 50 ms apart); a click aimed at a moving box lands on whatever moves in under it. A
   * timer, not animation frames: a browser may hold those back for a window it thinks hidden.
   */
  clickable: async (query: SentQuery) => {
    const element = find(query);
    if (!element || (element as HTMLButtonElement).disabled) return null;
    const box = () => JSON.stringify(element.getBoundingClientRect());
    const before = box();
    await new Promise((done) => setTimeout(done, 50));
    return box() === before ? element : null;
  },
  focusStop,
  edgeStop,
};
export type Engines = typeof engines;

Object.defineProperty(window, 'engines', { value: engines });
