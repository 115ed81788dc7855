/**
 * Sign-in's inline scripts (step 0 of src/features/login/frame/boot.ts and the boot script, steps 2-5), allowed by their hashes
 * (deploy/security-headers.ts): the same text in every build, what differs in their attributes. The
 * route start's script, in the same `<head>`, is ../route-start.ts.
 */
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { EARLY_CHECK } from '../../../src/features/login/frame/boot.ts';

/** Step 0, first in `<head>` (after a pending stylesheet it would wait). A failed call leaves null. */
export const EARLY_CHECK_SCRIPT =
  '(function(d){if(location.pathname.replace(/\\/+$/,"")===d.path)' +
  `window.${EARLY_CHECK}=fetch(d.check,{credentials:"include"}).catch(function(){return null})})` +
  '(document.currentScript.dataset)';

/** This folder. Not `new URL('./x', import.meta.url)`: Vite rewrites that form into an asset URL under Vitest. */
export const LOGIN_FRAME_DIR = dirname(fileURLToPath(import.meta.url));
const SRC = join(LOGIN_FRAME_DIR, '../../../src');
const BOOT_SOURCE = join(SRC, 'features/login/frame/boot.ts');
// The policy is created once, as the page loads: a policy name may be created only once per page.
const START = `import { bootFromOwnTag } from ${JSON.stringify(BOOT_SOURCE)};
import { BOOT_POLICY, checkedScriptUrl, createScriptUrlPolicy } from ${JSON.stringify(join(SRC, 'lib/trusted-types.ts'))};
bootFromOwnTag(createScriptUrlPolicy(BOOT_POLICY, (url) => checkedScriptUrl(url, location.origin)));`;

/**
 * `source` (a module's text) bundled into one minified classic script, for a page's inline `<script>`;
 * `from` names where it comes from in an error.
 */
export async function bundleInlineScript(source: string, from: string): Promise<string> {
  const entry = '\0inline-script';
  const { output } = await build({
    input: entry,
    platform: 'browser',
    logLevel: 'silent',
    write: false,
    output: { format: 'iife', minify: true },
    plugins: [
      {
        name: 'inline-script-entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? source : null),
      },
    ],
  });
  // The minifier keeps its tree-shaking annotations; nothing reads them in a page's inline script.
  const code = output.length === 1 ? output[0].code.replaceAll('/* @__PURE__ */ ', '').trim() : '';
  // Inline, the first `</script` would end the element there.
  if (!code || /<\/script/i.test(code)) throw new Error(`${from}: not one file, or holds "</script"`);
  return code;
}

/** Bundled as this module loads (0.2 s): the build, the dev server's headers and the tests read one text. */
export const BOOT_SCRIPT = await bundleInlineScript(START, BOOT_SOURCE);

/** An inline script's source expression for `script-src`: the hash of its exact text. */
export const inlineScriptSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export const EARLY_CHECK_SOURCE = inlineScriptSource(EARLY_CHECK_SCRIPT);
export const BOOT_SCRIPT_SOURCE = inlineScriptSource(BOOT_SCRIPT);
