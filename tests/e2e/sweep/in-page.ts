/**
 * The route sweep's checks that run inside the rendered page (passed to `page.evaluate`, so each
 * function is self-contained: no imports, no closures over this module).
 */

export type Finding = { where: string; text: string };

export type PageReading = {
  /** Visible texts and the attributes read out, for the pseudo-locale's unmarked-English rule. */
  texts: Finding[];
  /** Text hidden by its box's overflow, or past the viewport's edge. */
  clipped: Finding[];
  /** Interactive targets under 24×24 CSS px that no exception of the target-size rule covers. */
  smallTargets: Finding[];
  /** How far the document is wider than the viewport (0: no horizontal scroll). */
  horizontalOverflow: number;
};

/**
 * Reads the page as it is laid out at the current width: its own words, what is clipped or
 * off-screen, undersized targets, and horizontal scroll. One pass, so one forced layout.
 */
export function readPage(): PageReading {
  const lang = document.documentElement.lang;
  const describe = (element: Element) =>
    [
      element.tagName.toLowerCase(),
      element.id ? `#${element.id}` : '',
      ...[...element.classList].slice(0, 2).map((name) => `.${name}`),
    ].join('');
  const notPageText = (element: Element) =>
    element.closest('script, style, noscript, template, [translate="no"]') !== null ||
    (element.closest('[lang]')?.getAttribute('lang') ?? lang) !== lang;
  const visible = (element: Element) =>
    element instanceof HTMLOptionElement
      ? (element.closest('select')?.checkVisibility({ checkVisibilityCSS: true }) ?? false)
      : element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  // Visually hidden text (`.visually-hidden`) is read out, so it counts as text, but it is clipped by
  // design, and a control hidden that way is not something a pointer can hit.
  const screenReaderOnly = (element: Element) =>
    element.clientWidth <= 1 || element.clientHeight <= 1 || getComputedStyle(element).clipPath !== 'none';

  const texts: Finding[] = [{ where: 'document.title', text: document.title }];
  const clipped: Finding[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!parent || !text || notPageText(parent) || !visible(parent)) continue;
    texts.push({ where: describe(parent), text });
    // Visually hidden text is clipped to a pixel, so its own box past the edge is never seen.
    if (parent.closest('.sr-only, .visually-hidden') || screenReaderOnly(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1))
      clipped.push({
        where: describe(parent),
        text: `${text} (past the viewport: ${Math.round(box.left)}–${Math.round(box.right)} px)`,
      });
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (notPageText(element) || !visible(element)) continue;
    for (const name of [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'placeholder',
      'title',
      'alt',
    ]) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push({ where: `${describe(element)}[${name}]`, text: value });
    }
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    )
      continue;
    const style = getComputedStyle(element);
    const hidesX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    const hidesY = ['hidden', 'clip'].includes(style.overflowY);
    if ((!hidesX && !hidesY) || screenReaderOnly(element)) continue;
    const text = (element as HTMLElement).innerText?.trim();
    if (!text) continue;
    const wide = hidesX && element.scrollWidth > element.clientWidth + 1;
    const tall = hidesY && element.scrollHeight > element.clientHeight + 1;
    if (wide || tall)
      clipped.push({
        where: describe(element),
        text: `${text.slice(0, 80)} (content ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`,
      });
  }

  // Target size (minimum): every pointer target at least 24×24 CSS px, unless one of the exceptions
  // that this check can decide applies. Allowed here:
  // - inline: a link inside a sentence or block of text, its size set by the line it sits in;
  // - spacing: a 24 px circle centred on the target meets no other target and no other undersized
  //   target's circle;
  // - equivalent: a checkbox or radio whose own label (a larger target, clicking it does the same)
  //   is at least 24×24;
  // - user-agent control: a control whose size the browser alone sets (a native checkbox, radio or
  //   select the author left unstyled).
  // Not decided here, so never allowed: "essential" (no target of this app needs its exact size).
  const TARGETS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), ' +
    '[role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], ' +
    '[role="menuitem"], [role="option"]';
  const MIN = 24;
  const targets = [...document.querySelectorAll(TARGETS)].filter(
    (element) =>
      !element.closest('[inert], [aria-hidden="true"]') &&
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !screenReaderOnly(element),
  );
  const boxes = targets.map((element) => element.getBoundingClientRect());
  const undersized = (box: DOMRect) => box.width < MIN - 0.01 || box.height < MIN - 0.01;
  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const circleMeetsBox = (c: { x: number; y: number }, box: DOMRect) => {
    const dx = Math.max(box.left - c.x, 0, c.x - box.right);
    const dy = Math.max(box.top - c.y, 0, c.y - box.bottom);
    return dx * dx + dy * dy < (MIN / 2) * (MIN / 2) - 0.01;
  };
  const inlineInText = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    const own = element.textContent?.trim().length ?? 0;
    return (block?.textContent?.trim().length ?? 0) > own;
  };
  const equivalentLabel = (element: Element) =>
    element instanceof HTMLInputElement &&
    ['checkbox', 'radio'].includes(element.type) &&
    [...(element.labels ?? [])].some((label) => !undersized(label.getBoundingClientRect()));
  const userAgentSized = (element: Element) => {
    if (
      !(element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) &&
      !(element instanceof HTMLSelectElement)
    )
      return false;
    const style = getComputedStyle(element);
    return style.appearance !== 'none' && !element.getAttribute('class') && !element.getAttribute('style');
  };
  const smallTargets: Finding[] = [];
  targets.forEach((element, index) => {
    const box = boxes[index]!;
    if (!undersized(box)) return;
    if (inlineInText(element) || equivalentLabel(element) || userAgentSized(element)) return;
    const c = centre(box);
    const crowded = targets.some((other, otherIndex) => {
      if (otherIndex === index || other.contains(element) || element.contains(other)) return false;
      const otherBox = boxes[otherIndex]!;
      if (otherBox.width === 0 || otherBox.height === 0) return false;
      if (circleMeetsBox(c, otherBox)) return true;
      if (!undersized(otherBox)) return false;
      const o = centre(otherBox);
      return Math.hypot(o.x - c.x, o.y - c.y) < MIN - 0.01;
    });
    if (crowded) {
      const name =
        element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
      smallTargets.push({
        where: describe(element),
        text: `"${name}" ${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10} px`,
      });
    }
  });

  const horizontalOverflow = Math.max(
    0,
    document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return { texts, clipped, smallTargets, horizontalOverflow };
}

/** Records every CSP violation the page raises, from before its first script runs (an init script). */
export function recordCspViolations(): void {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
  );
}

/**
 * Records the label of every data spinner (`.page-pending`, src/common/data/QueryBoundary.tsx) that
 * shows after the page's heading already did (an init script): data the route's loader did not prime,
 * painted as a heading with a spinner under it, then replaced by the screen a moment later.
 */
export function recordLatePending(): void {
  const seen: string[] = [];
  (window as unknown as { __latePending: string[] }).__latePending = seen;
  let headed = false;
  new MutationObserver(() => {
    headed ||= document.querySelector('main h1') !== null;
    const pending = headed && document.querySelector('main .page-pending');
    if (pending && !seen.includes(pending.textContent ?? '')) seen.push(pending.textContent ?? '');
  }).observe(document, { childList: true, subtree: true });
}

export function latePending(): string[] {
  return (window as unknown as { __latePending?: string[] }).__latePending ?? [];
}

export function cspViolations(): string[] {
  return (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [];
}

/**
 * The screen is drawn: the app's heading or result is shown in `language`, nothing is pending, the
 * fonts are in. A page outside the app (the mock's stand-in for another system) once it has loaded.
 */
export function screenDrawn(language: string): boolean {
  if (!location.pathname.startsWith('/auth')) return document.readyState === 'complete';
  const shown = (element: Element) => element.checkVisibility({ checkVisibilityCSS: true });
  const app = document.getElementById('root');
  const content = [...(app ?? document.body).querySelectorAll('h1, [data-result-kind]')].some(shown);
  const pending = [...document.querySelectorAll('.spinner[role="status"], [aria-busy="true"]')].some(shown);
  return (
    document.readyState === 'complete' &&
    content &&
    !pending &&
    document.fonts.status === 'loaded' &&
    document.documentElement.lang === language
  );
}
