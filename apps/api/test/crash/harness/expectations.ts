import { describe, expect, it } from 'vitest';
import type { ScenarioReport } from './scenario';

/** The numbers (issue 9, item 4). */
export const STUDENTS = 100;
export const KILLS = 20;
/** "recovery within 10 s after it is back" */
export const RECOVERY_BOUND_MS = 10_000;

/** The run's seed: CRASH_SEED replays a run's kill moments and answers; otherwise a new one. */
export function crashSeed(): number {
  const given = process.env.CRASH_SEED;
  return given ? Number(given) : Math.floor(Math.random() * 2 ** 31);
}

const firstFew = (problems: readonly unknown[]) => problems.slice(0, 20);

/**
 * The requirement, one behaviour per test, over the report of a run made once in beforeAll.
 * `report()` throws when the run itself failed, so every test fails with the reason.
 */
export function describeCrashSafety(report: () => ScenarioReport): void {
  describe('while the server is killed', () => {
    it(`is killed with SIGKILL at least ${KILLS} times with all ${STUDENTS} students mid-attempt, and restarts each time`, () => {
      const { kills, restarts, students } = report();
      expect(students).toBe(STUDENTS);
      expect(kills.length).toBeGreaterThanOrEqual(KILLS);
      expect(kills.every((kill) => kill.exit.signal === 'SIGKILL')).toBe(true);
      expect(kills.map((kill) => kill.midAttempt)).toEqual(kills.map(() => STUDENTS));
      expect(restarts).toBeGreaterThanOrEqual(
        kills.filter((kill) => kill.phase === 'serving').length,
      );
    });

    it('loses, duplicates or changes no acknowledged answer, moves no deadline, and finishes every attempt once with the recomputed score', () => {
      const { problems, answersAcked, attemptsSeen } = report();
      expect(firstFew(problems)).toEqual([]);
      expect(answersAcked).toBeGreaterThan(0);
      // Every student finished at least one exam and one trial.
      expect(attemptsSeen.exams).toBeGreaterThanOrEqual(STUDENTS);
      expect(attemptsSeen.trials).toBeGreaterThanOrEqual(STUDENTS);
    });

    it('never answers a 5xx other than 503, and every 503 carries Retry-After', () => {
      expect(firstFew(report().breaches)).toEqual([]);
    });

    it('stops gracefully on SIGTERM at the end', () => {
      expect(report().gracefulStop).toBe(true);
    });
  });
}
