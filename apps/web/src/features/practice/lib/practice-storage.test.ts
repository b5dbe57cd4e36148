import { StorageKeys } from '@exam/contract';
import { describe, expect, it } from 'vitest';
import {
  clearSavedPractice,
  loadSavedPractice,
  loadSoundEnabled,
  savePractice,
  saveSoundEnabled,
} from './practice-storage';

describe('practice storage mirror', () => {
  it('saves the session id and the pending answer under the spec key and reads them back', () => {
    savePractice({ practiceId: 'p1', questionId: 'q1', answer: '2' });
    expect(localStorage.getItem(StorageKeys.practiceState)).toContain('"practiceId":"p1"');
    expect(loadSavedPractice()).toEqual({ practiceId: 'p1', questionId: 'q1', answer: '2' });
    clearSavedPractice();
    expect(loadSavedPractice()).toBeNull();
  });

  it('ignores damaged values', () => {
    localStorage.setItem(StorageKeys.practiceState, '{oops');
    expect(loadSavedPractice()).toBeNull();
    localStorage.setItem(StorageKeys.practiceState, JSON.stringify({ practiceId: 4 }));
    expect(loadSavedPractice()).toBeNull();
  });

  it('keeps sound on by default and remembers turning it off', () => {
    expect(loadSoundEnabled()).toBe(true);
    saveSoundEnabled(false);
    expect(localStorage.getItem(StorageKeys.soundEnabled)).toBe('false');
    expect(loadSoundEnabled()).toBe(false);
    saveSoundEnabled(true);
    expect(loadSoundEnabled()).toBe(true);
  });
});
