import { describe, expect, it } from 'vitest';
import { namingUnknownCommands } from './unknown-command.ts';

const failingWith = (message: string) =>
  namingUnknownCommands({
    version: 'Firefox 140.12.0',
    viewport: () => Promise.reject(new Error(message)),
    go: (url: string) => Promise.resolve(`went to ${url}`),
  });

describe('namingUnknownCommands', () => {
  it('names the command, the browser, its version and the method for a WebDriver BiDi failure', async () => {
    const protocol = failingWith(
      'Protocol error (emulation.setScreenOrientationOverride): unknown command emulation.setScreenOrientationOverride',
    );
    await expect(protocol.viewport()).rejects.toThrow(
      'Firefox 140.12.0 does not know the command emulation.setScreenOrientationOverride, sent for viewport()',
    );
  });

  it('names the command of a classic WebDriver failure', async () => {
    const protocol = failingWith("unknown command: 'POST /session/4f/window/rect'");
    await expect(protocol.viewport()).rejects.toThrow(
      'Firefox 140.12.0 does not know the command POST /session/4f/window/rect, sent for viewport()',
    );
  });

  it('passes other failures and answers through untouched', async () => {
    const protocol = failingWith('the page is 380×900, not 375×900');
    await expect(protocol.viewport()).rejects.toThrow(/^the page is 380×900, not 375×900$/);
    await expect(protocol.go('/auth/login')).resolves.toBe('went to /auth/login');
    expect(protocol.version).toBe('Firefox 140.12.0');
  });
});
