import { checkAnswer } from '@exam/bank';
import type { CheckableQuestion } from '@exam/bank';
import type { ExamReviewQuestion, Question } from '@exam/contract';
import { ErrorCode } from '@exam/contract';
import { normaliseOption } from '../../lib/attempt-rules';
import { AppError } from '../../lib/app-error';
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
  };
}

export const NOT_AN_OPTION = 'Please choose one of the options.';

/** A stored short answer as the checker marks it: its key and every marking field. */
export function toCheckable(question: QuestionRow): CheckableQuestion {
  return {
    type: 'short_answer',
    answer: question.answer,
    tolerance: question.tolerance ?? undefined,
    decimals: question.decimals ?? undefined,
    trueValue: question.trueValue ?? undefined,
    exact: question.exact,
    unit: question.unit ?? undefined,
    kind: question.answerKind ?? undefined,
    synonyms: question.synonyms ?? undefined,
  };
}

/**
 * Marks an answer given as text, as exams and trials send it: an MCQ's option text (compared
 * after whitespace normalisation; anything else is a 400), or a short answer through the bank's
 * checker. The stored answer is the option as written in the bank, or the text as given.
 */
export function markTextAnswer(
  question: QuestionRow,
  given: string,
): { userAnswer: string; isCorrect: boolean; reason: string } {
  if (question.type === 'MCQ') {
    const options = question.options ?? [];
    const chosen = options.find((option) => normaliseOption(option) === normaliseOption(given));
    if (chosen === undefined) throw new AppError(ErrorCode.ValidationFailed, NOT_AN_OPTION);
    const isCorrect = normaliseOption(chosen) === normaliseOption(question.answer);
    return { userAnswer: chosen, isCorrect, reason: '' };
  }
  const result = checkAnswer(toCheckable(question), given);
  return { userAnswer: given, isCorrect: result.correct, reason: result.reason };
}
