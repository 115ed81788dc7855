/**
 * The first screens' inline script (src/common/prerendered/firstScreen.ts `showFirstScreen`), after the
 * screen in each route's document, allowed by its hash (deploy/security-headers.ts): the same text on
 * every route and in every build.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleInlineScript, inlineScriptSource } from '../login-frame/inline-scripts.ts';

/** This folder. Not `new URL('./x', import.meta.url)`: Vite rewrites that form into an asset URL under Vitest. */
export const FIRST_SCREENS_DIR = dirname(fileURLToPath(import.meta.url));
const SOURCE = join(FIRST_SCREENS_DIR, '../../../src/common/prerendered/firstScreen.ts');

const SCREENS = join(FIRST_SCREENS_DIR, '../../../src/app/firstScreens.ts');

/**
 * With each route's decision whether its first reads lead to its screen, and the texts it computes
 * from them (src/app/firstScreens.ts `shows`, `computed`).
 */
export const FIRST_SCREEN_SCRIPT = await bundleInlineScript(
  `import { showFirstScreen } from ${JSON.stringify(SOURCE)};
import { firstScreens } from ${JSON.stringify(SCREENS)};
showFirstScreen((route) => firstScreens[route]);`,
  SOURCE,
);

export const FIRST_SCREEN_SOURCE = inlineScriptSource(FIRST_SCREEN_SCRIPT);
