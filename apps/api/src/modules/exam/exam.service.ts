import { randomInt } from 'node:crypto';
import type { CatSession, SessionStart } from '@exam/cat';
import type {
  ExamDetails,
  ExamInProgress,
  ExamProgress,
  ExamResult,
  ExamReviewQuestion,
  LessonPerformance,
  NextQuestionBody,
  PastExam,
} from '@exam/contract';
import { ANSWER_GRACE_SECONDS, ErrorCode, ExamMessages, TOPICS } from '@exam/contract';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { lockUser } from '../../db/user-lock';
import {
  assertStudentAllowed,
  attemptStarts,
  countStudentEvent,
} from '../rate-limit/student-limits';
import { findQuestion, findQuestionWithLesson } from '../bank/bank.repository';
import { recentQuestionsOf } from '../bank/recent-questions.service';
import { isQuestionId, markTextAnswer, toQuestion, toReviewQuestion } from '../bank/question-dto';
import type { TopicBank } from './exam.engine';
import { examEnginesFor } from './exam.engine';
import type { ExamAnswerRow, ExamRow, QuestionRow } from './exam.repository';
import {
  findExam,
  insertAnswer,
  insertExam,
  listAnswers,
  listAnswersWithCorrect,
  listOverdueExamIds,
  listPastExams,
  listRevealedQuestionIds,
  listRunningExams,
  lockExam,
  lockExamById,
  updateExam,
  wasInFinishedExam,
} from './exam.repository';
import {
  averageOneDecimal,
  clampUnit,
  isExpiryCredible,
  isOverdue,
  normaliseOption,
  remainingSecondsAt,
  timeSpentSeconds,
} from '../../lib/attempt-rules';

export interface ExamDeps {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'examDurationSeconds'>;
}

/** Why an exam ended besides the engine's own reasons (target-se, max-items, time, ...). */
type EndReason = string;

export const EXAM_TOPIC_MISMATCH = 'This answer is for another topic than the exam.';

const examNotFound = () => new AppError(404, ErrorCode.NotFound, ExamMessages.examNotFound);
const questionNotFound = () => new AppError(404, ErrorCode.NotFound, ExamMessages.questionNotFound);

const engines = (deps: ExamDeps) => examEnginesFor(deps.db);

/** Every topic's engine, loaded before a transaction (PGlite has one connection). */
async function loadBanks(deps: ExamDeps): Promise<Map<string, TopicBank>> {
  const banks = await Promise.all(TOPICS.map((topic) => engines(deps).get(topic)));
  return new Map(banks.map((bank) => [bank.topic, bank]));
}

function bankOf(banks: Map<string, TopicBank>, topic: string): TopicBank {
  const bank = banks.get(topic);
  if (!bank) throw new Error(`no engine for topic ${topic}`);
  return bank;
}

/** The ids of an engine's items (fixed for the engine's life), built once per engine. */
const knownIds = new WeakMap<TopicBank['engine'], ReadonlySet<string>>();
function knownIdsOf(bank: TopicBank): ReadonlySet<string> {
  let known = knownIds.get(bank.engine);
  if (!known) {
    known = new Set(bank.engine.items().map((item) => item.id));
    knownIds.set(bank.engine, known);
  }
  return known;
}

/** What restoring an exam's session needs of an answer. */
type ScoredAnswer = Pick<ExamAnswerRow, 'questionId' | 'scored' | 'isCorrect'>;

/**
 * The engine session of an exam, rebuilt from its scored answers in order. `exclude` (the
 * questions whose answer the student has been shown, and those of their recent attempts) matters
 * only when the session chooses a question.
 */
function restore(
  bank: TopicBank,
  exam: ExamRow,
  answers: readonly ScoredAnswer[],
  exclude?: Pick<SessionStart, 'avoid' | 'recent'>,
): CatSession {
  const known = knownIdsOf(bank);
  return bank.engine.restoreSession({
    seed: exam.seed,
    ...exclude,
    history: answers
      .filter((answer) => answer.scored && known.has(answer.questionId))
      .map((answer) => ({ itemId: answer.questionId, correct: answer.isCorrect })),
  });
}

function lessonPerformance(bank: TopicBank, session: CatSession): LessonPerformance[] {
  const scores = new Map(session.lessonScores().map((score) => [score.lesson, score]));
  const result: LessonPerformance[] = [];
  for (const lesson of bank.lessons) {
    const score = scores.get(lesson.id);
    if (!score || score.items === 0) continue;
    result.push({
      lessonId: lesson.id,
      lessonName: lesson.name,
      score: clampUnit(score.score),
      answered: score.items,
    });
  }
  return result;
}

/**
 * Ends an exam as it stands and stores its report. With `closeCurrent`, the question being shown
 * is recorded (unscored) with the given answer ('' when none came in time).
 */
async function finalise(
  tx: Database,
  bank: TopicBank,
  exam: ExamRow,
  answers: ExamAnswerRow[],
  now: Date,
  end: { reason: EndReason; timerExpired: boolean; closeCurrent?: { answer: string } },
): Promise<ExamRow> {
  const rows = [...answers];
  const currentId = exam.currentQuestionId;
  if (
    end.closeCurrent &&
    currentId &&
    exam.currentLessonId &&
    !rows.some((row) => row.questionId === currentId)
  ) {
    const answeredAt = new Date(Math.min(now.getTime(), exam.deadline.getTime()));
    const servedAt = exam.currentServedAt ?? exam.startedAt;
    rows.push(
      await insertAnswer(tx, {
        examId: exam.id,
        position: exam.questionNumber,
        questionId: currentId,
        lessonId: exam.currentLessonId,
        servedAt,
        answeredAt: now,
        userAnswer: end.closeCurrent.answer,
        isCorrect: false,
        scored: false,
        timeSpentSeconds: timeSpentSeconds(servedAt, answeredAt),
      }),
    );
  }
  const scored = rows.filter((row) => row.scored);
  const session = restore(bank, exam, rows);
  const estimate = session.estimate();
  return updateExam(tx, exam.id, {
    status: 'finished',
    finishedAt: now,
    timerExpired: end.timerExpired,
    stopReason: end.reason,
    currentQuestionId: null,
    currentLessonId: null,
    currentServedAt: null,
    theta: estimate.theta,
    se: estimate.se,
    performance: scored.length === 0 ? 0 : clampUnit(session.domainScore()),
    detailedPerformance: scored.length === 0 ? [] : lessonPerformance(bank, session),
    averageTimeSpent: averageOneDecimal(scored.map((row) => row.timeSpentSeconds)),
    totalQuestions: rows.length,
    correctAnswers: scored.filter((row) => row.isCorrect).length,
  });
}

function toResult(exam: ExamRow): ExamResult {
  return {
    completed: true,
    timerExpired: exam.timerExpired,
    examId: exam.id,
    topic: exam.topic as ExamResult['topic'],
    performance: exam.performance,
    overallPerformance: exam.performance,
    detailedPerformance: exam.detailedPerformance,
    averageTimeSpent: exam.averageTimeSpent,
    totalQuestions: exam.totalQuestions,
    correctAnswers: exam.correctAnswers,
  };
}

/**
 * Questions as exams serve and mark them, kept per database once read: a question's text,
 * options and key never change after import (calibration rewrites only its IRT parameters,
 * which serving and marking do not read), so the two question reads of every answer (the one
 * answered, the one served next) come from memory after the first time. At most the bank's size.
 */
const servedQuestions = new WeakMap<Database, Map<string, QuestionRow>>();

/** A question by id, through `db` (the transaction) the first time `deps.db` asks for it. */
async function servedQuestion(
  deps: ExamDeps,
  db: Database,
  id: string,
): Promise<QuestionRow | undefined> {
  let cache = servedQuestions.get(deps.db);
  if (!cache) {
    cache = new Map();
    servedQuestions.set(deps.db, cache);
  }
  const cached = cache.get(id);
  if (cached) return cached;
  const row = await findQuestion(db, id);
  if (row) cache.set(id, row);
  return row;
}

async function toInProgress(
  deps: ExamDeps,
  db: Database,
  exam: ExamRow,
  now: Date,
): Promise<ExamInProgress> {
  const question = exam.currentQuestionId
    ? await servedQuestion(deps, db, exam.currentQuestionId)
    : null;
  if (!question || !exam.currentLessonId)
    throw new Error(`running exam ${exam.id} has no question`);
  return {
    completed: false,
    timerExpired: false,
    examId: exam.id,
    topic: exam.topic as ExamInProgress['topic'],
    lessonId: exam.currentLessonId,
    question: toQuestion(question),
    questionNumber: exam.questionNumber,
    performance: clampUnit(exam.performance),
    deadline: exam.deadline.toISOString(),
    remainingSeconds: remainingSecondsAt(exam.deadline, now),
    durationSeconds: Math.max(
      1,
      Math.round((exam.deadline.getTime() - exam.startedAt.getTime()) / 1000),
    ),
  };
}

function toProgress(
  deps: ExamDeps,
  db: Database,
  exam: ExamRow,
  now: Date,
): Promise<ExamProgress> | ExamProgress {
  return exam.status === 'finished' ? toResult(exam) : toInProgress(deps, db, exam, now);
}

/** Finalises one exam if it is still running and overdue (locks it first). */
async function finaliseIfOverdue(
  tx: Database,
  banks: Map<string, TopicBank>,
  examId: string,
  now: Date,
): Promise<void> {
  const exam = await lockExamById(tx, examId);
  if (!exam || exam.status !== 'running' || !isOverdue(exam.deadline, now)) return;
  await finalise(tx, bankOf(banks, exam.topic), exam, await listAnswers(tx, exam.id), now, {
    reason: 'time',
    timerExpired: true,
    closeCurrent: { answer: '' },
  });
}

/**
 * Finalises running exams past their deadline and grace (one user's, or everybody's for the
 * periodic sweep). Returns how many it finished.
 */
export async function finaliseOverdueExams(deps: ExamDeps, userId?: string): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000);
  const ids = await listOverdueExamIds(deps.db, cutoff, userId);
  if (ids.length === 0) return 0;
  const banks = await loadBanks(deps);
  for (const id of ids) {
    await deps.db.transaction((tx) => finaliseIfOverdue(tx, banks, id, now));
  }
  return ids.length;
}

/** The periodic sweep (server.ts): finishes every abandoned exam. */
export function sweepOverdueExams(deps: ExamDeps): Promise<number> {
  return finaliseOverdueExams(deps);
}

/** Starts an exam at the engine's first question; a running one is finished as it stands. */
export async function generateExam(
  deps: ExamDeps,
  userId: string,
  topic: string,
): Promise<ExamInProgress> {
  await assertStudentAllowed(deps, attemptStarts, userId);
  const banks = await loadBanks(deps);
  const bank = bankOf(banks, topic);
  const started = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const now = deps.clock.now();
    for (const running of await listRunningExams(tx, userId)) {
      const exam = await lockExamById(tx, running.id);
      if (!exam || exam.status !== 'running') continue;
      const overdue = isOverdue(exam.deadline, now);
      await finalise(tx, bankOf(banks, exam.topic), exam, await listAnswers(tx, exam.id), now, {
        reason: overdue ? 'time' : 'replaced',
        timerExpired: overdue,
        ...(overdue ? { closeCurrent: { answer: '' } } : {}),
      });
    }
    const seed = randomInt(0, 2 ** 31 - 1);
    const duration = deps.config.examDurationSeconds;
    // Read after the running exam was finished above: its questions are shown from now on.
    const avoid = await listRevealedQuestionIds(tx, userId);
    const recent = (await recentQuestionsOf(tx, userId, topic)).lastAttempts;
    const session = bank.engine.startSession({ seed, avoid, recent });
    const item = session.next({ remainingSeconds: duration });
    if (!item) throw new Error('the engine chose no first question');
    const estimate = session.estimate();
    const exam = await insertExam(tx, {
      userId,
      topic,
      seed,
      startedAt: now,
      deadline: new Date(now.getTime() + duration * 1000),
      currentQuestionId: item.id,
      currentLessonId: item.lesson,
      currentServedAt: now,
      questionNumber: 1,
      theta: estimate.theta,
      se: estimate.se,
      performance: clampUnit(session.domainScore()),
    });
    return toInProgress(deps, tx, exam, now);
  });
  await countStudentEvent(deps, attemptStarts, userId);
  return started;
}

/** The same answer as recorded (MCQ answers are stored as the option's text). */
function sameAnswer(recorded: string, given: string): boolean {
  return normaliseOption(recorded) === normaliseOption(given);
}

/**
 * Scores the answer to the current question and serves the next one, or ends the exam. The
 * whole read-decide-write runs in one transaction holding the exam row's lock, so two identical
 * sends advance once: the second sees the first's answer and replays the state.
 */
export async function answerQuestion(
  deps: ExamDeps,
  userId: string,
  body: NextQuestionBody,
): Promise<ExamProgress> {
  const banks = await loadBanks(deps);
  const bank = bankOf(banks, body.topic);
  // A refusal after the overdue exam was finalised is returned, not thrown, so that the
  // finalisation commits; it is thrown once the transaction is over.
  const outcome = await deps.db.transaction(async (tx): Promise<ExamProgress | AppError> => {
    const found = await lockExam(tx, body.examId, userId);
    if (!found) throw examNotFound();
    if (found.topic !== body.topic) {
      throw new AppError(400, ErrorCode.ValidationFailed, EXAM_TOPIC_MISMATCH);
    }
    const now = deps.clock.now();
    const given = body.selectedAnswer.trim();
    let exam = found;
    let answers = await listAnswers(tx, exam.id);

    if (exam.status === 'running' && isOverdue(exam.deadline, now)) {
      // Too late to count: an answer to the shown question is kept, unscored.
      const late = body.questionId === exam.currentQuestionId ? given : '';
      exam = await finalise(tx, bank, exam, answers, now, {
        reason: 'time',
        timerExpired: true,
        closeCurrent: { answer: late },
      });
      answers = await listAnswers(tx, exam.id);
    }

    const last = answers.at(-1);
    if (exam.status === 'finished') {
      // Any answered question, not only the last: an answer whose reply was lost may be re-sent
      // after the clock closed the next question too.
      const stored = answers.find((row) => row.questionId === body.questionId);
      if (stored) {
        // Closed by the clock (unanswered or late), or the same answer re-sent: the result.
        if (!stored.scored || sameAnswer(stored.userAnswer, given)) return toResult(exam);
        return new AppError(409, ErrorCode.AlreadyAnswered, ExamMessages.alreadyAnswered);
      }
      return new AppError(409, ErrorCode.NotCurrentQuestion, ExamMessages.notCurrentQuestion);
    }

    if (body.questionId !== exam.currentQuestionId) {
      if (last && last.questionId === body.questionId) {
        if (sameAnswer(last.userAnswer, given)) return toInProgress(deps, tx, exam, now);
        throw new AppError(409, ErrorCode.AlreadyAnswered, ExamMessages.alreadyAnswered);
      }
      throw new AppError(409, ErrorCode.NotCurrentQuestion, ExamMessages.notCurrentQuestion);
    }

    const expiryCredible = body.timerExpired === true && isExpiryCredible(exam.deadline, now);
    if (given === '') {
      if (!expiryCredible) {
        throw new AppError(400, ErrorCode.ValidationFailed, ExamMessages.answerRequired);
      }
      const ended = await finalise(tx, bank, exam, answers, now, {
        reason: 'time',
        timerExpired: true,
        closeCurrent: { answer: '' },
      });
      return toResult(ended);
    }

    const question = await servedQuestion(deps, tx, body.questionId);
    if (!question || !exam.currentLessonId) throw new Error(`exam ${exam.id} lost its question`);
    const marked = markTextAnswer(question, given);
    const servedAt = exam.currentServedAt ?? exam.startedAt;
    const lessonId = exam.currentLessonId;
    const record = (nextQuestionId: string | null) =>
      insertAnswer(tx, {
        examId: exam.id,
        position: exam.questionNumber,
        questionId: question.id,
        lessonId,
        servedAt,
        answeredAt: now,
        userAnswer: marked.userAnswer,
        isCorrect: marked.isCorrect,
        // Not overdue here, so within the deadline's grace.
        scored: true,
        timeSpentSeconds: timeSpentSeconds(servedAt, now, body.startTime, body.endTime),
        nextQuestionId,
      });

    const remainingSeconds = remainingSecondsAt(exam.deadline, now);
    if (remainingSeconds === 0 || expiryCredible) {
      answers = [...answers, await record(null)];
      return toResult(
        await finalise(tx, bank, exam, answers, now, { reason: 'time', timerExpired: true }),
      );
    }
    // The next question is chosen before the answer is stored, so that the answer row is
    // written once, with the question it led to (one statement fewer per answer).
    const session = restore(
      bank,
      exam,
      [...answers, { questionId: question.id, scored: true, isCorrect: marked.isCorrect }],
      {
        avoid: await listRevealedQuestionIds(tx, userId),
        recent: (await recentQuestionsOf(tx, userId, exam.topic, exam.id)).lastAttempts,
      },
    );
    const next = session.next({ remainingSeconds });
    if (!next) {
      answers = [...answers, await record(null)];
      const reason = session.stopReason ?? 'max-items';
      return toResult(
        await finalise(tx, bank, exam, answers, now, {
          reason,
          timerExpired: reason === 'time',
        }),
      );
    }
    await record(next.id);
    const estimate = session.estimate();
    exam = await updateExam(tx, exam.id, {
      currentQuestionId: next.id,
      currentLessonId: next.lesson,
      currentServedAt: now,
      questionNumber: exam.questionNumber + 1,
      theta: estimate.theta,
      se: estimate.se,
      performance: clampUnit(session.domainScore()),
    });
    return toInProgress(deps, tx, exam, now);
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** The caller's running exam, if any (overdue ones are finished first). */
export async function getCurrentExam(
  deps: ExamDeps,
  userId: string,
): Promise<{ exam: ExamInProgress | null }> {
  await finaliseOverdueExams(deps, userId);
  const [running] = await listRunningExams(deps.db, userId);
  return { exam: running ? await toInProgress(deps, deps.db, running, deps.clock.now()) : null };
}

/** A running exam's question and time, or a finished exam's result. */
export async function getExamState(
  deps: ExamDeps,
  userId: string,
  examId: string,
): Promise<ExamProgress> {
  await finaliseOverdueExams(deps, userId);
  const exam = await findExam(deps.db, examId, userId);
  if (!exam) throw examNotFound();
  return toProgress(deps, deps.db, exam, deps.clock.now());
}

export async function getPastExams(deps: ExamDeps, userId: string): Promise<PastExam[]> {
  await finaliseOverdueExams(deps, userId);
  const rows = await listPastExams(deps.db, userId);
  return rows.map((exam) => ({
    examId: exam.id,
    date: (exam.finishedAt ?? exam.startedAt).toISOString(),
    performance: exam.performance,
    averageTimeSpent: exam.averageTimeSpent,
    incorrectAnswers: exam.totalQuestions - exam.correctAnswers,
    totalQuestions: exam.totalQuestions,
    timerExpired: exam.timerExpired,
  }));
}

/** A finished exam's details; a running, missing or someone else's exam is the same 404. */
export async function getExamDetails(
  deps: ExamDeps,
  userId: string,
  examId: string,
): Promise<ExamDetails> {
  const exam = await findExam(deps.db, examId, userId);
  if (!exam || exam.status !== 'finished') throw examNotFound();
  const rows = await listAnswersWithCorrect(deps.db, exam.id);
  return {
    examId: exam.id,
    date: (exam.finishedAt ?? exam.startedAt).toISOString(),
    overallPerformance: exam.performance,
    lessonId: rows.at(-1)?.answer.lessonId ?? '',
    timerExpired: exam.timerExpired,
    averageTimeSpent: exam.averageTimeSpent,
    detailedPerformance: exam.detailedPerformance,
    questions: rows.map(({ answer, correctAnswer }) => ({
      id: answer.questionId,
      lessonId: answer.lessonId,
      isCorrect: answer.scored && answer.isCorrect,
      userAnswer: answer.userAnswer,
      correctAnswer,
    })),
  };
}

/**
 * A question of one of the caller's finished exams, with its explanation. The route's `lessonId`
 * is only a hint and is not read: the client sends the exam details' `lessonId` (the exam's last
 * lesson) for every question (docs/product.md §7).
 */
export async function getReviewQuestion(
  deps: ExamDeps,
  userId: string,
  questionId: string,
): Promise<ExamReviewQuestion> {
  if (!isQuestionId(questionId)) throw questionNotFound();
  if (!(await wasInFinishedExam(deps.db, userId, questionId))) throw questionNotFound();
  const found = await findQuestionWithLesson(deps.db, questionId);
  if (!found) throw questionNotFound();
  return toReviewQuestion(found);
}
