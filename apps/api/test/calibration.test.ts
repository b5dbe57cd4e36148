import { createRng, normalDraw } from '@exam/cat';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAnswers, exams, questions } from '../src/db/schema';
import { readBankVersion } from '../src/modules/bank/bank-version';
import { buildMatrix, calibrateBank } from '../src/modules/calibration/calibration.service';
import { createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

// `npm run calibrate` re-estimates item families from stored answers. Here 400 simulated exams
// answer one question of each of 12 families; one family is truly 2 logits harder than its
// stored difficulty, and the calibration must find that out and write it only with `apply`.

let t: TestApp;
type Picked = { id: string; lessonId: string; family: string; a: number; b: number; c: number };
let picked: Picked[];
const SHIFTED = 0;
const SHIFT = 2;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t);
  const rows = await t.db.execute<{
    id: string;
    lesson_id: string;
    family: string;
    irt_a: number;
    irt_b: number;
    irt_c: number;
  }>(sql`
    select distinct on (family_id) id, lesson_id, family_id as family, irt_a, irt_b, irt_c
      from questions where status = 'active' and family_id is not null
      order by family_id, id limit 12`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    id: string;
    lesson_id: string;
    family: string;
    irt_a: number;
    irt_b: number;
    irt_c: number;
  }[];
  picked = list.map((row) => ({
    id: row.id,
    lessonId: row.lesson_id,
    family: row.family,
    a: Number(row.irt_a),
    b: Number(row.irt_b),
    c: Number(row.irt_c),
  }));
  expect(picked).toHaveLength(12);

  const rng = createRng(2026);
  const now = t.clock.now();
  const examRows = Array.from({ length: 400 }, (_, s) => ({
    userId: user.user.id,
    topic: 'Geometry & Trigonometry',
    status: 'finished' as const,
    seed: s,
    startedAt: now,
    deadline: now,
    finishedAt: now,
  }));
  const inserted = await t.db.insert(exams).values(examRows).returning({ id: exams.id });
  const answers = inserted.flatMap(({ id }) => {
    const theta = normalDraw(rng);
    return picked.map((item, position) => {
      const b = item.b + (position === SHIFTED ? SHIFT : 0);
      const p = item.c + (1 - item.c) / (1 + Math.exp(-item.a * (theta - b)));
      return {
        examId: id,
        position,
        questionId: item.id,
        lessonId: item.lessonId,
        servedAt: now,
        answeredAt: now,
        userAnswer: 'x',
        isCorrect: rng() < p,
        scored: true,
        timeSpentSeconds: 30,
      };
    });
  });
  for (let start = 0; start < answers.length; start += 500)
    await t.db.insert(examAnswers).values(answers.slice(start, start + 500));
}, 120_000);

afterAll(() => t.close());

const familyB = async (family: string) => {
  const rows = await t.db
    .select({ b: questions.irtB })
    .from(questions)
    .where(inArray(questions.familyId, [family]));
  return rows.map((row) => row.b);
};

describe('calibration', () => {
  it('builds the attempts x families matrix, the first answer of a pair counting', () => {
    const { matrix, counts, persons } = buildMatrix(
      [
        { person: 'e1', family: 'f1', correct: true },
        { person: 'e1', family: 'f1', correct: false },
        { person: 'e1', family: 'f2', correct: false },
        { person: 'e2', family: 'f2', correct: true },
        { person: 'e3', family: 'unknown', correct: true },
      ],
      [
        { family: 'f1', a: 1, b: 0, c: 0, questions: 2 },
        { family: 'f2', a: 1, b: 0, c: 0.25, questions: 1 },
      ],
    );
    expect(persons).toBe(2);
    expect([...matrix.data]).toEqual([1, 0, -1, 1]);
    expect(counts).toEqual([1, 2]);
  });

  it('a dry run reports the shifted family harder and writes nothing', async () => {
    const shifted = picked[SHIFTED] as Picked;
    const before = await familyB(shifted.family);
    const report = await calibrateBank(t.db, { minResponses: 300 });
    expect(report.applied).toBe(false);
    expect(report.persons).toBe(400);
    expect(report.updates.map((u) => u.family).sort()).toEqual(picked.map((p) => p.family).sort());
    const update = report.updates.find((u) => u.family === shifted.family);
    expect(update?.after.b).toBeGreaterThan(shifted.b + 1);
    expect(await familyB(shifted.family)).toEqual(before);
  });

  it('--apply writes the new parameters to every variant of each family', async () => {
    const shifted = picked[SHIFTED] as Picked;
    const version = await readBankVersion(t.db);
    const report = await calibrateBank(t.db, { minResponses: 300, apply: true });
    expect(report.applied).toBe(true);
    // Running servers' caches follow the bank version (issue 23).
    expect(await readBankVersion(t.db)).toBe(version + 1);
    const expected = report.updates.find((u) => u.family === shifted.family)?.after.b;
    const stored = await familyB(shifted.family);
    expect(stored.length).toBeGreaterThan(1);
    for (const b of stored) expect(b).toBeCloseTo(expected ?? Number.NaN, 4);
    // The families that were right stay close to where they were.
    const others = report.updates.filter((u) => u.family !== shifted.family);
    const drift = others.map((u) => Math.abs(u.after.b - u.before.b));
    expect(Math.max(...drift)).toBeLessThan(1);
  });

  it('leaves families with too few answers as they were', async () => {
    const report = await calibrateBank(t.db, { minResponses: 401 });
    expect(report.updates).toEqual([]);
    expect(report.applied).toBe(false);
    expect(report.skipped).toBe(report.families);
  });
});
