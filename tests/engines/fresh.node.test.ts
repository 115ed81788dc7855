import { describe, expect, it } from 'vitest';
import { driverOver, type Protocol } from './driver.ts';

/**
 * A page's cookies as an engine keeps them, where the first `lost` writes of `document.cookie` never land
 * (WebKitGTK: a CI run's world cookie was never seen in 5 s).
 */
function pageLosingWrites(lost: number) {
  const jar = new Map<string, string>();
  let toLose = lost;
  const document = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      const [pair = ''] = written.split(';');
      const at = pair.indexOf('=');
      if (toLose > 0) toLose--;
      else jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
  const storage = { clear: () => undefined };
  const protocol = {
    version: 'fake',
    execute: (body: string) =>
      Promise.resolve(
        new Function('document', 'localStorage', 'sessionStorage', 'window', body)(
          document,
          storage,
          storage,
          {},
        ),
      ),
    go: () => Promise.resolve(),
    deleteCookies: () => Promise.resolve(jar.clear()),
  } as unknown as Protocol;
  return { jar, driver: driverOver('webkit', protocol) };
}

describe('a fresh page for a test (Driver.fresh)', () => {
  it("holds the world's cookie even when the engine lost its first write", async () => {
    const { jar, driver } = pageLosingWrites(1);
    await driver.fresh('http://127.0.0.1:1', 'mock-world=w1; Path=/');
    expect(jar.get('mock-world')).toBe('w1');
  });

  it('writes it once when the engine keeps it', async () => {
    const { jar, driver } = pageLosingWrites(0);
    await driver.fresh('http://127.0.0.1:1', 'mock-world=w2; Path=/');
    expect([...jar]).toEqual([['mock-world', 'w2']]);
  });
});
