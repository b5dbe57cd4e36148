import { ApiRoutes } from '@exam/contract';
import fc from 'fast-check';
import type { Database } from '../../../src/db/database';
import type { Fingerprint } from './database-fingerprint';
import { changedTables, fingerprint } from './database-fingerprint';
import type { FuzzRequest, FuzzResponse } from './fuzz-request';
import { describeRequest } from './fuzz-request';
import type { IdPools } from './id-pools';
import type { FuzzCase } from './request-arbitrary';
import { checkContract, checkHeaders, checkLeaks, checkRefusal } from './response-oracles';

/**
 * Runs generated cases through a transport (app.inject or a socket) and applies every oracle to
 * every answer; the first broken rule fails the run with the request that broke it and the seed
 * that replays the run.
 */
export interface FuzzRun {
  seed: number;
  numRuns: number;
  cases: fc.Arbitrary<FuzzCase>;
  send(request: FuzzRequest): Promise<FuzzResponse>;
  db: Database;
  tables: string[];
  pools: IdPools;
  /**
   * Waits for work an answer left running (forgot-password stores its link after answering), so
   * a late write is not blamed on the next request by the database oracle.
   */
  settle: () => Promise<void>;
  /** Called when a fuzzed logout revoked the fuzzing student's token. */
  renewToken: () => Promise<void>;
  /**
   * When given, broken rules are collected here (one example per rule and route) instead of
   * failing the run at the first: FUZZ_REPORT_ALL=1 lists everything a seed finds at once.
   */
  collect?: Map<string, string>;
}

export interface FuzzStats {
  requests: number;
  mustRefuse: number;
  statuses: Record<number, number>;
}

/** Keys a polluted prototype would show on every object of the test process. */
const POLLUTION_KEYS = ['polluted', 'isAdmin', 'role', 'userId'];

function prototypeIsClean(): string[] {
  const probe: Record<string, unknown> = {};
  return POLLUTION_KEYS.filter((key) => key in probe || key in Object.prototype).map(
    (key) => `Object.prototype polluted with "${key}"`,
  );
}

function jsonOf(response: FuzzResponse): unknown {
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    return undefined;
  }
}

export async function runFuzz(run: FuzzRun): Promise<FuzzStats> {
  const stats: FuzzStats = { requests: 0, mustRefuse: 0, statuses: {} };
  // Valid until a request that may write: consecutive refused requests share one reading.
  let known: Fingerprint | undefined;

  const property = fc.asyncProperty(run.cases, async ({ request, operation }) => {
    const before = request.mustRefuse
      ? (known ?? (await fingerprint(run.db, run.tables)))
      : undefined;
    const response = await run.send(request);
    await run.settle();
    stats.requests += 1;
    stats.statuses[response.status] = (stats.statuses[response.status] ?? 0) + 1;
    const problems = [
      ...checkHeaders(response),
      ...checkLeaks(response, request),
      ...checkContract(response, request, operation),
      ...checkRefusal(response, request),
      ...prototypeIsClean(),
    ];
    if (before) {
      stats.mustRefuse += 1;
      const after = await fingerprint(run.db, run.tables);
      const changed = changedTables(before, after);
      if (changed.length > 0) problems.push(`an invalid request wrote to ${changed.join(', ')}`);
      known = after;
    } else {
      known = undefined;
    }
    run.pools.harvest(jsonOf(response));
    if (operation?.path === ApiRoutes.auth.logout && response.status === 200) {
      await run.renewToken();
    }
    if (problems.length > 0 && run.collect) {
      for (const problem of problems) {
        const key = `${operation?.method ?? request.method} ${operation?.path ?? 'unmatched'}: ${problem.split(':')[0]}`;
        run.collect.set(
          key,
          `${problem.slice(0, 300)}\n    ${describeRequest(request).slice(0, 300)}`,
        );
      }
    } else if (problems.length > 0) {
      throw new Error(
        `${problems.join('\n')}\nrequest: ${describeRequest(request)}\nresponse: ${
          response.status
        } ${response.body.slice(0, 500)}`,
      );
    }
  });
  await fc.assert(property, {
    seed: run.seed,
    numRuns: run.numRuns,
    // The server is stateful: shrinking would replay requests against a changed database.
    endOnFailure: true,
    // fast-check would print the whole case (schemas included); the error says what matters.
    reporter: (details) => {
      if (!details.failed) return;
      const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
      throw new Error(
        `fuzz failed at run ${details.numRuns} (seed ${details.seed}, path "${details.counterexamplePath ?? ''}"):\n${cause}`,
      );
    },
  });
  return stats;
}
