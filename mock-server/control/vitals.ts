/**
 * `GET /__mock/vitals` (openapi/mock-control.yaml): the app's field measurements summarised per route,
 * read from the log lines the world received, so QA sees the figure an operator would read from the
 * gateway's log in production. The store is the log itself (`context.logs`): nothing more to keep.
 */
import { http, HttpResponse } from 'msw';
import type { MockContext } from '../core/context.ts';
import type { components, paths } from '../generated/mock-control.ts';

/** The message of the app's one entry per page view (src/app/fieldMetrics.ts, which this may not import). */
const VITALS_MESSAGE = 'web-vitals';
const FIGURES = ['lcp', 'inp', 'cls', 'ttfb'] as const;

type Summary = paths['/vitals']['get']['responses']['200']['content']['application/json'];
type VitalSummary = components['schemas']['VitalSummary'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nearest-rank 75th percentile, the figure Core Web Vitals are judged by. */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

function summary(values: number[]): VitalSummary {
  const value = p75(values);
  return value === undefined ? { count: 0 } : { count: values.length, p75: value };
}

export function summariseVitals(logs: readonly unknown[]): Summary {
  const byRoute = new Map<string, { views: number; failures: number; figures: Record<string, number[]> }>();
  for (const entry of logs) {
    if (!isRecord(entry) || entry.message !== VITALS_MESSAGE || !isRecord(entry.context)) continue;
    const context = entry.context;
    const route = typeof context.route === 'string' ? context.route : 'unknown';
    let row = byRoute.get(route);
    if (!row) {
      row = { views: 0, failures: 0, figures: Object.fromEntries(FIGURES.map((name) => [name, []])) };
      byRoute.set(route, row);
    }
    row.views += 1;
    if (typeof context.chunkFailures === 'number') row.failures += context.chunkFailures;
    for (const name of FIGURES) {
      const value = context[name];
      if (typeof value === 'number' && Number.isFinite(value)) row.figures[name]!.push(value);
    }
  }
  const routes = [...byRoute]
    .map(([route, row]) => ({
      route,
      pageViews: row.views,
      lcp: summary(row.figures.lcp!),
      inp: summary(row.figures.inp!),
      cls: summary(row.figures.cls!),
      ttfb: summary(row.figures.ttfb!),
      chunkFailures: row.failures,
    }))
    .sort((a, b) => b.pageViews - a.pageViews || a.route.localeCompare(b.route));
  return { routes };
}

export function vitalsHandler(context: MockContext) {
  return http.get('*/__mock/vitals', () => HttpResponse.json(summariseVitals(context.logs)));
}
