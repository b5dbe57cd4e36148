import type { CatItem, CatSession, SessionStart } from '@exam/cat';
import type { ExamInProgress, ExamResult, LessonPerformance } from '@exam/contract';
import { ExamMessages, TOPICS } from '@exam/contract';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { clampUnit } from '../../lib/attempt-rules';
import type { BankCaches } from '../attempt/bank-caches';
import { recentQuestionsOf } from '../bank/recent-questions.service';
import { servedState } from '../attempt/attempt-lifecycle';
import type { AttemptStrategy } from '../attempt/attempt-strategy';
import type { TopicBank } from './exam.engine';
import type { ExamAnswerRow, ExamRow } from './exam.repository';
import {
  findExam,
  insertAnswer,
  listAnswers,
  listPastExams,
  listOverdueExamIds,
  listRevealedQuestionIds,
  listRunningExams,
  lockExam,
  lockExamById,
  updateExam,
} from './exam.repository';

export interface ExamDeps {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'examDurationSeconds'>;
  /** The app's caches (buildApp, decision 028). */
  bankCaches: BankCaches;
}

/** The engine's next question, with the estimate the exam row shows while it runs. */
export interface ExamStep {
  item: CatItem;
  theta: number;
  se: number;
  performance: number;
}

/** The estimate columns of a running exam, from its engine session. */
export function estimateOf(session: CatSession) {
  const estimate = session.estimate();
  return {
    theta: estimate.theta,
    se: estimate.se,
    performance: clampUnit(session.domainScore()),
  };
}

export type ExamStrategy = AttemptStrategy<
  ExamRow,
  ExamAnswerRow,
  ExamInProgress,
  ExamResult,
  ExamStep
> & {
  /** The topic's engine; only after `prepare()`. */
  bankOf(topic: string): TopicBank;
};

/** What restoring an exam's session needs of an answer. */
type ScoredAnswer = Pick<ExamAnswerRow, 'questionId' | 'scored' | 'isCorrect'>;

/**
 * The engine session of an exam, rebuilt from its scored answers in order. `exclude` (the
 * questions whose answer the student has been shown, and those of their recent attempts,
 * docs/decisions/031) matters only when the session chooses a question.
 */
export function restoreExamSession(
  bank: TopicBank,
  exam: ExamRow,
  answers: readonly ScoredAnswer[],
  exclude?: Pick<SessionStart, 'avoid' | 'recent'>,
): CatSession {
  return bank.engine.restoreSession({
    seed: exam.seed,
    ...exclude,
    history: answers
      .filter((answer) => answer.scored && bank.itemIds.has(answer.questionId))
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

/** The most questions an exam on this bank can have: the engine's cap, or every item if fewer. */
export function maxQuestionsOf(bank: TopicBank): number {
  return Math.max(1, Math.min(bank.engine.options.maxItems, bank.itemIds.size));
}

export function toExamResult(exam: ExamRow): ExamResult {
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
 * The timed adaptive exam as a kind of attempt (decision 028): the CAT engine of its topic
 * chooses each next question and says when to stop; the result is the engine's estimate.
 */
export function examStrategy(deps: ExamDeps): ExamStrategy {
  let banks: Map<string, TopicBank> | undefined;
  const bankOf = (topic: string): TopicBank => {
    const bank = banks?.get(topic);
    if (!bank) throw new Error(`no engine for topic ${topic}`);
    return bank;
  };
  const questions = deps.bankCaches.questions;
  return {
    name: 'exam',
    messages: { ...ExamMessages, notFound: ExamMessages.examNotFound },
    bankOf,
    async prepare() {
      // Every topic's engine, loaded before a transaction (PGlite has one connection).
      if (banks) return;
      const loaded = await Promise.all(
        TOPICS.map((topic) => deps.bankCaches.examEngines.get(topic)),
      );
      banks = new Map(loaded.map((bank) => [bank.topic, bank]));
    },
    lock: lockExam,
    lockById: lockExamById,
    find: findExam,
    listRunning: listRunningExams,
    listOverdueIds: listOverdueExamIds,
    listPast: listPastExams,
    listAnswers,
    insertAnswer: (tx, exam, answer) => insertAnswer(tx, { examId: exam.id, ...answer }),
    currentQuestionId: (exam) => exam.currentQuestionId,
    currentLessonId: (_tx, exam) => Promise.resolve(exam.currentLessonId ?? undefined),

    async decide(tx, exam, { userId, answers, answered, remainingSeconds, timeUp }) {
      if (timeUp) return { end: { reason: 'time', timerExpired: true } };
      const session = restoreExamSession(
        bankOf(exam.topic),
        exam,
        [...answers, { ...answered, scored: true }],
        {
          avoid: await listRevealedQuestionIds(tx, userId),
          recent: (await recentQuestionsOf(tx, userId, exam.topic, exam.id)).lastAttempts,
        },
      );
      const next = session.next({ remainingSeconds });
      if (!next) {
        const reason = session.stopReason ?? 'max-items';
        return { end: { reason, timerExpired: reason === 'time' } };
      }
      return { next: { item: next, ...estimateOf(session) }, nextQuestionId: next.id };
    },
    async serve(tx, exam, { item, ...estimate }, now) {
      return updateExam(tx, exam.id, {
        currentQuestionId: item.id,
        currentLessonId: item.lesson,
        currentServedAt: now,
        questionNumber: exam.questionNumber + 1,
        ...estimate,
      });
    },
    async finish(tx, exam, answers, fields) {
      const bank = bankOf(exam.topic);
      const scored = answers.filter((row) => row.scored);
      const session = restoreExamSession(bank, exam, answers);
      const estimate = session.estimate();
      return updateExam(tx, exam.id, {
        ...fields,
        currentQuestionId: null,
        currentLessonId: null,
        theta: estimate.theta,
        se: estimate.se,
        performance: scored.length === 0 ? 0 : clampUnit(session.domainScore()),
        detailedPerformance: scored.length === 0 ? [] : lessonPerformance(bank, session),
        totalQuestions: answers.length,
      });
    },

    async inProgress(db, exam, now) {
      const question = exam.currentQuestionId
        ? await questions.get(db, exam.currentQuestionId)
        : undefined;
      if (!question || !exam.currentLessonId) {
        throw new Error(`running exam ${exam.id} has no question`);
      }
      return {
        ...(await servedState(db, exam, question, now)),
        examId: exam.id,
        topic: exam.topic as ExamInProgress['topic'],
        lessonId: exam.currentLessonId,
        maxQuestions: maxQuestionsOf(bankOf(exam.topic)),
        performance: clampUnit(exam.performance),
      };
    },
    result: (_db, exam) => toExamResult(exam),
  };
}
