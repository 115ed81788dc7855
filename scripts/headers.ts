/**
 * `npm run headers`: the hosting files for this build's own configuration, in `deploy/generated/`: the
 * nginx server block and the headers file it includes (`nginx/`), and `_headers` and `_redirects` for a
 * static CDN, with
 * the policy of deploy/security-headers.ts plus what the build's `VITE_*` values need (the backends'
 * origins in `connect-src`; the captcha's origin in `script-src` and `frame-src`, its exact URL being the
 * only outside one the app's Trusted Types policy lets a script load, src/lib/trusted-types.ts).
 * The values are read as `vite build` reads them: `.env`, `.env.<mode>`, their `.local` files and the
 * environment (docs/deployment.md "Configuration").
 *
 *     npm run headers [-- --mode production] [--out deploy/generated] [--hsts [max-age seconds]]
 *
 * `--hsts` adds `Strict-Transport-Security` (two years unless given), for a host served only over TLS.
 * The committed `deploy/nginx/` and `deploy/_headers` are the empty configuration (`.env`'s defaults).
 *
 * The build checks the files it would ship (`deploy/generated/` when it exists, else the committed
 * ones) against its configuration and fails when they do not allow what it needs (`checkShippedHeaders`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import {
  headersFile,
  hostingConfigFromEnv,
  nginxHeadersInclude,
  nginxServer,
  redirectsFile,
  unmetSources,
  type HostingConfig,
} from '../deploy/security-headers.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where `npm run headers` writes (git-ignored: a deployment's own). */
export const GENERATED_DIR = join(ROOT, 'deploy', 'generated');
/** The committed files: the empty configuration. */
export const COMMITTED_DIR = join(ROOT, 'deploy');
/** `--hsts` without a figure: two years, the figure browsers' preload lists ask for. */
export const DEFAULT_HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The files of a hosting folder, by path inside it. */
export function hostingFiles(config: HostingConfig): Record<string, string> {
  return {
    'nginx/identity-web.conf': nginxServer(),
    'nginx/identity-web-security-headers.conf': nginxHeadersInclude(config),
    _headers: headersFile(config),
    _redirects: redirectsFile(),
  };
}

/** The build's `VITE_*` values for `mode`, as Vite reads them (the environment over the .env files). */
export function buildEnv(mode: string, cwd = ROOT): Record<string, string> {
  return loadEnv(mode, cwd, 'VITE_');
}

export function writeHostingFiles(out: string, config: HostingConfig): string[] {
  return Object.entries(hostingFiles(config)).map(([name, text]) => {
    const file = join(out, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  });
}

/** The Content-Security-Policy a generated file sends (nginx's `add_header` or a `_headers` line). */
export function policyIn(text: string): string | undefined {
  return (
    /add_header Content-Security-Policy "([^"]*)"/.exec(text)?.[1] ??
    /^\s*Content-Security-Policy:\s*(.+)$/m.exec(text)?.[1]
  );
}

/**
 * Throws, naming what is missing, when the hosting files in `dir` (by default the ones the build would
 * ship: `deploy/generated/` when `npm run headers` wrote it, else the committed ones) do not allow what
 * a build of `config` needs.
 */
export function checkShippedHeaders(config: HostingConfig, dir = shippedDir()): void {
  const files = [join(dir, 'nginx', 'identity-web-security-headers.conf'), join(dir, '_headers')];
  const problems = files.flatMap((file) => {
    const policy = existsSync(file) ? policyIn(readFileSync(file, 'utf8')) : undefined;
    if (policy === undefined) return [`${file}: no Content-Security-Policy`];
    const unmet = unmetSources(policy, config);
    return unmet.length ? [`${file} does not allow ${unmet.join(', ')}`] : [];
  });
  if (problems.length)
    throw new Error(
      `The headers this build would ship do not fit its configuration:\n  ${problems.join('\n  ')}\n` +
        'Write the ones for it with `npm run headers` (same mode and VITE_* values as the build) and ' +
        'deploy deploy/generated/ (docs/deployment.md "Headers for your configuration"); after a change to ' +
        'an inline script, `UPDATE_SECURITY_HEADERS=1 npx vitest run deploy` rewrites the committed ones.',
    );
}

function shippedDir(): string {
  return existsSync(GENERATED_DIR) ? GENERATED_DIR : COMMITTED_DIR;
}

/** `--mode m`, `--out d`, `--hsts [n]`. */
export function parseArguments(args: readonly string[]): { mode: string; out: string; hsts?: number } {
  const options: { mode: string; out: string; hsts?: number } = { mode: 'production', out: GENERATED_DIR };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const next = args[index + 1];
    if (arg === '--mode' && next) [options.mode, index] = [next, index + 1];
    else if (arg === '--out' && next) [options.out, index] = [resolve(next), index + 1];
    else if (arg === '--hsts') {
      const seconds = Number(next);
      if (next !== undefined && Number.isInteger(seconds) && seconds > 0)
        [options.hsts, index] = [seconds, index + 1];
      else options.hsts = DEFAULT_HSTS_MAX_AGE_SECONDS;
    } else
      throw new Error(`npm run headers: unknown argument ${arg} (--mode m, --out dir, --hsts [seconds])`);
  }
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { mode, out, hsts } = parseArguments(process.argv.slice(2));
    const config = hostingConfigFromEnv(buildEnv(mode), hsts);
    for (const file of writeHostingFiles(out, config)) console.log(`wrote ${file}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
