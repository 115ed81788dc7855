import { describe, expect, it } from 'vitest';
import login from '../locales/en-US/login.json';
import { pseudoLocalize, pseudoLocalizeTree, unmarkedEnglish } from './pseudo-locale.ts';

describe('the en-XA pseudo-locale', () => {
  it('accents every letter, brackets the text and makes it about 40 % longer', () => {
    const out = pseudoLocalize('Sign in');
    expect(out).toMatch(/^\[Šíĝñ íñ.*\]$/);
    expect(out.length - 2).toBeGreaterThanOrEqual(Math.ceil('Sign in'.length * 1.4));
    expect(out).not.toMatch(/[A-Za-z]/);
  });

  it('pads a long text by its 40 % too, in short words that wrap', () => {
    const text = 'word '.repeat(100).trim();
    const out = pseudoLocalize(text);
    expect(out.length - 2).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.4));
    expect(Math.max(...out.split(' ').map((word) => word.length))).toBeLessThanOrEqual(5);
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

describe('what the pseudo-locale sweep calls hard-coded English', () => {
  it('passes catalogue texts, with data interpolated into them, and their pieces split by markup', () => {
    expect(unmarkedEnglish(pseudoLocalize('Sign in'))).toBe('');
    expect(unmarkedEnglish(pseudoLocalize('Welcome, {{name}}').replace('{{name}}', 'Ava'))).toBe('');
    const [before, link] = pseudoLocalize('Read <1>the terms</1>').split(/<\/?1>/);
    expect(unmarkedEnglish(before!)).toBe('');
    expect(unmarkedEnglish(link!)).toBe('');
  });

  it('passes data: the records given, e-mail addresses, links, numbers, dates, codes, usernames', () => {
    const data = ['Ava', 'Associate', 'Acme Manufacturing', 'November'];
    expect(unmarkedEnglish('Ava Associate', data)).toBe('');
    expect(unmarkedEnglish('Acme Manufacturing', data)).toBe('');
    expect(unmarkedEnglish('November 23, 2026, 4:52 PM', data)).toBe('');
    expect(unmarkedEnglish('ava.associate@example.com · ava.associate')).toBe('');
    expect(unmarkedEnglish('ACCOUNT_INACTIVE 3f2a-77 PIC-7Q4K-22 https://example.com/x')).toBe('');
    expect(unmarkedEnglish('· | — *')).toBe('');
  });

  it('names the plain English: hard-coded text, beside marked text or data, or a raw interpolation', () => {
    expect(unmarkedEnglish('Loading…')).toBe('Loading…');
    expect(unmarkedEnglish(`Back to ${pseudoLocalize('Sign in')}`)).toBe('Back to');
    expect(unmarkedEnglish('Signed in as Ava', ['Ava'])).toBe('Signed in as');
    expect(unmarkedEnglish('Hello {{name}}')).toBe('Hello {{name}}');
    // Data counts as whole words only, and in its own case.
    expect(unmarkedEnglish('Available now', ['Ava'])).toBe('Available now');
    expect(unmarkedEnglish('Personal', ['personal'])).toBe('Personal');
  });
});
