import { StorageKeys, type TrialInProgress } from '@exam/contract';
import { createAnswerDraftStore } from '../../../lib/attempt/answer-draft';
import { createAttemptMirror, isRecord } from '../../../lib/attempt/attempt-mirror';
import { isServedQuestion } from '../../../lib/attempt/served-question';
import { isTopic } from '../../../lib/topic';

function isTrialInProgress(value: unknown): value is TrialInProgress {
  return (
    isRecord(value) &&
    value.completed === false &&
    typeof value.trialId === 'string' &&
    value.trialId !== '' &&
    isTopic(value.topic) &&
    isServedQuestion(value.question) &&
    typeof value.questionNumber === 'number' &&
    typeof value.totalQuestions === 'number' &&
    typeof value.remainingSeconds === 'number' &&
    typeof value.durationSeconds === 'number'
  );
}

/**
 * The running trial mirrored under StorageKeys.trialState for a fast first paint after a reload;
 * /trial then asks GET /api/trial/state/:id, whose answer wins (docs/product.md §10).
 */
export const trialMirror = createAttemptMirror(StorageKeys.trialState, isTrialInProgress);

/** The answer being typed in the running trial, kept across a reload until it is sent. */
export const trialAnswerDrafts = createAnswerDraftStore(StorageKeys.trialAnswerDraft);
