import { ApiRoutes, REVIEW_SESSION_MAX } from '@exam/contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, reviewCards, users } from '../src/db/schema';
import type { ReviewedAnswer } from '../src/modules/review';
import {
  ensureLessonCards,
  planReviewSession,
  recordReviewAnswers,
  reviewSummary,
} from '../src/modules/review';
import { answerBody, startExam, wrongAnswerFor } from './helpers/exam';
import { createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';
import { sendTrialAnswer, startTrial } from './helpers/trial';

/**
 * The spaced review (docs/decisions/041-spaced-review-with-fsrs.md) on the real app and database:
 * exam and trial answers make and rate cards through the answer route; practice's lock-in (owned
 * by the practice module) calls `recordReviewAnswers` the same way, so its answers are recorded
 * here directly, inside a transaction as the practice service does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface Variant {
  id: string;
  lessonId: string;
  templateId: string;
}

/** Active templated questions grouped by template, templates with at least `min` variants. */
async function templatesWithVariants(min: number): Promise<Variant[][]> {
  const rows = await t.db
    .select({ id: questions.id, lessonId: questions.lessonId, templateId: questions.templateId })
    .from(questions)
    .where(and(eq(questions.status, 'active'), isNotNull(questions.templateId)))
    .orderBy(asc(questions.templateId), asc(questions.id));
  const byTemplate = new Map<string, Variant[]>();
  for (const row of rows) {
    const templateId = row.templateId as string;
    const list = byTemplate.get(templateId) ?? [];
    list.push({ id: row.id, lessonId: row.lessonId, templateId });
    byTemplate.set(templateId, list);
  }
  return [...byTemplate.values()].filter((list) => list.length >= min);
}

function answerTo(
  question: Variant,
  at: Date,
  how: Partial<Pick<ReviewedAnswer, 'correct' | 'firstTryCorrect' | 'hintsUsed'>> = {},
): ReviewedAnswer {
  const correct = how.correct ?? false;
  return {
    questionId: question.id,
    lessonId: question.lessonId,
    templateId: question.templateId,
    at,
    correct,
    firstTryCorrect: how.firstTryCorrect ?? correct,
    hintsUsed: how.hintsUsed ?? 0,
  };
}

/** Records answers as practice's lock-in does: in a transaction of their own. */
function record(userId: string, answers: readonly ReviewedAnswer[]) {
  return t.db.transaction((tx) => recordReviewAnswers(tx, userId, answers));
}

function cardsOf(userId: string) {
  return t.db
    .select()
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId))
    .orderBy(asc(reviewCards.due), asc(reviewCards.id));
}

async function cardOf(userId: string, kind: 'question' | 'lesson', key: string) {
  const [row] = await t.db
    .select()
    .from(reviewCards)
    .where(
      and(eq(reviewCards.userId, userId), eq(reviewCards.kind, kind), eq(reviewCards.key, key)),
    );
  if (!row) throw new Error(`no ${kind} card ${key}`);
  return row;
}

describe('cards from exam and trial answers', () => {
  it('a wrong exam answer makes a question card, keyed by its template, due within a day', async () => {
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    const answeredAt = t.clock.now();
    const wrong = await wrongAnswerFor(t, exam.question.id);
    const response = await t.post(ApiRoutes.exam.nextQuestion, answerBody(exam, wrong), {
      token: student.token,
    });
    expect(response.statusCode, response.body).toBe(200);

    const [question] = await t.db
      .select()
      .from(questions)
      .where(eq(questions.id, exam.question.id));
    const cards = await cardsOf(student.user.id);
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card).toMatchObject({
      kind: 'question',
      key: question?.templateId ?? question?.id,
      lessonId: question?.lessonId,
      questionId: exam.question.id,
      reviews: 1,
    });
    expect(card.due.getTime()).toBeGreaterThan(answeredAt.getTime());
    expect(card.due.getTime()).toBeLessThanOrEqual(answeredAt.getTime() + DAY_MS);
    // The stored Card is ts-fsrs's, dates as ISO strings, `due` copied out of it.
    expect(card.card['due']).toBe(card.due.toISOString());
    expect(card.card['last_review']).toBe(answeredAt.toISOString());
  });

  it('a right exam answer to a question never missed makes no card', async () => {
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    const [question] = await t.db
      .select()
      .from(questions)
      .where(eq(questions.id, exam.question.id));
    const response = await t.post(
      ApiRoutes.exam.nextQuestion,
      answerBody(exam, question?.answer ?? ''),
      { token: student.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await cardsOf(student.user.id)).toEqual([]);
  });

  it('a wrong trial answer makes a card; one after the deadline (unscored) does not', async () => {
    const student = await createUser(t);
    const trial = await startTrial(t, student.token);
    const wrong = await wrongAnswerFor(t, trial.question.id);
    const first = await sendTrialAnswer(t, student.token, trial, wrong);
    expect(first.statusCode, first.body).toBe(200);
    expect(await cardsOf(student.user.id)).toHaveLength(1);

    const late = await createUser(t);
    const lateTrial = await startTrial(t, late.token);
    t.clock.advanceMinutes(60);
    const lateWrong = await wrongAnswerFor(t, lateTrial.question.id);
    const response = await sendTrialAnswer(t, late.token, lateTrial, lateWrong);
    expect(response.statusCode, response.body).toBe(200);
    expect(await cardsOf(late.user.id)).toEqual([]);
  });
});

describe('rating question cards', () => {
  it('a right answer later to a variant pushes the due date out; a wrong practice answer lapses it', async () => {
    const student = await createUser(t);
    const [variants] = await templatesWithVariants(2);
    const [missed, variant] = variants!;
    const start = t.clock.now();
    await record(student.user.id, [answerTo(missed!, start)]);
    const made = await cardOf(student.user.id, 'question', missed!.templateId);

    t.clock.advance(DAY_MS);
    const rightAt = t.clock.now();
    await record(student.user.id, [answerTo(variant!, rightAt, { correct: true })]);
    const pushed = await cardOf(student.user.id, 'question', missed!.templateId);
    expect(pushed.id).toBe(made.id);
    expect(pushed.reviews).toBe(2);
    expect(pushed.questionId).toBe(variant!.id);
    expect(pushed.due.getTime()).toBeGreaterThan(made.due.getTime() + DAY_MS);
    expect(pushed.lastReviewedAt.toISOString()).toBe(rightAt.toISOString());

    t.clock.advance(DAY_MS);
    const wrongAt = t.clock.now();
    await record(student.user.id, [answerTo(missed!, wrongAt, { correct: false })]);
    const lapsed = await cardOf(student.user.id, 'question', missed!.templateId);
    expect(lapsed.reviews).toBe(3);
    expect(lapsed.due.getTime()).toBeLessThan(pushed.due.getTime());
    expect(lapsed.due.getTime()).toBeLessThanOrEqual(wrongAt.getTime() + DAY_MS);
    expect(Number(lapsed.card['lapses'])).toBe(Number(pushed.card['lapses']) + 1);
  });

  it('a right answer with hints or on the second try rates Hard: due sooner than a clean one', async () => {
    const student = await createUser(t);
    const [clean, hinted, secondTry] = await templatesWithVariants(1);
    const start = t.clock.now();
    await record(student.user.id, [
      answerTo(clean![0]!, start),
      answerTo(hinted![0]!, start),
      answerTo(secondTry![0]!, start),
    ]);
    t.clock.advance(2 * DAY_MS);
    const at = t.clock.now();
    await record(student.user.id, [
      answerTo(clean![0]!, at, { correct: true }),
      answerTo(hinted![0]!, at, { correct: true, hintsUsed: 2 }),
      answerTo(secondTry![0]!, at, { correct: true, firstTryCorrect: false }),
    ]);
    const good = await cardOf(student.user.id, 'question', clean![0]!.templateId);
    const withHints = await cardOf(student.user.id, 'question', hinted![0]!.templateId);
    const second = await cardOf(student.user.id, 'question', secondTry![0]!.templateId);
    expect(withHints.due.getTime()).toBe(second.due.getTime());
    expect(withHints.due.getTime()).toBeLessThan(good.due.getTime());
    expect(withHints.due.getTime()).toBeGreaterThan(at.getTime());
    // Hard is not a lapse.
    expect(withHints.card['lapses']).toBe(0);
  });

  it('an untemplated question is its own card', async () => {
    const student = await createUser(t);
    const [variants] = await templatesWithVariants(1);
    const question = { ...variants![0]!, templateId: null };
    await record(student.user.id, [
      { ...answerTo(variants![0]!, t.clock.now()), templateId: null },
    ]);
    const card = await cardOf(student.user.id, 'question', question.id);
    expect(card.questionId).toBe(question.id);
  });

  it('two answers for the same new card at once are both counted', async () => {
    const student = await createUser(t);
    const [variants] = await templatesWithVariants(2);
    const at = t.clock.now();
    await raceTwo(student.user.id, answerTo(variants![0]!, at), answerTo(variants![1]!, at));
    const card = await cardOf(student.user.id, 'question', variants![0]!.templateId);
    expect(card.reviews).toBe(2);
    expect(card.questionId).toBe(variants![1]!.id);
  });

  it('two answers rating an existing card at once are both counted', async () => {
    const student = await createUser(t);
    const [variants] = await templatesWithVariants(2);
    await record(student.user.id, [answerTo(variants![0]!, t.clock.now())]);
    t.clock.advance(DAY_MS);
    const at = t.clock.now();
    await raceTwo(
      student.user.id,
      answerTo(variants![0]!, at, { correct: true }),
      answerTo(variants![1]!, at, { correct: true }),
    );
    const card = await cardOf(student.user.id, 'question', variants![0]!.templateId);
    expect(card.reviews).toBe(3);
    expect(card.card['reps']).toBe(3);
  });
});

/**
 * Records `first` in a transaction held open until `second`, recorded in another, has reached
 * the card: on PostgreSQL the second then waits on the first's row (or insert); PGlite has one
 * connection, so the second simply waits its turn.
 */
async function raceTwo(userId: string, first: ReviewedAnswer, second: ReviewedAnswer) {
  let recorded = () => {};
  const firstRecorded = new Promise<void>((resolve) => {
    recorded = resolve;
  });
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const one = t.db.transaction(async (tx) => {
    await recordReviewAnswers(tx, userId, [first]);
    recorded();
    await gate;
  });
  await firstRecorded;
  const two = record(userId, [second]);
  if (t.database.handle.kind === 'postgres') await waitForLockWait();
  open();
  await Promise.all([one, two]);
}

/** PostgreSQL: until some session of this database waits on a lock (the second answer). */
async function waitForLockWait() {
  for (;;) {
    const result = await t.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      waiting: number;
    }[];
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('lesson cards', () => {
  it('ensureLessonCards makes one card per lesson, rated Good, and is idempotent', async () => {
    const student = await createUser(t);
    const [a, b] = await templatesWithVariants(1);
    const now = t.clock.now();
    await ensureLessonCards(t.db, student.user.id, [{ lessonId: a![0]!.lessonId }], now);
    const [made] = await cardsOf(student.user.id);
    expect(made).toMatchObject({ kind: 'lesson', key: a![0]!.lessonId, reviews: 1 });
    // Good on a new card: days away, not minutes.
    expect(made!.due.getTime()).toBeGreaterThan(now.getTime() + DAY_MS);

    t.clock.advance(HOUR_MS);
    const lessons = [{ lessonId: a![0]!.lessonId }, { lessonId: b![0]!.lessonId }];
    await ensureLessonCards(t.db, student.user.id, lessons, t.clock.now());
    await ensureLessonCards(t.db, student.user.id, lessons, t.clock.now());
    const cards = await cardsOf(student.user.id);
    expect(cards).toHaveLength(a![0]!.lessonId === b![0]!.lessonId ? 1 : 2);
    const again = cards.find((card) => card.key === a![0]!.lessonId);
    expect(again).toEqual(made);
  });

  it('a lesson card is rated by an answer in its lesson only once it is due', async () => {
    const student = await createUser(t);
    const [variants] = await templatesWithVariants(1);
    const question = variants![0]!;
    await ensureLessonCards(
      t.db,
      student.user.id,
      [{ lessonId: question.lessonId }],
      t.clock.now(),
    );
    const made = await cardOf(student.user.id, 'lesson', question.lessonId);

    t.clock.advance(HOUR_MS);
    await record(student.user.id, [answerTo(question, t.clock.now(), { correct: true })]);
    expect(await cardOf(student.user.id, 'lesson', question.lessonId)).toEqual(made);

    t.clock.advance(made.due.getTime() - t.clock.now().getTime() + HOUR_MS);
    const at = t.clock.now();
    await record(student.user.id, [answerTo(question, at, { correct: true })]);
    const rated = await cardOf(student.user.id, 'lesson', question.lessonId);
    expect(rated.reviews).toBe(2);
    expect(rated.lastReviewedAt.toISOString()).toBe(at.toISOString());
    expect(rated.due.getTime()).toBeGreaterThan(made.due.getTime());
  });
});

describe('reviewSummary', () => {
  it('counts the due and scheduled cards and gives the earliest due date', async () => {
    const student = await createUser(t);
    expect(await reviewSummary(t.db, student.user.id, t.clock.now())).toEqual({
      due: 0,
      scheduled: 0,
      nextDueAt: null,
    });
    const [one, two, three] = await templatesWithVariants(1);
    const start = t.clock.now();
    await record(student.user.id, [answerTo(one![0]!, start)]);
    t.clock.advance(HOUR_MS);
    await record(student.user.id, [answerTo(two![0]!, t.clock.now())]);
    await ensureLessonCards(t.db, student.user.id, [{ lessonId: three![0]!.lessonId }], start);
    const cards = await cardsOf(student.user.id);
    expect(cards).toHaveLength(3);

    const before = await reviewSummary(t.db, student.user.id, t.clock.now());
    expect(before).toEqual({ due: 0, scheduled: 3, nextDueAt: cards[0]!.due.toISOString() });

    // Between the first card's due date and the second's.
    const between = new Date(cards[0]!.due.getTime() + HOUR_MS / 2);
    expect(await reviewSummary(t.db, student.user.id, between)).toMatchObject({
      due: 1,
      scheduled: 3,
    });
    const later = new Date(cards[2]!.due.getTime());
    expect(await reviewSummary(t.db, student.user.id, later)).toMatchObject({
      due: 3,
      scheduled: 3,
    });
  });
});

describe('planReviewSession', () => {
  it('returns [] when nothing is due', async () => {
    const student = await createUser(t);
    expect(await planReviewSession({ db: t.db }, student.user.id, t.clock.now())).toEqual([]);
    const [variants] = await templatesWithVariants(2);
    await record(student.user.id, [answerTo(variants![0]!, t.clock.now())]);
    expect(await planReviewSession({ db: t.db }, student.user.id, t.clock.now())).toEqual([]);
  });

  it('asks a fresh variant of each due card, most overdue first, at most REVIEW_SESSION_MAX', async () => {
    const student = await createUser(t);
    const templates = (await templatesWithVariants(2)).slice(0, REVIEW_SESSION_MAX + 5);
    expect(templates.length).toBe(REVIEW_SESSION_MAX + 5);
    const start = t.clock.now().getTime();
    // Missed in reverse order: the last template's card is the most overdue.
    const count = templates.length;
    await record(
      student.user.id,
      templates.map((variants, index) =>
        answerTo(variants[0]!, new Date(start + (count - index) * 60_000)),
      ),
    );
    const now = new Date(start + 3 * DAY_MS);
    const planned = await planReviewSession({ db: t.db }, student.user.id, now);
    expect(planned).toHaveLength(REVIEW_SESSION_MAX);

    const expectedOrder = [...templates].reverse().slice(0, REVIEW_SESSION_MAX);
    const rows = await t.db
      .select({ id: questions.id, templateId: questions.templateId, status: questions.status })
      .from(questions);
    const byId = new Map(rows.map((row) => [row.id, row]));
    planned.forEach((id, index) => {
      const wanted = expectedOrder[index]!;
      expect(byId.get(id)?.templateId).toBe(wanted[0]!.templateId);
      expect(byId.get(id)?.status).toBe('active');
      // Not the question that was missed: its template has another.
      expect(id).not.toBe(wanted[0]!.id);
    });
    expect(new Set(planned).size).toBe(planned.length);
  });

  it('asks a lesson card one active question of its lesson', async () => {
    const student = await createUser(t);
    const [variants] = await templatesWithVariants(1);
    const lessonId = variants![0]!.lessonId;
    await ensureLessonCards(t.db, student.user.id, [{ lessonId }], t.clock.now());
    const card = await cardOf(student.user.id, 'lesson', lessonId);
    const planned = await planReviewSession({ db: t.db }, student.user.id, card.due);
    expect(planned).toHaveLength(1);
    const [question] = await t.db.select().from(questions).where(eq(questions.id, planned[0]!));
    expect(question).toMatchObject({ lessonId, status: 'active' });
  });
});

describe('account deletion', () => {
  it("removes the student's review cards", async () => {
    const student = await createUser(t);
    const [variants] = await templatesWithVariants(1);
    await record(student.user.id, [answerTo(variants![0]!, t.clock.now())]);
    expect(await cardsOf(student.user.id)).toHaveLength(1);
    const response = await t.post(
      ApiRoutes.account.delete,
      { password: student.password },
      { token: student.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, student.user.id))).toEqual([]);
    expect(await cardsOf(student.user.id)).toEqual([]);
  });
});
