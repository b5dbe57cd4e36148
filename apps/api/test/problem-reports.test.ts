import {
  type AccountExport,
  type AdminProblemReport,
  type AdminReportPage,
  ApiRoutes,
  ErrorCode,
  type MyProblemReport,
  ProblemReportMessages,
} from '@exam/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionReports, questions } from '../src/db/schema';
import { readBankVersion } from '../src/modules/bank/bank-version';
import { startExam } from './helpers/exam';
import { countRows, createUser } from './helpers/factories';
import { activeQuestions, createAdmin, seedPracticeSession } from './helpers/insights';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';
import { startTrial } from './helpers/trial';

/**
 * 'Report a problem' (issue 23) through the real app: only on a question the caller was shown
 * (404 otherwise, the same as an unknown id), one open report per student and question, the
 * student's own list, the admin queue in keyset pages and resolving (with 'retired' retiring the
 * question and moving the bank version).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reportUrl = (questionId: string) => ApiRoutes.reportProblem.replace(':id', questionId);
const resolveUrl = (reportId: string) => ApiRoutes.admin.resolveReport.replace(':id', reportId);

function report(token: string, questionId: string, body: unknown = { reason: 'typo' }) {
  return t.post(reportUrl(questionId), body, { token });
}

async function myReports(token: string): Promise<MyProblemReport[]> {
  const response = await t.get(ApiRoutes.account.reports, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyProblemReport[]>();
}

describe('POST /api/questions/:id/report', () => {
  it("accepts the current question of the student's running exam, once while it is open", async () => {
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    const first = await report(student.token, exam.question.id, {
      reason: 'wrong-answer',
      text: '  The key says 5\n\tbut 4 is right.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<MyProblemReport>();
    expect(created).toMatchObject({
      questionId: exam.question.id,
      reason: 'wrong-answer',
      text: 'The key says 5\n\tbut 4 is right.',
      status: 'open',
      resolution: null,
      resolutionNote: '',
      resolvedAt: null,
    });
    expect(created.questionPreview.length).toBeGreaterThan(0);
    expect(created.questionPreview).not.toMatch(/\n/);

    const again = await report(student.token, exam.question.id, { reason: 'typo' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: ErrorCode.AlreadyDone,
      message: ProblemReportMessages.alreadyReported,
    });
    expect(await myReports(student.token)).toEqual([created]);
  });

  it('accepts a question of a practice answer and the current question of a running trial', async () => {
    const student = await createUser(t);
    const [practised] = await activeQuestions(t, 1);
    if (!practised) throw new Error('no question');
    await seedPracticeSession(t, student.user.id, [{ question: practised, correct: false }]);
    expect((await report(student.token, practised.id)).statusCode).toBe(201);
    t.clock.advance(1000);

    const trial = await startTrial(t, student.token);
    const response = await report(student.token, trial.question.id, { reason: 'figure-problem' });
    expect(response.statusCode, response.body).toBe(201);
    // Newest first.
    expect((await myReports(student.token)).map((row) => row.questionId)).toEqual([
      trial.question.id,
      practised.id,
    ]);
  });

  it('is 404 for a question the caller was never shown, exactly as for an unknown id', async () => {
    const student = await createUser(t);
    const other = await createUser(t);
    const othersExam = await startExam(t, other.token);
    const before = await countRows(t.db, questionReports);

    const notShown = await report(student.token, othersExam.question.id);
    const unknown = await report(student.token, '00000000-0000-4000-8000-000000000000');
    expect(notShown.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(notShown.json()).toEqual(unknown.json());
    expect(await countRows(t.db, questionReports)).toBe(before);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    const before = await countRows(t.db, questionReports);
    const cases: unknown[] = [
      {},
      { reason: 'boring' },
      { reason: 'typo', text: 'x'.repeat(1001) },
      { reason: 'typo', extra: true },
    ];
    for (const body of cases) {
      const response = await report(student.token, exam.question.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.ValidationFailed);
    }
    const tooLong = await report(student.token, exam.question.id, {
      reason: 'typo',
      text: 'x'.repeat(1001),
    });
    expect(tooLong.body).toContain(ProblemReportMessages.textTooLong);
    // PostgreSQL cannot store a NUL: it was a 500 before (found by the endpoint fuzz).
    for (const text of ['before\u0000after', 'bell\u0007', 'escape\u001b[31m']) {
      const hidden = await report(student.token, exam.question.id, { reason: 'other', text });
      expect(hidden.statusCode, JSON.stringify(text)).toBe(400);
      expect(hidden.body).toContain(ProblemReportMessages.textHasControlCharacters);
    }
    expect((await report(student.token, 'not-a-uuid')).statusCode).toBe(400);
    expect(await countRows(t.db, questionReports)).toBe(before);
  });

  it('needs a session', async () => {
    const [question] = await activeQuestions(t, 1);
    const response = await t.post(reportUrl(question?.id ?? ''), { reason: 'typo' });
    expect(response.statusCode).toBe(401);
    expect((await t.get(ApiRoutes.account.reports)).statusCode).toBe(401);
  });

  it('stops a student after 20 reports in an hour (429 with Retry-After), counting only written ones', async () => {
    const student = await createUser(t);
    const shown = await activeQuestions(t, 22);
    await seedPracticeSession(
      t,
      student.user.id,
      shown.map((question) => ({ question, correct: true })),
    );
    // A refused report (already reported) does not count.
    for (let index = 0; index < 20; index += 1) {
      const question = shown[index];
      if (!question) throw new Error('no question');
      expect((await report(student.token, question.id)).statusCode).toBe(201);
      if (index === 0) expect((await report(student.token, question.id)).statusCode).toBe(409);
    }
    const limited = await report(student.token, shown[20]?.id ?? '');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await report(student.token, shown[20]?.id ?? '')).statusCode).toBe(201);
  });
});

describe('the admin queue', () => {
  it('is for admins only: 401 without a session, 403 for a student', async () => {
    const student = await createUser(t);
    expect((await t.get(ApiRoutes.admin.reports)).statusCode).toBe(401);
    const forbidden = await t.get(ApiRoutes.admin.reports, { token: student.token });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ code: string }>().code).toBe(ErrorCode.Forbidden);
    const resolve = await t.post(
      resolveUrl('00000000-0000-4000-8000-000000000000'),
      { resolution: 'fixed' },
      { token: student.token },
    );
    expect(resolve.statusCode).toBe(403);
  });

  it('lists open reports newest first in keyset pages, with the question and the count of other open reports', async () => {
    const admin = await createAdmin(t);
    // A fresh app's queue: only this test's reports.
    await t.db.delete(questionReports);
    const [shared, single] = await activeQuestions(t, 2);
    if (!shared || !single) throw new Error('no questions');
    const students = [await createUser(t), await createUser(t), await createUser(t)];
    for (const [index, student] of students.entries()) {
      await seedPracticeSession(t, student.user.id, [
        { question: shared, correct: true },
        { question: single, correct: true },
      ]);
      t.clock.advance(1000);
      expect(
        (await report(student.token, shared.id, { reason: 'unclear-question' })).statusCode,
      ).toBe(201);
      if (index === 0) {
        t.clock.advance(1000);
        expect((await report(student.token, single.id)).statusCode).toBe(201);
      }
    }
    const seen: AdminProblemReport[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?status=open&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await t.get(`${ApiRoutes.admin.reports}${query}`, { token: admin.token });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<AdminReportPage>();
      expect(page.total).toBe(4);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(4);
    const times = seen.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const [lesson] = await t.db
      .select({ status: questions.status })
      .from(questions)
      .where(eq(questions.id, shared.id));
    for (const item of seen) {
      expect(item.status).toBe('open');
      expect(item.reportedBy).toBe('Test Student');
      expect(item.questionStatus).toBe(lesson?.status);
      expect(item.sameQuestionOpen).toBe(item.questionId === shared.id ? 2 : 0);
      expect(item.lessonName).toBe(
        item.questionId === shared.id ? shared.lessonName : single.lessonName,
      );
    }
    const bad = await t.get(`${ApiRoutes.admin.reports}?cursor=nonsense`, { token: admin.token });
    expect(bad.statusCode).toBe(400);
  });

  it('resolves a report once; the student sees it resolved with the note; no bank change', async () => {
    const admin = await createAdmin(t);
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    const created = (await report(student.token, exam.question.id)).json<MyProblemReport>();
    const version = await readBankVersion(t.db);

    const resolved = await t.post(
      resolveUrl(created.id),
      { resolution: 'no-change-needed', note: ' The key is right: see step 2. ' },
      { token: admin.token },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<AdminProblemReport>()).toMatchObject({
      id: created.id,
      status: 'resolved',
      resolution: 'no-change-needed',
      resolutionNote: 'The key is right: see step 2.',
      sameQuestionOpen: 0,
    });
    const [mine] = await myReports(student.token);
    expect(mine).toMatchObject({
      status: 'resolved',
      resolution: 'no-change-needed',
      resolutionNote: 'The key is right: see step 2.',
    });
    expect(mine?.resolvedAt).not.toBeNull();
    expect(await readBankVersion(t.db)).toBe(version);

    const again = await t.post(
      resolveUrl(created.id),
      { resolution: 'fixed' },
      { token: admin.token },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe(ErrorCode.AlreadyDone);
    // Resolved: the student may report the question again.
    expect((await report(student.token, exam.question.id)).statusCode).toBe(201);

    const missing = await t.post(
      resolveUrl('00000000-0000-4000-8000-000000000000'),
      { resolution: 'fixed' },
      { token: admin.token },
    );
    expect(missing.statusCode).toBe(404);
    const bad = await t.post(
      resolveUrl(created.id),
      { resolution: 'deleted' },
      { token: admin.token },
    );
    expect(bad.statusCode).toBe(400);
    const hiddenNote = await t.post(
      resolveUrl(created.id),
      { resolution: 'fixed', note: 'Checked\u0000' },
      { token: admin.token },
    );
    expect(hiddenNote.statusCode).toBe(400);
    expect(hiddenNote.body).toContain('hidden control characters');
  });

  it("'retired' retires the question and moves the bank version in the same transaction", async () => {
    const admin = await createAdmin(t);
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    const created = (await report(student.token, exam.question.id)).json<MyProblemReport>();
    const version = await readBankVersion(t.db);

    const resolved = await t.post(
      resolveUrl(created.id),
      { resolution: 'retired' },
      { token: admin.token },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<AdminProblemReport>()).toMatchObject({
      resolution: 'retired',
      questionStatus: 'retired',
    });
    const [row] = await t.db
      .select({ status: questions.status })
      .from(questions)
      .where(eq(questions.id, exam.question.id));
    expect(row?.status).toBe('retired');
    expect(await readBankVersion(t.db)).toBe(version + 1);

    const listed = await t.get(`${ApiRoutes.admin.reports}?status=resolved&limit=100`, {
      token: admin.token,
    });
    expect(listed.json<AdminReportPage>().items.map((item) => item.id)).toContain(created.id);
  });
});

describe("the student's data", () => {
  it('the account export holds their reports; deleting the account removes them', async () => {
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    const created = (
      await report(student.token, exam.question.id, { reason: 'other', text: 'Hard to read' })
    ).json<MyProblemReport>();
    const exported = await t.get(ApiRoutes.account.export, { token: student.token });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json<AccountExport>().problemReports).toEqual([
      {
        id: created.id,
        questionId: exam.question.id,
        reason: 'other',
        text: 'Hard to read',
        status: 'open',
        resolution: null,
        resolutionNote: '',
        createdAt: created.createdAt,
        resolvedAt: null,
      },
    ]);
    const deleted = await t.post(
      ApiRoutes.account.delete,
      { password: student.password },
      { token: student.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.db
      .select({ id: questionReports.id })
      .from(questionReports)
      .where(eq(questionReports.userId, student.user.id));
    expect(left).toEqual([]);
  });
});
