/**
 * react-hook-form's `useForm` (7.92) marks the form ready in a layout effect with a state update of its
 * own, for `formState.isReady`, which this app never reads: React then renders the whole form a second
 * time, synchronously, in the commit that mounted it. Every form pays it as it mounts; a route's first
 * screen pays it in its take-over's commit, on a phone's CPU (7x) a render of the form's 34 components
 * inside a task already over 50 ms (issue 66).
 *
 * The build drops that one state update. What the library itself reads is left: its own flag
 * (`control._formState.isReady`, which `register` checks) is still set, and its subscribers are still
 * told (`_subjects.state.next({ isReady: true })`); a root that read `formState.isReady` would still be
 * rendered by that notice. The build fails when the library's code no longer has the update as written
 * here (an upgrade): look at the new code then, and drop this plugin if the second render is gone.
 * Not in the dev server (which pre-bundles dependencies without plugins) nor in Vitest: both render
 * the form twice, as the library does.
 */
import type { Plugin } from 'vite';

/** The library's module that Vite bundles for the browser. */
const FORM_MODULE = /[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/;

/** The state update, as react-hook-form 7.92 writes it in `useForm`'s layout effect. */
export const READY_STATE_UPDATE = `        updateFormState((data) => ({
            ...data,
            isReady: true,
        }));
`;

export function withoutReadyRender(code: string): string {
  const at = code.indexOf(READY_STATE_UPDATE);
  if (at < 0 || code.indexOf(READY_STATE_UPDATE, at + 1) >= 0)
    throw new Error(
      "form ready render: react-hook-form's useForm no longer sets isReady as " +
        'scripts/build/form-ready-render.ts expects (an upgrade?): read its layout effect again',
    );
  return code.slice(0, at) + code.slice(at + READY_STATE_UPDATE.length);
}

export function formReadyRenderPlugin(): Plugin {
  return {
    name: 'identity-web-form-ready-render',
    apply: 'build',
    transform(code, id) {
      if (!FORM_MODULE.test(id)) return null;
      try {
        return { code: withoutReadyRender(code), map: null };
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
