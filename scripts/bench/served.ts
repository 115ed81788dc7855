/**
 * The build as production serves it (../prod-server.ts: nginx with deploy/nginx/, brotli where its module
 * is installed, the mock server behind it), reset; `vite preview` with the mock mounted where nginx is
 * not installed, which compresses on the fly with gzip alone (the entry 19 KB heavier than its .br).
 * The bench and its phone trace both time this: a trace of a differently served page explains another.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { contentSecurityPolicy, policySources } from '../../deploy/security-headers';
import { inlineScriptSource } from '../build/login-frame/inline-scripts';
import { attribute, descendants } from '../build/html';
import { policyIn } from '../headers';
import { nginxInstalled, startProdServer } from '../prod-server';
import { LOGIN_PATH } from './login-page';
import { resetMock } from './mock';
import { startPreview } from './processes';

/**
 * Each inline script of `dist`'s documents that `policy` (this checkout's) does not allow, as
 * `file: hash`. Served with this checkout's headers, a build made at another commit, or before a hash
 * was regenerated, has its head scripts blocked: its pages still load, through the app, and a phone
 * figure of it reads as a 1 to 3 s regression (stops 80 and 82 each took one for real).
 */
export function blockedInlineScripts(dist: string, policy = contentSecurityPolicy()): string[] {
  const scriptSources = policySources(policy).get('script-src') ?? new Set<string>();
  const documents = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  return documents.flatMap((file) =>
    [...descendants(parse(readFileSync(join(dist, file), 'utf8')))]
      .filter((element) => element.tagName === 'script' && attribute(element, 'src') === undefined)
      .filter((script) => [undefined, 'module'].includes(attribute(script, 'type')))
      .map((script) =>
        inlineScriptSource(script.childNodes.map((text) => ('value' in text ? text.value : '')).join('')),
      )
      .filter((source) => !scriptSources.has(source))
      .map((source) => `${file}: ${source}`),
  );
}

/**
 * The policy `root`'s checkout ships (its deploy/_headers, which deploy/security-headers.node.test.ts
 * holds to the generator): what `vite preview` run there serves a build with.
 */
export function checkoutPolicy(root: string): string {
  const policy = policyIn(readFileSync(join(root, 'deploy', '_headers'), 'utf8'));
  if (policy === undefined) throw new Error(`${root}/deploy/_headers: no Content-Security-Policy`);
  return policy;
}

/** Throws, naming each script, when `policy` would block an inline script of `dist` (`blockedInlineScripts`). */
export function refuseBlockedBuild(
  dist: string,
  policy = contentSecurityPolicy(),
  whose = "this checkout's",
): void {
  const blocked = blockedInlineScripts(dist, policy);
  if (blocked.length > 0)
    throw new Error(
      `${dist}: inline scripts ${whose} policy (deploy/) would block, so its pages would load without ` +
        `them; serve it from the checkout that built it:\n  ${blocked.join('\n  ')}`,
    );
}

export async function startServedBuild(
  root: string,
  dist: string,
  log: (line: string) => void,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  refuseBlockedBuild(dist);
  let server: { origin: string; stop: () => Promise<void> };
  if (nginxInstalled()) {
    const prod = await startProdServer({ dist });
    log(
      `  nginx with deploy/nginx/ (${prod.brotli ? 'brotli and gzip' : 'gzip: no brotli module'}) on ${prod.origin}`,
    );
    server = prod;
  } else {
    log('  no nginx (bash scripts/install-nginx.sh): vite preview, gzip alone, heavier than production');
    server = await startPreview(root, dist, LOGIN_PATH);
  }
  await resetMock(server.origin);
  return server;
}
