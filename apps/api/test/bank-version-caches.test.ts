import { ApiRoutes, fillRoute } from '@exam/contract';
import type { ExamInProgress } from '@exam/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import { questions } from '../src/db/schema';
import { BankCaches } from '../src/modules/attempt/bank-caches';
import { bumpBankVersion } from '../src/modules/bank/bank-version';
import { startExam, TOPIC } from './helpers/exam';
import { createUser, login } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * The bank caches follow bank_version (issue 23, decision 044): a change committed with a bump
 * of the version is served by every API process on the same database without a restart and
 * without anyone calling `invalidate()`; an edit without a bump stays unseen (so the caches are
 * really what serves, and the version is what refreshes them).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function servedText(app: TestApp, token: string, examId: string): Promise<string> {
  const response = await app.get(fillRoute(ApiRoutes.exam.state, { id: examId }), { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExamInProgress>().question.question;
}

/** An edit of the question's text, with or without the version bump, in one transaction. */
async function editQuestion(db: Database, id: string, text: string, bump: boolean) {
  await db.transaction(async (tx) => {
    await tx.update(questions).set({ text }).where(eq(questions.id, id));
    if (bump) await bumpBankVersion(tx);
  });
}

/** Notifications reach a listener on its own connection: wait for them (a few ms). */
const eventually = (check: () => Promise<void> | void) =>
  vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe('one API process', () => {
  it('serves a question edited with a version bump at once, without invalidate()', async () => {
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    const id = exam.question.id;

    await editQuestion(t.db, id, `Unannounced edit ${id}`, false);
    expect(await servedText(t, student.token, exam.examId)).toBe(exam.question.question);

    await editQuestion(t.db, id, `Announced edit ${id}`, true);
    await eventually(async () => {
      expect(await servedText(t, student.token, exam.examId)).toBe(`Announced edit ${id}`);
    });
  });
});

describe('the version check while no listener is live', () => {
  it('drops the caches before a read once the version moved', async () => {
    const caches = new BankCaches(t.db);
    expect(caches.isLive).toBe(false);
    const before = await caches.examEngines.get(TOPIC);
    expect(await caches.examEngines.get(TOPIC)).toBe(before);
    await bumpBankVersion(t.db);
    const after = await caches.examEngines.get(TOPIC);
    expect(after).not.toBe(before);
    expect(await caches.examEngines.get(TOPIC)).toBe(after);
  });
});

describe.skipIf(inject('testDatabase').kind !== 'postgres')(
  'two API processes on one PostgreSQL database',
  () => {
    let other: TestApp;
    beforeAll(async () => {
      other = await createTestApp({ database: t.database });
    });
    afterAll(() => other.close());

    it('serve what the other changed, and again after the listener lost its connection', async () => {
      const student = await createUser(t);
      const exam = await startExam(t, student.token);
      const id = exam.question.id;
      // Each test app signs its own sessions: the same student signs in on the second one too.
      const signedIn = await login(other, student.email, student.password);
      const otherToken = signedIn.json<{ token: string }>().token;
      // Both processes have the question cached.
      expect(await servedText(other, otherToken, exam.examId)).toBe(exam.question.question);
      expect(t.app.bankCaches.isLive && other.app.bankCaches.isLive).toBe(true);

      await editQuestion(t.db, id, `Edited by the first ${id}`, false);
      expect(await servedText(other, otherToken, exam.examId)).toBe(exam.question.question);
      await editQuestion(t.db, id, `Edited by the first ${id}`, true);
      await eventually(async () => {
        expect(await servedText(other, otherToken, exam.examId)).toBe(`Edited by the first ${id}`);
      });

      // Every listener's connection ends (a database restart, an administrator): the caches
      // check the version until each listener is back, and miss nothing meanwhile.
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN bank_changed' and datname = current_database()`,
      );
      await editQuestion(t.db, id, `Edited while nobody listened ${id}`, true);
      await eventually(async () => {
        expect(await servedText(other, otherToken, exam.examId)).toBe(
          `Edited while nobody listened ${id}`,
        );
      });
      await eventually(() => {
        expect(other.app.bankCaches.isLive).toBe(true);
      });
      await editQuestion(other.db, id, `Edited by the second ${id}`, true);
      await eventually(async () => {
        expect(await servedText(t, student.token, exam.examId)).toBe(`Edited by the second ${id}`);
      });
    });
  },
);
