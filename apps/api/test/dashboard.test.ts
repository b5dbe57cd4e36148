import { MASTERY_LEVELS as CAT_MASTERY_LEVELS } from '@exam/cat';
import { ApiRoutes, DAILY_GOAL_ANSWERS, LearningMessages, MASTERY_LEVELS } from '@exam/contract';
import type { Dashboard } from '@exam/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, practiceAnswers, practiceSessions, questions } from '../src/db/schema';
import { answer as answerExam, startExam, TOPIC } from './helpers/exam';
import { createUser, login } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';
import { answerTrial, startTrial } from './helpers/trial';

/**
 * `GET /api/dashboard` (issue 22) on the real app with a test clock: an empty account, practice
 * answers moving mastery, the daily goal and the streak in the student's time zone, the work left
 * open, past trials and progress, and nobody else's data.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves the test clock to an exact instant (forwards or back). */
function setClock(iso: string) {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
}

async function dashboard(token: string, query = ''): Promise<Dashboard> {
  const response = await t.get(`${ApiRoutes.dashboard}${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

/** Active questions of the bank's first lessons (teaching order), a few per lesson. */
async function bankQuestions(lessonCount: number, perLesson: number) {
  const rows = await t.db
    .select({ id: questions.id, lessonId: questions.lessonId, position: lessons.position })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .where(eq(questions.status, 'active'))
    .orderBy(asc(lessons.position), asc(lessons.name), asc(questions.id));
  const byLesson = new Map<string, { id: string; lessonId: string }[]>();
  for (const row of rows) {
    const list = byLesson.get(row.lessonId) ?? [];
    if (list.length < perLesson) list.push({ id: row.id, lessonId: row.lessonId });
    byLesson.set(row.lessonId, list);
  }
  return [...byLesson.values()].slice(0, lessonCount);
}

interface PracticeAnswerSeed {
  question: { id: string; lessonId: string };
  at: string;
  correct?: boolean;
  hintsUsed?: number;
  firstAnswer?: string | null;
}

/** A practice session with checked answers, written straight to the database. */
async function seedPractice(
  userId: string,
  answers: PracticeAnswerSeed[],
  session: Partial<typeof practiceSessions.$inferInsert> = {},
) {
  const startedAt = new Date(Date.parse(answers[0]?.at ?? t.clock.now().toISOString()) - 60_000);
  const [row] = await t.db
    .insert(practiceSessions)
    .values({
      userId,
      topic: TOPIC,
      seed: 1,
      startedAt,
      status: 'finished',
      finishedAt: new Date(Date.parse(answers.at(-1)?.at ?? startedAt.toISOString()) + 1000),
      totalAnswered: answers.length,
      correctCount: answers.filter((answer) => answer.correct !== false).length,
      ...session,
    })
    .returning();
  if (!row) throw new Error('no session');
  if (answers.length > 0) {
    await t.db.insert(practiceAnswers).values(
      answers.map((answer, index) => {
        const correct = answer.correct ?? true;
        const firstAnswer = answer.firstAnswer ?? null;
        return {
          sessionId: row.id,
          position: index + 1,
          questionId: answer.question.id,
          lessonId: answer.question.lessonId,
          servedAt: new Date(Date.parse(answer.at) - 30_000),
          checkedAt: new Date(answer.at),
          userAnswer: correct ? 'right' : 'wrong',
          isCorrect: correct,
          timeSpentSeconds: 30,
          hintsUsed: answer.hintsUsed ?? 0,
          firstTryCorrect: correct && firstAnswer === null,
          firstAnswer,
        };
      }),
    );
  }
  return row;
}

describe('mastery levels', () => {
  it("are the same in the contract and in @exam/cat's rule, in the same order", () => {
    expect([...MASTERY_LEVELS]).toEqual([...CAT_MASTERY_LEVELS]);
  });
});

describe('GET /api/dashboard', () => {
  it('needs a sign-in', async () => {
    const response = await t.get(ApiRoutes.dashboard);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a time zone Intl does not know, and unknown parameters, with 400', async () => {
    const { token } = await createUser(t);
    const bad = await t.get(`${ApiRoutes.dashboard}?timeZone=Mars%2FOlympus`, { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(LearningMessages.timeZoneInvalid);
    const unknown = await t.get(`${ApiRoutes.dashboard}?zone=UTC`, { token });
    expect(unknown.statusCode).toBe(400);
  });

  it('shows an empty account as quiet: no activity, every lesson not started, no streak', async () => {
    setClock('2026-11-26T10:00:00Z');
    const { token } = await createUser(t);
    const body = await dashboard(token);
    expect(body.hasActivity).toBe(false);
    expect(body.mastery.length).toBeGreaterThan(5);
    expect(new Set(body.mastery.map((lesson) => lesson.level))).toEqual(new Set(['not-started']));
    for (const lesson of body.mastery) {
      expect(lesson.answered).toBe(0);
      expect(lesson.lastAnsweredAt).toBeNull();
      expect(lesson.questions).toBeGreaterThan(0);
      expect(lesson.lessonName).not.toBe('');
    }
    expect(body.streak).toEqual({ days: 0, activeToday: false });
    expect(body.dailyGoal).toEqual({ goal: DAILY_GOAL_ANSWERS, answeredToday: 0 });
    expect(body.progress).toEqual({ exams: [], trials: [], masteryByWeek: [] });
    expect(body.resume).toEqual({ exam: null, trial: null, practice: null });
    expect(body.pastTrials).toEqual([]);
    expect(body.review).toEqual({ due: 0, scheduled: 0, nextDueAt: null });
  });

  it('lists every lesson with active questions once, in teaching order while none is begun', async () => {
    const { token } = await createUser(t);
    const body = await dashboard(token);
    const rows = await t.db
      .selectDistinct({ id: lessons.id, position: lessons.position, name: lessons.name })
      .from(lessons)
      .innerJoin(questions, and(eq(questions.lessonId, lessons.id), eq(questions.status, 'active')))
      .orderBy(asc(lessons.position), asc(lessons.name));
    expect(body.mastery.map((lesson) => lesson.lessonId)).toEqual(rows.map((row) => row.id));
    expect(body.mastery.some((lesson) => lesson.unitName !== '')).toBe(true);
  });

  it('counts practice answers: levels move, the goal fills, the streak starts today', async () => {
    setClock('2026-11-26T10:00:00Z');
    const { token, user } = await createUser(t);
    const [first, second] = await bankQuestions(2, 3);
    if (!first || !second) throw new Error('bank too small');
    await seedPractice(user.id, [
      { question: first[0]!, at: '2026-11-26T08:00:00Z' },
      { question: first[1]!, at: '2026-11-26T08:01:00Z', hintsUsed: 2 },
      { question: first[2]!, at: '2026-11-26T08:02:00Z', correct: false },
      { question: second[0]!, at: '2026-11-26T08:03:00Z', firstAnswer: '1', correct: true },
    ]);
    const body = await dashboard(token);
    expect(body.hasActivity).toBe(true);
    expect(body.dailyGoal.answeredToday).toBe(4);
    expect(body.streak).toEqual({ days: 1, activeToday: true });
    const firstLesson = body.mastery.find((lesson) => lesson.lessonId === first[0]!.lessonId);
    expect(firstLesson).toMatchObject({ answered: 3, firstTryCorrect: 1 });
    expect(firstLesson?.level).not.toBe('not-started');
    expect(firstLesson?.lastAnsweredAt).toBe('2026-11-26T08:02:00.000Z');
    const secondLesson = body.mastery.find((lesson) => lesson.lessonId === second[0]!.lessonId);
    expect(secondLesson).toMatchObject({ answered: 1, firstTryCorrect: 0 });
    // Begun lessons come before the ones not started.
    const begun = body.mastery.filter((lesson) => lesson.answered > 0).length;
    expect(body.mastery.slice(0, begun).every((lesson) => lesson.answered > 0)).toBe(true);
    expect(body.progress.masteryByWeek).toHaveLength(1);
    expect(body.progress.masteryByWeek[0]?.weekStart).toBe('2026-11-23');
  });

  it('raises a lesson answered right many times over weeks above a lesson mostly missed', async () => {
    setClock('2026-11-26T10:00:00Z');
    const { token, user } = await createUser(t);
    const [strong, weak] = await bankQuestions(2, 12);
    if (!strong || !weak) throw new Error('bank too small');
    const at = (index: number) =>
      new Date(Date.parse('2026-11-02T09:00:00Z') + index * 2 * 86_400_000).toISOString();
    await seedPractice(
      user.id,
      strong.map((question, index) => ({ question, at: at(index) })),
    );
    await seedPractice(
      user.id,
      weak.map((question, index) => ({ question, at: at(index), correct: index % 4 === 0 })),
    );
    const body = await dashboard(token);
    const rank = (level: string | undefined) => MASTERY_LEVELS.indexOf(level as never);
    const strongRow = body.mastery.find((row) => row.lessonId === strong[0]!.lessonId);
    const weakRow = body.mastery.find((row) => row.lessonId === weak[0]!.lessonId);
    expect(strongRow?.answered).toBe(strong.length);
    expect(weakRow?.answered).toBe(weak.length);
    expect(rank(strongRow?.level)).toBeGreaterThan(rank(weakRow?.level));
    expect(rank(weakRow?.level)).toBeGreaterThanOrEqual(rank('attempted'));
    // The weak lesson is what to work on next: it comes before the stronger one.
    const position = (id: string | undefined) =>
      body.mastery.findIndex((row) => row.lessonId === id);
    expect(position(weakRow?.lessonId)).toBeLessThan(position(strongRow?.lessonId));
  });

  it('counts a streak across days, from yesterday while today is empty, and breaks on a gap', async () => {
    setClock('2026-11-26T10:00:00Z');
    const { token, user, email, password } = await createUser(t);
    const [lesson] = await bankQuestions(1, 4);
    if (!lesson) throw new Error('bank too small');
    await seedPractice(user.id, [
      { question: lesson[0]!, at: '2026-11-21T09:00:00Z' }, // gap on the 22nd
      { question: lesson[1]!, at: '2026-11-23T09:00:00Z' },
      { question: lesson[2]!, at: '2026-11-24T09:00:00Z' },
      { question: lesson[3]!, at: '2026-11-25T09:00:00Z' },
    ]);
    const body = await dashboard(token);
    expect(body.streak).toEqual({ days: 3, activeToday: false });
    expect(body.dailyGoal.answeredToday).toBe(0);

    // The next day with nothing on the 26th: the run is broken.
    setClock('2026-11-27T10:00:00Z');
    const signedIn = await login(t, email, password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const nextDay = await dashboard(signedIn.json<{ token: string }>().token);
    expect(nextDay.streak).toEqual({ days: 0, activeToday: false });
    setClock('2026-11-26T10:00:00Z');
  });

  it('counts days in the time zone: 23:30 UTC is the next day in Cairo', async () => {
    setClock('2026-11-26T10:00:00Z');
    const { token, user } = await createUser(t);
    const [lesson] = await bankQuestions(1, 1);
    if (!lesson) throw new Error('bank too small');
    await seedPractice(user.id, [{ question: lesson[0]!, at: '2026-11-25T23:30:00Z' }]);
    const cairo = await dashboard(token);
    expect(cairo.dailyGoal.answeredToday).toBe(1);
    expect(cairo.streak).toEqual({ days: 1, activeToday: true });
    const explicit = await dashboard(token, '?timeZone=Africa%2FCairo');
    expect(explicit.streak).toEqual(cairo.streak);
    const utc = await dashboard(token, '?timeZone=UTC');
    expect(utc.dailyGoal.answeredToday).toBe(0);
    expect(utc.streak).toEqual({ days: 1, activeToday: false });
  });

  it('counts a finished exam for the streak and its scored answers for the goal', async () => {
    setClock('2026-11-26T10:00:00Z');
    const { token } = await createUser(t);
    const exam = await startExam(t, token);
    await answerExam(t, token, exam, 'correct');
    // Starting another exam finishes the first as it stands (one scored answer).
    const running = await startExam(t, token);
    const body = await dashboard(token);
    expect(body.hasActivity).toBe(true);
    expect(body.streak).toEqual({ days: 1, activeToday: true });
    expect(body.dailyGoal.answeredToday).toBe(1);
    expect(body.progress.exams.map((point) => point.examId)).toEqual([exam.examId]);
    expect(body.progress.exams[0]?.performance).toBeGreaterThanOrEqual(0);
    expect(body.progress.exams[0]?.performance).toBeLessThanOrEqual(100);
    expect(body.resume.exam).toMatchObject({ examId: running.examId, questionNumber: 1 });
  });

  it('offers to resume a running exam and trial with their time left', async () => {
    setClock('2026-11-26T10:00:00Z');
    const { token } = await createUser(t);
    const exam = await startExam(t, token);
    await answerExam(t, token, exam, 'wrong');
    const trial = await startTrial(t, token);
    await answerTrial(t, token, trial, 'correct');
    t.clock.advance(60_000);
    const body = await dashboard(token);
    expect(body.resume.exam).toEqual({
      examId: exam.examId,
      timeLeftSeconds: t.config.examDurationSeconds - 60,
      questionNumber: 2,
    });
    expect(body.resume.trial).toEqual({
      trialId: trial.trialId,
      timeLeftSeconds: t.config.trialDurationSeconds - 60,
      questionNumber: 2,
    });
    // Past their deadlines (and grace), they are finished, not resumable.
    t.clock.advance(
      (Math.max(t.config.examDurationSeconds, t.config.trialDurationSeconds) + 60) * 1000,
    );
    const later = await dashboard(token);
    expect(later.resume.exam).toBeNull();
    expect(later.resume.trial).toBeNull();
    expect(later.progress.exams.map((point) => point.examId)).toEqual([exam.examId]);
    expect(later.pastTrials.map((past) => past.trialId)).toEqual([trial.trialId]);
    setClock('2026-11-26T10:00:00Z');
  });

  it('offers to resume the newest running practice session with an answer, with its focus', async () => {
    setClock('2026-11-26T10:00:00Z');
    const { token, user } = await createUser(t);
    const [lesson] = await bankQuestions(1, 2);
    if (!lesson) throw new Error('bank too small');
    const lessonId = lesson[0]!.lessonId;
    const older = await seedPractice(
      user.id,
      [{ question: lesson[0]!, at: '2026-11-26T08:00:00Z' }],
      {
        status: 'running',
        finishedAt: null,
      },
    );
    const newer = await seedPractice(
      user.id,
      [{ question: lesson[1]!, at: '2026-11-26T09:00:00Z' }],
      {
        status: 'running',
        finishedAt: null,
        source: 'lesson',
        lessonId,
      },
    );
    // A newer session without an answer is not worth resuming.
    await seedPractice(user.id, [], {
      status: 'running',
      finishedAt: null,
      startedAt: new Date('2026-11-26T09:30:00Z'),
    });
    const body = await dashboard(token);
    const [name] = await t.db
      .select({ name: lessons.name })
      .from(lessons)
      .where(eq(lessons.id, lessonId));
    expect(body.resume.practice).toEqual({
      practiceId: newer.id,
      focus: { kind: 'lesson', lessonId, lessonName: name?.name },
      totalAnswered: 1,
      startedAt: newer.startedAt.toISOString(),
    });
    expect(older.id).not.toBe(newer.id);
    await t.db
      .update(practiceSessions)
      .set({ status: 'finished', finishedAt: new Date('2026-11-26T09:40:00Z') })
      .where(eq(practiceSessions.id, newer.id));
    const after = await dashboard(token);
    expect(after.resume.practice).toEqual({
      practiceId: older.id,
      focus: { kind: 'recommended', lessonId: null, lessonName: null },
      totalAnswered: 1,
      startedAt: older.startedAt.toISOString(),
    });
  });

  it('lists past trials newest first and puts them on the progress chart oldest first', async () => {
    setClock('2026-11-26T10:00:00Z');
    const { token } = await createUser(t);
    const first = await startTrial(t, token);
    await answerTrial(t, token, first, 'correct');
    t.clock.advance(60_000);
    const second = await startTrial(t, token); // finishes the first ('replaced')
    await answerTrial(t, token, second, 'wrong');
    t.clock.advance(60_000);
    await startTrial(t, token); // finishes the second; this one has no answer yet
    const body = await dashboard(token);
    expect(body.pastTrials.map((trial) => trial.trialId)).toEqual([second.trialId, first.trialId]);
    expect(body.progress.trials.map((point) => point.trialId)).toEqual([
      first.trialId,
      second.trialId,
    ]);
    const [firstPoint, secondPoint] = body.progress.trials;
    expect(firstPoint?.score).toBeCloseTo(
      (100 * (body.pastTrials[1]?.correctAnswers ?? 0)) / (body.pastTrials[1]?.totalQuestions ?? 1),
      1,
    );
    expect(secondPoint?.score).toBe(0);
    expect(body.pastTrials[1]?.correctAnswers).toBe(1);
  });

  it('counts lessons by level for every week from the first answer to this one', async () => {
    setClock('2026-11-26T10:00:00Z'); // a Thursday
    const { token, user } = await createUser(t);
    const [first, second] = await bankQuestions(2, 2);
    if (!first || !second) throw new Error('bank too small');
    await seedPractice(user.id, [
      { question: first[0]!, at: '2026-11-04T12:00:00Z' }, // week of Monday 2 November
      { question: second[0]!, at: '2026-11-17T12:00:00Z' }, // week of Monday 16 November
    ]);
    const body = await dashboard(token);
    const weeks = body.progress.masteryByWeek;
    expect(weeks.map((week) => week.weekStart)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    for (const week of weeks) {
      const total = MASTERY_LEVELS.reduce((sum, level) => sum + week.counts[level], 0);
      expect(total).toBe(body.mastery.length);
    }
    const begun = (index: number) =>
      body.mastery.length - (weeks[index]?.counts['not-started'] ?? 0);
    expect([begun(0), begun(1), begun(2), begun(3)]).toEqual([1, 1, 2, 2]);
  });

  it("never shows another student's data", async () => {
    setClock('2026-11-26T10:00:00Z');
    const owner = await createUser(t);
    const other = await createUser(t);
    const [lesson] = await bankQuestions(1, 1);
    if (!lesson) throw new Error('bank too small');
    await seedPractice(owner.user.id, [{ question: lesson[0]!, at: '2026-11-26T09:00:00Z' }], {
      status: 'running',
      finishedAt: null,
    });
    const trial = await startTrial(t, owner.token);
    await answerTrial(t, owner.token, trial, 'correct');
    await startTrial(t, owner.token);
    const mine = await dashboard(owner.token);
    expect(mine.hasActivity).toBe(true);
    expect(mine.resume.practice).not.toBeNull();
    const theirs = await dashboard(other.token);
    expect(theirs.hasActivity).toBe(false);
    expect(theirs.resume).toEqual({ exam: null, trial: null, practice: null });
    expect(theirs.pastTrials).toEqual([]);
    expect(theirs.progress).toEqual({ exams: [], trials: [], masteryByWeek: [] });
    expect(theirs.mastery.every((row) => row.answered === 0)).toBe(true);
  });
});
