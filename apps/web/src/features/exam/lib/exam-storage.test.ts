import { StorageKeys } from '@exam/contract';
import { describe, expect, it } from 'vitest';
import { localDeadline } from '../../../lib/attempt/attempt-mirror';
import { inProgress, shortAnswerQuestion } from '../../../test/exam-fixtures';
import { clearSavedExam, loadSavedExam, loadSavedTopic, saveExam } from './exam-storage';

describe('exam storage mirror', () => {
  it('saves state, question index and topic under the spec keys and reads them back', () => {
    saveExam(shortAnswerQuestion, 123_000);
    expect(localStorage.getItem(StorageKeys.examQuestionIndex)).toBe('1');
    expect(localStorage.getItem(StorageKeys.examTopic)).toBe('Geometry & Trigonometry');
    expect(loadSavedExam()).toEqual({ attempt: shortAnswerQuestion, deadlineAt: 123_000 });
    expect(loadSavedTopic()).toBe('Geometry & Trigonometry');
  });

  it('clears all three keys', () => {
    saveExam(inProgress(), 1);
    clearSavedExam();
    expect(loadSavedExam()).toBeNull();
    expect(loadSavedTopic()).toBeNull();
    expect(localStorage.getItem(StorageKeys.examQuestionIndex)).toBeNull();
  });

  it('ignores damaged or foreign values', () => {
    localStorage.setItem(StorageKeys.examState, '{not json');
    expect(loadSavedExam()).toBeNull();
    localStorage.setItem(
      StorageKeys.examState,
      JSON.stringify({ attempt: { examId: 'x' }, deadlineAt: 1 }),
    );
    expect(loadSavedExam()).toBeNull();
    localStorage.setItem(StorageKeys.examTopic, 'Astrology');
    expect(loadSavedTopic()).toBeNull();
  });

  it('turns the server remaining time into a local deadline', () => {
    expect(localDeadline(90, 1_000)).toBe(91_000);
    expect(localDeadline(-5, 1_000)).toBe(1_000);
  });
});
