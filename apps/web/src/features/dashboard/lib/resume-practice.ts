import { StorageKeys } from '@exam/contract';
import { readStored, writeStored } from '../../../lib/local-storage';

/**
 * Points /practice at an open session before opening it. /practice resumes the session whose id
 * it finds in localStorage (GET /api/practice/state/:id), as a reload does; the dashboard knows
 * the id from the server, so 'Resume' also works on another device. The answer being typed is
 * kept when the saved session is this one.
 */
export function rememberPracticeToResume(practiceId: string): void {
  try {
    const saved: unknown = JSON.parse(readStored(StorageKeys.practiceState) ?? 'null');
    if (
      typeof saved === 'object' &&
      saved !== null &&
      (saved as { practiceId?: unknown }).practiceId === practiceId
    ) {
      return;
    }
  } catch {
    // Unreadable: replaced below.
  }
  writeStored(
    StorageKeys.practiceState,
    JSON.stringify({ practiceId, questionId: '', answer: '' }),
  );
}
