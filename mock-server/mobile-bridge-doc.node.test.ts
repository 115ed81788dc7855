/**
 * mock-server/README.md's section for the native team says what the code does: every event the app can post,
 * who posts it, with what payload, and on which result pages. A change on either side fails here.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULT_PAGES } from '../src/lib/resultPages.ts';

const readme = readFileSync('mock-server/README.md', 'utf8');
const bridgeSource = readFileSync('src/lib/mobileBridge.ts', 'utf8');
const section = readme.slice(
  readme.indexOf('<!-- mobile-events:start'),
  readme.indexOf('<!-- mobile-events:end -->'),
);
const rows = section
  .split('\n')
  .filter((line) => /^\| `\w+` \|/.test(line))
  .map((line) => {
    const [event = '', payload = '', when = '', postedBy = '', after = ''] = line
      .split(' | ')
      .map((cell) => cell.replace(/^\| /, '').replace(/ \|$/, ''));
    return { event: event.replaceAll('`', ''), payload, when, postedBy: postedBy.replaceAll('`', ''), after };
  });

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.|\.harness\./.test(name) ? [path] : [];
  });
}

describe('the mobile web view section of mock-server/README.md', () => {
  it('documents exactly the event types the bridge knows', () => {
    const union = /export type MobileEventType =([^;]+);/.exec(bridgeSource)?.[1] ?? '';
    const types = [...union.matchAll(/'(\w+)'/g)].map((match) => match[1]);
    expect(types.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.event).sort()).toEqual([...types].sort());
  });

  it('names the file of every call that posts an event, with its payload', () => {
    const calls = sourceFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/postMobileEvent\(([^)]*)\)/g)]
        .filter(() => !file.endsWith('mobileBridge.ts'))
        .map((match) => ({ file, args: match[1]! })),
    );
    for (const row of rows) {
      const literal = calls.filter((call) => call.args.startsWith(`'${row.event}'`));
      if (literal.length > 0) {
        expect(
          literal.map((call) => call.file),
          row.event,
        ).toEqual([row.postedBy]);
        expect(row.payload, `${row.event} is posted without a payload`).toBe('none');
        expect(literal.every((call) => call.args === `'${row.event}'`)).toBe(true);
      } else {
        // Posted by the result page, for the pages of the result table that name it.
        expect(row.postedBy).toBe('src/app/ResultPage.tsx');
        expect(calls).toContainEqual({
          file: 'src/app/ResultPage.tsx',
          args: 'mobileEvent, { kind: page.kind }',
        });
        expect(row.payload).toBe('`{"kind":"<result kind>"}`');
        const kinds = Object.values(RESULT_PAGES)
          .filter((page) => 'mobileEvent' in page && page.mobileEvent === row.event)
          .map((page) => page.kind);
        expect(kinds.length, row.event).toBeGreaterThan(0);
        expect([...row.when.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]).sort()).toEqual(kinds.sort());
      }
    }
    // And no call posts an event the table lacks.
    for (const call of calls.filter((item) => item.args.startsWith("'"))) {
      expect(rows.map((row) => `'${row.event}'`)).toContain(call.args);
    }
  });

  it('names the two bridges the code looks for', () => {
    expect(bridgeSource).toContain('host.ReactNativeWebView');
    expect(bridgeSource).toContain('host.webkit?.messageHandlers?.identityWeb');
    expect(readme).toContain('`window.webkit.messageHandlers.identityWeb`');
    expect(readme).toContain('`window.ReactNativeWebView`');
  });
});
