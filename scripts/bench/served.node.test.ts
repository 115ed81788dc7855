import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CHECK_SCRIPT, inlineScriptSource } from '../build/login-frame/inline-scripts';
import { ROUTE_START_SCRIPT } from '../build/route-start';
import { contentSecurityPolicy } from '../../deploy/security-headers';
import { blockedInlineScripts, checkoutPolicy, refuseBlockedBuild } from './served';

const dists: string[] = [];
afterEach(() => dists.splice(0).forEach((dist) => rmSync(dist, { recursive: true, force: true })));

/** A build folder with `documents` (path → the scripts in its head). */
function distWith(documents: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'served-'));
  dists.push(dist);
  for (const [file, head] of Object.entries(documents)) {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), `<!doctype html><html><head>${head}</head><body></body></html>`);
  }
  return dist;
}

describe('a build served with this checkout’s policy (blockedInlineScripts)', () => {
  it('passes when every inline script of every document has its hash in script-src', () => {
    const dist = distWith({
      'index.html': `<script>${EARLY_CHECK_SCRIPT}</script><script type="module" src="/a.js"></script>`,
      'reset/index.html': `<script type="application/json" id="x">{"not":"code"}</script><script>${ROUTE_START_SCRIPT}</script>`,
    });
    expect(blockedInlineScripts(dist)).toEqual([]);
  });

  it('names each document and hash an older build’s script would be blocked with', () => {
    const older = `${ROUTE_START_SCRIPT};`;
    const dist = distWith({
      'index.html': `<script>${EARLY_CHECK_SCRIPT}</script>`,
      'reset/index.html': `<script>${older}</script>`,
    });
    expect(blockedInlineScripts(dist)).toEqual([
      `${join('reset', 'index.html')}: ${inlineScriptSource(older)}`,
    ]);
  });

  it('reads script-src alone: a hash elsewhere in the policy does not allow a script', () => {
    const dist = distWith({ 'index.html': `<script>${EARLY_CHECK_SCRIPT}</script>` });
    const hash = inlineScriptSource(EARLY_CHECK_SCRIPT);
    expect(blockedInlineScripts(dist, `default-src 'self'; style-src ${hash}`)).toEqual([
      `index.html: ${hash}`,
    ]);
    expect(blockedInlineScripts(dist, `default-src 'self'; script-src 'self' ${hash}`)).toEqual([]);
  });
});

describe('a build served from another checkout (alternate.ts)', () => {
  it("reads that checkout's shipped policy: here, the one this checkout generates", () => {
    expect(checkoutPolicy(process.cwd())).toBe(contentSecurityPolicy());
  });

  it('refuses a build that policy would block, naming the policy’s checkout, and serves one it allows', () => {
    const allowed = distWith({ 'index.html': `<script>${EARLY_CHECK_SCRIPT}</script>` });
    expect(() => refuseBlockedBuild(allowed, checkoutPolicy(process.cwd()))).not.toThrow();
    const older = distWith({ 'reset/index.html': `<script>${ROUTE_START_SCRIPT};</script>` });
    expect(() => refuseBlockedBuild(older, checkoutPolicy(process.cwd()), "/tmp/base's")).toThrow(
      /inline scripts \/tmp\/base's policy .*\n {2}reset.index\.html: 'sha256-/,
    );
  });
});
