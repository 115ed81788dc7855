/**
 * The phone run's instrumentation (./phone.ts): a script in every document, before the page's own, that
 * times on the page's clock what the person sees (the first field, the form working, the app's take-over,
 * the password's focus, each watched element's first showing: each the paint of the frame it showed in),
 * keeps the main thread's long tasks, and settles the person's waits (./person.ts).
 */
import type { BrowserContext } from '@playwright/test';
import { BOOT_HANDOFF } from '../../src/features/login/frame/boot';
import { PRERENDERED_FRAME_ID } from '../../src/features/login/frame/frame';
import type { Person } from './person';

export const ENTER_KEY = '__phone.enterEpochMs';
export const LONG_TASKS_KEY = '__phone.longTasks';

export type PhoneMarks = {
  fieldVisibleAt: number | null;
  formWorkingAt: number | null;
  appTookOverAt: number | null;
  /** The first paint after a password field (any) took the focus. */
  passwordFocusedAt: number | null;
  enterAt: number | null;
  /** By name: the first paint after an element `watched` names was first visible. */
  shown: Record<string, number>;
  longTasks: number[];
};

/**
 * What the instrumentation watches on a page: `firstField` (a selector) is the field a person taps
 * first; `watched` names elements whose first showing is timed (the answer to a press).
 */
export type PhoneWatch = { firstField: string; watched?: Record<string, string> };

/** Runs in every document before its own scripts (self-contained: Playwright sends its source). */
function instrument({
  enterKey,
  longTasksKey,
  frameId,
  bootKey,
  firstField,
  watched = {},
}: {
  enterKey: string;
  longTasksKey: string;
  frameId: string;
  bootKey: string;
} & PhoneWatch) {
  const marks: PhoneMarks = {
    fieldVisibleAt: null,
    formWorkingAt: null,
    appTookOverAt: null,
    passwordFocusedAt: null,
    enterAt: null,
    shown: {},
    longTasks: [],
  };
  (window as unknown as { __phone: PhoneMarks }).__phone = marks;
  const visible = (element: Element | null) =>
    !!element && (element as HTMLElement).checkVisibility?.({ checkVisibilityCSS: true }) === true;
  // The person's waits (./person.ts): each test is run again in every watched frame, as each mark is
  // timed and as the focus moves, and its promise settles with its first value that is not null,
  // undefined or false.
  const waiters = new Set<{ test: () => unknown; resolve: (value: unknown) => void; id: number }>();
  const settleWaiters = () => {
    for (const waiter of waiters) {
      let value: unknown;
      try {
        value = waiter.test();
      } catch {
        continue;
      }
      if (value === null || value === undefined || value === false) continue;
      waiters.delete(waiter);
      waiter.resolve(value);
    }
  };
  Object.assign(window, {
    __phoneUntil: (test: () => unknown, id: number) =>
      new Promise((resolve) => {
        waiters.add({ test, resolve, id });
        settleWaiters();
      }),
    // A wait the person gave up on (its time ran out): its test is no longer run.
    __phoneForget: (id: number) => {
      for (const waiter of waiters) if (waiter.id === id) waiters.delete(waiter);
    },
    __phoneShowing: (selector: string) =>
      [...document.querySelectorAll(selector)].find((element) => visible(element)) ?? null,
  });
  // Called in a frame's callback: a task queued from it runs once that frame is drawn.
  const afterThisFrame = (callback: (at: number) => void) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      callback(performance.now());
      settleWaiters();
    };
    channel.port2.postMessage(null);
  };
  // After the next paint: a frame, then the same.
  const afterPaint = (callback: (at: number) => void) =>
    requestAnimationFrame(() => afterThisFrame(callback));
  // Runs in a frame's callback (below), so each mark is the paint of that frame.
  const watch = () => {
    if (marks.fieldVisibleAt === null && visible(document.querySelector(firstField))) {
      marks.fieldVisibleAt = -1;
      afterThisFrame((at) => (marks.fieldVisibleAt = at));
    }
    const frame = document.getElementById(frameId);
    if (
      marks.formWorkingAt === null &&
      visible(document.querySelector(firstField)) &&
      (!frame || (window as unknown as Record<string, { frame?: unknown } | undefined>)[bootKey]?.frame)
    ) {
      marks.formWorkingAt = -1;
      afterThisFrame((at) => (marks.formWorkingAt = at));
    }
    // The app's own field with no static frame over it (a page without a frame: from its first showing).
    const root = document.getElementById('root');
    if (
      marks.appTookOverAt === null &&
      !document.getElementById(frameId) &&
      root &&
      visible(root.querySelector(firstField))
    ) {
      marks.appTookOverAt = -1;
      afterThisFrame((at) => (marks.appTookOverAt = at));
    }
    for (const [name, selector] of Object.entries(watched)) {
      if (marks.shown[name] !== undefined || !visible(document.querySelector(selector))) continue;
      marks.shown[name] = -1;
      afterThisFrame((at) => (marks.shown[name] = at));
    }
    settleWaiters();
  };
  // Looked at once per frame, just before it is drawn: `checkVisibility` needs style and layout, which
  // the frame computes then anyway. Called from each mutation, it forced them inside the page's own
  // tasks (the boot script's grew from about 60 to 350 ms at 7x), and the bench counted its own work.
  let frameAsked = false;
  new MutationObserver(() => {
    if (frameAsked) return;
    frameAsked = true;
    requestAnimationFrame(() => {
      frameAsked = false;
      watch();
    });
  }).observe(document, { subtree: true, childList: true, attributes: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing: reported as none
  }
  addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter') return;
      marks.enterAt = event.timeStamp;
      try {
        sessionStorage.setItem(enterKey, String(performance.timeOrigin + event.timeStamp));
      } catch {
        // storage off: the next page's timing is not made
      }
    },
    true,
  );
  addEventListener(
    'focusin',
    (event) => {
      const element = event.target;
      if (
        element instanceof HTMLInputElement &&
        element.name === 'password' &&
        marks.passwordFocusedAt === null
      ) {
        marks.passwordFocusedAt = -1;
        afterPaint((at) => (marks.passwordFocusedAt = at));
      }
      queueMicrotask(settleWaiters);
    },
    true,
  );
  addEventListener('pagehide', () => {
    if (location.pathname.endsWith('/login'))
      try {
        sessionStorage.setItem(longTasksKey, JSON.stringify(marks.longTasks));
      } catch {
        // storage off
      }
  });
}

/**
 * A person's test (./person.ts `until`) that the mark `name` is timed: null is not yet, -1 seen and its
 * paint not yet timed (and `null >= 0` is true in JavaScript).
 */
export function markTimed(name: 'fieldVisibleAt' | 'formWorkingAt' | 'passwordFocusedAt'): string {
  return timedTest(`__phone.${name}`);
}

function timedTest(mark: string): string {
  return `(${mark} ?? -1) >= 0`;
}

/** Puts the instrumentation, watching what `watch` names, in every document `context` opens. */
export async function instrumentContext(context: BrowserContext, watch: PhoneWatch): Promise<void> {
  const settings = {
    enterKey: ENTER_KEY,
    longTasksKey: LONG_TASKS_KEY,
    frameId: PRERENDERED_FRAME_ID,
    bootKey: BOOT_HANDOFF,
    ...watch,
  };
  // As text, with tsx's `__name` helper (its keepNames wraps the inner functions) stood in for.
  await context.addInitScript({
    content: `(() => { const __name = (f) => f; (${instrument.toString()})(${JSON.stringify(settings)}); })();`,
  });
}

/** What the page's instrumentation has timed so far, on its clock (ms since navigation; null: not yet). */
export async function phoneMarks(person: Person): Promise<{
  fieldVisibleMs: number | null;
  formWorkingMs: number | null;
  appTookOverMs: number | null;
  passwordFocusedMs: number | null;
  enterAt: number | null;
  shown: Record<string, number>;
  longTasks: number[];
}> {
  const marks = await person.read<PhoneMarks>('__phone');
  // -1: seen, its paint not yet timed.
  const done = (at: number | null) => (at === null || at < 0 ? null : at);
  return {
    fieldVisibleMs: done(marks.fieldVisibleAt),
    formWorkingMs: done(marks.formWorkingAt),
    appTookOverMs: done(marks.appTookOverAt),
    passwordFocusedMs: done(marks.passwordFocusedAt),
    enterAt: marks.enterAt,
    shown: Object.fromEntries(Object.entries(marks.shown).filter(([, at]) => at >= 0)),
    longTasks: marks.longTasks,
  };
}

/** The first paint after the element `watched` names showed (the instrumentation's `shown`), on the page's clock. */
export async function shownAt(person: Person, name: string): Promise<number> {
  const at = `__phone.shown[${JSON.stringify(name)}]`;
  return person.until(`${timedTest(at)} ? ${at} : null`, `${name} to show`);
}
