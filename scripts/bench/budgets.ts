/**
 * src/README.md "Performance budgets", as numbers. Sizes are bytes, KB = 1,000 bytes (as Vite prints them).
 */
import type { LighthouseFigures } from './lighthouse';
import type { Sizes } from './sizes';
import { kb as kbNumber } from './table';

export const BUDGETS = {
  loginRoute: '/auth/login',
  /** `/auth/login` initial JavaScript, gzip: enforced. */
  loginJsGzipMax: 150_000,
  /** The aim: reported, not enforced. */
  loginJsGzipAim: 120_000,
  lighthousePerformanceMin: 95,
  lighthouseAccessibilityMin: 100,
} as const;

export type BudgetInput = {
  routes: Record<string, { js: Sizes } | undefined>;
  /** Undefined when Lighthouse was skipped or failed. */
  lighthouse?: Pick<LighthouseFigures, 'performance' | 'accessibility'> | undefined;
};

export type BudgetReport = {
  /** Budgets broken: the bench exits non-zero. */
  broken: string[];
  /** Budgets kept. */
  kept: string[];
  /** Aims met or missed, budgets not checked: reported, never failing. */
  notes: string[];
};

const kb = (bytes: number) => `${kbNumber(bytes)} KB`;

export function checkBudgets({ routes, lighthouse }: BudgetInput): BudgetReport {
  const broken: string[] = [];
  const kept: string[] = [];
  const notes: string[] = [];
  const login = routes[BUDGETS.loginRoute];
  if (!login) {
    broken.push(
      `${BUDGETS.loginRoute} initial JS: not measured (the route or its chunk is missing from the build)`,
    );
  } else {
    const gzip = login.js.gzip;
    if (gzip > BUDGETS.loginJsGzipMax) {
      broken.push(
        `${BUDGETS.loginRoute} initial JS is ${kb(gzip)} gzip, over the ${kb(BUDGETS.loginJsGzipMax)} budget by ${kb(gzip - BUDGETS.loginJsGzipMax)}`,
      );
    } else {
      kept.push(
        `${BUDGETS.loginRoute} initial JS ${kb(gzip)} gzip: within the ${kb(BUDGETS.loginJsGzipMax)} budget`,
      );
    }
    notes.push(
      gzip > BUDGETS.loginJsGzipAim
        ? `aim missed (not enforced): ${kb(gzip)} gzip against the ${kb(BUDGETS.loginJsGzipAim)} aim, ${kb(gzip - BUDGETS.loginJsGzipAim)} to go`
        : `aim met: ${kb(gzip)} gzip within the ${kb(BUDGETS.loginJsGzipAim)} aim`,
    );
  }
  if (!lighthouse) {
    notes.push('Lighthouse budgets not checked (skipped or failed)');
  } else {
    if (lighthouse.performance < BUDGETS.lighthousePerformanceMin) {
      broken.push(
        `Lighthouse performance on ${BUDGETS.loginRoute} is ${lighthouse.performance}, under the budget of ${BUDGETS.lighthousePerformanceMin}`,
      );
    } else {
      kept.push(`Lighthouse performance ${lighthouse.performance} ≥ ${BUDGETS.lighthousePerformanceMin}`);
    }
    if (lighthouse.accessibility < BUDGETS.lighthouseAccessibilityMin) {
      broken.push(
        `Lighthouse accessibility on ${BUDGETS.loginRoute} is ${lighthouse.accessibility}, under the budget of ${BUDGETS.lighthouseAccessibilityMin}`,
      );
    } else {
      kept.push(
        `Lighthouse accessibility ${lighthouse.accessibility} ≥ ${BUDGETS.lighthouseAccessibilityMin}`,
      );
    }
  }
  return { broken, kept, notes };
}
