/**
 * `npm run headers` (./headers.ts) writes the hosting files for a build's own configuration, and the
 * build refuses to go with headers that do not allow what its configuration needs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_SOURCE } from './build/login-frame/inline-scripts';
import { contentSecurityPolicy, hostingConfigFromEnv } from '../deploy/security-headers';
import {
  buildEnv,
  checkShippedHeaders,
  COMMITTED_DIR,
  DEFAULT_HSTS_MAX_AGE_SECONDS,
  hostingFiles,
  parseArguments,
  writeHostingFiles,
} from './headers';

const CAPTCHA = 'https://captcha.example/recaptcha/api.js?render=explicit';
const ORCHESTRATOR = 'https://orchestrator.example/identity-orchestrator/v0';
const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'identity-web-headers-'));
  folders.push(made);
  return made;
};
afterAll(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })));

/** `npm run headers -- --out <folder>` with exactly these VITE_* values in the environment. */
function runCommand(vite: Record<string, string>): string {
  const out = folder();
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/headers.ts', '--out', out], {
    env: { ...env, ...vite },
    stdio: 'pipe',
  });
  return out;
}

const read = (dir: string, name: string) => readFileSync(join(dir, name), 'utf8');
const policyOf = (headersFile: string) => /^ {2}Content-Security-Policy: (.+)$/m.exec(headersFile)![1]!;
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('npm run headers', () => {
  it('writes, for a captcha and an orchestrator on other origins, headers that allow exactly those', () => {
    const out = runCommand({
      VITE_CAPTCHA_SCRIPT_URL: CAPTCHA,
      VITE_IDENTITY_ORCHESTRATOR_URL: ORCHESTRATOR,
    });
    const policy = policyOf(read(out, '_headers'));
    expect(directive(policy, 'script-src')?.filter((source) => !source.startsWith("'"))).toEqual([
      'https://captcha.example',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://captcha.example']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://orchestrator.example']);
    // No other origin anywhere in the policy.
    expect(new Set(policy.match(/https?:\/\/[^\s;]+/g))).toEqual(
      new Set(['https://captcha.example', 'https://orchestrator.example']),
    );
    expect(directive(policy, 'require-trusted-types-for')).toEqual(["'script'"]);
    // The nginx include sends the same policy, and the server block is the committed one.
    expect(read(out, 'nginx/identity-web-security-headers.conf')).toContain(
      `add_header Content-Security-Policy "${policy}" always;`,
    );
    expect(read(out, 'nginx/identity-web.conf')).toBe(read(COMMITTED_DIR, 'nginx/identity-web.conf'));
    // What it wrote is what a build of that configuration needs.
    expect(() =>
      checkShippedHeaders(
        hostingConfigFromEnv({
          VITE_CAPTCHA_SCRIPT_URL: CAPTCHA,
          VITE_IDENTITY_ORCHESTRATOR_URL: ORCHESTRATOR,
        }),
        out,
      ),
    ).not.toThrow();
  });

  it("writes, for the empty configuration, the committed files: today's policy plus Trusted Types", () => {
    // In this process (one command run is enough to prove the command): the repo's .env, no VITE_* set.
    const env = Object.fromEntries(
      Object.entries(buildEnv('production')).filter(([name]) => !(name in process.env)),
    );
    const out = folder();
    writeHostingFiles(out, hostingConfigFromEnv(env));
    for (const name of ['_headers', 'nginx/identity-web-security-headers.conf', 'nginx/identity-web.conf'])
      expect(read(out, name), name).toBe(read(COMMITTED_DIR, name));
    expect(policyOf(read(out, '_headers'))).toBe(contentSecurityPolicy());
    expect(policyOf(read(out, '_headers'))).toMatch(
      /connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; require-trusted-types-for 'script'; trusted-types identity-web identity-web-boot$/,
    );
  });

  it('adds Strict-Transport-Security only when asked (--hsts), for a host served over TLS', () => {
    expect(parseArguments([]).hsts).toBeUndefined();
    expect(parseArguments(['--hsts']).hsts).toBe(DEFAULT_HSTS_MAX_AGE_SECONDS);
    expect(parseArguments(['--hsts', '31536000', '--mode', 'staging'])).toMatchObject({
      hsts: 31_536_000,
      mode: 'staging',
    });
    expect(() => parseArguments(['--nope'])).toThrow('unknown argument --nope');
    expect(hostingFiles({})._headers).not.toContain('Strict-Transport-Security');
    const files = hostingFiles({ hstsMaxAgeSeconds: 31_536_000 });
    expect(files._headers).toContain('  Strict-Transport-Security: max-age=31536000\n');
    expect(files['nginx/identity-web-security-headers.conf']).toContain(
      'add_header Strict-Transport-Security "max-age=31536000" always;',
    );
  });
});

describe('the build refuses headers that do not fit its configuration (checkShippedHeaders)', () => {
  it('passes the committed headers for the empty configuration', () => {
    expect(() => checkShippedHeaders({}, COMMITTED_DIR)).not.toThrow();
  });

  it('fails with the committed headers for a build with a captcha and a backend elsewhere, naming what they lack', () => {
    const config = hostingConfigFromEnv({
      VITE_CAPTCHA_SCRIPT_URL: CAPTCHA,
      VITE_UI_GATEWAY_URL: 'https://gateway.example/v0',
    });
    expect(() => checkShippedHeaders(config, COMMITTED_DIR)).toThrow(
      /_headers does not allow script-src https:\/\/captcha\.example, connect-src https:\/\/gateway\.example, frame-src 'self', frame-src https:\/\/captcha\.example[\s\S]*npm run headers/,
    );
  });

  it("fails with headers from another commit, whose policy names an older boot script's hash", () => {
    const out = folder();
    writeHostingFiles(out, {});
    const stale = read(out, '_headers').replace(BOOT_SCRIPT_SOURCE, "'sha256-older='");
    writeFileSync(join(out, '_headers'), stale);
    expect(() => checkShippedHeaders({}, out)).toThrow(`does not allow script-src ${BOOT_SCRIPT_SOURCE}`);
  });
});
