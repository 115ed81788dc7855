/** The mock clock: real time plus an offset that tests and QA move with POST /__mock/clock. */
export class MockClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** Now as an HTTP date (`Tue, 01 Jan 2030 00:00:00 GMT`), for the Date header. */
  httpDate(): string {
    return new Date(this.now()).toUTCString();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  set(instant: number): void {
    this.offsetMs = instant - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
