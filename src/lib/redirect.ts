import { LANDING_PATH } from './paths.ts';

/**
 * The one sanitiser for `redirectUrl`, `returnUrl` and `cancelUrl`.
 *
 * Threat model: the value comes from the query string, so an attacker controls it completely. The
 * browser (not us) finally interprets the result, so the checks mirror what the WHATWG URL parser
 * does rather than what the string looks like:
 *  - it silently removes every TAB, LF and CR, and trims leading/trailing C0 controls and spaces, so
 *    `java\tscript:` is `javascript:` and ` //evil` is `//evil`;
 *  - for http(s) it treats `\` exactly like `/`, so `/\evil`, `\\evil` are protocol-relative;
 *  - it resolves `.`/`..` (also spelled `%2e`) segments, which can turn `/..//evil` into `//evil`.
 * Instead of enumerating bad inputs, every value is reduced to a candidate path, normalised by the
 * real URL parser, and then checked against the properties we need; anything that fails them gets
 * the fallback. The output is always a same-origin path: "/" followed by neither "/" nor "\".
 */

/** Stand-in origin for normalising relative paths; `.invalid` can never be a real host. */
const NORMALISE_BASE = 'https://normalise.invalid';
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the exact set the URL parser trims (C0 controls and space)
const STRIPPED_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;

export function sanitizeRedirect(
  value: string | null | undefined,
  fallback: string = LANDING_PATH,
  origin: string | undefined = globalThis.location?.origin,
): string {
  const cleaned = clean(value, origin);
  if (cleaned !== null) return cleaned;
  // The fallback is usually a constant, but it is cheap to make sure a caller cannot pass a hostile
  // one through here either.
  return clean(fallback, origin) ?? LANDING_PATH;
}

/**
 * For the spec's "redirectUrl/returnUrl converted to a relative path": the same rules, since a
 * relative path that is not same-origin-safe is no better than an absolute one.
 */
export function toRelativePath(
  url: string | null | undefined,
  fallback: string = LANDING_PATH,
  origin: string | undefined = globalThis.location?.origin,
): string {
  return sanitizeRedirect(url, fallback, origin);
}

/**
 * True for an address a browser may be sent to as a page: `http:` or `https:` once the URL parser has
 * read it (so ` java\tscript:` counts as `javascript:`). Absolute, or relative when `base` says what it
 * is relative to. It says nothing about where it leads: same-origin targets go through
 * `sanitizeRedirect`.
 */
export function isWebUrl(value: string | URL | null | undefined, base?: string): boolean {
  if (value === null || value === undefined) return false;
  // Empty is no address (resolved against a base it would be the base itself).
  if (typeof value === 'string' && value.trim() === '') return false;
  let url: URL;
  try {
    url = typeof value === 'string' ? new URL(value, base) : value;
  } catch {
    return false;
  }
  return url.protocol === 'https:' || url.protocol === 'http:';
}

/** True when the value survives sanitising as-is, i.e. it is already a safe same-origin path. */
export function isSafeRedirect(value: string | null | undefined): boolean {
  return typeof value === 'string' && value !== '' && clean(value, undefined) === value;
}

function clean(raw: string | null | undefined, origin: string | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.replace(TAB_OR_NEWLINE, '').replace(STRIPPED_EDGES, '');
  if (value === '') return null;
  // NUL, ESC and friends have no business in a navigation target; refusing is simpler and safer
  // than guessing how each browser treats them.
  if (CONTROL.test(value)) return null;

  let candidate: string;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme !== 'http' && scheme !== 'https') return null;
    if (!origin) return null;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    // Comparing parsed origins (not string prefixes) defeats userinfo and look-alike host tricks.
    if (url.origin !== origin) return null;
    candidate = url.pathname + url.search + url.hash;
  } else {
    candidate = value;
  }

  // Browsers read `\` as `/` in the path, but not in the query or fragment, so only the path part
  // is rewritten; that keeps legitimate query values intact and the function idempotent.
  const split = candidate.search(/[?#]/);
  const pathPart = split === -1 ? candidate : candidate.slice(0, split);
  const rest = split === -1 ? '' : candidate.slice(split);
  candidate = pathPart.replace(/\\/g, '/') + rest;

  // Normalising can itself produce a new leading "//" (e.g. `/..//evil`), so repeat until stable.
  for (let i = 0; i < 5; i += 1) {
    candidate = '/' + candidate.replace(/^\/+/, '');
    let url: URL;
    try {
      url = new URL(candidate, NORMALISE_BASE);
    } catch {
      return null;
    }
    if (url.origin !== NORMALISE_BASE) return null;
    const normalised = url.pathname + url.search + url.hash;
    if (normalised === candidate) return isSamePath(normalised) ? normalised : null;
    candidate = normalised;
  }
  return null;
}

/** The final gate: the properties every output must have, checked on the output itself. */
function isSamePath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  const second = path.charAt(1);
  if (second === '/' || second === '\\') return false;
  if (CONTROL.test(path) || /\s/.test(path)) return false;
  try {
    return new URL(path, NORMALISE_BASE).origin === NORMALISE_BASE;
  } catch {
    return false;
  }
}
