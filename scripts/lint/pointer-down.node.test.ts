/**
 * WCAG 2.5.2 Pointer Cancellation, as a lint rule (eslint.config.js): the app's own configuration refuses
 * a handler on a down event, in JSX and through addEventListener, and lets a click through.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function messages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'src/features/pointer-probe.tsx' });
  return result!.messages.map((message) => message.message);
}

describe('the lint rule for pointer cancellation', () => {
  it('refuses an action on a down event and lets a click through', async () => {
    const act = 'export const act = () => undefined;\n';
    expect(await messages(`${act}export const A = () => <button onMouseDown={act}>Go</button>;\n`)).toEqual([
      expect.stringMatching(/^WCAG 2\.5\.2/),
    ]);
    expect(await messages(`${act}export const B = () => <div onPointerDownCapture={act} />;\n`)).toEqual([
      expect.stringMatching(/^WCAG 2\.5\.2/),
    ]);
    expect(await messages(`${act}document.addEventListener('touchstart', act);\n`)).toEqual([
      expect.stringMatching(/^WCAG 2\.5\.2/),
    ]);
    expect(await messages(`${act}export const C = () => <button onClick={act}>Go</button>;\n`)).toEqual([]);
  }, 30_000);
});
