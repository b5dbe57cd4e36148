import { StorageKeys } from '@exam/contract';
import { describe, expect, it } from 'vitest';
import { shortAnswerTrialQuestion, trialInProgress } from '../../../test/trial-fixtures';
import { trialMirror } from './trial-storage';

describe('trial storage mirror', () => {
  it('saves the running trial under StorageKeys.trialState and reads it back', () => {
    trialMirror.save(shortAnswerTrialQuestion, 42_000);
    expect(localStorage.getItem(StorageKeys.trialState)).toContain('"trialId"');
    expect(trialMirror.load()).toEqual({ attempt: shortAnswerTrialQuestion, deadlineAt: 42_000 });
    trialMirror.clear();
    expect(trialMirror.load()).toBeNull();
    expect(localStorage.getItem(StorageKeys.trialState)).toBeNull();
  });

  it('ignores damaged or foreign values', () => {
    localStorage.setItem(StorageKeys.trialState, '{not json');
    expect(trialMirror.load()).toBeNull();
    const { totalQuestions: _dropped, ...withoutTotal } = trialInProgress();
    localStorage.setItem(
      StorageKeys.trialState,
      JSON.stringify({ attempt: withoutTotal, deadlineAt: 1 }),
    );
    expect(trialMirror.load()).toBeNull();
    localStorage.setItem(
      StorageKeys.trialState,
      JSON.stringify({ attempt: trialInProgress(), deadlineAt: 'soon' }),
    );
    expect(trialMirror.load()).toBeNull();
  });
});
