/**
 * The mock clock: real time plus an offset that tests and QA move with POST /__mock/clock, or, frozen, an
 * instant that moves only when moved (so "1 ms before a session's end" stays there).
 */
export class MockClock {
  private offsetMs = 0;
  private frozenAt: number | null = null;

  now(): number {
    return this.frozenAt ?? Date.now() + this.offsetMs;
  }

  get frozen(): boolean {
    return this.frozenAt !== null;
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** Now as an HTTP date (`Tue, 01 Jan 2030 00:00:00 GMT`), for the Date header. */
  httpDate(): string {
    return new Date(this.now()).toUTCString();
  }

  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
  }

  set(instant: number): void {
    if (this.frozenAt !== null) this.frozenAt = instant;
    else this.offsetMs = instant - Date.now();
  }

  /** Stops the clock where it is (true), or lets it run on in real time from there (false). */
  freeze(frozen: boolean): void {
    if (frozen && this.frozenAt === null) this.frozenAt = this.now();
    if (!frozen && this.frozenAt !== null) {
      this.offsetMs = this.frozenAt - Date.now();
      this.frozenAt = null;
    }
  }

  /** Real time, running. */
  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = null;
  }
}
