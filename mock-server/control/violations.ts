/**
 * `GET /__mock/policy-violations` (openapi/mock-control.yaml): the Content-Security-Policy and Trusted
 * Types violations the app reported (src/app/policyViolations.ts), counted per directive, blocked
 * resource and route, so a test or QA sees what an operator would read from the gateway's log. As with
 * the web vitals (./vitals.ts), the store is the world's log (`context.logs`), which keeps its newest
 * lines only: bounded with it, nothing more to keep. Only the three fields are read, each cut short, so
 * whatever else an entry carried never reaches the summary.
 */
import { http, HttpResponse } from 'msw';
import type { MockContext } from '../core/context.ts';
import type { paths } from '../generated/mock-control.ts';

/** The message of the app's entries (src/app/policyViolations.ts, which this may not import). */
const VIOLATION_MESSAGE = 'policy-violation';
/** Longest field kept: a directive, an origin and path, a route pattern are all far shorter. */
const MAX_FIELD_LENGTH = 200;

type Summary = paths['/policy-violations']['get']['responses']['200']['content']['application/json'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const field = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value.slice(0, MAX_FIELD_LENGTH) : 'unknown';

export function summariseViolations(logs: readonly unknown[]): Summary {
  const rows = new Map<string, Summary['violations'][number]>();
  for (const entry of logs) {
    if (!isRecord(entry) || entry.message !== VIOLATION_MESSAGE || !isRecord(entry.context)) continue;
    const row = {
      directive: field(entry.context.directive),
      blocked: field(entry.context.blocked),
      route: field(entry.context.route),
      count: 0,
    };
    const key = JSON.stringify([row.directive, row.blocked, row.route]);
    const counted = rows.get(key) ?? row;
    counted.count += 1;
    rows.set(key, counted);
  }
  const violations = [...rows.values()].sort(
    (a, b) =>
      b.count - a.count ||
      a.route.localeCompare(b.route) ||
      a.directive.localeCompare(b.directive) ||
      a.blocked.localeCompare(b.blocked),
  );
  return { violations };
}

export function violationsHandler(context: MockContext) {
  return http.get('*/__mock/policy-violations', () => HttpResponse.json(summariseViolations(context.logs)));
}
