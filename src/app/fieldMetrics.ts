/**
 * Field measurement: how each page view performed for the person in front of it, sent to the gateway's
 * log like every other log line, so an operator sees in production what the bench measures in the lab.
 *
 * One entry per page view (a document load: LCP, CLS and TTFB belong to it, INP and CLS run until it
 * is hidden), message `web-vitals`, logged when the page is first hidden, which is when web-vitals
 * settles its figures. Its context: the route pattern the page view started on (never the concrete
 * path, which may carry a token), the figures that exist (INP only after an interaction), and the app's
 * own files that failed to load (file names only).
 *
 * A lazy chunk (./vitals.ts) that src/main.tsx asks for as the app starts, so neither web-vitals nor
 * this file weigh on the first load of any page: the observers read the entries the browser buffered.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { uiGateway } from '../api/clients';
import { createLogBatcher, type LogBatcher } from '../lib/logger';
import { routePattern } from '../lib/routePattern';

export const VITALS_MESSAGE = 'web-vitals';

/** What the entry's context holds. Milliseconds, rounded; CLS unitless, three decimals. */
export type VitalsContext = {
  route: string;
  navigation?: string;
  lcp?: number;
  inp?: number;
  cls?: number;
  ttfb?: number;
  chunkFailures: number;
  failedChunks?: string[];
};

const MAX_FAILED_CHUNKS = 5;

/** The file name of a built asset of this app that failed (no query, no origin), else null. */
export function failedChunkName(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin || !/\.(js|css)$/.test(parsed.pathname)) return null;
    return parsed.pathname.split('/').pop() ?? null;
  } catch {
    return null;
  }
}

/** The page view's figures as they come in, and the one entry they make when the page is hidden. */
export function createPageView(route: string, logger: Pick<LogBatcher, 'log' | 'flush'>) {
  const context: VitalsContext = { route, chunkFailures: 0 };
  const failed = new Set<string>();
  let sent = false;
  return {
    record(metric: Pick<Metric, 'name' | 'value' | 'navigationType'>) {
      const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
      const key = metric.name.toLowerCase() as 'lcp' | 'inp' | 'cls' | 'ttfb';
      context[key] = value;
      context.navigation ??= metric.navigationType;
    },
    chunkFailed(name: string) {
      if (failed.has(name)) return;
      failed.add(name);
      context.chunkFailures = failed.size;
      if (failed.size <= MAX_FAILED_CHUNKS) context.failedChunks = [...failed].slice(0, MAX_FAILED_CHUNKS);
    },
    /** Once per page view; later calls (the page shown and hidden again) send nothing. */
    send(): Promise<void> {
      if (sent) return Promise.resolve();
      sent = true;
      logger.log('info', VITALS_MESSAGE, { ...context });
      return logger.flush();
    },
  };
}

/**
 * The same batcher as the app's log (src/api/log.ts), sending with `keepalive`: the page view's entry
 * is sent as the page is hidden, often because it is being left, and only a keepalive request
 * outlives the page. It carries one small entry, far below keepalive's 64 KB limit. Its `route` is
 * the pattern too: the batcher's default, the concrete path, may carry a token.
 */
function vitalsLog(route: string): LogBatcher {
  return createLogBatcher({
    // Direct: sent as the page is left (keepalive), outside React.
    send: (entries) => uiGateway.POST('/logging/batch-log', { body: { entries }, keepalive: true }),
    getRoute: () => route,
  });
}

type Observers = { onCLS: typeof onCLS; onINP: typeof onINP; onLCP: typeof onLCP; onTTFB: typeof onTTFB };

/** Starts measuring this page view. The observers are parameters for the tests. */
export function startFieldMetrics(
  observers: Observers = { onCLS, onINP, onLCP, onTTFB },
  logger?: Pick<LogBatcher, 'log' | 'flush'>,
): ReturnType<typeof createPageView> {
  const route = routePattern(window.location.pathname);
  const view = createPageView(route, logger ?? vitalsLog(route));
  const record = (metric: Metric) => view.record(metric);
  observers.onLCP(record);
  // The lowest threshold web-vitals allows (default 40 ms): the sign-in page's interactions are quick,
  // and a page view whose interactions all fell under 40 ms would carry no INP at all.
  observers.onINP(record, { durationThreshold: 16 });
  observers.onCLS(record);
  observers.onTTFB(record);

  const origin = window.location.origin;
  const failed = (url: string) => {
    const name = failedChunkName(url, origin);
    if (name) view.chunkFailed(name);
  };
  // Failures before this file loaded: the browser kept them as resource entries with their status.
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if ((entry.responseStatus ?? 0) >= 400) failed(entry.name);
  }
  // Later ones: every lazy import of the build goes through Vite's preload helper, which announces
  // a failure with this event (and still throws it, to the route's error boundary).
  window.addEventListener('vite:preloadError', (event) => {
    const reason = (event as Event & { payload?: unknown }).payload;
    const url = reason instanceof Error ? /https?:\/\/\S+?\.(?:js|css)/.exec(reason.message)?.[0] : undefined;
    failed(url ?? 'unknown.js');
  });

  // After web-vitals' own listeners (on window, capturing), which settle the figures on this event.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void view.send();
  });
  return view;
}
