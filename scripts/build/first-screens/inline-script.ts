/**
 * The first screens' inline script (src/common/prerendered/firstScreen.ts `showFirstScreen`), after the
 * screen in each route's document, allowed by its hash (deploy/security-headers.ts): the same text on
 * every route and in every build.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { inlineScriptSource } from '../login-frame/inline-scripts.ts';

/** This folder. Not `new URL('./x', import.meta.url)`: Vite rewrites that form into an asset URL under Vitest. */
export const FIRST_SCREENS_DIR = dirname(fileURLToPath(import.meta.url));
const SOURCE = join(FIRST_SCREENS_DIR, '../../../src/common/prerendered/firstScreen.ts');
const ENTRY = '\0first-screen';

export const FIRST_SCREEN_SCRIPT = await build({
  input: ENTRY,
  platform: 'browser',
  logLevel: 'silent',
  write: false,
  output: { format: 'iife', minify: true },
  plugins: [
    {
      name: 'first-screen-entry',
      resolveId: (id) => (id === ENTRY ? id : null),
      load: (id) =>
        id === ENTRY
          ? `import { showFirstScreen } from ${JSON.stringify(SOURCE)};\nshowFirstScreen();`
          : null,
    },
  ],
}).then(({ output }) => {
  const code = output.length === 1 ? output[0].code.trim() : '';
  // Inline, the first `</script` would end the element there.
  if (!code || /<\/script/i.test(code)) throw new Error(`${SOURCE}: not one file, or holds "</script"`);
  return code;
});

export const FIRST_SCREEN_SOURCE = inlineScriptSource(FIRST_SCREEN_SCRIPT);
