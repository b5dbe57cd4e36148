import { StorageKeys } from '@exam/contract';
import { readStored, writeStored } from '../local-storage';

/**
 * Whether the signed-in user's e-mail address was confirmed, as GET /api/auth/me last said. The
 * reminder banner above the signed-in screens reads it until /me answers again, so for a student
 * who comes back it is drawn with the first paint rather than pushing the whole screen down a
 * moment later (a layout shift of 0.3 on a phone, bench/web/RESULTS.md). Kept per user id: another
 * account signing in on this browser never inherits it; sign-out removes it.
 */
export function rememberEmailVerified(userId: string, verified: boolean): void {
  const json = JSON.stringify({ userId, verified });
  if (readStored(StorageKeys.emailVerified) !== json) writeStored(StorageKeys.emailVerified, json);
}

export function recallEmailVerified(userId: string): boolean | undefined {
  try {
    const parsed: unknown = JSON.parse(readStored(StorageKeys.emailVerified) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { userId: storedId, verified } = parsed as Record<string, unknown>;
    return storedId === userId && typeof verified === 'boolean' ? verified : undefined;
  } catch {
    return undefined;
  }
}
