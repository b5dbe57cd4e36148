import { createRng } from '@exam/cat';
import type { StartPracticeBody } from '@exam/contract';
import { ErrorCode, ExamMessages, PracticeMessages } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { PracticeDeps } from './practice.deps';
import { invalid, sessionNotFound } from './practice.current';
import type { PracticeSessionRow } from './practice.repository';
import {
  findFinishedExam,
  findSession,
  listAnsweredQuestionIds,
  listExamOutcomes,
  listLessonPool,
  listPracticeOutcomes,
  listTemplateVariants,
} from './practice.repository';
import { planReviewSession } from './practice.review';

export const PRACTICE_TOPIC_MISMATCH = 'That attempt is on another topic.';

/** What a new session practises: its source, and its fixed queue when it has one. */
export interface SessionPlan {
  source: PracticeSessionRow['source'];
  sourceId: string | null;
  lessonId: string | null;
  /** The planned question ids (mistakes, review); null: chosen as the session goes. */
  queue: string[] | null;
}

/**
 * The questions of a mistakes session: for each missed question of the attempt (in order), one
 * other active variant of its template, preferring variants the student has never answered,
 * never one of the attempt's own questions or one already planned.
 */
async function planMistakes(
  db: Database,
  userId: string,
  topic: string,
  outcomes: readonly { questionId: string; templateId: string | null; missed: boolean }[],
  seed: number,
): Promise<string[]> {
  const missed = outcomes.filter((row) => row.missed && row.templateId !== null);
  const templates = [...new Set(missed.map((row) => row.templateId as string))];
  const variants = await listTemplateVariants(db, topic, templates);
  const answered = await listAnsweredQuestionIds(db, userId);
  const attempt = new Set(outcomes.map((row) => row.questionId));
  const rng = createRng(seed);
  const planned: string[] = [];
  for (const row of missed) {
    const candidates = variants.filter(
      (item) =>
        item.templateId === row.templateId && !attempt.has(item.id) && !planned.includes(item.id),
    );
    const fresh = candidates.filter((item) => !answered.has(item.id));
    const choices = fresh.length > 0 ? fresh : candidates;
    const pick = choices[Math.floor(rng() * choices.length)];
    if (pick) planned.push(pick.id);
  }
  return planned;
}

/**
 * Reads the start body (at most one focus; the contract refuses more): an attempt's mistakes, one
 * lesson, the due review, or 'Recommended for you'. Refuses a focus with nothing to practise.
 */
export async function planSession(
  deps: PracticeDeps,
  tx: Database,
  userId: string,
  body: StartPracticeBody,
  seed: number,
  now: Date,
): Promise<SessionPlan> {
  if (body.fromExamId) {
    const exam = await findFinishedExam(tx, body.fromExamId, userId);
    if (!exam) throw new AppError(ErrorCode.NotFound, ExamMessages.examNotFound);
    if (exam.topic !== body.topic) throw invalid(PRACTICE_TOPIC_MISMATCH);
    const outcomes = await listExamOutcomes(tx, exam.id);
    const queue = await planMistakes(tx, userId, body.topic, outcomes, seed);
    return nonEmpty({ source: 'exam-mistakes', sourceId: exam.id, lessonId: null, queue });
  }
  if (body.fromPracticeId) {
    // A session left with 'Quit Practice' stays running on the server, and its review offers
    // 'Practise these mistakes' too: its answers are final once checked, so it is a source
    // like a finished one.
    const previous = await findSession(tx, body.fromPracticeId, userId);
    if (!previous) throw sessionNotFound();
    if (previous.topic !== body.topic) throw invalid(PRACTICE_TOPIC_MISMATCH);
    const outcomes = await listPracticeOutcomes(tx, previous.id);
    const queue = await planMistakes(tx, userId, body.topic, outcomes, seed);
    return nonEmpty({ source: 'practice-mistakes', sourceId: previous.id, lessonId: null, queue });
  }
  if (body.lessonId) {
    const pool = await listLessonPool(tx, body.topic, body.lessonId);
    if (pool.length === 0) throw new AppError(ErrorCode.NotFound, PracticeMessages.lessonNotFound);
    return { source: 'lesson', sourceId: null, lessonId: body.lessonId, queue: null };
  }
  if (body.review) {
    const queue = await planReviewSession({ ...deps, db: tx }, userId, now);
    if (queue.length === 0)
      throw new AppError(ErrorCode.NothingAvailable, PracticeMessages.nothingDue);
    return { source: 'review', sourceId: null, lessonId: null, queue };
  }
  return { source: 'topic', sourceId: null, lessonId: null, queue: null };
}

function nonEmpty(plan: SessionPlan): SessionPlan {
  if (plan.queue !== null && plan.queue.length === 0) {
    throw new AppError(ErrorCode.NotEnoughQuestions, PracticeMessages.nothingToPractise);
  }
  return plan;
}
