/**
 * What the journeys ask of a page, as JavaScript source sent through either protocol (a string, not a
 * function: tsx would wrap functions in helpers the page does not have). `find` approximates
 * Playwright's getByRole: a role's elements, by accessible name (aria-labelledby, aria-label, <label>,
 * text), the first one rendered.
 */

/** What to find: a role and name, a CSS selector or a test id, inside another query's element. */
export type Query = {
  role?: keyof typeof ROLES;
  name?: string | RegExp;
  css?: string;
  testId?: string;
  within?: Query;
};

export const ROLES = {
  button: 'button, input[type=submit], input[type=button], [role=button]',
  textbox:
    'input:not([type]), input[type=text], input[type=email], input[type=password], input[type=tel], ' +
    'input[type=search], input[type=number], textarea, [role=textbox]',
  link: 'a[href], [role=link]',
  checkbox: 'input[type=checkbox], [role=checkbox]',
  radio: 'input[type=radio], [role=radio]',
  combobox: 'select, [role=combobox]',
  dialog: 'dialog, [role=dialog], [role=alertdialog]',
  alertdialog: '[role=alertdialog]',
  heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  navigation: 'nav, [role=navigation]',
  main: 'main',
  listitem: 'li',
} as const;

/** A query as JSON (a RegExp becomes its source and flags). */
export function serialize(query: Query): unknown {
  const { name, within } = query;
  return {
    ...query,
    name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name,
    within: within && serialize(within),
  };
}

/** Defines `find(query)`, `nameOf(element)`, `focusStop()` and `edgeStop(root, which)` in the page. */
export const LIBRARY = `
const ROLES = ${JSON.stringify(ROLES)};
const squash = (text) => (text ?? '').replace(/\\s+/g, ' ').trim();
const textOf = (node) => node.nodeType === Node.TEXT_NODE ? node.textContent
  : node.nodeType !== Node.ELEMENT_NODE || node.getAttribute('aria-hidden') === 'true' ? ''
  : [...node.childNodes].map(textOf).join('');
const nameOf = (element) => {
  const by = element.getAttribute('aria-labelledby');
  if (by) return squash(by.split(/\\s+/).map((id) => textOf(document.getElementById(id) ?? document.createTextNode(''))).join(' '));
  const label = element.getAttribute('aria-label');
  if (label) return squash(label);
  if (element.labels && element.labels.length) return squash([...element.labels].map(textOf).join(' '));
  if (element.matches('input[type=submit], input[type=button]')) return element.value;
  return squash(textOf(element));
};
const named = (element, name) => {
  if (name === undefined) return true;
  const text = nameOf(element);
  return typeof name === 'string' ? text === name : new RegExp(name.source, name.flags).test(text);
};
const seen = (element) => element.checkVisibility({ visibilityProperty: true }) ||
  (element.matches('input[type=checkbox], input[type=radio]') && element.labels?.[0]?.checkVisibility());
const findAll = (query) => {
  const roots = query.within ? findAll(query.within) : [document];
  const selector = query.css ?? (query.testId ? '[data-testid="' + query.testId + '"]' : ROLES[query.role]);
  return roots.flatMap((root) => [...root.querySelectorAll(selector)]).filter((e) => seen(e) && named(e, query.name));
};
const find = (query) => findAll(query)[0] ?? null;

const focusStop = () => {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement)
    return { what: String(element?.nodeName ?? 'nothing'), problems: ['focus lost to <body>'] };
  const what = '<' + element.nodeName.toLowerCase() + (element.id ? '#' + element.id : '') + '> "' + nameOf(element).slice(0, 50) + '"';
  const problems = [];
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) problems.push('has no size');
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || Number(style.opacity) === 0) problems.push('is invisible');
  const control = !(element.tabIndex < 0 && !element.matches('input, select, textarea, button, a[href], summary'));
  // MiniBrowser on Xvfb loses the window's activation when it is made narrower than about 850 px,
  // and a page in an inactive window matches no :focus, so neither the ring nor what :focus brings
  // into view (the skip link) can be seen there (src/README.md): only the checks above hold.
  if (!document.hasFocus()) return { what, problems };
  if (control) {
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    if (!outline && style.boxShadow === 'none') problems.push('shows no focus ring (no outline, no box-shadow)');
  }
  const width = innerWidth, height = innerHeight, slack = 1;
  const across = box.width <= width ? box.left >= -slack && box.right <= width + slack : box.left < width && box.right > 0;
  const down = box.height <= height ? box.top >= -slack && box.bottom <= height + slack : box.top < height && box.bottom > 0;
  if (!across || !down)
    problems.push('is outside the viewport (' + [box.left, box.top, box.width, box.height].map(Math.round) + ' in ' + width + 'x' + height + ')');
  else {
    const x = Math.min(Math.max(box.left + box.width / 2, 0), width - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), height - 1);
    const top = document.elementFromPoint(x, y);
    const labels = [...(element.labels ?? [])];
    if (!(top && (top === element || element.contains(top) || labels.some((l) => l.contains(top)))))
      problems.push('is covered at its centre by ' + (top?.closest('[class]')?.getAttribute('class') ?? top?.nodeName ?? 'nothing'));
  }
  return { what, problems };
};

const edgeStop = (root, which) => {
  const reachable = [...root.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]')]
    .filter((element) => {
      if (element.tabIndex < 0 || element.disabled || element.closest('[inert]')) return false;
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      if (element.type !== 'radio' || !element.name || element.checked) return true;
      const group = [...root.querySelectorAll('input[type="radio"][name="' + element.name + '"]')];
      return !group.some((radio) => radio.checked) && group[0] === element;
    });
  if (reachable.length === 0) return null;
  return (which === 'first' ? reachable[0] : reachable.at(-1)) === document.activeElement;
};
`;
