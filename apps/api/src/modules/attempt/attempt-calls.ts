import type { AnswerDeps } from './attempt-answer';
import { answerAttempt } from './attempt-answer';
import { BankCaches } from './bank-caches';
import { attemptState, currentAttempt, finaliseOverdueAttempts } from './attempt-lifecycle';
import type {
  AttemptAnswerBody,
  AttemptAnswerRow,
  AttemptRow,
  AttemptStrategy,
} from './attempt-strategy';

/**
 * The calls every kind answers the same way, bound to its strategy: what the kind's service
 * hands to its routes and to the periodic sweep.
 */
export function attemptCalls<
  Deps extends AnswerDeps & { bankCaches: BankCaches },
  Row extends AttemptRow,
  InProgress,
  Result,
  Key extends string,
  Past,
>(
  strategyOf: (deps: Deps) => AttemptStrategy<Row, AttemptAnswerRow, InProgress, Result, unknown>,
  responses: {
    /** The field that names the running attempt in the `current` response ('exam', 'trial'). */
    key: Key;
    /** A finished attempt as the list of past ones shows it. */
    toPast: (attempt: Row) => Past;
  },
) {
  const { key, toPast } = responses;
  return {
    /** The answer to the current question (attempt-answer.ts); `check` may refuse the attempt. */
    answer: (
      deps: Deps,
      userId: string,
      body: AttemptAnswerBody,
      check?: (attempt: Row) => void,
    ): Promise<InProgress | Result> => answerAttempt(deps, strategyOf(deps), userId, body, check),
    /** Running attempts past their deadline and grace (one user's, or everybody's) finalised. */
    finaliseOverdue: (deps: Deps, userId?: string): Promise<number> =>
      finaliseOverdueAttempts(deps, strategyOf(deps), userId),
    /**
     * The periodic sweep (server.ts): every abandoned attempt finalised. Called outside an app
     * (a test), it builds caches of its own for this call.
     */
    sweep: (deps: Omit<Deps, 'bankCaches'> & { bankCaches?: BankCaches }): Promise<number> => {
      // The same dependencies, with caches: what Deps holds besides them is untouched.
      const withCaches = { ...deps, bankCaches: deps.bankCaches ?? new BankCaches(deps.db) };
      return finaliseOverdueAttempts(withCaches, strategyOf(withCaches as Deps));
    },
    /** The student's running attempt, if any, under `key`. */
    current: async (deps: Deps, userId: string) =>
      // A computed key widens to string: the object has exactly the one field `key`.
      ({ [key]: await currentAttempt(deps, strategyOf(deps), userId) }) as Record<
        Key,
        InProgress | null
      >,
    /** The student's finished attempts, newest first, once overdue ones are finalised. */
    past: async (deps: Deps, userId: string): Promise<Past[]> => {
      const kind = strategyOf(deps);
      await finaliseOverdueAttempts(deps, kind, userId);
      return (await kind.listPast(deps.db, userId)).map(toPast);
    },
    /** A running attempt's question and time, or a finished one's result. */
    state: (deps: Deps, userId: string, attemptId: string): Promise<InProgress | Result> =>
      attemptState(deps, strategyOf(deps), userId, attemptId),
  };
}
