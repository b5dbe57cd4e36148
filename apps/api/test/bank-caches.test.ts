import { ApiRoutes, fillRoute } from '@exam/contract';
import type { ExamInProgress, TrialInProgress } from '@exam/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../src/db/schema';
import { startExam, TOPIC } from './helpers/exam';
import { createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';
import { startTrial } from './helpers/trial';

/**
 * What attempts keep from the bank belongs to the app (BankCaches, decision 028): a change to
 * the bank in the running process is served once `app.bankCaches.invalidate()` is called, and
 * not before (so the cache is really what serves, and invalidating it is what refreshes).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function examState(token: string, examId: string): Promise<ExamInProgress> {
  const response = await t.get(fillRoute(ApiRoutes.exam.state, { id: examId }), { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExamInProgress>();
}

describe('the served questions', () => {
  it('serve an edited question as it was until invalidated, then as edited, in exams and trials', async () => {
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    const trial = await startTrial(t, student.token);
    const edited = (id: string) => `Edited in place: ${id}`;
    for (const id of [exam.question.id, trial.question.id]) {
      await t.db
        .update(questions)
        .set({ text: edited(id) })
        .where(eq(questions.id, id));
    }

    expect((await examState(student.token, exam.examId)).question.question).toBe(
      exam.question.question,
    );
    t.app.bankCaches.invalidate();
    expect((await examState(student.token, exam.examId)).question.question).toBe(
      edited(exam.question.id),
    );
    const current = await t.get(ApiRoutes.trial.current, { token: student.token });
    expect(current.json<{ trial: TrialInProgress }>().trial.question.question).toBe(
      edited(trial.question.id),
    );
  });
});

describe("the exam's engines", () => {
  it('keep retired questions until invalidated; a new exam then serves only active ones', async () => {
    const before = await t.app.bankCaches.examEngines.get(TOPIC);
    // Keep two active questions per lesson (one of each format where there is one).
    const rows = await t.db
      .select({ id: questions.id, lessonId: questions.lessonId, type: questions.type })
      .from(questions)
      .where(eq(questions.status, 'active'));
    const kept: string[] = [];
    for (const row of rows) {
      const sameLesson = rows.filter(
        (other) => kept.includes(other.id) && other.lessonId === row.lessonId,
      );
      if (sameLesson.length < 2 && !sameLesson.some((other) => other.type === row.type)) {
        kept.push(row.id);
      }
    }
    await t.db
      .update(questions)
      .set({ status: 'retired' })
      .where(and(eq(questions.status, 'active'), notInArray(questions.id, kept)));
    const retired = rows.map((row) => row.id).filter((id) => !kept.includes(id));
    expect(retired.length).toBeGreaterThan(0);

    // Not invalidated: the engine built before still holds the retired questions.
    expect(await t.app.bankCaches.examEngines.get(TOPIC)).toBe(before);
    expect(retired.some((id) => before.itemIds.has(id))).toBe(true);

    t.app.bankCaches.invalidate();
    const after = await t.app.bankCaches.examEngines.get(TOPIC);
    expect([...after.itemIds].sort()).toEqual([...kept].sort());
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    expect(kept).toContain(exam.question.id);
  });
});
