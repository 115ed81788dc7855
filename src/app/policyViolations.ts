/**
 * Every Content-Security-Policy and Trusted Types violation a page meets is logged, so an operator sees
 * in production what the suite fails on in the lab (deploy/security-headers.ts says what the policy
 * allows). One entry per distinct violation of a page view, message `policy-violation`, through the
 * app's log batching to `POST /logging/batch-log`, at most `MAX_REPORTS_PER_PAGE` per page view.
 *
 * Its context says what was refused and where, never what: the directive, the blocked resource (a URL's
 * origin and path, never its query or fragment; or the browser's keyword, `inline`, `eval`,
 * `trusted-types-sink`, …) and the route pattern (never the concrete path, which may carry a token). The
 * event's `sample` (the start of the refused script or of the string written into a sink, which may be
 * what a person typed or a token) and its source position are never read.
 *
 * A lazy chunk: src/main.tsx listens from its first moment and asks for this file only when a violation
 * happens, so a page without one carries only that listener.
 */
import { uiGateway } from '../api/clients';
import { createLogBatcher, type LogBatcher } from '../lib/logger';
import { routePattern } from '../lib/routePattern';

export const VIOLATION_MESSAGE = 'policy-violation';
/** A page stuck in a loop of refusals sends this many, not one per refusal. */
export const MAX_REPORTS_PER_PAGE = 20;

export type ViolationContext = {
  /** The directive that refused it (`script-src-elem`, `require-trusted-types-for`, …). */
  directive: string;
  /** The resource's origin and path, or the browser's keyword for what is no URL. */
  blocked: string;
  /** The route pattern of the page (src/lib/paths.ts). */
  route: string;
};

/** The part of the event read here, and nothing more. */
export type Violation = Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI'>;

/**
 * What was blocked, without anything that may carry a secret: an http(s) URL's origin and path, a
 * keyword as the browser gives it (`inline`, `eval`, `trusted-types-sink`, `trusted-types-policy`),
 * another URL's scheme alone (`data:`, `blob:`).
 */
export function blockedResource(blockedURI: string): string {
  if (/^[a-z][a-z-]*$/.test(blockedURI)) return blockedURI;
  try {
    const url = new URL(blockedURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin + url.pathname : url.protocol;
  } catch {
    return 'unknown';
  }
}

/** Reports the violations of this page view, each distinct one once, through `logger`. */
export function createViolationReporter(logger: Pick<LogBatcher, 'log'>) {
  const reported = new Set<string>();
  return (violation: Violation, pathname: string): void => {
    const context: ViolationContext = {
      directive: violation.effectiveDirective,
      blocked: blockedResource(violation.blockedURI),
      route: routePattern(pathname),
    };
    const key = `${context.directive} ${context.blocked} ${context.route}`;
    if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
    reported.add(key);
    logger.log('error', VIOLATION_MESSAGE, context);
  };
}

/**
 * The app's log batching. Each entry's `route` is the pattern too (the default, the path, may carry a
 * token); `keepalive`, as a refusal often comes as the page is left (a navigation the policy blocked).
 */
const violationLog = createLogBatcher({
  // Direct: sent as the page is left (keepalive), outside React.
  send: (entries) => uiGateway.POST('/logging/batch-log', { body: { entries }, keepalive: true }),
  getRoute: () => routePattern(window.location.pathname),
});

/** Called by src/main.tsx's listener for each `securitypolicyviolation` event. */
export const reportViolation = (() => {
  const report = createViolationReporter(violationLog);
  return (violation: Violation) => report(violation, window.location.pathname);
})();
