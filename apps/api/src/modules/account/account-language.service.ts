import type { InterfaceLanguage } from '@exam/contract';
import { ErrorCode, Messages } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { updateLanguage } from '../auth/users.repository';

/**
 * Issue 24: stores the interface language the student chose in the web app, so the product's
 * mails to the account (verification, password reset) are written in it. A 401 when the account
 * was deleted by another request since this one signed in.
 */
export async function setLanguage(
  deps: { db: Database; clock: Clock },
  userId: string,
  language: InterfaceLanguage,
): Promise<{ language: InterfaceLanguage }> {
  const stored = await updateLanguage(deps.db, userId, language, deps.clock.now());
  if (!stored) throw new AppError(ErrorCode.Unauthenticated, Messages.unauthenticated);
  return { language: stored };
}
