import { ApiRoutes, ErrorCode, type ItemStats, type ItemStatsPage } from '@exam/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrationRuns, questions } from '../src/db/schema';
import { answer as answerExam, startExam } from './helpers/exam';
import { createUser } from './helpers/factories';
import { activeQuestions, createAdmin, seedPracticeSession } from './helpers/insights';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * `GET /api/admin/stats/items` (issue 23) on a bank with answers built to have known statistics:
 * an item strong students miss and weak ones get right (negative point-biserial), one nobody
 * gets right, one with three open reports, and well-behaved fillers.
 */
let t: TestApp;
let adminToken: string;
let studentToken: string;
type Q = { id: string; lessonId: string; lessonName: string };
let inverted: Q;
let nobody: Q;
let reported: Q;
let fillers: Q[];
const invertedSeconds: number[] = [];
const examQuestions: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  adminToken = admin.token;
  const student = await createUser(t);
  studentToken = student.token;
  const picked = await activeQuestions(t, 8);
  [inverted, nobody, reported] = picked as [Q, Q, Q];
  fillers = picked.slice(3);
  // 10 strong sessions (fillers right, `inverted` wrong) and 10 weak ones (the opposite).
  for (let index = 0; index < 20; index += 1) {
    const strong = index < 10;
    const seconds = 10 + index * 3;
    invertedSeconds.push(seconds);
    await seedPracticeSession(t, student.user.id, [
      ...fillers.map((question) => ({ question, correct: strong })),
      { question: inverted, correct: !strong, seconds },
      { question: nobody, correct: false },
    ]);
  }
  // Three students were shown `reported` and report it.
  for (let index = 0; index < 3; index += 1) {
    const reporter = await createUser(t);
    await seedPracticeSession(t, reporter.user.id, [{ question: reported, correct: true }]);
    const response = await t.post(
      ApiRoutes.reportProblem.replace(':id', reported.id),
      { reason: 'typo' },
      { token: reporter.token },
    );
    expect(response.statusCode, response.body).toBe(201);
  }
  // Two exams started now, each with its first question answered.
  for (let index = 0; index < 2; index += 1) {
    const examinee = await createUser(t);
    const exam = await startExam(t, examinee.token);
    examQuestions.push(exam.question.id);
    await answerExam(t, examinee.token, exam);
  }
  // A calibration changed `inverted`; a later, reverted one does not count.
  await t.db.insert(calibrationRuns).values([
    {
      changes: [{ questionId: inverted.id, a: [1, 1.5], b: [0, 0.25] }],
      createdAt: new Date(t.clock.now().getTime() - 2000),
    },
    {
      changes: [{ questionId: inverted.id, a: [1.5, 2], b: [0.25, 0.75] }],
      createdAt: new Date(t.clock.now().getTime() - 1000),
      revertedAt: t.clock.now(),
    },
  ]);
});
afterAll(() => t.close());

async function page(query = '', token = adminToken): Promise<ItemStatsPage> {
  const response = await t.get(`${ApiRoutes.admin.itemStats}${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemStatsPage>();
}

async function allItems(query = ''): Promise<ItemStats[]> {
  const items: ItemStats[] = [];
  let cursor: string | null = null;
  do {
    const result: ItemStatsPage = await page(
      `?limit=2${query}${cursor === null ? '' : `&cursor=${cursor}`}`,
    );
    items.push(...result.items);
    cursor = result.nextCursor;
  } while (cursor !== null);
  return items;
}

describe('GET /api/admin/stats/items', () => {
  it('is for admins only', async () => {
    expect((await t.get(ApiRoutes.admin.itemStats)).statusCode).toBe(401);
    const forbidden = await t.get(ApiRoutes.admin.itemStats, { token: studentToken });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ code: string }>().code).toBe(ErrorCode.Forbidden);
  });

  it('lists the three items that look broken first, each with its flag', async () => {
    const first = await page('?limit=50');
    const flagged = first.items.slice(0, 3);
    expect(new Map(flagged.map((item) => [item.questionId, item.flags]))).toEqual(
      new Map([
        [inverted.id, ['negative-discrimination']],
        [nobody.id, ['almost-nobody-right']],
        [reported.id, ['many-reports']],
      ]),
    );
    expect(first.items.slice(3).every((item) => item.flags.length === 0)).toBe(true);
    const onlyFlagged = await page('?flagged=true');
    expect(onlyFlagged.items.map((item) => item.questionId).sort()).toEqual(
      [inverted.id, nobody.id, reported.id].sort(),
    );
    expect(onlyFlagged.total).toBe(3);
  });

  it('computes served, share right, point-biserial, median time, a/b and the calibrated a/b', async () => {
    const items = new Map((await allItems()).map((item) => [item.questionId, item]));
    const [stored] = await t.db
      .select({ a: questions.irtA, b: questions.irtB })
      .from(questions)
      .where(eq(questions.id, inverted.id));
    const sorted = [...invertedSeconds].sort((x, y) => x - y);
    const median = ((sorted[9] ?? 0) + (sorted[10] ?? 0)) / 2;
    expect(items.get(inverted.id)).toMatchObject({
      lessonName: inverted.lessonName,
      served: 20,
      pCorrect: 0.5,
      medianTimeSeconds: median,
      a: stored?.a,
      b: stored?.b,
      calibratedA: 1.5,
      calibratedB: 0.25,
      openReports: 0,
    });
    expect(items.get(inverted.id)?.pointBiserial).toBeCloseTo(-1, 6);
    // Nobody right: no spread, so no correlation.
    expect(items.get(nobody.id)).toMatchObject({ served: 20, pCorrect: 0, pointBiserial: null });
    // Fewer than 10 answers: no correlation.
    expect(items.get(reported.id)).toMatchObject({
      served: 3,
      pCorrect: 1,
      pointBiserial: null,
      openReports: 3,
      calibratedA: null,
      calibratedB: null,
    });
    for (const filler of fillers) {
      expect(items.get(filler.id)?.pointBiserial).toBeCloseTo(1, 6);
      expect(items.get(filler.id)?.served).toBe(20);
    }
  });

  it("gives each item's exposure: the share of the last 30 days' exams that served it", async () => {
    const items = new Map((await allItems()).map((item) => [item.questionId, item]));
    for (const id of new Set(examQuestions)) {
      const exams = examQuestions.filter((served) => served === id).length;
      expect(items.get(id)?.exposure).toBe(exams / 2);
    }
    expect(items.get(inverted.id)?.exposure).toBe(0);
  });

  it('pages by keyset without losing or repeating an item, and filters by lesson', async () => {
    const whole = await page('?limit=200');
    const paged = await allItems();
    expect(paged.map((item) => item.questionId)).toEqual(
      whole.items.map((item) => item.questionId),
    );
    expect(new Set(paged.map((item) => item.questionId)).size).toBe(paged.length);
    expect(whole.total).toBe(paged.length);
    const lesson = await page(`?lessonId=${inverted.lessonId}&limit=200`);
    expect(lesson.items.map((item) => item.questionId)).toContain(inverted.id);
    expect(lesson.items.every((item) => item.lessonName === inverted.lessonName)).toBe(true);
  });

  it('refuses a bad cursor or query with 400', async () => {
    for (const query of ['?cursor=abc', '?limit=0', '?flagged=yes', '?lessonId=1', '?x=1']) {
      const response = await t.get(`${ApiRoutes.admin.itemStats}${query}`, { token: adminToken });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
