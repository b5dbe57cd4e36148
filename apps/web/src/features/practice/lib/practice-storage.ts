import { StorageKeys } from '@exam/contract';
import { readStored as read, writeStored as write } from '../../../lib/local-storage';

/**
 * The running session mirrored in localStorage (docs/product.md §3 practice state): its id, and the answer
 * being typed for the current question so a reload keeps it. The server is the truth: on load
 * /practice reads GET /api/practice/state/:id.
 */
export type SavedPractice = { practiceId: string; questionId: string; answer: string };

export function loadSavedPractice(): SavedPractice | null {
  const json = read(StorageKeys.practiceState);
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null) return null;
    if (typeof value.practiceId !== 'string' || value.practiceId === '') return null;
    return {
      practiceId: value.practiceId,
      questionId: typeof value.questionId === 'string' ? value.questionId : '',
      answer: typeof value.answer === 'string' ? value.answer : '',
    };
  } catch {
    return null;
  }
}

export function savePractice(saved: SavedPractice): void {
  write(StorageKeys.practiceState, JSON.stringify(saved));
}

export function clearSavedPractice(): void {
  write(StorageKeys.practiceState, null);
}

/** docs/product.md §9: the sound setting, on unless the student turned it off. */
export function loadSoundEnabled(): boolean {
  return read(StorageKeys.soundEnabled) !== 'false';
}

export function saveSoundEnabled(enabled: boolean): void {
  write(StorageKeys.soundEnabled, enabled ? 'true' : 'false');
}
