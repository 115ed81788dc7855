// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, checkBundleSizes } from './budgets';

const js = (gzip: number) => ({ js: { raw: gzip * 3, gzip, brotli: gzip - 10 } });
/** Lighthouse on the sign-in page: 99 and 100 in English, the given scores in French. */
const lighthouseWithFrench = (performance: number, accessibility: number) => ({
  '/auth/login': { performance: 99, accessibility: 100 },
  '/auth/login (fr-CA)': { performance, accessibility },
});

describe('checkBudgets', () => {
  it('passes a light page with good Lighthouse scores, noting the aim', () => {
    const report = checkBudgets({
      routes: { '/auth/login': js(110_000) },
      lighthouse: lighthouseWithFrench(97, 100),
    });
    expect(report.broken).toEqual([]);
    expect(report.kept).toHaveLength(5);
    expect(report.kept).toContainEqual(expect.stringMatching(/performance on \/auth\/login \(fr-CA\) 97/));
    expect(report.notes.join('\n')).toMatch(/aim met/);
  });

  it('reports a missed aim without failing', () => {
    const report = checkBudgets({ routes: { '/auth/login': js(130_000) } });
    expect(report.broken).toEqual([]);
    expect(report.notes.join('\n')).toMatch(/aim missed.*130\.0 KB/);
    expect(report.notes.join('\n')).toMatch(/Lighthouse budgets not checked/);
  });

  it('names every broken budget', () => {
    const report = checkBudgets({
      routes: { '/auth/login': js(150_001) },
      lighthouse: lighthouseWithFrench(94, 98),
    });
    expect(report.broken).toHaveLength(3);
    expect(report.broken[0]).toMatch(/initial JS is 150\.0 KB gzip, over the 150\.0 KB budget/);
    expect(report.broken[1]).toMatch(/performance on \/auth\/login \(fr-CA\) is 94/);
    expect(report.broken[2]).toMatch(/accessibility on \/auth\/login \(fr-CA\) is 98/);
  });

  it('fails when the login route could not be measured', () => {
    expect(checkBudgets({ routes: {} }).broken[0]).toMatch(/not measured/);
  });

  it('fails on any other route over its budget, and keeps the rest', () => {
    const heavy = checkBudgets({ routes: { '/auth/login': js(110_000), '/auth/user': js(220_001) } });
    expect(heavy.broken).toEqual([
      expect.stringMatching(/\/auth\/user initial JS is 220\.0 KB gzip, over the 220\.0 KB budget/),
    ]);
    const light = checkBudgets({ routes: { '/auth/login': js(110_000), '/auth/user': js(200_000) } });
    expect(light.broken).toEqual([]);
    expect(light.kept).toContainEqual(expect.stringMatching(/every other route/));
  });
});

describe('checkBundleSizes', () => {
  it('passes the sign-in page at its ceiling and every other route within budget', () => {
    expect(
      checkBundleSizes({ '/auth/login': js(BUDGETS.loginJsGzipCeiling), '/auth/user': js(219_000) }),
    ).toEqual([]);
  });

  it('fails when the sign-in page grows past its ceiling', () => {
    const broken = checkBundleSizes({ '/auth/login': js(BUDGETS.loginJsGzipCeiling + 1) });
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/over its ceiling/);
  });

  it('fails when another route is over budget or the login route is missing', () => {
    expect(checkBundleSizes({ '/auth/login': js(100_000), '/auth/user': js(230_000) })[0]).toMatch(
      /\/auth\/user/,
    );
    expect(checkBundleSizes({})[0]).toMatch(/not measured/);
  });
});
