/** The mock clock: real time plus an offset that tests and QA move with POST /__mock/clock. */
export class MockClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  iso(): string {
    return new Date(this.now()).toISOString();
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
