import { ApiRoutes } from '@exam/contract';
import type {
  ExamInProgress,
  ExamProgress,
  PracticeInProgress,
  PracticeProgress,
  TrialProgress,
} from '@exam/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  examAnswers,
  exams,
  practiceAnswers,
  practiceSessions,
  questions,
  trials,
} from '../src/db/schema';
import { recentQuestionsOf } from '../src/modules/bank/recent-questions.service';
import { answer, startExam, storedQuestion, TOPIC } from './helpers/exam';
import type { CreatedUser } from './helpers/factories';
import { createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';
import { answerTrial, startTrial } from './helpers/trial';

/**
 * No repeats a student notices (issue 19, item 4; docs/decisions/031), through the real routes:
 * within an exam no template twice while its lesson has another; across a student's attempts no
 * question of their last five attempts while unseen ones remain; a trial shares no question with
 * the student's previous exam or trial.
 */
// Whole exams and trials through the routes: seconds each, minutes on a loaded machine.
const LONG = { timeout: 180_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Takes an exam to its end (right and wrong answers alternately); the questions served. */
async function takeExam(user: CreatedUser, first?: ExamInProgress): Promise<string[]> {
  let progress: ExamProgress = first ?? (await startExam(t, user.token));
  const served: string[] = [];
  while (!progress.completed) {
    served.push(progress.question.id);
    t.clock.advance(20_000);
    progress = await answer(t, user.token, progress, served.length % 2 ? 'correct' : 'wrong');
  }
  return served;
}

/** Takes a trial to its end; the questions of its form. */
async function takeTrial(user: CreatedUser): Promise<string[]> {
  let progress: TrialProgress = await startTrial(t, user.token);
  const [row] = await t.db.select().from(trials).where(eq(trials.id, progress.trialId));
  if (!row) throw new Error('trial row missing');
  while (!progress.completed) {
    t.clock.advance(20_000);
    progress = await answerTrial(t, user.token, progress, 'correct');
  }
  return row.questionIds;
}

/** The answer a practice client sends: an MCQ's option index, a short answer's text. */
async function practiceAnswer(questionId: string): Promise<string> {
  const row = await storedQuestion(t, questionId);
  if (row.type !== 'MCQ') return row.answer;
  return String((row.options ?? []).findIndex((option) => option.trim() === row.answer.trim()));
}

/** Practises `count` questions and finishes the session; the questions served. */
async function practise(user: CreatedUser, count: number): Promise<string[]> {
  const started = await t.post(ApiRoutes.practice.start, { topic: TOPIC }, { token: user.token });
  expect(started.statusCode, started.body).toBe(200);
  let progress: PracticeProgress = started.json<PracticeInProgress>();
  const served: string[] = [];
  while (!progress.completed && served.length < count) {
    const questionId = progress.question.id;
    served.push(questionId);
    const response = await t.post(
      ApiRoutes.practice.nextQuestion,
      { practiceId: progress.practiceId, questionId, answer: await practiceAnswer(questionId) },
      { token: user.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    progress = response.json<PracticeProgress>();
  }
  const finished = await t.post(
    ApiRoutes.practice.finish,
    { practiceId: progress.practiceId },
    { token: user.token },
  );
  expect(finished.statusCode, finished.body).toBe(200);
  return served;
}

async function templatesOf(ids: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await t.db
    .select({ id: questions.id, templateId: questions.templateId })
    .from(questions)
    .where(inArray(questions.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.templateId]));
}

const shared = (one: readonly string[], other: readonly string[]) =>
  one.filter((id) => other.includes(id));

describe('repeats across attempts, through the routes', LONG, () => {
  it('an exam then a trial: no shared question; then practice meets neither; then an exam meets none of them', async () => {
    const student = await createUser(t);
    const exam = await takeExam(student);
    expect(exam.length).toBeGreaterThanOrEqual(16);
    const trial = await takeTrial(student);
    expect(trial).toHaveLength(25);
    expect(shared(trial, exam)).toEqual([]);

    const practice = await practise(student, 15);
    expect(practice).toHaveLength(15);
    expect(shared(practice, [...exam, ...trial])).toEqual([]);

    const second = await takeExam(student);
    expect(shared(second, [...exam, ...trial, ...practice])).toEqual([]);
  });

  it('a trial then an exam, then a second trial: none shares a question with the one before', async () => {
    const student = await createUser(t);
    const trial = await takeTrial(student);
    const exam = await takeExam(student);
    expect(shared(exam, trial)).toEqual([]);
    const second = await takeTrial(student);
    expect(shared(second, [...trial, ...exam])).toEqual([]);
  });

  it('a running trial: an exam started beside it avoids the questions the trial has shown', async () => {
    const student = await createUser(t);
    // Per lesson: two questions reached in a running trial (R), two never met (F); every other
    // question was checked in an old practice session, so the exam's choice is among R and F.
    const bank = await t.db
      .select({ id: questions.id, lessonId: questions.lessonId, templateId: questions.templateId })
      .from(questions)
      .where(eq(questions.status, 'active'))
      .orderBy(questions.id);
    const reached: typeof bank = [];
    const fresh: typeof bank = [];
    const practised: typeof bank = [];
    for (const question of bank) {
      const sameLesson = (list: typeof bank) =>
        list.filter((other) => other.lessonId === question.lessonId);
      const clash = (list: typeof bank) =>
        sameLesson(list).some((other) => other.templateId === question.templateId);
      if (sameLesson(reached).length < 2 && !clash(reached) && !clash(fresh))
        reached.push(question);
      else if (sameLesson(fresh).length < 2 && !clash(reached) && !clash(fresh))
        fresh.push(question);
      else practised.push(question);
    }
    const now = t.clock.now().getTime();
    const [old] = await t.db
      .insert(practiceSessions)
      .values({
        userId: student.user.id,
        topic: TOPIC,
        status: 'finished',
        seed: 1,
        startedAt: new Date(now - 3 * 3600_000),
        finishedAt: new Date(now - 2 * 3600_000),
      })
      .returning();
    if (!old) throw new Error('no practice session');
    await t.db.insert(practiceAnswers).values(
      practised.map((question, i) => ({
        sessionId: old.id,
        position: i + 1,
        questionId: question.id,
        lessonId: question.lessonId,
        servedAt: new Date(now - 3 * 3600_000),
        checkedAt: new Date(now - 3 * 3600_000),
        userAnswer: 'x',
        isCorrect: false,
        firstTryCorrect: false,
        timeSpentSeconds: 5,
      })),
    );
    // The running trial has shown every question of its form (the last one is on screen).
    await t.db.insert(trials).values({
      userId: student.user.id,
      topic: TOPIC,
      status: 'running',
      seed: 1,
      questionIds: reached.map((question) => question.id),
      startedAt: new Date(now - 60_000),
      deadline: new Date(now + 24 * 60_000),
      questionNumber: reached.length,
    });

    let progress: ExamProgress = await startExam(t, student.token);
    if (progress.completed) throw new Error('the exam ended at once');
    // Two fresh questions per lesson can outnumber the exam's questions (32 lessons: 64 > 40).
    const wanted = Math.min(fresh.length, progress.maxQuestions);
    const served: string[] = [];
    while (!progress.completed && served.length < wanted) {
      served.push(progress.question.id);
      progress = await answer(t, student.token, progress, 'wrong');
    }
    expect(served).toHaveLength(wanted);
    const reachedIds = reached.map((question) => question.id);
    expect(shared(served, reachedIds)).toEqual([]);
  });

  it('practice after practice: the second session serves none of the first while unseen ones remain', async () => {
    const student = await createUser(t);
    const first = await practise(student, 20);
    const second = await practise(student, 20);
    expect(shared(second, first)).toEqual([]);
  });
});

describe('templates within one attempt', LONG, () => {
  it('an exam serves no template twice (every lesson of the bank has 7 or more)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const student = await createUser(t);
      const served = await takeExam(student);
      const templates = await templatesOf(served);
      const ids = served.map((id) => templates.get(id) ?? id);
      expect(ids.length - new Set(ids).size, `round ${round}`).toBe(0);
    }
  });

  it('a practice session serves no template twice in 30 questions', async () => {
    const student = await createUser(t);
    const served = await practise(student, 30);
    const templates = await templatesOf(served);
    const ids = served.map((id) => templates.get(id) ?? id);
    expect(ids.length - new Set(ids).size).toBe(0);
  });
});

describe('recentQuestionsOf (the repository read every selection uses)', LONG, () => {
  const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);

  async function bankIds(count: number): Promise<{ id: string; lessonId: string }[]> {
    return t.db
      .select({ id: questions.id, lessonId: questions.lessonId })
      .from(questions)
      .orderBy(questions.id)
      .limit(count);
  }

  async function exam(user: CreatedUser, at: number, met: { id: string; lessonId: string }[]) {
    const [current, ...answered] = met;
    const [row] = await t.db
      .insert(exams)
      .values({
        userId: user.user.id,
        topic: TOPIC,
        status: 'finished',
        seed: 1,
        startedAt: minutesAgo(at),
        deadline: minutesAgo(at - 60),
        currentQuestionId: current?.id ?? null,
        currentLessonId: current?.lessonId ?? null,
      })
      .returning();
    if (!row) throw new Error('no exam');
    if (answered.length > 0)
      await t.db.insert(examAnswers).values(
        answered.map((question, i) => ({
          examId: row.id,
          position: i + 1,
          questionId: question.id,
          lessonId: question.lessonId,
          servedAt: minutesAgo(at),
          answeredAt: minutesAgo(at),
          userAnswer: 'x',
          isCorrect: false,
          scored: true,
          timeSpentSeconds: 10,
        })),
      );
    return row.id;
  }

  async function trial(user: CreatedUser, at: number, form: string[], reached: number) {
    const [row] = await t.db
      .insert(trials)
      .values({
        userId: user.user.id,
        topic: TOPIC,
        status: 'finished',
        seed: 1,
        questionIds: form,
        startedAt: minutesAgo(at),
        deadline: minutesAgo(at - 25),
        questionNumber: reached,
      })
      .returning();
    if (!row) throw new Error('no trial');
    return row.id;
  }

  async function practice(user: CreatedUser, at: number, met: { id: string; lessonId: string }[]) {
    const [current, ...checked] = met;
    const [row] = await t.db
      .insert(practiceSessions)
      .values({
        userId: user.user.id,
        topic: TOPIC,
        status: 'running',
        seed: 1,
        startedAt: minutesAgo(at),
        currentQuestionId: current?.id ?? null,
      })
      .returning();
    if (!row) throw new Error('no practice session');
    if (checked.length > 0)
      await t.db.insert(practiceAnswers).values(
        checked.map((question, i) => ({
          sessionId: row.id,
          position: i + 1,
          questionId: question.id,
          lessonId: question.lessonId,
          servedAt: minutesAgo(at),
          checkedAt: minutesAgo(at),
          userAnswer: 'x',
          isCorrect: false,
          firstTryCorrect: false,
          timeSpentSeconds: 5,
        })),
      );
    return row.id;
  }

  it('reads the last five attempts of the topic, what was on screen, and the latest exam and trial however old', async () => {
    const student = await createUser(t);
    const q = await bankIds(20);
    const id = (i: number) => q[i]?.id as string;
    const pick = (...indices: number[]) => indices.map((i) => q[i] as (typeof q)[number]);
    // Oldest first: an exam (q0 shown, q1 answered), a trial (q2, q3 reached of q2..q5), then
    // six practice sessions (q6 shown, q7 checked; q8; q9; q10; q11; q12 shown, q13 checked).
    await exam(student, 500, pick(0, 1));
    await trial(student, 400, [id(2), id(3), id(4), id(5)], 2);
    await practice(student, 300, pick(6, 7));
    await practice(student, 250, pick(8));
    await practice(student, 200, pick(9));
    await practice(student, 150, pick(10));
    await practice(student, 100, pick(11));
    const latest = await practice(student, 50, pick(12, 13));
    // Another student's attempt and another topic's are never read.
    const other = await createUser(t);
    await practice(other, 10, pick(14));
    await t.db.insert(practiceSessions).values({
      userId: student.user.id,
      topic: 'Another topic',
      seed: 1,
      startedAt: minutesAgo(5),
      currentQuestionId: id(15),
    });

    const met = await recentQuestionsOf(t.db, student.user.id, TOPIC);
    expect([...met.lastAttempts].sort()).toEqual([8, 9, 10, 11, 12, 13].map(id).sort());
    expect([...met.previousExamOrTrial].sort()).toEqual([0, 1, 2, 3].map(id).sort());

    // Leaving out the attempt being taken: the five before it.
    const during = await recentQuestionsOf(t.db, student.user.id, TOPIC, latest);
    expect([...during.lastAttempts].sort()).toEqual([6, 7, 8, 9, 10, 11].map(id).sort());
  });
});
