/**
 * The one place that says which security headers and caching rules the app is served with.
 *
 * `npm start` and `npm run preview` send the headers (`securityHeadersPlugin` in vite.config.ts); the
 * nginx server configuration (`deploy/nginx/`, linked from docs/deployment.md) and `deploy/_headers`
 * (Netlify / Cloudflare Pages style) are generated from here, and `deploy/security-headers.node.test.ts` fails when any
 * drifts (`UPDATE_SECURITY_HEADERS=1` rewrites them). Those committed files are the empty configuration;
 * `npm run headers` (scripts/headers.ts) writes the same for a build's own `VITE_*` values into
 * `deploy/generated/`, and the build fails when the files it would ship do not allow what its
 * configuration needs (`unmetSources`). tests/e2e/nginx.spec.ts serves the build through the nginx files
 * with a real nginx.
 *
 * The policy allows no eval, no inline style and four inline scripts only, each by its hash: the few
 * characters that start the sign-in page's GET /check while the HTML is parsed, the sign-in frame's
 * boot script, the one that preloads the current route's chunks from `<head>`, and the one that shows a
 * route's first screen (scripts/build/login-frame/inline-scripts.ts, scripts/build/route-start.ts,
 * scripts/build/first-screens/inline-script.ts). Their text is the same in every build and deployment:
 * what differs is in their tags' attributes. zod runs jitless (src/main.tsx). Trusted Types are
 * enforced (`require-trusted-types-for 'script'`): a DOM sink that can run script takes only what a
 * policy the page created made, and `trusted-types` names the app's policies (src/lib/trusted-types.ts),
 * each creatable once: no `'allow-duplicates'`, no `default` policy to turn strings into trusted values.
 * What a deployment adds is the captcha's origin (script and frame) and the origins of backends that
 * are not on the app's own origin.
 */
import { BOOT_SCRIPT_SOURCE, EARLY_CHECK_SOURCE } from '../scripts/build/login-frame/inline-scripts.ts';
import { ROUTE_START_SOURCE } from '../scripts/build/route-start.ts';
import { firstScreenDocuments, parameterPattern } from '../scripts/build/first-screens/documents.ts';
import { FIRST_SCREEN_SOURCE } from '../scripts/build/first-screens/inline-script.ts';
import { APP_BASE } from '../src/lib/paths.ts';
import { TRUSTED_TYPES_POLICIES } from '../src/lib/trusted-types.ts';

export interface HostingConfig {
  /** `VITE_CAPTCHA_SCRIPT_URL`: empty for the local widget; else its origin may serve script and frames. */
  captchaScriptUrl?: string | undefined;
  /** `VITE_*_URL` of the backends: absolute ones add their origin to `connect-src`. */
  apiUrls?: readonly string[];
  /**
   * `Strict-Transport-Security`'s max-age in seconds, for a deployment served only over TLS (browsers
   * then refuse plain HTTP to the host for that long); unset, no such header.
   */
  hstsMaxAgeSeconds?: number | undefined;
}

/** The variables that name the backends the app calls (src/api/config.ts). */
export const BACKEND_URL_VARIABLES = [
  'VITE_AUTHENTICATION_SERVICE_URL',
  'VITE_IDENTITY_ORCHESTRATOR_URL',
  'VITE_IDENTITY_ORCHESTRATOR_V1_URL',
  'VITE_UI_GATEWAY_URL',
] as const;

/** What the policy needs to know of a build's `VITE_*` values (docs/deployment.md "Configuration"). */
export function hostingConfigFromEnv(
  env: Record<string, string | undefined>,
  hstsMaxAgeSeconds?: number,
): HostingConfig {
  return {
    captchaScriptUrl: env.VITE_CAPTCHA_SCRIPT_URL || undefined,
    apiUrls: BACKEND_URL_VARIABLES.map((name) => env[name]).filter((url): url is string => Boolean(url)),
    hstsMaxAgeSeconds,
  };
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

type Directive = [string, ...string[]];

/** The policy's directives, each with its sources: the strict policy plus the configured origins. */
function directives({ captchaScriptUrl, apiUrls = [] }: HostingConfig): Directive[] {
  const captcha = unique([originOf(captchaScriptUrl)]);
  const backends = unique(apiUrls.map(originOf));
  return [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      EARLY_CHECK_SOURCE,
      BOOT_SCRIPT_SOURCE,
      ROUTE_START_SOURCE,
      FIRST_SCREEN_SOURCE,
      ...captcha,
    ],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...backends],
    ...(captcha.length > 0 ? [['frame-src', "'self'", ...captcha] as [string, ...string[]]] : []),
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...TRUSTED_TYPES_POLICIES],
  ];
}

/** The Content-Security-Policy value: the strict policy of issue 25 plus the configured origins. */
export function contentSecurityPolicy(config: HostingConfig = {}): string {
  return directives(config)
    .map((directive) => directive.join(' '))
    .join('; ');
}

/** A policy's sources by directive (its name in lower case). */
export function policySources(policy: string): Map<string, Set<string>> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), new Set(sources)]),
  );
}

/**
 * What of `config`'s policy the policy `shipped` does not allow: each `directive source` the build needs
 * (its inline scripts' hashes, the captcha's and the backends' origins, Trusted Types) that `shipped`
 * lacks. Empty when the headers fit the build; a policy may allow more than the build needs.
 */
export function unmetSources(shipped: string, config: HostingConfig = {}): string[] {
  const given = policySources(shipped);
  return directives(config).flatMap(([name, ...sources]) =>
    sources.filter((source) => !given.get(name)?.has(source)).map((source) => `${name} ${source}`),
  );
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
    ...(config.hstsMaxAgeSeconds
      ? { 'Strict-Transport-Security': `max-age=${Math.round(config.hstsMaxAgeSeconds)}` }
      : {}),
  };
}

const GENERATED =
  'Generated from deploy/security-headers.ts; `npm run headers` writes them for the VITE_* values of your build (docs/deployment.md).';

/** Hashed file names, fetched once and kept: Vite's assets. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and every path the app answers: revalidated on each load, so a deploy is seen at once. */
export const REVALIDATE = 'no-cache';
/** Where the server block includes the headers from (relative: to the directory of nginx.conf). */
export const NGINX_HEADERS_INCLUDE = 'snippets/identity-web-security-headers.conf';
/** The line in each location of the server block under which an operator's own headers go. */
export const NGINX_EXTENSION_POINT = '# Headers of your own: here, below the include, which must stay.';
/** Text types that have no precompressed file beside them (a proxied answer, say). */
const GZIP_TYPES = 'text/plain text/css application/javascript application/json image/svg+xml';

/** `deploy/nginx/identity-web-security-headers.conf`: every security header, on every answer. */
export function nginxHeadersInclude(config: HostingConfig = {}): string {
  const headers = Object.entries(securityHeaders(config)).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
  return [
    `# ${GENERATED}`,
    '# Included by the server block and by each of its locations (deploy/nginx/identity-web.conf).',
    ...headers,
    '',
  ].join('\n');
}

/**
 * `deploy/nginx/identity-web.conf`: the whole server for the app (docs/deployment.md "Production hosting").
 *
 * nginx takes `add_header` from the enclosing level only into a block that has none of its own, so a
 * header added to one location would silently drop the security headers there. They are therefore one
 * included file, included at server level (for every answer no location claims) and again in every
 * location, where an operator's own `add_header` sits beside it and cannot drop it. `always` puts them
 * on errors and redirects too.
 */
export function nginxServer(): string {
  const include = `include ${NGINX_HEADERS_INCLUDE};`;
  const location = (match: string, body: string[]) => [
    `    location ${match} {`,
    `        ${include}`,
    `        ${NGINX_EXTENSION_POINT}`,
    ...body.map((line) => (line ? `        ${line}` : '')),
    '    }',
  ];
  return [
    `# ${GENERATED}`,
    '# The build (dist/) is copied to /srv/identity-web/auth/, and identity-web-security-headers.conf',
    `# to /etc/nginx/${NGINX_HEADERS_INCLUDE}.`,
    'server {',
    '    listen 80;',
    '    server_name _;',
    '    root /srv/identity-web;',
    '    server_tokens off;',
    '    # Location: /auth/ rather than http://host:port/auth/, right behind a proxy or a load balancer too.',
    '    absolute_redirect off;',
    '',
    '    # On every answer, errors and redirects included. A location with an add_header of its own',
    '    # inherits none from here, so each location below includes the file again.',
    `    ${include}`,
    '',
    '    # The build writes file.gz and file.br beside every text file: sent as they are, at the',
    '    # compression levels the bench measures, with no work per request.',
    '    gzip_static on;',
    '    # Needs the brotli module (Debian: apt-get install libnginx-mod-http-brotli-static);',
    '    # delete this line where it is not installed, and gzip_static alone serves.',
    '    brotli_static on;',
    '    gzip on;',
    '    gzip_vary on;',
    `    gzip_types ${GZIP_TYPES};`,
    '',
    '    # /auth without its slash lands on the app, query kept.',
    ...location('= /auth', ['return 301 /auth/$is_args$args;']),
    '',
    '    # Hashed names: a year, never revalidated. A missing one is a 404, not index.html, so a page',
    '    # still open on an older deploy sees its chunk fail and reloads for the new build. No',
    '    # `always`: a 404 must not be kept for a year.',
    ...location('^~ /auth/assets/', [`add_header Cache-Control "${IMMUTABLE}";`, 'try_files $uri =404;']),
    '',
    '    # A first screen for every value of a parameter (scripts/build/first-screens/documents.ts):',
    '    # one document, revalidated as every page.',
    ...firstScreenDocuments(`${APP_BASE}/`).flatMap(({ file, addresses }) =>
      addresses
        ? location(`~ ${parameterPattern(addresses)}`, [
            `add_header Cache-Control "${REVALIDATE}" always;`,
            `try_files $uri $uri/index.html ${APP_BASE}/${file};`,
          ])
        : [],
    ),
    '',
    "    # index.html and every other path under /auth/ (the app's router answers it): revalidated on",
    '    # every load, so a new deploy is seen at once and never points at assets it removed.',
    ...location('/auth/', [
      `add_header Cache-Control "${REVALIDATE}" always;`,
      // A route with a first screen has its own document (src/app/firstScreens.ts).
      'try_files $uri $uri/index.html /auth/index.html;',
    ]),
    '}',
    '',
  ].join('\n');
}

/** Where the guide's proxy sends the backends' paths: a placeholder for a deployment's own services. */
export const GUIDE_BACKEND_UPSTREAM = 'http://identity-services.internal:8080';

/**
 * The backends served same-site, behind the app's own host: each location proxied to `upstream`, as
 * docs/deployment.md shows it (for `/api/`, the default base paths of src/api/basePaths.ts) and as
 * scripts/prod-server.ts runs it with the mock server as the upstream. Lines of a server block.
 */
export function nginxBackendProxy(upstream: string, locations: readonly string[] = ['/api/']): string {
  return locations
    .map((match) =>
      [
        `    location ${match} {`,
        `        proxy_pass ${upstream};`,
        '        proxy_set_header Host $http_host;',
        "        # nginx puts its own Date on proxied answers; the services' is the clock the app's session",
        '        # countdown reads (src/lib/session.ts).',
        '        proxy_pass_header Date;',
        "        # The services' answers bring their own headers: an add_header here stops the app's (server",
        '        # level) being added to them.',
        '        add_header X-Served-By "backends";',
        '    }',
        '',
      ].join('\n'),
    )
    .join('');
}

/**
 * A static CDN's `_redirects` (Netlify, Cloudflare Pages), beside `_headers` in the published folder,
 * which holds the build as `auth/`: `/auth` to `/auth/` (a 301, the query kept), a missing hashed file
 * a plain 404 (never the app's page, so a page open on an older deploy reloads), every other path under
 * `/auth/` answered with the app's `index.html`. A file that exists is served as it is: these hosts
 * apply such a rule only where no file matches, and serve a folder's `index.html` for its path (a
 * route's first screen, src/app/firstScreens.ts).
 */
export function redirectsFile(): string {
  return [
    `# ${GENERATED}`,
    '/auth            /auth/             301',
    '/auth/assets/*   /auth/assets/404   404',
    ...firstScreenDocuments(`${APP_BASE}/`).flatMap(({ file, addresses }) =>
      addresses ? [`${addresses}   ${APP_BASE}/${file}   200`] : [],
    ),
    '/auth/*          /auth/index.html   200',
    '',
  ].join('\n');
}

/**
 * The same as a `_headers` file (Netlify, Cloudflare Pages and other static CDNs). Those hosts join the
 * values of a header that several matching rules set, so Cache-Control is set only on the hashed
 * names; HTML keeps the hosts' own default (`max-age=0, must-revalidate`), which revalidates like
 * no-cache. They compress on their own.
 */
export function headersFile(config: HostingConfig = {}): string {
  const headers = Object.entries(securityHeaders(config)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    `# ${GENERATED}`,
    '/auth/*',
    ...headers,
    '/auth/assets/*',
    `  Cache-Control: ${IMMUTABLE}`,
    '',
  ].join('\n');
}
