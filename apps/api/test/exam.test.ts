import { randomUUID } from 'node:crypto';
import {
  ApiRoutes,
  ExamMessages,
  FEW_LESSON_QUESTIONS,
  fillRoute,
  lessonScoreBasis,
} from '@exam/contract';
import type {
  CurrentExamResponse,
  ExamDetails,
  ExamInProgress,
  ExamProgress,
  ExamResult,
  ExamReviewQuestion,
  PastExam,
} from '@exam/contract';
import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAnswers, exams, lessons, questions } from '../src/db/schema';
import { loadExposure } from '../src/modules/exam/exam.repository';
import { EXAM_MIN_ITEMS } from '../src/modules/exam/exam.engine';
import { unitOfLesson } from '../src/modules/bank/lesson-units';
import { sweepOverdueExams } from '../src/modules/exam/exam.service';
import { importQuestionFile } from '../src/modules/bank/bank.service';
import {
  answer,
  answerBody,
  sendAnswer,
  startExam,
  storedQuestion,
  TOPIC,
  wrongAnswerFor,
} from './helpers/exam';
import { createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * The exam API (docs/product.md §10-11) on the real app with a fake clock: the server's deadline and
 * grace, idempotent and ordered answers, finalisation, and what a running exam never reveals.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3600 * 1000;

async function examRow(id: string) {
  const [row] = await t.db.select().from(exams).where(eq(exams.id, id));
  if (!row) throw new Error(`exam ${id} missing`);
  return row;
}
const answerRows = (examId: string) =>
  t.db.select().from(examAnswers).where(eq(examAnswers.examId, examId));

const get = (url: string, token: string) => t.get(url, { token });

describe('a full exam', () => {
  it('runs to completion and its report, past exams, details and review questions agree', async () => {
    const user = await createUser(t);
    const first = await startExam(t, user.token);
    expect(first).toMatchObject({
      completed: false,
      timerExpired: false,
      topic: TOPIC,
      questionNumber: 1,
      maxQuestions: 40,
      remainingSeconds: 3600,
      durationSeconds: 3600,
    });
    expect(Date.parse(first.deadline) - t.clock.now().getTime()).toBe(HOUR_MS);

    // Not reviewable while the exam runs.
    const early = await get(
      fillRoute(ApiRoutes.exam.question, { id: first.question.id }),
      user.token,
    );
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ message: ExamMessages.questionNotFound });
    const runningDetails = await get(
      fillRoute(ApiRoutes.exam.details, { id: first.examId }),
      user.token,
    );
    expect(runningDetails.statusCode).toBe(404);

    let progress: ExamProgress = first;
    const served: string[] = [];
    while (!progress.completed) {
      expect(progress.questionNumber).toBe(served.length + 1);
      // The screen's "Question n of at most 40" (docs/product.md §2): the cap never moves.
      expect(progress.maxQuestions).toBe(40);
      expect(served).not.toContain(progress.question.id);
      served.push(progress.question.id);
      t.clock.advance(5000);
      progress = await answer(t, user.token, progress, 'correct');
      expect(served.length).toBeLessThanOrEqual(40);
    }
    const result: ExamResult = progress;
    const lessonRows = await t.db.select().from(lessons);
    expect(result.timerExpired).toBe(false);
    expect(result.totalQuestions).toBe(served.length);
    expect(result.correctAnswers).toBe(served.length);
    expect(served.length).toBeGreaterThanOrEqual(Math.min(lessonRows.length, EXAM_MIN_ITEMS));
    expect(result.performance).toBeGreaterThanOrEqual(0);
    expect(result.performance).toBeLessThanOrEqual(1);
    expect(result.performance).toBeGreaterThan(0.5);
    expect(result.overallPerformance).toBe(result.performance);
    expect(result.averageTimeSpent).toBe(5);
    // Every unit got a question (unit quotas, docs/product.md §11.4), and the report lists the
    // lessons that had one.
    const unitsOf = (names: readonly string[]) => new Set(names.map((n) => unitOfLesson(n).id));
    expect(unitsOf(result.detailedPerformance.map((lesson) => lesson.lessonName))).toEqual(
      unitsOf(lessonRows.map((lesson) => lesson.name)),
    );
    expect(result.detailedPerformance.every((lesson) => lesson.answered > 0)).toBe(true);
    expect(result.detailedPerformance.reduce((sum, lesson) => sum + lesson.answered, 0)).toBe(
      served.length,
    );
    for (const lesson of result.detailedPerformance) {
      expect(lesson.score).toBeGreaterThanOrEqual(0);
      expect(lesson.score).toBeLessThanOrEqual(1);
      expect(lessonRows.find((row) => row.id === lesson.lessonId)?.name).toBe(lesson.lessonName);
    }

    const row = await examRow(first.examId);
    expect(row.status).toBe('finished');
    expect(['target-se', 'max-items']).toContain(row.stopReason);
    expect(row.theta).toEqual(expect.any(Number));
    expect(row.se).toEqual(expect.any(Number));

    // The state of a finished exam is its result; nothing is running any more.
    const state = await get(fillRoute(ApiRoutes.exam.state, { id: first.examId }), user.token);
    expect(state.json()).toEqual(result);
    const current = await get(ApiRoutes.exam.current, user.token);
    expect(current.json<CurrentExamResponse>()).toEqual({ exam: null });

    const past = (await get(ApiRoutes.exam.pastExams, user.token)).json<PastExam[]>();
    expect(past).toHaveLength(1);
    expect(past[0]).toMatchObject({
      examId: first.examId,
      performance: result.performance,
      averageTimeSpent: 5,
      incorrectAnswers: 0,
      totalQuestions: served.length,
      timerExpired: false,
    });

    const detailsResponse = await get(
      fillRoute(ApiRoutes.exam.details, { id: first.examId }),
      user.token,
    );
    expect(detailsResponse.statusCode).toBe(200);
    const details = detailsResponse.json<ExamDetails>();
    expect(details).toMatchObject({
      examId: first.examId,
      date: past[0]?.date,
      overallPerformance: result.performance,
      timerExpired: false,
      averageTimeSpent: 5,
      detailedPerformance: result.detailedPerformance,
    });
    expect(details.questions.map((question) => question.id)).toEqual(served);
    // Each lesson's `answered` is its number of questions in this exam, which the report and the
    // details show beside a score resting on fewer than three (docs/product.md §11.7). With more
    // lessons than a third of the questions, some lesson must have had fewer than three.
    for (const lesson of details.detailedPerformance) {
      expect(lesson.answered).toBe(
        details.questions.filter((question) => question.lessonId === lesson.lessonId).length,
      );
    }
    if (served.length < FEW_LESSON_QUESTIONS * details.detailedPerformance.length) {
      expect(
        details.detailedPerformance.some((lesson) => lessonScoreBasis(lesson.answered) !== null),
      ).toBe(true);
    }
    for (const question of details.questions) {
      const stored = await storedQuestion(t, question.id);
      const [lesson] = await t.db
        .select({ name: lessons.name })
        .from(lessons)
        .where(eq(lessons.id, stored.lessonId));
      expect(question).toEqual({
        id: stored.id,
        lessonId: stored.lessonId,
        // Named and previewed before it is opened (docs/product.md §2.14).
        lessonName: lesson?.name,
        question: stored.text,
        isCorrect: true,
        userAnswer: stored.answer,
        correctAnswer: stored.answer,
      });
    }
    expect(details.lessonId).toBe(details.questions.at(-1)?.lessonId);

    // Reviewable once the exam is over, with its explanation.
    const stored = await storedQuestion(t, first.question.id);
    const review = await t.get(
      `${fillRoute(ApiRoutes.exam.question, { id: first.question.id })}?lessonId=${stored.lessonId}`,
      { token: user.token },
    );
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json<ExamReviewQuestion>()).toMatchObject({
      id: stored.id,
      question: stored.text,
      lessonId: stored.lessonId,
      explanation: stored.explanation,
    });

    // The client sends the details' lessonId (the exam's last lesson) with every question: a hint
    // only, so a question of another lesson answers too (issue 19, item 5; docs/product.md §7).
    const reviewUrl = (id: string, lessonId: string) =>
      `${fillRoute(ApiRoutes.exam.question, { id })}?lessonId=${lessonId}`;
    expect(details.questions.some((q) => q.lessonId !== details.lessonId)).toBe(true);
    for (const question of details.questions) {
      const response = await get(reviewUrl(question.id, details.lessonId), user.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ExamReviewQuestion>()).toMatchObject({
        id: question.id,
        lessonId: question.lessonId,
      });
      const anyLesson = await get(reviewUrl(question.id, randomUUID()), user.token);
      expect(anyLesson.statusCode, anyLesson.body).toBe(200);
    }
    // Still a 404: a question of none of the caller's exams, and the caller's question asked by
    // another student.
    const [notServed] = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(notInArray(questions.id, served))
      .limit(1);
    if (!notServed) throw new Error('the bank has no question the exam did not serve');
    const unserved = await get(reviewUrl(notServed.id, details.lessonId), user.token);
    expect(unserved.statusCode).toBe(404);
    const stranger = await createUser(t);
    const strangers = await get(reviewUrl(first.question.id, details.lessonId), stranger.token);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.body).toBe(unserved.body);
  });

  it('counts wrong answers as incorrect in the result and the details', async () => {
    const user = await createUser(t);
    let progress: ExamProgress = await startExam(t, user.token);
    let wrong = 0;
    while (!progress.completed) {
      const how = progress.questionNumber % 2 === 0 ? 'wrong' : 'correct';
      if (how === 'wrong') wrong += 1;
      progress = await answer(t, user.token, progress, how);
    }
    expect(progress.totalQuestions - progress.correctAnswers).toBe(wrong);
    const details = (
      await get(fillRoute(ApiRoutes.exam.details, { id: progress.examId }), user.token)
    ).json<ExamDetails>();
    expect(details.questions.filter((question) => !question.isCorrect)).toHaveLength(wrong);
  });
});

describe('the server clock', () => {
  it('ends the exam at the deadline with the unanswered question recorded', async () => {
    const user = await createUser(t);
    let exam = await startExam(t, user.token);
    t.clock.advance(10_000);
    exam = (await answer(t, user.token, exam, 'correct')) as ExamInProgress;
    t.clock.advance(20_000);
    exam = (await answer(t, user.token, exam, 'wrong')) as ExamInProgress;
    t.clock.advance(HOUR_MS - 30_000);

    const state = (
      await get(fillRoute(ApiRoutes.exam.state, { id: exam.examId }), user.token)
    ).json<ExamInProgress>();
    expect(state.completed).toBe(false);
    expect(state.remainingSeconds).toBe(0);
    expect(state.question.id).toBe(exam.question.id);

    const response = await sendAnswer(t, user.token, exam, '', { timerExpired: true });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ExamResult>();
    expect(result).toMatchObject({
      completed: true,
      timerExpired: true,
      totalQuestions: 3,
      correctAnswers: 1,
      averageTimeSpent: 15,
    });
    expect(result.detailedPerformance.reduce((sum, lesson) => sum + lesson.answered, 0)).toBe(2);

    const details = (
      await get(fillRoute(ApiRoutes.exam.details, { id: exam.examId }), user.token)
    ).json<ExamDetails>();
    expect(details.timerExpired).toBe(true);
    expect(details.questions.at(-1)).toMatchObject({
      id: exam.question.id,
      userAnswer: '',
      isCorrect: false,
    });
    const past = (await get(ApiRoutes.exam.pastExams, user.token)).json<PastExam[]>();
    expect(past[0]).toMatchObject({ examId: exam.examId, timerExpired: true, totalQuestions: 3 });
    expect((await examRow(exam.examId)).stopReason).toBe('time');
  });

  it('does not score an answer that arrives after the grace, and ends the exam', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    t.clock.advance(HOUR_MS + 11_000);
    const correct = (await storedQuestion(t, exam.question.id)).answer;
    const response = await sendAnswer(t, user.token, exam, correct);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      completed: true,
      timerExpired: true,
      correctAnswers: 0,
      performance: 0,
      detailedPerformance: [],
    });
    const rows = await answerRows(exam.examId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scored: false, isCorrect: false });
    // Ended with no scored answer: not listed among past exams.
    const past = (await get(ApiRoutes.exam.pastExams, user.token)).json<PastExam[]>();
    expect(past).toEqual([]);
  });

  it('scores an answer within the grace after the deadline, then ends the exam', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    t.clock.advance(HOUR_MS + 5_000);
    const progress = await answer(t, user.token, exam, 'correct');
    expect(progress).toMatchObject({ completed: true, timerExpired: true, correctAnswers: 1 });
    expect((await answerRows(exam.examId))[0]).toMatchObject({ scored: true, isCorrect: true });
  });

  it('does not trust a client that says the time is up while the server has time left', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    t.clock.advance(60_000);
    const empty = await sendAnswer(t, user.token, exam, '', { timerExpired: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: ExamMessages.answerRequired });
    const correct = (await storedQuestion(t, exam.question.id)).answer;
    const next = await sendAnswer(t, user.token, exam, correct, { timerExpired: true });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ completed: false, questionNumber: 2 });
  });

  it('measures time on the server and takes the client figure only when it is within it', async () => {
    const user = await createUser(t);
    let exam = await startExam(t, user.token);
    t.clock.advance(30_000);
    const first = (await storedQuestion(t, exam.question.id)).answer;
    // Claims 10 minutes: more than the server measured, so ignored.
    let response = await sendAnswer(t, user.token, exam, first, { startTime: 0, endTime: 600_000 });
    exam = response.json<ExamInProgress>();
    t.clock.advance(30_000);
    const second = (await storedQuestion(t, exam.question.id)).answer;
    response = await sendAnswer(t, user.token, exam, second, {
      startTime: '2026-01-01T00:00:00.000Z',
      endTime: '2026-01-01T00:00:12.000Z',
    });
    expect(response.statusCode).toBe(200);
    const rows = (await answerRows(exam.examId)).sort((a, b) => a.position - b.position);
    expect(rows.map((row) => row.timeSpentSeconds)).toEqual([30, 12]);
  });

  it('finalises an abandoned exam in the periodic sweep', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    await answer(t, user.token, exam, 'correct');
    t.clock.advance(HOUR_MS + 11_000);
    const finished = await sweepOverdueExams({ db: t.db, clock: t.clock, config: t.config });
    expect(finished).toBeGreaterThanOrEqual(1);
    const row = await examRow(exam.examId);
    expect(row).toMatchObject({
      status: 'finished',
      timerExpired: true,
      stopReason: 'time',
      totalQuestions: 2,
      correctAnswers: 1,
    });
    expect(row.finishedAt?.getTime()).toBe(t.clock.now().getTime());
    // A second sweep finds nothing more for this exam, and the result does not change.
    await sweepOverdueExams({ db: t.db, clock: t.clock, config: t.config });
    expect(await examRow(exam.examId)).toEqual(row);
  });

  it('answers a late answer to an exam the sweep already ended with its result', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    t.clock.advance(HOUR_MS + 11_000);
    await sweepOverdueExams({ db: t.db, clock: t.clock, config: t.config });
    const correct = (await storedQuestion(t, exam.question.id)).answer;
    const late = await sendAnswer(t, user.token, exam, correct, { timerExpired: true });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ completed: true, timerExpired: true, correctAnswers: 0 });
  });

  it('answers a re-sent answer whose reply was lost with the result once the clock ended the exam', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    const correct = (await storedQuestion(t, exam.question.id)).answer;
    // Stored in time; the reply never reached the student, who sends it again after the grace.
    await answer(t, user.token, exam, 'correct');
    t.clock.advance(HOUR_MS + 11_000);
    const again = await sendAnswer(t, user.token, exam, correct);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ completed: true, timerExpired: true, correctAnswers: 1 });
    const rows = (await answerRows(exam.examId)).sort((a, b) => a.position - b.position);
    expect(rows).toMatchObject([
      { position: 1, scored: true, isCorrect: true },
      { position: 2, scored: false, userAnswer: '' },
    ]);
    const changed = await sendAnswer(
      t,
      user.token,
      exam,
      await wrongAnswerFor(t, exam.question.id),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'ALREADY_ANSWERED' });
  });

  it('keeps the finalisation of an overdue exam even when the late answer is refused', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    t.clock.advance(HOUR_MS + 11_000);
    const stray = await t.post(
      ApiRoutes.exam.nextQuestion,
      answerBody(exam, 'x', { questionId: randomUUID() }),
      { token: user.token },
    );
    expect(stray.statusCode).toBe(409);
    expect(await examRow(exam.examId)).toMatchObject({ status: 'finished', timerExpired: true });
  });

  it('finishes an overdue exam when its owner next asks for the current exam', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    t.clock.advance(HOUR_MS + 11_000);
    const current = await get(ApiRoutes.exam.current, user.token);
    expect(current.json()).toEqual({ exam: null });
    expect((await examRow(exam.examId)).status).toBe('finished');
  });
});

describe('answers in order, once', () => {
  it('returns the identical response to a re-sent answer and writes nothing', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    const correct = (await storedQuestion(t, exam.question.id)).answer;
    const first = await sendAnswer(t, user.token, exam, correct);
    expect(first.statusCode).toBe(200);
    const rowsBefore = await answerRows(exam.examId);
    const examBefore = await examRow(exam.examId);
    const again = await sendAnswer(t, user.token, exam, `  ${correct} `);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await answerRows(exam.examId)).toEqual(rowsBefore);
    expect(await examRow(exam.examId)).toEqual(examBefore);
  });

  it('rejects a different answer to the question already answered with 409', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    await answer(t, user.token, exam, 'correct');
    const other = await wrongAnswerFor(t, exam.question.id);
    const response = await sendAnswer(t, user.token, exam, other);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ALREADY_ANSWERED',
      message: ExamMessages.alreadyAnswered,
    });
    expect(await answerRows(exam.examId)).toHaveLength(1);
  });

  it('rejects an answer to a question that is not the current one with 409', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    const second = (await answer(t, user.token, exam, 'correct')) as ExamInProgress;
    await answer(t, user.token, second, 'correct');
    // Two questions back, and a question never served.
    const old = await sendAnswer(t, user.token, exam, 'x');
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      code: 'NOT_CURRENT_QUESTION',
      message: ExamMessages.notCurrentQuestion,
    });
    const unknown = await t.post(
      ApiRoutes.exam.nextQuestion,
      answerBody(second, 'x', { questionId: randomUUID() }),
      { token: user.token },
    );
    expect(unknown.statusCode).toBe(409);
    expect(await answerRows(exam.examId)).toHaveLength(2);
  });

  it('advances exactly once when 20 copies of one answer arrive together', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    const correct = (await storedQuestion(t, exam.question.id)).answer;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => sendAnswer(t, user.token, exam, correct)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const bodies = responses.map((response) => response.json<ExamInProgress>());
    expect(new Set(bodies.map((body) => body.question.id)).size).toBe(1);
    expect(bodies[0]?.questionNumber).toBe(2);
    expect(await answerRows(exam.examId)).toHaveLength(1);
    expect((await examRow(exam.examId)).questionNumber).toBe(2);
  });

  it('finishes the running exam as it stands when a new one starts', async () => {
    const user = await createUser(t);
    const old = await startExam(t, user.token);
    await answer(t, user.token, old, 'correct');
    const fresh = await startExam(t, user.token);
    expect(fresh.examId).not.toBe(old.examId);
    const state = await get(fillRoute(ApiRoutes.exam.state, { id: old.examId }), user.token);
    expect(state.json()).toMatchObject({ completed: true, timerExpired: false, totalQuestions: 1 });
    expect((await examRow(old.examId)).stopReason).toBe('replaced');
    const current = (await get(ApiRoutes.exam.current, user.token)).json<CurrentExamResponse>();
    expect(current.exam?.examId).toBe(fresh.examId);
    expect(current.exam?.question.id).toBe(fresh.question.id);
  });
});

describe('exposure counters', () => {
  it('are rebuilt from the tables: exams started, and exams each question was served in', async () => {
    const user = await createUser(t);
    const exam = await startExam(t, user.token);
    const second = (await answer(t, user.token, exam, 'correct')) as ExamInProgress;
    const snapshot = await loadExposure(t.db, TOPIC);
    expect(snapshot.sessions).toBe(await t.db.$count(exams, eq(exams.topic, TOPIC)));
    expect(snapshot.counts[exam.question.id]).toBeGreaterThanOrEqual(1);
    expect(snapshot.counts[second.question.id]).toBeGreaterThanOrEqual(1);
    const served = await t.db.select().from(examAnswers);
    const distinctPairs = new Set(served.map((row) => `${row.questionId}/${row.examId}`));
    const running = await t.db.select().from(exams).where(eq(exams.status, 'running'));
    const total = Object.values(snapshot.counts).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(distinctPairs.size + running.length);
  });
});

describe('what a running exam reveals', () => {
  const allowedKeys = new Set([
    'completed',
    'timerExpired',
    'examId',
    'topic',
    'lessonId',
    'question',
    'questionNumber',
    'maxQuestions',
    'performance',
    'deadline',
    'remainingSeconds',
    'durationSeconds',
    'id',
    'question_type',
    'options',
    'graph',
    // The current question's stored figure (the same SVG and description /api/graph serves).
    'figure',
    'svg',
    'alt',
    'exam',
  ]);
  const forbiddenKeys = [
    'answer',
    'correctAnswer',
    'explanation',
    'steps',
    'hints',
    'isCorrect',
    'irt_a',
    'a',
  ];

  function walk(value: unknown, visit: (key: string | null, value: unknown) => void) {
    if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        visit(key, inner);
        walk(inner, visit);
      }
    } else visit(null, value);
  }

  it('never sends a served question’s answer or explanation before the end', async () => {
    const user = await createUser(t);
    const bodies: unknown[] = [];
    const servedIds: string[] = [];
    let exam = await startExam(t, user.token);
    bodies.push(exam);
    for (let i = 0; i < 6; i += 1) {
      servedIds.push(exam.question.id);
      bodies.push((await get(ApiRoutes.exam.current, user.token)).json());
      bodies.push(
        (await get(fillRoute(ApiRoutes.exam.state, { id: exam.examId }), user.token)).json(),
      );
      const next = await answer(t, user.token, exam, i % 2 === 0 ? 'correct' : 'wrong');
      bodies.push(next);
      if (next.completed) throw new Error('the exam ended too early for this test');
      exam = next;
    }
    servedIds.push(exam.question.id);

    const secrets = new Set<string>();
    for (const id of servedIds) {
      const stored = await storedQuestion(t, id);
      if (stored.explanation.trim()) secrets.add(stored.explanation);
      // An MCQ answer is also one of the options shown; a short answer must never appear.
      if (stored.type === 'short_answer') secrets.add(stored.answer);
    }
    for (const body of bodies) {
      walk(body, (key, value) => {
        if (key !== null) {
          expect(allowedKeys, `unexpected key ${key}`).toContain(key);
          expect(forbiddenKeys).not.toContain(key);
        }
        if (typeof value === 'string') expect(secrets.has(value), value).toBe(false);
      });
    }
  });
});

describe('privacy and validation', () => {
  it("answers another user's exam exactly like a missing one", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    let exam = await startExam(t, owner.token);
    const firstQuestion = exam.question.id;
    while (true) {
      const next = await answer(t, owner.token, exam, 'correct');
      if (next.completed) break;
      exam = next;
    }
    for (const route of [ApiRoutes.exam.details, ApiRoutes.exam.state]) {
      const theirs = await get(fillRoute(route, { id: exam.examId }), other.token);
      const missing = await get(fillRoute(route, { id: randomUUID() }), other.token);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(missing.body);
      expect(theirs.json()).toMatchObject({ message: ExamMessages.examNotFound });
    }
    const theirQuestion = await get(
      fillRoute(ApiRoutes.exam.question, { id: firstQuestion }),
      other.token,
    );
    const missingQuestion = await get(
      fillRoute(ApiRoutes.exam.question, { id: randomUUID() }),
      other.token,
    );
    expect(theirQuestion.statusCode).toBe(404);
    expect(theirQuestion.body).toBe(missingQuestion.body);
    const notUuid = await get(fillRoute(ApiRoutes.exam.question, { id: 'abc' }), other.token);
    expect(notUuid.statusCode).toBe(404);

    const theirAnswer = await sendAnswer(t, other.token, exam, 'x');
    expect(theirAnswer.statusCode).toBe(404);
  });

  it('lists only the caller’s own past exams, newest first', async () => {
    const me = await createUser(t);
    const someoneElse = await createUser(t);
    const mine: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const exam = await startExam(t, me.token);
      await answer(t, me.token, exam, 'correct');
      t.clock.advance(1000);
      mine.unshift(exam.examId);
    }
    const theirs = await startExam(t, someoneElse.token);
    await answer(t, someoneElse.token, theirs, 'correct');
    await startExam(t, someoneElse.token);
    // Starting my last one again finishes the second; a fresh one with no answer is not listed.
    await startExam(t, me.token);
    const past = (await get(ApiRoutes.exam.pastExams, me.token)).json<PastExam[]>();
    expect(past.map((exam) => exam.examId)).toEqual(mine);
  });

  it('requires a sign-in', async () => {
    const response = await t.get(ApiRoutes.exam.pastExams);
    expect(response.statusCode).toBe(401);
  });

  it('rejects an unknown topic, an empty answer, a non-option and malformed bodies, changing nothing', async () => {
    const user = await createUser(t);
    const unknown = await t.post(
      ApiRoutes.exam.generate,
      { topic: 'Algebra' },
      { token: user.token },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: ExamMessages.unknownTopic });
    expect((await get(ApiRoutes.exam.current, user.token)).json()).toEqual({ exam: null });

    const exam = await startExam(t, user.token);
    const before = await examRow(exam.examId);
    for (const selected of ['', '   ']) {
      const empty = await sendAnswer(t, user.token, exam, selected);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: ExamMessages.answerRequired });
    }
    const stored = await storedQuestion(t, exam.question.id);
    if (stored.type === 'MCQ') {
      const notOption = await sendAnswer(t, user.token, exam, 'not one of the options');
      expect(notOption.statusCode).toBe(400);
    }
    const extra = await t.post(
      ApiRoutes.exam.nextQuestion,
      { ...answerBody(exam, stored.answer), cheat: true },
      { token: user.token },
    );
    expect(extra.statusCode).toBe(400);
    const badId = await t.post(
      ApiRoutes.exam.nextQuestion,
      answerBody(exam, stored.answer, { examId: 'not-a-uuid' }),
      { token: user.token },
    );
    expect(badId.statusCode).toBe(400);
    const tooLong = await sendAnswer(t, user.token, exam, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: ExamMessages.answerTooLong });
    // PostgreSQL cannot store a NUL in text: refused as bad input, never a 500.
    const withNul = await sendAnswer(t, user.token, exam, '7\u0000');
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toMatchObject({ message: ExamMessages.answerHasNul });
    const badState = await get(fillRoute(ApiRoutes.exam.state, { id: 'nope' }), user.token);
    expect(badState.statusCode).toBe(400);
    expect(badState.json()).toMatchObject({ message: ExamMessages.examIdInvalid });

    expect(await answerRows(exam.examId)).toHaveLength(0);
    expect(await examRow(exam.examId)).toEqual(before);
  });
});

describe('the exam engine balances units (docs/product.md §11.4, decision 037)', () => {
  it("gives each item its lesson's unit, an imported lesson 'other', and unit shares by lessons", async () => {
    const own = await createTestApp();
    try {
      const imported = await importQuestionFile(
        own.db,
        JSON.stringify({
          lesson: 'Loci and constructions',
          type: 'short_answer',
          question: 'How many points are 3 cm from a point $O$ on a line through $O$?',
          answer: '2',
        }),
      );
      expect(imported).toMatchObject({ ok: true, inserted: 1 });
      const bank = await own.app.bankCaches.examEngines.get(TOPIC);
      const lessonRows = await own.db.select().from(lessons);
      const unitOfId = new Map(lessonRows.map((row) => [row.id, unitOfLesson(row.name).id]));
      for (const item of bank.engine.items()) expect(item.unit).toBe(unitOfId.get(item.lesson));
      expect(bank.lessons.find((lesson) => lesson.name === 'Loci and constructions')?.unit).toBe(
        'other',
      );
      const targets: Record<string, number> = {};
      for (const lesson of bank.lessons) targets[lesson.unit] = (targets[lesson.unit] ?? 0) + 1;
      expect(bank.engine.options.unitTargets).toEqual(targets);
      expect(bank.engine.options.lessonTargets).toEqual({});
      expect(bank.engine.options.minItems).toBe(Math.min(bank.lessons.length, EXAM_MIN_ITEMS));
    } finally {
      await own.close();
    }
  });
});
