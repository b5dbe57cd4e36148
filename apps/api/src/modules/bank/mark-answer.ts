import { checkAnswer } from '@exam/bank';
import type { CheckableQuestion } from '@exam/bank';
import { ErrorCode } from '@exam/contract';
import { normaliseOption } from '../../lib/attempt-rules';
import { AppError } from '../../lib/app-error';
import type { QuestionRow } from './question-row';

/**
 * The one marking of a student's answer, for exams, trials and practice (decision 027 for the
 * marking fields, decision 028 for why there is one). Only the way an MCQ answer names its option
 * differs: exams and trials send the option's text, practice its index ('0'..'n-1').
 */
export type OptionNamedBy = 'text' | 'index';

export interface MarkedAnswer {
  /** What is stored: the option as written in the bank, or the short answer as given. */
  userAnswer: string;
  isCorrect: boolean;
  /** Why, as the student reads it: the checker's reason, or the mistake a wrong option shows. */
  reason: string;
}

export const NOT_AN_OPTION = 'Please choose one of the options.';

/** The marking fields of a stored question, as the checker and the export name them. */
export function markingFieldsOf(question: QuestionRow) {
  return {
    tolerance: question.tolerance ?? undefined,
    decimals: question.decimals ?? undefined,
    trueValue: question.trueValue ?? undefined,
    exact: question.exact,
    unit: question.unit ?? undefined,
    kind: question.answerKind ?? undefined,
    synonyms: question.synonyms ?? undefined,
  };
}

/** A stored short answer as the checker marks it: its key and every marking field. */
export function toCheckable(question: QuestionRow): CheckableQuestion {
  return { type: 'short_answer', answer: question.answer, ...markingFieldsOf(question) };
}

/** The option an MCQ answer names, as written in the bank; anything else is a 400. */
export function chosenOption(question: QuestionRow, given: string, namedBy: OptionNamedBy): string {
  const options = question.options ?? [];
  const option =
    namedBy === 'index'
      ? /^\d{1,3}$/.test(given)
        ? options[Number(given)]
        : undefined
      : options.find((candidate) => normaliseOption(candidate) === normaliseOption(given));
  if (option === undefined) throw new AppError(ErrorCode.ValidationFailed, NOT_AN_OPTION);
  return option;
}

/**
 * What a wrong option tells the student: the bank tags each distractor with the mistake it
 * represents ('used cos for sin'). '' when the option has no tag.
 */
export function mistakeBehind(question: QuestionRow, option: string): string {
  const tag = (question.distractorTags ?? []).find(
    (distractor) => normaliseOption(distractor.option) === normaliseOption(option),
  );
  return tag ? `A common mistake gives this option: ${tag.mistake}.` : '';
}

/**
 * Marks an answer (already trimmed and non-empty): an MCQ by the option it names (compared with
 * the key after whitespace normalisation), a short answer by the bank's checker with every
 * marking field of the question.
 */
export function markAnswer(
  question: QuestionRow,
  given: string,
  namedBy: OptionNamedBy,
): MarkedAnswer {
  if (question.type === 'MCQ') {
    const option = chosenOption(question, given, namedBy);
    const isCorrect = normaliseOption(option) === normaliseOption(question.answer);
    return {
      userAnswer: option,
      isCorrect,
      reason: isCorrect ? '' : mistakeBehind(question, option),
    };
  }
  const result = checkAnswer(toCheckable(question), given);
  return { userAnswer: given, isCorrect: result.correct, reason: result.reason };
}

/** Whether an answer re-sent as text is the one stored (MCQ answers are stored as the option). */
export function isSameAnswer(stored: string, given: string): boolean {
  return normaliseOption(stored) === normaliseOption(given);
}
