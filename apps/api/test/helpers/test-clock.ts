import type { Clock } from '../../src/lib/clock';

/** A clock the test moves: starts at the real time, then only moves when told. */
export class TestClock implements Clock {
  private current = Date.now();

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}
