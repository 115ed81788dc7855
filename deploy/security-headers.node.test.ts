/**
 * deploy/nginx/, deploy/_headers, deploy/_redirects and the guide's backends proxy are generated from
 * deploy/security-headers.ts; this fails when any drifts from it. `UPDATE_SECURITY_HEADERS=1 npx vitest
 * run deploy` rewrites them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT, EARLY_CHECK_SCRIPT } from '../scripts/build/login-frame/inline-scripts';
import { ROUTE_START_SCRIPT } from '../scripts/build/route-start';
import { FIRST_SCREEN_SCRIPT } from '../scripts/build/first-screens/inline-script';
import {
  contentSecurityPolicy,
  GUIDE_BACKEND_UPSTREAM,
  headersFile,
  IMMUTABLE,
  NGINX_EXTENSION_POINT,
  NGINX_HEADERS_INCLUDE,
  nginxHeadersInclude,
  nginxBackendProxy,
  nginxServer,
  redirectsFile,
  securityHeaders,
} from './security-headers';
import { TRUSTED_TYPES_POLICIES } from '../src/lib/trusted-types';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The hosting guide, which links to the generated files rather than copying them. */
const DEPLOYMENT_GUIDE = join(ROOT, 'docs', 'deployment.md');
const HEADERS_FILE = join(ROOT, 'deploy', '_headers');
const REDIRECTS_FILE = join(ROOT, 'deploy', '_redirects');
const NGINX_DIR = join(ROOT, 'deploy', 'nginx');
/** The two files of deploy/nginx/. */
const NGINX_FILES = {
  'identity-web.conf': () => nginxServer(),
  'identity-web-security-headers.conf': () => nginxHeadersInclude(),
};
const update = process.env.UPDATE_SECURITY_HEADERS === '1';

describe('the security headers (deploy/security-headers.ts)', () => {
  it('are the strict policy: no eval, nothing inline but the early session check, the boot script, the route preloads and the first screen script, by their hashes, and Trusted Types enforced', () => {
    const hash = (script: string) => createHash('sha256').update(script).digest('base64');
    expect(contentSecurityPolicy()).toBe(
      `default-src 'self'; script-src 'self' 'sha256-${hash(EARLY_CHECK_SCRIPT)}' 'sha256-${hash(BOOT_SCRIPT)}' 'sha256-${hash(ROUTE_START_SCRIPT)}' 'sha256-${hash(FIRST_SCREEN_SCRIPT)}'; style-src 'self'; img-src 'self' data:; connect-src 'self'; ` +
        "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; " +
        "require-trusted-types-for 'script'; trusted-types identity-web identity-web-boot",
    );
    const headers = securityHeaders();
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('publickey-credentials-get=(self)');
    expect(headers['Permissions-Policy']).toContain('publickey-credentials-create=(self)');
  });

  it("name only the app's own Trusted Types policies: no duplicates, no default, no wildcard", () => {
    const trustedTypes = /(?:^|; )trusted-types ([^;]*)/.exec(contentSecurityPolicy())?.[1]?.split(' ');
    expect(trustedTypes).toEqual([...TRUSTED_TYPES_POLICIES]);
    expect(trustedTypes).not.toContain("'allow-duplicates'");
    expect(trustedTypes).not.toContain('default');
    expect(trustedTypes).not.toContain('*');
  });

  it('add only the captcha origin (script, frame) and absolute backend origins', () => {
    const policy = contentSecurityPolicy({
      captchaScriptUrl: 'https://captcha.example/api.js?render=explicit',
      apiUrls: ['/api/x', 'https://api.example/v0'],
    });
    expect(policy).toMatch(
      /script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+' https:\/\/captcha\.example;/,
    );
    expect(policy).toContain("frame-src 'self' https://captcha.example;");
    expect(policy).toContain("connect-src 'self' https://api.example;");
    expect(policy).not.toContain('unsafe');
  });

  it.each(Object.entries(NGINX_FILES))(
    'deploy/nginx/%s is generated, and docs/deployment.md links to it without a copy to go stale',
    (name, make) => {
      const file = join(NGINX_DIR, name);
      if (update) writeFileSync(file, make());
      expect(readFileSync(file, 'utf8')).toBe(make());
      const guide = readFileSync(DEPLOYMENT_GUIDE, 'utf8');
      expect(guide).toContain(`(../deploy/nginx/${name})`);
      expect(guide).not.toContain("script-src 'self' 'sha256-");
    },
  );

  it('the nginx headers file holds every header with always, and every location includes it', () => {
    const include = nginxHeadersInclude();
    for (const [name, value] of Object.entries(securityHeaders()))
      expect(include).toContain(`add_header ${name} "${value}" always;`);
    const server = nginxServer();
    const locations = server.match(/^ {4}location .*\{$/gm) ?? [];
    expect(locations.length).toBeGreaterThanOrEqual(3);
    // Each location opens with the include and the extension point under it.
    const opened = server.match(
      new RegExp(
        `location .*\\{\\n {8}include ${NGINX_HEADERS_INCLUDE};\\n {8}${NGINX_EXTENSION_POINT}`,
        'g',
      ),
    );
    expect(opened?.length).toBe(locations.length);
    expect(server).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    expect(server).toContain('add_header Cache-Control "no-cache" always;');
  });

  it.each([['nginx: backends proxy', 'nginx', () => nginxBackendProxy(GUIDE_BACKEND_UPSTREAM)]] as const)(
    'docs/deployment.md shows %s as generated',
    (marker, language, make) => {
      const pattern = new RegExp(`(<!-- ${marker} -->\n\`\`\`${language}\n)([\\s\\S]*?)(\`\`\`\n)`);
      const guide = readFileSync(DEPLOYMENT_GUIDE, 'utf8');
      if (update) writeFileSync(DEPLOYMENT_GUIDE, guide.replace(pattern, `$1${make()}$3`));
      expect(
        pattern.exec(readFileSync(DEPLOYMENT_GUIDE, 'utf8'))?.[2],
        `docs/deployment.md <!-- ${marker} -->`,
      ).toBe(make());
    },
  );

  it('deploy/_redirects is generated: /auth to /auth/, a missing hashed file a 404, a token first screen its document, the rest the app', () => {
    if (update) writeFileSync(REDIRECTS_FILE, redirectsFile());
    expect(readFileSync(REDIRECTS_FILE, 'utf8')).toBe(redirectsFile());
    const rules = redirectsFile()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    // First match wins: the hashed files' 404 comes before the app's fallback.
    expect(rules).toEqual([
      ['/auth', '/auth/', '301'],
      ['/auth/assets/*', '/auth/assets/404', '404'],
      // One document for every token (scripts/build/first-screens/documents.ts), before the app's fallback.
      ['/auth/create-account/:token', '/auth/create-account/_token/index.html', '200'],
      ['/auth/*', '/auth/index.html', '200'],
    ]);
  });

  it('deploy/_headers is generated from the policy file', () => {
    if (update) writeFileSync(HEADERS_FILE, headersFile());
    expect(readFileSync(HEADERS_FILE, 'utf8')).toBe(headersFile());
    // Hosts join a header set by several matching rules: Cache-Control only on the hashed names.
    expect(headersFile().match(/Cache-Control/g)?.length).toBe(1);
  });
});
