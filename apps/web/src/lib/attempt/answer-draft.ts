import { readStored, writeStored } from '../local-storage';
import { isRecord } from './attempt-mirror';

/**
 * The answer being typed (or chosen) in a timed attempt, kept in localStorage under `key` with
 * the attempt and question it belongs to, so a reload of the exam or the trial keeps it
 * (docs/product.md §2). It is removed once the answer is sent; sign-out and account deletion
 * remove it with the rest of the work on the device (forgetWorkOnThisDevice).
 */
export type AnswerDraftStore = {
  /** The draft for this attempt's question, or null (none, another question's, or damaged). */
  load: (attemptId: string, questionId: string) => string | null;
  /** Keeps `answer` for the question; an empty answer removes the draft. */
  save: (attemptId: string, questionId: string, answer: string) => void;
  clear: () => void;
};

export function createAnswerDraftStore(key: string): AnswerDraftStore {
  return {
    load(attemptId, questionId) {
      const json = readStored(key);
      if (!json) return null;
      try {
        const parsed: unknown = JSON.parse(json);
        if (
          !isRecord(parsed) ||
          parsed.attemptId !== attemptId ||
          parsed.questionId !== questionId ||
          typeof parsed.answer !== 'string' ||
          parsed.answer === ''
        ) {
          return null;
        }
        return parsed.answer;
      } catch {
        return null;
      }
    },
    save(attemptId, questionId, answer) {
      writeStored(key, answer === '' ? null : JSON.stringify({ attemptId, questionId, answer }));
    },
    clear() {
      writeStored(key, null);
    },
  };
}
