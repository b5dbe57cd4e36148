import { generateSeedBank, LESSONS, SHIPPED_BANK_SEED } from '@exam/bank';
import { ApiRoutes } from '@exam/contract';
import type { ExamProgress, PracticeInProgress, TrialProgress } from '@exam/contract';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams, lessons, questions, shippedBank, topics } from '../src/db/schema';
import {
  figureIdOf,
  graphUrlOf,
  importQuestionFile,
  syncShippedBank,
  variantKeyOf,
} from '../src/modules/bank/bank.service';
import { answer, sendAnswer, startExam, storedQuestion, TOPIC } from './helpers/exam';
import { createUser } from './helpers/factories';
import { answerTrial, startTrial } from './helpers/trial';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * Existing databases and a new shipped bank (docs/decisions/027-marking-that-follows-the-question.md):
 * at start the shipped questions that changed are retired (rows kept, never served again), the
 * new ones inserted, unchanged ones kept with their ids, and imported questions left alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shipped = () => generateSeedBank({ seed: SHIPPED_BANK_SEED });

/** The variant keys the shipped bank stores (text, plus the stored figure's URL). */
function shippedKeys(): string[] {
  return shipped()
    .map((item) =>
      variantKeyOf(item.question, item.figure ? graphUrlOf(figureIdOf(item.figure.svg)) : ''),
    )
    .sort();
}

async function activeShippedKeys(app: TestApp): Promise<string[]> {
  const rows = await app.db
    .select({ key: questions.variantKey })
    .from(questions)
    .where(and(isNotNull(questions.templateId), eq(questions.status, 'active')));
  return rows.map((row) => row.key).sort();
}

describe('a start with the bank it already holds', () => {
  it('changes nothing and does not even generate the bank', async () => {
    expect(await syncShippedBank(t.db)).toBeNull();
    const [row] = await t.db.select().from(shippedBank);
    expect(row?.fingerprint).toMatch(/^[0-9a-f]{64}$|^unset$/);
  });
});

describe('a start after the shipped bank changed', () => {
  it('retires changed questions, inserts their replacements, keeps the rest and never touches imports', async () => {
    const student = await createUser(t);
    // An exam in progress whose current question is about to be retired.
    const exam = await startExam(t, student.token);
    const current = await storedQuestion(t, exam.question.id);
    const imported = await importQuestionFile(
      t.db,
      JSON.stringify({
        lesson: 'The sine rule',
        type: 'short_answer',
        question: 'Imported before the upgrade: find $a$ if $b = 4$ and $A = B$.',
        answer: '4',
      }),
    );
    expect(imported).toMatchObject({ ok: true, inserted: 1 });

    // The database as an older version left it: one key was wrong, one variant is no longer
    // shipped, one explanation was worded differently.
    const others = await t.db
      .select()
      .from(questions)
      .where(
        and(
          isNotNull(questions.templateId),
          eq(questions.status, 'active'),
          sql`${questions.id} <> ${current.id}`,
        ),
      )
      .limit(2);
    const [dropped, reworded] = others;
    if (!dropped || !reworded) throw new Error('seed bank too small');
    await t.db.update(questions).set({ answer: 'an old key' }).where(eq(questions.id, current.id));
    await t.db
      .update(questions)
      .set({ text: `${dropped.text} (old wording)`, variantKey: `${dropped.variantKey} (old)` })
      .where(eq(questions.id, dropped.id));
    await t.db
      .update(questions)
      .set({ explanation: 'An older explanation.' })
      .where(eq(questions.id, reworded.id));
    await t.db.update(shippedBank).set({ fingerprint: 'an older bank' });
    const before = await t.db.$count(questions);

    const report = await syncShippedBank(t.db);
    // As a sync in a running process must (decision 028): the app serves the bank as it is now.
    t.app.bankCaches.invalidate();
    expect(report).toEqual({ inserted: 2, retired: 2, updated: 1, kept: shipped().length - 2 });
    expect(await t.db.$count(questions)).toBe(before + 2);

    const rows = async (ids: string[]) =>
      t.db.select().from(questions).where(inArray(questions.id, ids));
    const [oldCurrent, oldDropped, kept] = await Promise.all([
      rows([current.id]),
      rows([dropped.id]),
      rows([reworded.id]),
    ]);
    expect(oldCurrent[0]).toMatchObject({ status: 'retired', answer: 'an old key' });
    expect(oldDropped[0]?.status).toBe('retired');
    expect(kept[0]).toMatchObject({ status: 'active', explanation: reworded.explanation });
    // The replacement carries the shipped key under the same variant key.
    const [replacement] = await t.db
      .select()
      .from(questions)
      .where(and(eq(questions.variantKey, current.variantKey), eq(questions.status, 'active')));
    expect(replacement?.id).not.toBe(current.id);
    expect(replacement?.answer).toBe(current.answer);
    // Imported questions are untouched.
    const [own] = await t.db.select().from(questions).where(isNull(questions.templateId));
    expect(own).toMatchObject({ status: 'active', answer: '4' });
    // Exactly the shipped bank is active, once each.
    expect(await activeShippedKeys(t)).toEqual(shippedKeys());

    // The exam in progress answers its (now retired) question and goes on with active ones.
    const response = await sendAnswer(t, student.token, exam, 'an old key');
    expect(response.statusCode, response.body).toBe(200);
    let progress = response.json<ExamProgress>();
    for (let i = 0; i < 5 && !progress.completed; i += 1) {
      expect((await storedQuestion(t, progress.question.id)).status).toBe('active');
      progress = await answer(t, student.token, progress);
    }
    // A second sync finds nothing to do.
    expect(await syncShippedBank(t.db)).toBeNull();
  });

  it('never serves a retired question in a new exam, trial or practice session', async () => {
    const student = await createUser(t);
    const retired = new Set(
      (
        await t.db
          .select({ id: questions.id })
          .from(questions)
          .where(eq(questions.status, 'retired'))
      ).map((row) => row.id),
    );
    expect(retired.size).toBeGreaterThan(0);
    let trial: TrialProgress = await startTrial(t, student.token);
    while (!trial.completed) {
      expect(retired.has(trial.question.id)).toBe(false);
      trial = await answerTrial(t, student.token, trial);
    }
    const practice = await t.post(
      ApiRoutes.practice.start,
      { topic: TOPIC },
      { token: student.token },
    );
    expect(practice.statusCode).toBe(200);
    expect(retired.has(practice.json<PracticeInProgress>().question.id)).toBe(false);
    const exam = await startExam(t, student.token);
    expect(retired.has(exam.question.id)).toBe(false);
    await t.db.delete(exams).where(eq(exams.userId, student.user.id));
  });

  it('leaves a bank of imported questions alone when it never held the shipped one', async () => {
    const own = await createTestApp();
    try {
      await own.db.delete(questions);
      await own.db.delete(shippedBank);
      const imported = await importQuestionFile(
        own.db,
        JSON.stringify({
          lesson: 'The sine rule',
          type: 'short_answer',
          question: 'A teacher’s only question: find $a$.',
          answer: '4',
        }),
      );
      expect(imported).toMatchObject({ ok: true, inserted: 1 });
      expect(await syncShippedBank(own.db)).toBeNull();
      expect(await own.db.$count(questions)).toBe(1);
      // An empty bank is filled.
      await own.db.delete(questions);
      expect((await syncShippedBank(own.db))?.inserted).toBe(shipped().length);
    } finally {
      await own.close();
    }
  }, 60_000);

  it('moves a database seeded with another bank to the shipped one and back again', async () => {
    const other = generateSeedBank({ seed: 'an older shipped bank', perTemplate: 3 });
    const moved = await syncShippedBank(t.db, other);
    expect(moved?.inserted).toBeGreaterThan(0);
    expect(await activeShippedKeys(t)).toHaveLength(other.length);
    const back = await syncShippedBank(t.db);
    expect(back?.retired).toBe(other.length - (back?.kept ?? 0));
    expect(await activeShippedKeys(t)).toEqual(shippedKeys());
  }, 60_000);

  it("puts the bank's lessons in its teaching order and imported lessons after them", async () => {
    const own = await createTestApp();
    try {
      const imported = await importQuestionFile(
        own.db,
        JSON.stringify({
          lesson: 'A teacher’s own lesson',
          type: 'short_answer',
          question: 'A question of a lesson the bank does not have: find $a$ if $a + 1 = 5$.',
          answer: '4',
        }),
      );
      expect(imported).toMatchObject({ ok: true, inserted: 1 });
      // The positions an older release left: the bank's lessons in another order, the
      // imported lesson first.
      const [topic] = await own.db.select().from(topics).where(eq(topics.name, TOPIC));
      if (!topic) throw new Error('no topic');
      const rows = await own.db.select().from(lessons).where(eq(lessons.topicId, topic.id));
      for (const row of rows) {
        const reversed = row.name === 'A teacher’s own lesson' ? 0 : 100 - row.position;
        await own.db.update(lessons).set({ position: reversed }).where(eq(lessons.id, row.id));
      }
      await own.db.update(shippedBank).set({ fingerprint: 'an older release' });
      expect(await syncShippedBank(own.db)).not.toBeNull();
      const ordered = await own.db
        .select({ name: lessons.name, position: lessons.position })
        .from(lessons)
        .where(eq(lessons.topicId, topic.id))
        .orderBy(asc(lessons.position));
      expect(ordered.map((row) => row.name)).toEqual([
        ...LESSONS.map((lesson) => lesson.name),
        'A teacher’s own lesson',
      ]);
      expect(ordered.map((row) => row.position)).toEqual(ordered.map((_, index) => index));
    } finally {
      await own.close();
    }
  }, 60_000);
});

describe('a shipped bank whose hints or worked steps changed (docs/decisions/036)', () => {
  it('rewrites them in place: the same row, never retired, and an imported row naming a template is left alone', async () => {
    const ownTemplate = await importQuestionFile(
      t.db,
      JSON.stringify({
        lesson: 'The sine rule',
        templateId: 'sine-rule/an-exported-template',
        type: 'short_answer',
        question: 'Imported with a template id: find $a$ if $b = 6$ and $A = B$.',
        answer: '6',
      }),
    );
    expect(ownTemplate).toMatchObject({ ok: true, inserted: 1 });
    const bank = shipped();
    const [first] = bank;
    if (!first) throw new Error('empty bank');
    const helped = [
      {
        ...first,
        hints: ['A first nudge for this item.'],
        steps: ['A first line of working.', `So the answer is ${first.answer}`],
        frame: 'a-new-frame',
        multiStep: true as const,
      },
      ...bank.slice(1),
    ];
    const key = variantKeyOf(
      first.question,
      first.figure ? graphUrlOf(figureIdOf(first.figure.svg)) : '',
    );
    const [before] = await t.db
      .select()
      .from(questions)
      .where(and(eq(questions.variantKey, key), eq(questions.status, 'active')));
    if (!before) throw new Error('shipped item missing');

    const report = await syncShippedBank(t.db, helped);
    expect(report).toEqual({ inserted: 0, retired: 0, updated: 1, kept: bank.length });
    const [after] = await t.db.select().from(questions).where(eq(questions.id, before.id));
    expect(after).toMatchObject({
      status: 'active',
      text: before.text,
      answer: before.answer,
      hints: helped[0]?.hints,
      steps: helped[0]?.steps,
      frame: 'a-new-frame',
      multiStep: true,
    });
    // Back to the shipped bank: the same row again, its help as shipped.
    expect(await syncShippedBank(t.db)).toMatchObject({ inserted: 0, retired: 0, updated: 1 });
    const [back] = await t.db.select().from(questions).where(eq(questions.id, before.id));
    expect(back).toMatchObject({
      status: 'active',
      hints: first.hints ?? null,
      steps: first.steps ?? null,
      frame: first.frame ?? null,
    });
    const [own] = await t.db
      .select()
      .from(questions)
      .where(eq(questions.templateId, 'sine-rule/an-exported-template'));
    expect(own).toMatchObject({ status: 'active', imported: true });
  }, 60_000);
});
