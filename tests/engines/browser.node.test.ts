import { describe, expect, it, vi } from 'vitest';
import { Browser } from './browser.ts';
import { BrowserSilent, driverOver, type Driver, type Protocol } from './driver.ts';

const never = () => new Promise<never>(() => undefined);

/** A browser whose `execute` answers `answer`, or never (a browser that stopped answering). */
function fakeProtocol(version: string, answer: 'answers' | 'never' | 'fails') {
  const protocol = {
    version,
    execute: vi.fn(() => {
      if (answer === 'never') return never();
      return answer === 'fails' ? Promise.reject(new Error('no such element')) : Promise.resolve(1);
    }),
    go: vi.fn(() => Promise.resolve()),
    quit: vi.fn(() => Promise.resolve()),
  } as unknown as Protocol;
  return protocol;
}

describe('a command without an answer (driver.ts answering)', () => {
  it('fails with BrowserSilent after its limit, and every command after it fails at once, unsent', async () => {
    const protocol = fakeProtocol('WebKitGTK MiniBrowser 2.50.6', 'never');
    const driver = driverOver('webkit', protocol, 30);
    await expect(driver.run('return 1;')).rejects.toThrow(BrowserSilent);
    expect(driver.silent).toBe(true);
    await expect(driver.go('http://127.0.0.1:1/')).rejects.toThrow(
      'WebKitGTK MiniBrowser 2.50.6 is silent since execute() got no answer in 30 ms',
    );
    expect(protocol.go).not.toHaveBeenCalled();
    expect(protocol.execute).toHaveBeenCalledTimes(1);
  });

  it("passes an answer and a command's own failure through, the browser still answering", async () => {
    expect(await driverOver('firefox', fakeProtocol('Firefox 153.8.0', 'answers'), 30).run('return 1;')).toBe(
      1,
    );
    const failing = driverOver('firefox', fakeProtocol('Firefox 153.8.0', 'fails'), 30);
    await expect(failing.run('return 1;')).rejects.toThrow(/^no such element$/);
    expect(failing.silent).toBe(false);
  });
});

describe("an engine's browser for a run of journeys (Browser)", () => {
  /** A Browser whose starts give drivers numbered from 1, each reporting whether it is silent. */
  function browserOf(silentAt: number[] = [], failingStarts: number[] = []) {
    const started: Driver[] = [];
    let starts = 0;
    const browser = new Browser(async () => {
      if (failingStarts.includes(++starts)) throw new Error(`start ${starts} failed`);
      const number = started.length + 1;
      const driver = {
        version: `browser ${number}`,
        silent: silentAt.includes(number),
        quit: vi.fn(() => Promise.resolve()),
      } as unknown as Driver;
      started.push(driver);
      return driver;
    });
    return { browser, started };
  }

  it('replaces a browser that stopped answering and runs the journey once more in the new one, saying so', async () => {
    const { browser, started } = browserOf();
    await browser.open();
    const ranIn: string[] = [];
    const said: string[] = [];
    await browser.run(
      async (driver) => {
        ranIn.push(driver.version);
        if (ranIn.length === 1) throw new BrowserSilent('execute() got no answer in 45000 ms');
      },
      (line) => said.push(line),
    );
    expect(ranIn).toEqual(['browser 1', 'browser 2']);
    expect(started[0]!.quit).toHaveBeenCalledOnce();
    expect(said).toEqual([
      'browser 1 stopped answering (execute() got no answer in 45000 ms); the journey ran again in a new browser',
    ]);
  });

  it('fails a journey that silences the new browser too', async () => {
    const { browser, started } = browserOf();
    await browser.open();
    const journey = async () => {
      throw new BrowserSilent('go() got no answer in 45000 ms');
    };
    await expect(browser.run(journey, () => undefined)).rejects.toThrow(
      'the journey failed again in a new browser: go() got no answer in 45000 ms',
    );
    expect(started).toHaveLength(2);
  });

  it('fails any other failure at once, in the same browser', async () => {
    const { browser, started } = browserOf();
    await browser.open();
    const journey = vi.fn(async () => {
      throw new Error('waited 10000 ms for the dialog to be shown');
    });
    const said = vi.fn();
    await expect(browser.run(journey, said)).rejects.toThrow(/^waited 10000 ms for the dialog/);
    expect(journey).toHaveBeenCalledOnce();
    expect(said).not.toHaveBeenCalled();
    expect(started).toHaveLength(1);
  });

  it('tries a new browser for the next journey when the one after a silence did not start', async () => {
    const { browser, started } = browserOf([], [2]);
    await browser.open();
    const silenced = async () => {
      throw new BrowserSilent('execute() got no answer in 45000 ms');
    };
    await expect(browser.run(silenced, () => undefined)).rejects.toThrow('start 2 failed');
    const ranIn: string[] = [];
    await browser.run(
      async (driver) => void ranIn.push(driver.version),
      () => undefined,
    );
    expect(ranIn).toEqual(['browser 2']);
    expect(started).toHaveLength(2);
  });

  it('starts the next journey in a new browser when the last one left it silent', async () => {
    const { browser, started } = browserOf([1]);
    await browser.open();
    const ranIn: string[] = [];
    await browser.run(
      async (driver) => void ranIn.push(driver.version),
      () => undefined,
    );
    expect(ranIn).toEqual(['browser 2']);
    expect(started[0]!.quit).toHaveBeenCalledOnce();
  });
});
