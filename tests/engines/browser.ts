/**
 * One engine's browser for a run of journeys (./run.ts), replaced when it stops answering. WebKit's own
 * WebDriver test runner does the same with a command left hanging: it ends the browser's process and goes
 * on (WebKit pull request 73421).
 */
import { BrowserSilent, type Driver } from './driver.ts';

export class Browser {
  #driver: Driver | undefined;

  constructor(private readonly start: () => Promise<Driver>) {}

  get driver(): Driver {
    if (!this.#driver) throw new Error('the browser is not started');
    return this.#driver;
  }

  /** The browser's name and version, once started. */
  get version(): string | undefined {
    return this.#driver?.version;
  }

  async open(): Promise<void> {
    this.#driver ??= await this.start();
  }

  async replace(): Promise<void> {
    const old = this.#driver;
    this.#driver = undefined;
    await old?.quit();
    await this.open();
  }

  async close(): Promise<void> {
    await this.#driver?.quit();
    this.#driver = undefined;
  }

  /**
   * Runs `journey` in the browser, from its start. A browser that stopped answering (BrowserSilent, or left
   * silent by the journey before) is replaced by a new one, and a journey it stopped runs once more there,
   * told through `said`: the rerun proves the hang was the browser's, not the page's. A page that hangs
   * its browser hangs the new one too, and fails; every other failure fails at once.
   */
  async run(journey: (driver: Driver) => Promise<void>, said: (line: string) => void): Promise<void> {
    // Left silent by the journey before, or not started again after it (a start that failed).
    if (!this.#driver || this.#driver.silent) await this.replace();
    const { version } = this.driver;
    try {
      await journey(this.driver);
    } catch (error) {
      if (!(error instanceof BrowserSilent)) throw error;
      said(`${version} stopped answering (${error.message}); the journey ran again in a new browser`);
      await this.replace();
      await journey(this.driver).catch((again: Error) => {
        throw new Error(`the journey failed again in a new browser: ${again.message}`, { cause: again });
      });
    }
  }
}
