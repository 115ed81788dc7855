/**
 * The browsers come from Debian, not from the lockfile, so a security update can bring one that lacks a
 * command its driver sends (Firefox 140 ESR and puppeteer's emulation.setScreenOrientationOverride). Such
 * a failure names the command, the browser and its version, whichever protocol sent it.
 */
const UNKNOWN = /unknown command|unsupported operation/i;
/** WebDriver BiDi (puppeteer): `Protocol error (x.y): unknown command x.y`; WebDriver: `unknown command: …`. */
const COMMAND = /\(([\w.]+)\)|unknown command:? *'?([^'\n]+)/i;

/** `protocol` with each of its methods' unknown-command failures named; everything else as it was. */
export function namingUnknownCommands<T extends { version: string }>(protocol: T): T {
  const named: Record<string, unknown> = {};
  for (const [method, value] of Object.entries(protocol)) {
    if (typeof value !== 'function') {
      named[method] = value;
      continue;
    }
    named[method] = async (...args: unknown[]) => {
      try {
        return await (value as (...args: unknown[]) => unknown)(...args);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!UNKNOWN.test(message) && (error as Error).name !== 'UnknownCommandError') throw error;
        const [, inBrackets, afterWords] = COMMAND.exec(message) ?? [];
        throw new Error(
          `${protocol.version} does not know the command ${inBrackets ?? afterWords ?? '(unnamed)'}, sent for ` +
            `${method}(): docs/testing.md ("Three engines") names the versions the suite is known to pass on`,
          { cause: error },
        );
      }
    };
  }
  return named as T;
}
