/**
 * The sign-in frame's boot script (src/features/login/frame/boot.ts, `bootFromOwnTag`) as the build
 * inlines it after `#root`: one minified classic script in its own scope. What differs between builds
 * and deployments (the entry, its preloads, the services' addresses) is in the tag's `data-boot`
 * attribute, never in the text, so one hash in the Content-Security-Policy (deploy/security-headers.ts)
 * allows it wherever it is deployed. It creates its Trusted Types policy (`identity-web-boot`,
 * src/lib/trusted-types.ts) and hands it to the protocol. The hash follows boot.ts, the policy module and
 * what they import:
 * deploy/security-headers.node.test.ts fails when the generated server files still name an older one.
 *
 * Bundled when this module loads (a top-level await, about 0.2 s): the build, the dev server's headers
 * and the tests read the same text.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { inlineScriptSource } from './early-check.ts';

/** The frame's sources: its boot script and its markup, one file per language. */
// Not `new URL('./x', import.meta.url)`: Vite rewrites that form into an asset URL under Vitest.
export const FRAME_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../src/features/login/frame');
const BOOT_SOURCE = join(FRAME_DIR, 'boot.ts');
/** The boot script's Trusted Types policy comes from the app's one policy module. */
const TRUSTED_TYPES_SOURCE = join(FRAME_DIR, '../../../lib/trusted-types.ts');

async function bundleBootScript(): Promise<string> {
  const ENTRY = '\0login-frame-boot';
  const bundle = await rolldown({
    input: ENTRY,
    platform: 'browser',
    logLevel: 'silent',
    plugins: [
      {
        name: 'login-frame-boot-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY
            ? [
                `import { bootFromOwnTag } from ${JSON.stringify(BOOT_SOURCE)};`,
                `import { BOOT_POLICY, checkedScriptUrl, createScriptUrlPolicy } from ${JSON.stringify(TRUSTED_TYPES_SOURCE)};`,
                // Created once, as the page loads: a policy name may be created only once per page.
                'bootFromOwnTag(createScriptUrlPolicy(BOOT_POLICY, (url) => checkedScriptUrl(url, location.origin)));',
              ].join('\n')
            : null,
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    if (output.length !== 1) throw new Error(`${BOOT_SOURCE}: the boot script must be one file`);
    const code = output[0].code.trim();
    // Inline, the first `</script` would end the element there.
    if (/<\/script/i.test(code))
      throw new Error(`${BOOT_SOURCE}: the boot script may not contain "</script"`);
    return code;
  } finally {
    await bundle.close();
  }
}

export const BOOT_SCRIPT = await bundleBootScript();

export const BOOT_SCRIPT_SOURCE = inlineScriptSource(BOOT_SCRIPT);
