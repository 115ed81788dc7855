/**
 * The one place that says which security headers the app is served with (issue 25 items 1 and 2).
 *
 * `npm start` and `npm run preview` send them (`securityHeadersPlugin` in vite.config.ts); the README's
 * nginx snippet and `deploy/_headers` (Netlify / Cloudflare Pages style) are generated from here, and
 * `deploy/security-headers.test.ts` fails when either drifts (`UPDATE_SECURITY_HEADERS=1` rewrites them).
 *
 * The policy allows no eval, no inline style and one inline script only, by its hash: the few
 * characters that start the sign-in page's GET /check while the HTML is parsed (their text is fixed,
 * the addresses are in the tag's attributes: scripts/build/login-frame/early-check.ts). The sign-in
 * frame's boot script is an external file with a hashed name (scripts/build/login-frame/plugin.ts),
 * and zod runs jitless (src/main.tsx). What a deployment adds is the captcha's origin (script and
 * frame) and the origins of backends that are not on the app's own origin.
 */
import { EARLY_CHECK_SOURCE } from '../scripts/build/login-frame/early-check.ts';

export interface HostingConfig {
  /** `VITE_CAPTCHA_SCRIPT_URL`: empty for the local widget; else its origin may serve script and frames. */
  captchaScriptUrl?: string;
  /** `VITE_*_URL` of the backends: absolute ones add their origin to `connect-src`. */
  apiUrls?: readonly string[];
}

/** Browser features the app does not use are denied; passkeys (WebAuthn) stay allowed for this origin. */
const PERMISSIONS = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The origin of an absolute http(s) URL, else null (a same-origin path needs nothing added). */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

/** The Content-Security-Policy value: the strict policy of issue 25 plus the configured origins. */
export function contentSecurityPolicy({ captchaScriptUrl, apiUrls = [] }: HostingConfig = {}): string {
  const captcha = unique([originOf(captchaScriptUrl)]);
  const backends = unique(apiUrls.map(originOf));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", EARLY_CHECK_SOURCE, ...captcha],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...backends],
    ...(captcha.length > 0 ? [['frame-src', "'self'", ...captcha] as [string, ...string[]]] : []),
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header, in the order the generated files list them. */
export function securityHeaders(config: HostingConfig = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Everywhere, not only on the pages that read a token from their URL: simplest, and nothing the
    // app calls needs to know which page sent it.
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': PERMISSIONS,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

const GENERATED =
  'Generated from deploy/security-headers.ts: edit that file, then UPDATE_SECURITY_HEADERS=1 npx vitest run deploy';

/** The nginx server block part for the app under /auth (README "Production hosting"). */
export function nginxSnippet(config: HostingConfig = {}): string {
  const headers = Object.entries(securityHeaders(config)).map(
    ([name, value]) => `    add_header ${name} "${value}" always;`,
  );
  return [
    `# ${GENERATED}`,
    '# The build (dist/) is copied to /srv/identity-web/auth/.',
    'location = /auth { return 301 /auth/$is_args$args; }',
    'location /auth/ {',
    '    root /srv/identity-web;',
    '    try_files $uri /auth/index.html;',
    ...headers,
    '}',
    '',
  ].join('\n');
}

/** The same headers as a `_headers` file (Netlify, Cloudflare Pages and other static CDNs). */
export function headersFile(config: HostingConfig = {}): string {
  const headers = Object.entries(securityHeaders(config)).map(([name, value]) => `  ${name}: ${value}`);
  return [`# ${GENERATED}`, '/auth/*', ...headers, ''].join('\n');
}
