import { beforeAll, describe, expect, it } from 'vitest';
import {
  crashSeed,
  describeCrashSafety,
  KILLS,
  RECOVERY_BOUND_MS,
  STUDENTS,
} from './harness/expectations';
import { formatReport } from './harness/report';
import type { ScenarioReport } from './harness/scenario';
import { runScenario } from './harness/scenario';
import { postgresBinariesMissing } from './harness/throwaway-postgres';

// Issue 9, item 4 on PostgreSQL: the same run against a private PostgreSQL 15 cluster, which is
// also stopped twice under load (an administrator's fast stop, then a crash-like immediate one).
describe('crash and restart on PostgreSQL', () => {
  let outcome: ScenarioReport | Error = new Error('the run did not happen');
  beforeAll(async () => {
    const missing = postgresBinariesMissing();
    if (missing.length > 0) {
      // A failure, never a skip: install postgresql-15 (see scripts/test.mjs).
      outcome = new Error(`PostgreSQL 15 binaries are missing: ${missing.join(', ')}`);
      return;
    }
    const seed = crashSeed();
    console.log(`crash and restart on PostgreSQL: seed ${seed} (replay with CRASH_SEED=${seed})`);
    try {
      outcome = await runScenario({
        database: 'postgres',
        students: STUDENTS,
        kills: KILLS,
        seed,
        outages: [
          { afterKill: 7, mode: 'fast', downMs: 3_000 },
          { afterKill: 14, mode: 'immediate', downMs: 3_000 },
        ],
      });
      console.log(formatReport(outcome));
    } catch (error) {
      outcome = error instanceof Error ? error : new Error(String(error));
    }
  });
  const report = () => {
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  describeCrashSafety(report);

  describe('while PostgreSQL restarts under load', () => {
    it('answers every request 503 with Retry-After while it is down', () => {
      const { outages } = report();
      expect(outages.map((outage) => outage.mode)).toEqual(['fast', 'immediate']);
      for (const outage of outages) {
        // The probe asks every 0.1 s, so an empty window would mean the outage was not observed.
        expect(outage.whileDown.length).toBeGreaterThan(0);
        expect(
          outage.whileDown.filter((record) => record.status !== 503 || !record.retryAfter),
        ).toEqual([]);
      }
    });

    it(`answers normally again within ${RECOVERY_BOUND_MS / 1000} s after it is back`, () => {
      for (const outage of report().outages) {
        expect(outage.recoveryMs).toBeLessThanOrEqual(RECOVERY_BOUND_MS);
      }
    });
  });
});
