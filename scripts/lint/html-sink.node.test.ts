/**
 * "No HTML sink" (eslint.config.js): the app's own configuration refuses markup and code written from
 * strings in src/ and the dev toolbar, outside the Trusted Types policy module, beside the pointer rule
 * it shares `no-restricted-syntax` with.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function messages(code: string, filePath = 'src/features/sink-probe.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.message);
}

describe('the lint rule against HTML sinks', () => {
  it('refuses innerHTML, dangerouslySetInnerHTML, document.write and eval, in the app and the toolbar', async () => {
    const sink = /the app writes no HTML or code from strings|eval/i;
    expect(await messages('document.body.innerHTML = location.hash;\n')).toEqual([
      expect.stringMatching(sink),
    ]);
    expect(
      await messages('export const A = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />;\n'),
    ).toEqual([expect.stringMatching(sink)]);
    expect(await messages("document.write('x');\n")).toEqual([expect.stringMatching(sink)]);
    expect(await messages("eval('1');\n")).toEqual([expect.stringMatching(sink)]);
    expect(
      await messages('document.body.innerHTML = location.hash;\n', 'mock-server/toolbar/probe.ts'),
    ).toEqual([expect.stringMatching(sink)]);
    expect(await messages('document.body.textContent = location.hash;\n')).toEqual([]);
  }, 30_000);
});
