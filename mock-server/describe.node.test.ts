import { describe, expect, it } from 'vitest';
import { describeMockServer } from './describe.ts';
import { demoTokens, personas } from './scenarios/default.ts';

describe('the startup banner', () => {
  const lines = describeMockServer('http://127.0.0.1:9090').split('\n');
  const lineOf = (name: string) => lines.find((line) => line.startsWith(`  ${name} `));

  it.each([
    ...personas.map((persona) => [persona.username, persona.summary]),
    ...demoTokens.map((token) => [token.token, token.summary]),
  ])('names %s with its summary', (name, summary) => {
    expect(lineOf(name)?.trim()).toMatch(new RegExp(`^${name.replace('.', '\\.')} +`));
    expect(lineOf(name)?.endsWith(summary.replaceAll('`', ''))).toBe(true);
  });

  it('points at the control API on the given origin', () => {
    expect(lines).toContain(
      '  GET  http://127.0.0.1:9090/__mock/outbox    | POST http://127.0.0.1:9090/__mock/clock {"advanceMs":300000}',
    );
  });
});
