import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formReadyRenderPlugin, READY_STATE_UPDATE, withoutReadyRender } from './form-ready-render';

const require = createRequire(import.meta.url);
const installed = readFileSync(
  join(dirname(require.resolve('react-hook-form/package.json')), 'dist', 'index.esm.mjs'),
  'utf8',
);

describe("react-hook-form's ready render, left out of the build", () => {
  it('finds the state update once in the installed library, and takes out that alone', () => {
    const changed = withoutReadyRender(installed);
    expect(changed).not.toContain(READY_STATE_UPDATE);
    expect(installed.length - changed.length).toBe(READY_STATE_UPDATE.length);
    // What the library itself reads stays: its flag, and the notice to its subscribers.
    expect(changed).toContain('control._formState.isReady = true;');
    expect(changed).toContain('control._subjects.state.next({ isReady: true });');
  });

  it('fails the build on a library that no longer has it as written (an upgrade)', () => {
    expect(() => withoutReadyRender(installed.replace(READY_STATE_UPDATE, ''))).toThrow(
      /read its layout effect again/,
    );
    expect(() => withoutReadyRender(`${READY_STATE_UPDATE}${READY_STATE_UPDATE}`)).toThrow(
      /no longer sets isReady/,
    );
  });

  it("changes react-hook-form's browser module and nothing else", () => {
    const plugin = formReadyRenderPlugin();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(
      transform.call({} as never, installed, '/x/node_modules/react-hook-form/dist/index.esm.mjs')?.code,
    ).not.toContain(READY_STATE_UPDATE);
    expect(transform.call({} as never, READY_STATE_UPDATE, '/x/src/common/form/useAppForm.ts')).toBeNull();
  });
});
