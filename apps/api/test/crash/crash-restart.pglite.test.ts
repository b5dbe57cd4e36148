import { beforeAll, describe } from 'vitest';
import { crashSeed, describeCrashSafety, KILLS, STUDENTS } from './harness/expectations';
import { formatReport } from './harness/report';
import type { ScenarioReport } from './harness/scenario';
import { runScenario } from './harness/scenario';

// Issue 9, item 4 on the embedded database: the real server (node --import tsx src/server.ts,
// DATA_DIR with PGlite) killed at seeded random moments while 100 students take exams and trials.
describe('crash and restart on PGlite', () => {
  let outcome: ScenarioReport | Error = new Error('the run did not happen');
  beforeAll(async () => {
    const seed = crashSeed();
    console.log(`crash and restart on PGlite: seed ${seed} (replay with CRASH_SEED=${seed})`);
    try {
      outcome = await runScenario({ database: 'pglite', students: STUDENTS, kills: KILLS, seed });
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
});
