import { ApiRoutes } from '@exam/contract';
import fc from 'fast-check';
import type { FieldHints } from './schema-arbitrary';
import { valueFor } from './schema-arbitrary';
import type { JsonSchema } from './route-table';

/**
 * Real values the fuzzer has seen: ids of the student's attempts, question and lesson ids, option
 * texts, e-mails. Seeded from the fixture and grown from every JSON answer, so a generated
 * request often names something that exists (and reaches the code past the lookup).
 */
export class IdPools {
  private readonly pools = new Map<string, string[]>();
  private static readonly MAX = 64;

  add(pool: string, value: unknown): void {
    if (typeof value !== 'string' || value === '') return;
    const values = this.pools.get(pool) ?? [];
    if (values.includes(value)) return;
    values.push(value);
    // Oldest first out: recent ids (the running attempt's) are the useful ones.
    if (values.length > IdPools.MAX) values.shift();
    this.pools.set(pool, values);
  }

  /** Picks from the pool as it is when the value is generated. */
  pick(pool: string, fallback: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
    return fc.oneof(
      { weight: 3, arbitrary: fc.nat().map((index) => this.at(pool, index)) },
      { weight: 1, arbitrary: fallback },
    );
  }

  private at(pool: string, index: number): string {
    const values = this.pools.get(pool) ?? [];
    return values[index % Math.max(values.length, 1)] ?? '';
  }

  /** Collects ids from a JSON answer (any depth). */
  harvest(value: unknown, key = ''): void {
    if (Array.isArray(value)) {
      for (const item of value) this.harvest(item, key);
      return;
    }
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [name, item] of Object.entries(record)) this.harvest(item, name);
      if (key === 'question') this.add('questionId', record.id);
      return;
    }
    if (key === 'examId' || key === 'trialId' || key === 'practiceId' || key === 'lessonId') {
      this.add(key, value);
    }
    if (key === 'options' || key === 'userAnswer') this.add('answer', value);
  }
}

/** Which pool a field draws from: by name, and for a bare `id` by the route it belongs to. */
function poolOf(name: string, path: string): string | undefined {
  // The real password would delete the fuzzing student's account and leave every later request
  // a 401; the deletion itself is proven in account.test.ts. Generated passwords still reach it.
  if (name === 'password' && path === ApiRoutes.account.delete) return undefined;
  // The student's real mailed link, so the fuzz reaches a confirmation, not only refusals.
  if (name === 'token' && path === ApiRoutes.auth.verifyEmail) return 'verificationToken';
  // issue 23: classes (a real join code, and the fixture's class and its member)
  if (name === 'code' && path === ApiRoutes.account.classes) return 'joinCode';
  if (name === 'classId' || name === 'userId') return name;
  if (name === 'id') {
    // issue 23 (insights): 'Report a problem' names a question the student was shown.
    if (path === ApiRoutes.reportProblem) return 'questionId';
    if (path.includes('/question/')) return 'questionId';
    if (path.startsWith('/api/exam/')) return 'examId';
    if (path.startsWith('/api/practice/')) return 'practiceId';
    if (path.startsWith('/api/trial/')) return 'trialId';
    return undefined;
  }
  const pools: Record<string, string> = {
    examId: 'examId',
    fromExamId: 'examId',
    trialId: 'trialId',
    practiceId: 'practiceId',
    fromPracticeId: 'practiceId',
    questionId: 'questionId',
    lessonId: 'lessonId',
    selectedAnswer: 'answer',
    answer: 'answer',
    email: 'email',
    password: 'password',
    city: 'city',
    school: 'school',
    name: 'school',
    encoded: 'figure',
  };
  return pools[name];
}

/** Field hints for one route: pooled values, each also sometimes replaced by the schema's own. */
export function hintsFor(pools: IdPools, path: string): FieldHints {
  const hints: FieldHints = (name: string, schema: JsonSchema) => {
    const pool = poolOf(name, path);
    return pool
      ? pools.pick(
          pool,
          valueFor(schema, () => undefined),
        )
      : undefined;
  };
  return hints;
}
