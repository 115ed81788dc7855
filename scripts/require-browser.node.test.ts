import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A path, not `new URL(…, import.meta.url)`: Vite rewrites that form into an asset URL.
const script = join(dirname(fileURLToPath(import.meta.url)), 'require-browser.ts');
const run = (browser: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PLAYWRIGHT_CHROMIUM_PATH: browser },
    encoding: 'utf8',
  });

describe('require-browser', () => {
  it('stops with the install command when the browser is missing', () => {
    const result = run('/nonexistent/chromium');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('bash scripts/install-browser.sh');
    expect(result.stderr).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  });

  it('passes when the binary is there and executable', () => {
    expect(run(process.execPath).status).toBe(0);
  });
});
