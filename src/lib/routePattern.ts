/**
 * The route pattern a page view is reported under (field measurement, src/app/fieldMetrics.ts; policy
 * violations, src/app/policyViolations.ts): never the concrete path, which may carry a token.
 */
import { paths } from './paths';

/**
 * The route pattern of `pathname` (`/auth/create-account/:token/:accountType?`), the most specific
 * one of src/lib/paths.ts: static segments count over parameters, a parameter over a wildcard.
 */
export function routePattern(pathname: string, patterns: readonly string[] = allPatterns()): string {
  let best: { pattern: string; score: number } | undefined;
  for (const pattern of patterns) {
    const score = matchScore(pattern, pathname);
    if (score !== null && (!best || score > best.score)) best = { pattern, score };
  }
  return best?.pattern ?? 'unknown';
}

function allPatterns(): string[] {
  return Object.values(paths).map((route) => route.path);
}

function matchScore(pattern: string, pathname: string): number | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  let score = 0;
  for (let index = 0; index < want.length; index++) {
    const segment = want[index]!;
    if (segment === '*') return score;
    const value = have[index];
    if (segment.startsWith(':')) {
      if (value === undefined) return segment.endsWith('?') ? score : null;
      score += 2;
    } else if (value === segment) score += 3;
    else return null;
  }
  return have.length === want.length ? score : null;
}
