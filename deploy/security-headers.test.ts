/**
 * The README's nginx snippet and deploy/_headers are generated from deploy/security-headers.ts; this
 * fails when either drifts from it. `UPDATE_SECURITY_HEADERS=1 npx vitest run deploy` rewrites both.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { EARLY_CHECK_SCRIPT } from '../scripts/build/login-frame/early-check';
import { contentSecurityPolicy, headersFile, nginxSnippet, securityHeaders } from './security-headers';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const README = join(ROOT, 'README.md');
const HEADERS_FILE = join(ROOT, 'deploy', '_headers');
const NGINX_BLOCK = /(<!-- security-headers:nginx -->\n```nginx\n)([\s\S]*?)(```\n)/;
const update = process.env.UPDATE_SECURITY_HEADERS === '1';

describe('the security headers (deploy/security-headers.ts)', () => {
  it('are the strict policy: no eval, and nothing inline but the early session check, by its hash', () => {
    const hash = createHash('sha256').update(EARLY_CHECK_SCRIPT).digest('base64');
    expect(contentSecurityPolicy()).toBe(
      `default-src 'self'; script-src 'self' 'sha256-${hash}'; style-src 'self'; img-src 'self' data:; connect-src 'self'; ` +
        "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
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

  it('add only the captcha origin (script, frame) and absolute backend origins', () => {
    const policy = contentSecurityPolicy({
      captchaScriptUrl: 'https://captcha.example/api.js?render=explicit',
      apiUrls: ['/api/x', 'https://api.example/v0'],
    });
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+' https:\/\/captcha\.example;/);
    expect(policy).toContain("frame-src 'self' https://captcha.example;");
    expect(policy).toContain("connect-src 'self' https://api.example;");
    expect(policy).not.toContain('unsafe');
  });

  it('the README nginx snippet is generated from the policy file', () => {
    const readme = readFileSync(README, 'utf8');
    const block = NGINX_BLOCK.exec(readme);
    if (update && block) writeFileSync(README, readme.replace(NGINX_BLOCK, `$1${nginxSnippet()}$3`));
    expect(block?.[2]).toBe(nginxSnippet());
    for (const [name, value] of Object.entries(securityHeaders()))
      expect(block?.[2]).toContain(`add_header ${name} "${value}" always;`);
  });

  it('deploy/_headers is generated from the policy file', () => {
    if (update) writeFileSync(HEADERS_FILE, headersFile());
    expect(readFileSync(HEADERS_FILE, 'utf8')).toBe(headersFile());
  });
});
