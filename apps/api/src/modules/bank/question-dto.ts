import type { ExamReviewQuestion, Question, ServedQuestion } from '@exam/contract';
import type { Database } from '../../db/database';
import { inlineFigureOf } from './bank.service';
import type { QuestionRow } from './question-row';

/** A stored question as the screens receive it: never its answer, explanation or tags. */
export function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    question: row.text,
    question_type: row.type,
    options: row.options ?? [],
    graph: row.graph,
  };
}

/** The question a running attempt or practice session is on, with its stored figure. */
export async function toServedQuestion(db: Database, row: QuestionRow): Promise<ServedQuestion> {
  return { ...toQuestion(row), figure: await inlineFigureOf(db, row.graph) };
}

/** Question ids are uuids; anything else cannot name a stored question. */
export function isQuestionId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** A question of a finished attempt, for its review: with its lesson and worked explanation. */
export function toReviewQuestion(found: {
  question: QuestionRow;
  lessonName: string;
}): ExamReviewQuestion {
  return {
    ...toQuestion(found.question),
    lessonId: found.question.lessonId,
    lessonName: found.lessonName,
    explanation: found.question.explanation,
    // Only ever in a review of a finished attempt: never hints, never while an attempt runs.
    steps: found.question.steps ?? [],
  };
}
