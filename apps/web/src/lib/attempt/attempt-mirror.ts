import { readStored, writeStored } from '../local-storage';

/**
 * A running timed attempt (exam or trial) mirrored in localStorage so a reload paints the same
 * question at once. The server stays the truth (docs/product.md §10): the screen re-reads the attempt's
 * state and replaces whatever was saved here.
 */
export type SavedAttempt<T> = {
  attempt: T;
  /** Local epoch ms at which the countdown reaches zero, from the last server answer. */
  deadlineAt: number;
};

export type AttemptMirror<T> = {
  save: (attempt: T, deadlineAt: number) => void;
  /** The saved attempt, or null when there is none or it cannot be read. */
  load: () => SavedAttempt<T> | null;
  clear: () => void;
};

/** The local deadline for a server answer received at `now` (epoch ms). */
export function localDeadline(remainingSeconds: number, now: number): number {
  return now + Math.max(0, remainingSeconds) * 1000;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A mirror under `key`; `isAttempt` rejects damaged or foreign values. */
export function createAttemptMirror<T>(
  key: string,
  isAttempt: (value: unknown) => value is T,
): AttemptMirror<T> {
  return {
    save(attempt, deadlineAt) {
      const saved: SavedAttempt<T> = { attempt, deadlineAt };
      writeStored(key, JSON.stringify(saved));
    },
    load() {
      const json = readStored(key);
      if (!json) return null;
      try {
        const parsed: unknown = JSON.parse(json);
        if (!isRecord(parsed) || typeof parsed.deadlineAt !== 'number') return null;
        return isAttempt(parsed.attempt)
          ? { attempt: parsed.attempt, deadlineAt: parsed.deadlineAt }
          : null;
      } catch {
        return null;
      }
    },
    clear() {
      writeStored(key, null);
    },
  };
}
