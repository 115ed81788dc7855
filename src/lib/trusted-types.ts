/**
 * Trusted Types (https://w3c.github.io/trusted-types/dist/spec/): the shipped policy says
 * `require-trusted-types-for 'script'` (deploy/security-headers.ts), so the browser refuses a string
 * written into a DOM sink that can run script (`innerHTML`, a script's `src`, `eval`, …). What must write
 * to one goes through a policy created here, under a name the policy's `trusted-types` list allows.
 *
 * The app writes no HTML into the page, ever: React renders elements, never markup, and the lint rule
 * against HTML sinks (eslint.config.js, "No HTML sink") keeps it so. The one sink it writes is a script's
 * URL, for two loaders: the sign-in frame's boot script starting the app's entry
 * (src/features/login/frame/boot.ts, its own policy: it runs before the app and is bundled alone) and
 * the captcha loader (src/features/login/Captcha.tsx, `appScriptUrl`). Both allow only the build's own
 * files under `/auth/assets/`; the app's policy also the configured captcha script's exact URL.
 *
 * Where the browser has no Trusted Types the rule still runs, and the sink gets the plain string:
 * nothing changes for the person. This module imports nothing, so the boot script can bundle it.
 */

/** The app's own policy (`appScriptUrl`). */
export const APP_POLICY = 'identity-web';
/** The sign-in frame's boot script's (src/features/login/frame/boot.ts). */
export const BOOT_POLICY = 'identity-web-boot';
/** Every policy name the app creates: the shipped policy's `trusted-types` list is exactly these. */
export const TRUSTED_TYPES_POLICIES = [APP_POLICY, BOOT_POLICY] as const;

/** Where the build puts its hashed files (vite.config.ts `base` + Vite's `assets/`). */
export const BUILD_ASSETS_PATH = '/auth/assets/';

/** The part of a Trusted Types policy the app uses; a plain string where the browser has none. */
export interface ScriptUrlPolicy {
  /** The URL, checked: throws for any URL the policy does not allow. */
  createScriptURL(url: string): string;
}

type TrustedTypePolicyFactory = {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): ScriptUrlPolicy;
};

/**
 * `url` (absolute, or relative to `origin`) as the sink may take it: a file of the build under
 * `/auth/assets/` on this origin, with no query or fragment, or exactly one of `exact`. Throws otherwise,
 * which the sink's caller sees as the failed load it handles anyway.
 */
export function checkedScriptUrl(url: string, origin: string, exact: readonly string[] = []): string {
  if (exact.includes(url)) return url;
  // A TypeError for what is no URL. The parser resolves `..`: a path that climbs out of the folder
  // fails the prefix.
  const parsed = new URL(url, origin);
  if (
    parsed.origin === origin &&
    parsed.pathname.startsWith(BUILD_ASSETS_PATH) &&
    parsed.search === '' &&
    parsed.hash === ''
  )
    // As given: what was checked is what the browser resolves it to.
    return url;
  throw new TypeError('Trusted Types: not a script URL this app loads');
}

/**
 * A script-URL policy named `name` with `rule`: the browser's own where it has Trusted Types (its
 * `createScriptURL` then returns a TrustedScriptURL, typed here as the string it stands for), else the
 * rule alone. A name may be created once per page: call it once and keep the result.
 */
export function createScriptUrlPolicy(name: string, rule: (url: string) => string): ScriptUrlPolicy {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  return factory ? factory.createPolicy(name, { createScriptURL: rule }) : { createScriptURL: rule };
}

let appPolicy: ScriptUrlPolicy | undefined;

/**
 * A script URL the app may load, through its policy (created on first use, once per page): a file of the
 * build, or exactly the configured captcha script (`VITE_CAPTCHA_SCRIPT_URL`, read on use like
 * src/lib/config.ts's, so a test can stub it; not imported from there, so that this module stays free of
 * imports for the boot script). Throws for any other.
 */
export function appScriptUrl(url: string): string {
  appPolicy ??= createScriptUrlPolicy(APP_POLICY, (candidate) => {
    const captcha = import.meta.env.VITE_CAPTCHA_SCRIPT_URL;
    return checkedScriptUrl(candidate, location.origin, captcha ? [captcha] : []);
  });
  return appPolicy.createScriptURL(url);
}
