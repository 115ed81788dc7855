import { virtual } from '@guidepup/virtual-screen-reader';
import { waitFor } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * What a screen reader says while a test drives the page: Guidepup's virtual screen reader on jsdom
 * speaks what takes the focus ("role, name, value, description") and what changes in a live region
 * ("polite: …", "assertive: …"). One thing real screen readers say that it does not model: an element
 * with role="alert" that appears makes the browser fire the system alert event (ARIA asks for it, and
 * every screen reader speaks it), so a FocusedAlert inserted with its words already in it is heard.
 * This adds that, as "alert: <its text>". A role="status" that appears with its words is not an
 * event, and real screen readers stay silent on it: so does this.
 */
export interface Listener {
  /** Every phrase spoken since `listen` (or the last `clear`), in order. */
  spoken(): Promise<string[]>;
  /** Forgets what was spoken so far, so what follows is read on its own. */
  clear(): Promise<void>;
  /** Waits until a phrase equal to `phrase` (or matching it) has been spoken; returns it. */
  heard(phrase: string | RegExp): Promise<string>;
}

const ALERT = '[role="alert"], [role="alertdialog"]';

function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Starts listening to `container` (the whole page by default: toasts and dialogs sit outside the
 * app's root). Call it once the first screen is up: the virtual screen reader starts on the first
 * thing in the page.
 */
export async function listen(container: HTMLElement = document.body): Promise<Listener> {
  // The name computation asks for ::before and ::after content, which jsdom does not compute (it
  // logs "not implemented" each time). The app's one generated text, the narrow data table's cell
  // labels, has an empty alternative for assistive technology, so leaving it out is what is heard.
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) =>
    pseudo ? document.createElement('span').style : computed(element),
  );

  const log: string[] = [];
  let seen = 0;
  // The virtual screen reader's own phrases, appended to the log in the order they came.
  const catchUp = async () => {
    const own = await virtual.spokenPhraseLog();
    log.push(...own.slice(seen));
    seen = own.length;
  };

  await virtual.start({ container });
  await catchUp();

  const observer = new MutationObserver((mutations) => {
    const appeared = new Set<Element>();
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(ALERT)) appeared.add(node);
        node.querySelectorAll(ALERT).forEach((inner) => appeared.add(inner));
      }
    }
    if (appeared.size === 0) return;
    void catchUp().then(() => {
      for (const alert of appeared) {
        if (alert.isConnected && textOf(alert)) log.push(`alert: ${textOf(alert)}`);
      }
    });
  });
  observer.observe(container, { childList: true, subtree: true });
  onTestFinished(async () => {
    observer.disconnect();
    await virtual.stop();
  });

  const listener: Listener = {
    async spoken() {
      await catchUp();
      return [...log];
    },
    async clear() {
      await catchUp();
      log.length = 0;
    },
    async heard(phrase) {
      let found: string | undefined;
      await waitFor(
        async () => {
          const said = await listener.spoken();
          found = said.find((one) => (typeof phrase === 'string' ? one === phrase : phrase.test(one)));
          if (found === undefined)
            throw new Error(`not heard: ${String(phrase)}\nspoken:\n${said.join('\n')}`);
        },
        { onTimeout: (error) => error },
      );
      return found!;
    },
  };
  return listener;
}
