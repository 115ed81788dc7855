import { afterAll } from 'vitest';
const orig = globalThis.setTimeout;
const hist = new Map<string, { n: number; ms: number }>();
(globalThis as any).setTimeout = function (fn: any, ms?: number, ...rest: any[]) {
  const stack = new Error().stack!.split('\n').slice(2, 4).map((l) => l.trim().replace(/\(.*node_modules\//, '(').replace(/file:\/\/\/work\/main\//, '').replace(/\?[^:]*/, '')).join(' | ');
  const key = `${ms ?? 0} :: ${stack}`;
  return orig((...a: any[]) => {
    const h = hist.get(key) ?? { n: 0, ms: 0 };
    h.n++; h.ms += ms ?? 0;
    hist.set(key, h);
    return typeof fn === 'function' ? fn(...a) : undefined;
  }, ms, ...rest);
};
afterAll(() => {
  const rows = [...hist.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20);
  console.info(rows.map(([k, v]) => `${v.n}x fired total ${v.ms}ms  ${k}`).join('\n'));
});
