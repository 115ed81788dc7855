/**
 * The display checks of ./displays.ts that run inside the rendered page: one self-contained
 * function (passed to `page.evaluate`: no imports, no closures over this module), so its colour and
 * geometry helpers exist once, each check chosen by name. Every check returns findings, one line each;
 * none is a pass.
 */

export type DisplayCheck =
  /** The main surface's relative luminance: below 0.2 in the dark scheme, above 0.5 in the light. */
  | 'surface'
  /** 1.4.3: each visible text's colour against what is behind it, ≥ 4.5:1 (3:1 for large text). */
  | 'text-contrast'
  /** 1.4.11: field borders, checkbox and radio marks, meaningful icons ≥ 3:1 against what is behind. */
  | 'non-text-contrast'
  /** Each control focused from the keyboard: an outline (any scheme), ≥ 3:1 against what is behind. */
  | 'focus-contrast'
  /** Each control focused from the keyboard shows an outline (forced colours drop box-shadows). */
  | 'focus-outline'
  /** Each control, focused, is in the document's reach and not covered (1.4.4). */
  | 'reachable'
  /** Text over text, or a control over a control (1.4.4, 1.4.12). */
  | 'overlap'
  /** 1.3.2: the Tab order against the visual reading order. */
  | 'tab-order'
  /** 1.3.5: every field asking for the person's own data has a fitting autocomplete token. */
  | 'autocomplete'
  /** 3.1.2: each option of the language picker is in its own language. */
  | 'picker-lang'
  /** 3.2.4: a function met on several screens has one name (its English one; `readBack` for the pseudo-locale). */
  | 'consistent-names'
  /** With reduced motion, no running animation or transition moves anything. */
  | 'motion'
  /** Forced colours: the active tab differs from the others by more than colour; the avatar has a ring. */
  | 'forced-shapes';

/**
 * `surface`: the scheme the surface must be in (dark by default). `readBack`: the page is in the
 * pseudo-locale, and `consistent-names` reads each name back to the English it was made from
 * (mock-server/pseudo-locale.ts `PSEUDO_READ_BACK`) before it compares it.
 */
export type DisplayOptions = {
  checks: DisplayCheck[];
  surface?: 'dark' | 'light';
  readBack?: { letters: Record<string, string>; filler: string };
};

/** The page's findings for `checks`. Runs in the page. */
export function inspectDisplay({ checks, surface: scheme = 'dark', readBack }: DisplayOptions): string[] {
  const findings: string[] = [];
  const want = (check: DisplayCheck) => checks.includes(check);
  const describe = (element: Element) =>
    [
      element.tagName.toLowerCase(),
      element.id ? `#${element.id}` : '',
      ...[...element.classList].slice(0, 2).map((name) => `.${name}`),
    ].join('');
  const nameOf = (element: Element) => {
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.innerText : undefined;
    const name = element.getAttribute('aria-label') ?? label ?? (element as HTMLElement).innerText ?? '';
    return name.replace(/\s+/g, ' ').trim();
  };
  const visible = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    !element.closest('[inert], [aria-hidden="true"]');
  const screenReaderOnly = (element: Element) =>
    element.closest('.sr-only') !== null ||
    (element.getBoundingClientRect().width <= 1 && element.getBoundingClientRect().height <= 1);
  const fixed = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement)
      if (getComputedStyle(at).position === 'fixed') return true;
    return false;
  };

  // Colours: computed values are `rgb(r, g, b)` or `rgba(r, g, b, a)`; composited over what is behind.
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const numbers = value.match(/[\d.]+/g)?.map(Number);
    if (!numbers || numbers.length < 3 || !/^rgba?\(/.test(value)) return null;
    return [numbers[0]!, numbers[1]!, numbers[2]!, numbers[3] ?? 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
  };
  const dark = matchMedia('(prefers-color-scheme: dark)').matches;
  // The canvas under everything: Chromium's dark canvas (color-scheme light dark) or white.
  const canvas: Rgba = dark ? [18, 18, 18, 1] : [255, 255, 255, 1];
  /** The colour behind `element`'s box: its ancestors' backgrounds, composited (not the element's own). */
  const behind = (element: Element, includeSelf = false): Rgba => {
    const layers: Rgba[] = [];
    for (let at = includeSelf ? element : element.parentElement; at; at = at.parentElement) {
      const colour = parse(getComputedStyle(at).backgroundColor);
      if (colour && colour[3] > 0) layers.push(colour);
      if (colour && colour[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), canvas);
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (darker! + 0.05);
  };
  const ratio = (value: number) => `${Math.round(value * 100) / 100}:1`;
  const NON_TEXT_MIN = 3;

  if (want('surface')) {
    const surface = document.querySelector('main .card') ?? document.querySelector('main') ?? document.body;
    const lum = luminance(behind(surface, true));
    if (scheme === 'dark' ? lum >= 0.2 : lum <= 0.5)
      findings.push(
        `surface ${describe(surface)} luminance ${lum.toFixed(3)} (${scheme === 'dark' ? '≥ 0.2' : '≤ 0.5'})`,
      );
  }

  if (want('text-contrast')) {
    // What a person reads: every rendered text, but not that of a disabled control (1.4.3 exempts it).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const reported = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !visible(parent) || screenReaderOnly(parent)) continue;
      if (parent.closest('script, style, noscript, template, option, :disabled, [aria-disabled="true"]'))
        continue;
      const style = getComputedStyle(parent);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const back = behind(parent, true);
      const value = contrast(over(parse(style.color) ?? [0, 0, 0, 1], back), back);
      const line = `text "${node.textContent.trim().slice(0, 30)}" (${describe(parent)}) ${ratio(value)}`;
      if (value < (large ? 3 : 4.5) && !reported.has(line)) findings.push(line);
      reported.add(line);
    }
  }

  if (want('non-text-contrast')) {
    const fields = document.querySelectorAll(
      'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="submit"], [type="button"]), select, textarea',
    );
    for (const field of fields) {
      if (!visible(field) || screenReaderOnly(field)) continue;
      const style = getComputedStyle(field);
      const outside = behind(field);
      const own = over(parse(style.backgroundColor) ?? [0, 0, 0, 0], outside);
      const border = parse(style.borderBottomColor);
      const bordered = parseFloat(style.borderBottomWidth) >= 1 && style.borderBottomStyle !== 'none';
      const best = Math.max(
        bordered && border ? contrast(over(border, outside), outside) : 0,
        contrast(own, outside),
      );
      if (best < NON_TEXT_MIN) findings.push(`field border ${describe(field)} ${ratio(best)}`);
    }
    for (const mark of document.querySelectorAll('input[type="checkbox"], input[type="radio"]')) {
      if (!visible(mark)) continue;
      const accent = parse(getComputedStyle(mark).accentColor);
      // `auto`: the browser's own colours, made for its canvas.
      if (!accent) continue;
      const value = contrast(accent, behind(mark));
      if (value < NON_TEXT_MIN) findings.push(`checkbox or radio mark ${describe(mark)} ${ratio(value)}`);
    }
    // Icons that carry meaning: the state of an alert, a toast, a field's error, a password rule.
    const icons = document.querySelectorAll(
      '.alert svg, .toast svg, .field__error svg, .field__caps svg, .pw-req svg, .stepper__marker',
    );
    for (const icon of icons) {
      if (!visible(icon)) continue;
      const style = getComputedStyle(icon);
      const colour = parse(style.stroke) ?? parse(style.color);
      if (!colour) continue;
      const value = contrast(colour, behind(icon));
      if (value < NON_TEXT_MIN)
        findings.push(`icon ${describe(icon)} in ${describe(icon.parentElement!)} ${ratio(value)}`);
    }
  }

  const FOCUSABLE =
    'a[href], button:not(:disabled), input:not(:disabled, [type="hidden"]), select:not(:disabled), textarea:not(:disabled), summary, [tabindex]';
  /** What Tab reaches, in its order: positive tabindex first, then the document's order; one radio per group. */
  const tabStops = () => {
    const all = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) =>
        element.tabIndex >= 0 && visible(element) && !element.closest('details:not([open]) > :not(summary)'),
    );
    const groups = new Set<string>();
    const stops = all.filter((element) => {
      if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
      const key = `${element.form?.id ?? ''}/${element.name}`;
      const checked = all.some(
        (other) =>
          other instanceof HTMLInputElement &&
          other.name === element.name &&
          other.type === 'radio' &&
          other.checked,
      );
      if (checked ? !element.checked : groups.has(key)) return false;
      groups.add(key);
      return true;
    });
    const positive = stops.filter((element) => element.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex);
    return [...positive, ...stops.filter((element) => element.tabIndex === 0)];
  };

  if (want('focus-contrast') || want('focus-outline') || want('reachable')) {
    const before = document.activeElement;
    for (const control of tabStops()) {
      control.focus();
      if (document.activeElement !== control) continue;
      if (!control.matches(':focus-visible')) {
        findings.push(`focus ${describe(control)} "${nameOf(control)}" is not :focus-visible after a Tab`);
        continue;
      }
      const style = getComputedStyle(control);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      if ((want('focus-outline') || want('focus-contrast')) && !outlined)
        findings.push(`focus ${describe(control)} "${nameOf(control)}" has no outline`);
      if (want('focus-contrast') && outlined) {
        const ring = parse(style.outlineColor);
        const value = ring ? contrast(ring, behind(control)) : 0;
        if (value < NON_TEXT_MIN)
          findings.push(`focus ring ${describe(control)} "${nameOf(control)}" ${ratio(value)}`);
      }
      if (want('reachable') && !screenReaderOnly(control)) {
        // Scrolled to as a person would: focus leaves a control half inside a scroll box (a table
        // wider than its scroller at 200 %, which 1.4.4 allows) where it was, its middle hidden.
        control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        // A link that wraps is hit on its first line (the middle of its whole box may be between lines).
        const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
        const x = Math.min(Math.max(box.left + box.width / 2, 1), innerWidth - 1);
        const y = Math.min(Math.max(box.top + box.height / 2, 1), innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        const label = hit?.closest('label');
        const reached =
          hit !== null &&
          (control.contains(hit) ||
            (label !== null &&
              label !== undefined &&
              (label.control === control || label.contains(control))));
        if (box.right < 0 || box.bottom < 0 || box.left > document.documentElement.scrollWidth)
          findings.push(`control ${describe(control)} "${nameOf(control)}" is cut off`);
        else if (!reached && !fixed(control))
          findings.push(
            `control ${describe(control)} "${nameOf(control)}" is covered by ${hit ? describe(hit) : 'nothing'}`,
          );
      }
    }
    // Focus goes back where it was, or nowhere: a focused skip link would sit over the header.
    if (before instanceof HTMLElement && before !== document.body && !before.classList.contains('skip-link'))
      before.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  }

  if (want('overlap')) {
    type Box = { owner: Element; box: DOMRect; text: string };
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || !visible(parent) || screenReaderOnly(parent) || fixed(parent)) continue;
      if (parent.closest('script, style, noscript, template, option, select')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects())
        if (box.width > 0 && box.height > 0) boxes.push({ owner: parent, box, text });
    }
    // A control's text lies in its content box: a button may sit in a field's padding (a password's Show).
    const contentBox = (control: Element) => {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      const inset = (side: 'Top' | 'Right' | 'Bottom' | 'Left') =>
        parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]);
      return new DOMRect(
        box.left + inset('Left'),
        box.top + inset('Top'),
        Math.max(0, box.width - inset('Left') - inset('Right')),
        Math.max(0, box.height - inset('Top') - inset('Bottom')),
      );
    };
    for (const control of tabStops())
      if (!screenReaderOnly(control) && !fixed(control))
        boxes.push({ owner: control, box: contentBox(control), text: `[${nameOf(control)}]` });
    const SLACK = 2;
    const reported = new Set<string>();
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.owner === b.owner || a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
        // A control and its own label, or a label's text inside a control, are one thing.
        const labelOf = (owner: Element) => owner.closest('label')?.control;
        if (labelOf(a.owner) === b.owner || labelOf(b.owner) === a.owner) continue;
        const wide = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const tall = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (wide <= SLACK || tall <= SLACK) continue;
        const line = `overlap: "${a.text.slice(0, 40)}" (${describe(a.owner)}) and "${b.text.slice(0, 40)}" (${describe(b.owner)})`;
        if (!reported.has(line)) findings.push(line);
        reported.add(line);
      }
  }

  if (want('tab-order')) {
    // Reading order: top to bottom, and left to right along a row. A stop that starts a new column
    // (up and to the right of the one before, as in a grid of cards) is in order; one above the stop
    // before it in the same column, or left of it in the same row, is not. Tolerance: 4 px.
    const TOLERANCE = 4;
    const stops = tabStops().filter(
      (element) => !fixed(element) && !element.classList.contains('skip-link') && !screenReaderOnly(element),
    );
    for (let i = 1; i < stops.length; i += 1) {
      const a = stops[i - 1]!.getBoundingClientRect();
      const b = stops[i]!.getBoundingClientRect();
      const sameRow = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOLERANCE;
      const sameColumn = Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOLERANCE;
      const above = b.bottom <= a.top + TOLERANCE;
      const leftOf = b.right <= a.left + TOLERANCE;
      const backwards = sameRow ? leftOf : above && (sameColumn || leftOf);
      if (backwards)
        findings.push(
          `tab order: "${nameOf(stops[i]!)}" (${describe(stops[i]!)}) comes after "${nameOf(stops[i - 1]!)}" (${describe(stops[i - 1]!)}) but is ${sameRow ? 'left of' : 'above'} it`,
        );
    }
  }

  if (want('autocomplete')) {
    // The tokens of HTML's autofill field names this app's fields may use, and `off` for a field of no
    // personal purpose. A field about the person (by its type or name) must have a token, never `off`.
    const PERSONAL =
      /user|name|mail|phone|tel|password|birth|dob|bday|postal|zip|address|country|city|language/i;
    const TOKENS = new Set(
      'name given-name family-name additional-name nickname username new-password current-password one-time-code email tel tel-country-code tel-national bday bday-day bday-month bday-year country country-name postal-code street-address organization language webauthn off'.split(
        ' ',
      ),
    );
    const fields = document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="submit"], [type="button"]), select, textarea',
    );
    for (const field of fields) {
      if (!visible(field) || field.closest('.language-picker')) continue;
      const tokens = (field.getAttribute('autocomplete') ?? '')
        .trim()
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      const personal =
        ['email', 'tel', 'password'].includes(field.type) ||
        PERSONAL.test(`${field.name} ${field.id.replace(/field_r_\w+/, '')}`);
      const where = `${describe(field)}[name=${field.name}] "${nameOf(field).slice(0, 40)}"`;
      // A field of no personal purpose may leave the browser its own guess; one about the person may not.
      if (tokens.length === 0) {
        if (personal) findings.push(`autocomplete: ${where} has no token`);
      } else if (tokens.some((token) => !TOKENS.has(token)))
        findings.push(`autocomplete: ${where} has an unknown token "${tokens.join(' ')}"`);
      else if (personal && tokens.includes('off'))
        findings.push(`autocomplete: ${where} is personal but says off`);
    }
  }

  if (want('picker-lang')) {
    for (const option of document.querySelectorAll<HTMLOptionElement>('.language-picker option'))
      if (option.lang !== option.value)
        findings.push(`picker option "${option.text}" has lang "${option.lang}", not "${option.value}"`);
  }

  if (want('consistent-names')) {
    // A function seen on several screens, known by any of its usual names, must have its one name.
    const FUNCTIONS: { family: RegExp; name: string }[] = [
      { family: /^(sign|log)\s*(out|off)$/i, name: 'Sign out' },
      { family: /^(←\s*)?(go\s+)?back$/i, name: '← Back' },
      { family: /^(try again|retry|try once more)$/i, name: 'Try again' },
      { family: /^(cancel|never ?mind)$/i, name: 'Cancel' },
    ];
    // In the pseudo-locale, each bracketed text loses its brackets and its filler, and its letters
    // their accents: "[Šíĝñ óúţ ~·~]" is "Sign out" again. Text outside brackets stays as written.
    const bracketed =
      readBack && new RegExp(`\\[([^[\\]]*?)[${readBack.filler.replace(/[\\\]^-]/g, '\\$&')}]*\\]`, 'g');
    const english = (name: string) =>
      readBack && bracketed
        ? name.replace(bracketed, (_, text: string) =>
            [...text].map((letter) => readBack.letters[letter] ?? letter).join(''),
          )
        : name;
    const controls = document.querySelectorAll('a[href], button, [role="button"], [role="link"]');
    for (const control of controls) {
      if (!visible(control)) continue;
      const shown = nameOf(control);
      const name = english(shown);
      const known = FUNCTIONS.find(({ family }) => family.test(name));
      const arrowless = (value: string) => value.replace(/^←\s*/, '');
      // "Back" is "← Back" with its arrow hidden from assistive technology: compare the words.
      if (known && arrowless(name) !== arrowless(known.name))
        findings.push(
          `name: ${describe(control)} "${shown}" is the function named "${known.name}" elsewhere`,
        );
    }
    const picker = document.querySelector('.language-picker');
    if (picker) {
      const select = picker.querySelector('select');
      const button = picker.querySelector('button');
      const label = english(select?.getAttribute('aria-label') ?? '');
      if (label !== 'Language') findings.push(`name: the language picker is "${label}", not "Language"`);
      if (button && english(nameOf(button)) !== 'Change')
        findings.push(`name: the language picker's button is "${english(nameOf(button))}", not "Change"`);
    }
  }

  if (want('motion')) {
    const MOVES = /transform|translate|rotate|scale|top|left|right|bottom|inset|margin|offset/i;
    const KEYFRAME_FIELDS = new Set(['offset', 'computedOffset', 'easing', 'composite']);
    // What the sheets would animate, shown or not: a probe for each rule that names an animation and
    // whose selector is classes alone (`.spinner__glyph`, `.navigation-pending::before`), read as the
    // cascade leaves it under the current media.
    const keyframes = new Map<string, CSSKeyframesRule>();
    const styleRules: CSSStyleRule[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSKeyframesRule) keyframes.set(rule.name, rule);
        else if (rule instanceof CSSStyleRule) styleRules.push(rule);
        else if (rule instanceof CSSMediaRule && matchMedia(rule.conditionText).matches)
          collect(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    for (const rule of styleRules) {
      if (!rule.style.animationName || rule.style.animationName === 'none') continue;
      for (const selector of rule.selectorText.split(',').map((each) => each.trim())) {
        const match = /^((?:\.[\w-]+)+)(::(?:before|after))?$/.exec(selector);
        if (!match) continue;
        const probe = document.body.appendChild(document.createElement('div'));
        probe.className = match[1]!.slice(1).split('.').join(' ');
        const names = getComputedStyle(probe, match[2] ?? null)
          .animationName.split(',')
          .map((n) => n.trim());
        probe.remove();
        for (const name of names) {
          const frames = keyframes.get(name);
          const moving =
            frames &&
            [...frames.cssRules].some((frame) =>
              MOVES.test((frame as CSSKeyframeRule).style.cssText.replace(/opacity[^;]*;/g, '')),
            );
          if (moving) findings.push(`motion: ${selector} runs ${name}, which moves it`);
        }
      }
    }
    for (const animation of document.getAnimations()) {
      const effect = animation.effect as KeyframeEffect | null;
      const target = effect?.target;
      // A keyframe's own fields (`offset`, `computedOffset`, `easing`, `composite`) are not what it animates.
      const moving = (effect?.getKeyframes() ?? []).some((frame) =>
        Object.keys(frame).some((key) => !KEYFRAME_FIELDS.has(key) && MOVES.test(key)),
      );
      const transition = animation instanceof CSSTransition && MOVES.test(animation.transitionProperty);
      if ((moving || transition) && target)
        findings.push(
          `motion: ${describe(target)} ${animation instanceof CSSAnimation ? animation.animationName : 'transition'} moves it`,
        );
    }
  }

  if (want('forced-shapes')) {
    // The shape that tells a state without colour: a visible bottom bar, an underline, a ring.
    const barred = (element: Element) => {
      const style = getComputedStyle(element);
      const bar = parse(style.borderBottomColor);
      return (
        parseFloat(style.borderBottomWidth) >= 2 &&
        !['none', 'hidden'].includes(style.borderBottomStyle) &&
        bar !== null &&
        bar[3] > 0 &&
        contrast(bar, behind(element)) >= NON_TEXT_MIN
      );
    };
    const underlined = (element: Element) =>
      getComputedStyle(element).textDecorationLine.includes('underline');
    const cue = (element: Element) =>
      `${barred(element) ? 'bar ' : ''}${underlined(element) ? 'underline' : ''}`;
    const tabs = [...document.querySelectorAll('.link-tabs__link')].filter(visible);
    const active = tabs.filter((tab) => tab.getAttribute('aria-current') === 'page');
    for (const tab of active)
      for (const other of tabs.filter((each) => !active.includes(each)))
        if (cue(tab) === cue(other))
          findings.push(
            `forced colours: the active tab "${nameOf(tab)}" looks like "${nameOf(other)}" (${cue(tab) || 'no cue'})`,
          );
    for (const avatar of document.querySelectorAll('.settings-header__avatar, .company-initials')) {
      // Seen, though hidden from assistive technology (the name beside it is read).
      if (!avatar.checkVisibility({ checkVisibilityCSS: true })) continue;
      const style = getComputedStyle(avatar);
      const ring = parse(style.borderTopColor);
      const ringed =
        parseFloat(style.borderTopWidth) >= 1 &&
        style.borderTopStyle !== 'none' &&
        ring !== null &&
        contrast(ring, behind(avatar)) >= NON_TEXT_MIN;
      const filled = contrast(behind(avatar, true), behind(avatar)) >= NON_TEXT_MIN;
      if (!ringed && !filled) findings.push(`forced colours: the avatar ${describe(avatar)} has no boundary`);
    }
  }
  return findings;
}
