import { createRng, normalDraw } from '@exam/cat';
import {
  ApiRoutes,
  type CalibrationProposal,
  type CalibrationRun,
  ErrorCode,
  type ItemStatsPage,
} from '@exam/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrationRuns, examAnswers, exams, questions } from '../src/db/schema';
import { readBankVersion } from '../src/modules/bank/bank-version';
import { countRows, createUser } from './helpers/factories';
import { createAdmin, seedPracticeSession } from './helpers/insights';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * Calibration from the console (issue 23): 300 simulated exams answer one question of each of 6
 * item families, one family truly 2 logits harder than stored. The dry run proposes, writes
 * nothing; apply needs the dry run's basis, writes the run and the parameters with the bank
 * version; revert puts back exactly what was there unless an item changed since.
 */
let t: TestApp;
const logLines: string[] = [];
let admin: { token: string; user: { id: string; username: string } };
let studentToken: string;
type Picked = { id: string; lessonId: string; family: string; a: number; b: number; c: number };
let picked: Picked[];

beforeAll(async () => {
  t = await createTestApp({ logLines, env: { LOG_LEVEL: 'info' } });
  admin = await createAdmin(t);
  const student = await createUser(t);
  studentToken = student.token;
  const result = await t.db.execute(sql`
    select distinct on (family_id) id, lesson_id, family_id as family, irt_a, irt_b, irt_c
      from questions where status = 'active' and family_id is not null
      order by family_id, id limit 6`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: string;
    lesson_id: string;
    family: string;
    irt_a: number;
    irt_b: number;
    irt_c: number;
  }[];
  picked = rows.map((row) => ({
    id: row.id,
    lessonId: row.lesson_id,
    family: row.family,
    a: Number(row.irt_a),
    b: Number(row.irt_b),
    c: Number(row.irt_c),
  }));
  expect(picked).toHaveLength(6);
  const rng = createRng(23);
  const now = t.clock.now();
  const inserted = await t.db
    .insert(exams)
    .values(
      Array.from({ length: 300 }, (_, seed) => ({
        userId: student.user.id,
        topic: 'Geometry & Trigonometry',
        status: 'finished' as const,
        seed,
        startedAt: now,
        deadline: now,
        finishedAt: now,
      })),
    )
    .returning({ id: exams.id });
  const answers = inserted.flatMap(({ id }) => {
    const theta = normalDraw(rng);
    return picked.map((item, position) => {
      const b = item.b + (position === 0 ? 2 : 0);
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

const revertUrl = (id: string) => ApiRoutes.admin.calibrationRevert.replace(':id', id);

async function dryRun(): Promise<CalibrationProposal> {
  const response = await t.post(ApiRoutes.admin.calibrationDryRun, undefined, {
    token: admin.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalibrationProposal>();
}

async function parameters(ids: string[]) {
  const rows = await t.db
    .select({ id: questions.id, a: questions.irtA, b: questions.irtB })
    .from(questions)
    .where(inArray(questions.id, ids));
  return new Map(rows.map((row) => [row.id, { a: row.a, b: row.b }]));
}

describe('calibration from the console', () => {
  it('is for admins only', async () => {
    const calls = [
      () => t.post(ApiRoutes.admin.calibrationDryRun, undefined, { token: studentToken }),
      () => t.post(ApiRoutes.admin.calibrationApply, { basis: 'x' }, { token: studentToken }),
      () => t.get(ApiRoutes.admin.calibrationRuns, { token: studentToken }),
      () =>
        t.post(revertUrl('00000000-0000-4000-8000-000000000000'), undefined, {
          token: studentToken,
        }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.Forbidden);
    }
    expect((await t.get(ApiRoutes.admin.calibrationRuns)).statusCode).toBe(401);
  });

  it('a dry run proposes the shifted family harder and writes nothing', async () => {
    const version = await readBankVersion(t.db);
    const shifted = picked[0] as Picked;
    const familyRows = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.familyId, shifted.family));
    const before = await parameters(familyRows.map((row) => row.id));
    const proposal = await dryRun();
    expect(proposal.students).toBe(300);
    expect(proposal.responses).toBe(1800);
    expect(proposal.itemsEstimated).toBe(6);
    expect(proposal.basis.length).toBeGreaterThan(0);
    // Every question of the shifted family moves, from its own stored values.
    for (const row of familyRows) {
      const change = proposal.changes.find((item) => item.questionId === row.id);
      expect(change, row.id).toBeDefined();
      expect(change?.a.from).toBe(before.get(row.id)?.a);
      expect(change?.b.from).toBe(before.get(row.id)?.b);
      expect(change?.b.to).toBeGreaterThan((change?.b.from ?? 0) + 1);
      expect(change?.responses).toBe(300);
      expect(change?.preview.length).toBeGreaterThan(0);
    }
    expect(await parameters(familyRows.map((row) => row.id))).toEqual(before);
    expect(await countRows(t.db, calibrationRuns)).toBe(0);
    expect(await readBankVersion(t.db)).toBe(version);
  });

  it('apply refuses a basis that no longer matches the answers (409 STALE_VERSION), writing nothing', async () => {
    const proposal = await dryRun();
    const version = await readBankVersion(t.db);
    // A new answer arrives after the dry run.
    const [question] = picked;
    if (!question) throw new Error('no question');
    const student = await createUser(t);
    await seedPracticeSession(t, student.user.id, [{ question, correct: true }]);
    const stale = await t.post(
      ApiRoutes.admin.calibrationApply,
      { basis: proposal.basis },
      { token: admin.token },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe(ErrorCode.StaleVersion);
    const nonsense = await t.post(
      ApiRoutes.admin.calibrationApply,
      { basis: 'v1:0:0:0' },
      { token: admin.token },
    );
    expect(nonsense.statusCode).toBe(409);
    expect(await countRows(t.db, calibrationRuns)).toBe(0);
    expect(await readBankVersion(t.db)).toBe(version);
    const bad = await t.post(ApiRoutes.admin.calibrationApply, {}, { token: admin.token });
    expect(bad.statusCode).toBe(400);
  });

  it('applies a fresh proposal in one transaction, logs it, lists it; reverts it exactly once', async () => {
    const proposal = await dryRun();
    expect(proposal.changes.length).toBeGreaterThan(0);
    const ids = proposal.changes.map((change) => change.questionId);
    const before = await parameters(ids);
    const version = await readBankVersion(t.db);

    const applied = await t.post(
      ApiRoutes.admin.calibrationApply,
      { basis: proposal.basis },
      { token: admin.token },
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const run = applied.json<CalibrationRun>();
    expect(run).toMatchObject({
      appliedBy: admin.user.username,
      changed: proposal.changes.length,
      revertedAt: null,
      revertedBy: '',
    });
    expect(await readBankVersion(t.db)).toBe(version + 1);
    const after = await parameters(ids);
    for (const change of proposal.changes) {
      expect(after.get(change.questionId)?.a).toBeCloseTo(change.a.to, 5);
      expect(after.get(change.questionId)?.b).toBeCloseTo(change.b.to, 5);
    }
    expect(logLines.some((line) => line.includes('calibration applied'))).toBe(true);

    // The same basis again: the bank moved, so it is stale.
    const again = await t.post(
      ApiRoutes.admin.calibrationApply,
      { basis: proposal.basis },
      { token: admin.token },
    );
    expect(again.statusCode).toBe(409);

    // Item statistics show the calibrated values.
    const stats = await t.get(`${ApiRoutes.admin.itemStats}?limit=200`, { token: admin.token });
    const item = stats.json<ItemStatsPage>().items.find((row) => row.questionId === picked[0]?.id);
    expect(item?.calibratedB).toBeCloseTo(after.get(picked[0]?.id ?? '')?.b ?? Number.NaN, 5);

    const runs = await t.get(ApiRoutes.admin.calibrationRuns, { token: admin.token });
    expect(runs.statusCode).toBe(200);
    expect(runs.json<CalibrationRun[]>()[0]).toEqual(run);

    const reverted = await t.post(revertUrl(run.id), undefined, { token: admin.token });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json<CalibrationRun>()).toMatchObject({
      id: run.id,
      revertedBy: admin.user.username,
    });
    expect(reverted.json<CalibrationRun>().revertedAt).not.toBeNull();
    expect(await parameters(ids)).toEqual(before);
    expect(await readBankVersion(t.db)).toBe(version + 2);
    expect(logLines.some((line) => line.includes('calibration reverted'))).toBe(true);

    const twice = await t.post(revertUrl(run.id), undefined, { token: admin.token });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ code: string }>().code).toBe(ErrorCode.AlreadyDone);
    const missing = await t.post(revertUrl('00000000-0000-4000-8000-000000000000'), undefined, {
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to revert when an item changed since, naming it, and changes nothing', async () => {
    const proposal = await dryRun();
    const applied = await t.post(
      ApiRoutes.admin.calibrationApply,
      { basis: proposal.basis },
      { token: admin.token },
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const run = applied.json<CalibrationRun>();
    const edited = proposal.changes[0]?.questionId ?? '';
    await t.db.update(questions).set({ irtA: 0.77 }).where(eq(questions.id, edited));
    const ids = proposal.changes.map((change) => change.questionId);
    const before = await parameters(ids);
    const version = await readBankVersion(t.db);

    const refused = await t.post(revertUrl(run.id), undefined, { token: admin.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: ErrorCode.StaleVersion,
    });
    expect(refused.json<{ message: string }>().message).toContain(edited);
    expect(await parameters(ids)).toEqual(before);
    expect(await readBankVersion(t.db)).toBe(version);
    const [row] = await t.db
      .select({ revertedAt: calibrationRuns.revertedAt })
      .from(calibrationRuns)
      .where(eq(calibrationRuns.id, run.id));
    expect(row?.revertedAt).toBeNull();
  });

  it('limits dry runs and applies to 20 an hour per admin', async () => {
    const other = await createAdmin(t);
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await t.post(
        ApiRoutes.admin.calibrationApply,
        { basis: 'old' },
        {
          token: other.token,
        },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  }, 120_000);
});
