import type { Question } from '@exam/contract';
import { isRecord } from './attempt-mirror';

/** A question as the API serves it during an attempt (no answer), read back from storage. */
export function isServedQuestion(value: unknown): value is Question {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.question === 'string' &&
    (value.question_type === 'MCQ' || value.question_type === 'short_answer') &&
    Array.isArray(value.options) &&
    value.options.every((option) => typeof option === 'string') &&
    typeof value.graph === 'string'
  );
}
