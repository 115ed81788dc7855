import { describe, expect, it } from 'vitest';
import login from '../locales/en-US/login.json';
import { pseudoLocalize, pseudoLocalizeTree } from './pseudo-locale.ts';

describe('the en-XA pseudo-locale', () => {
  it('accents every letter, brackets the text and makes it about 40 % longer', () => {
    const out = pseudoLocalize('Sign in');
    expect(out).toMatch(/^\[Šíĝñ íñ.*\]$/);
    expect(out.length - 2).toBeGreaterThanOrEqual(Math.ceil('Sign in'.length * 1.4));
    expect(out).not.toMatch(/[A-Za-z]/);
  });

  it('keeps interpolations, nesting and markup as written', () => {
    const out = pseudoLocalize('Hello {{name}}, see <1>the terms</1> and $t(common:brandName)');
    expect(out).toContain('{{name}}');
    expect(out).toContain('<1>');
    expect(out).toContain('</1>');
    expect(out).toContain('$t(common:brandName)');
    expect(out).toContain('ţĥé ţéŕɱš');
  });

  it('turns a whole catalogue, keys and plural variants untouched', () => {
    const out = pseudoLocalizeTree(login as Record<string, unknown> as never) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(Object.keys(login));
    const leaves = (tree: unknown): unknown[] =>
      typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(leaves) : [tree];
    const strings = leaves(out);
    expect(strings.length).toBe(leaves(login).length);
    for (const value of strings) expect(value).toMatch(/^\[.*\]$/s);
  });
});
