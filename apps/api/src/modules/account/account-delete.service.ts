import { ACCOUNT_DELETE_RECENT_SIGN_IN_SECONDS, ErrorCode, Messages } from '@exam/contract';
import type { DeleteAccountRequestSchema } from '@exam/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { lockUser } from '../../db/user-lock';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyPassword } from '../auth/password';
import { assertNotLimited, recordEvent } from '../rate-limit/rate-limit.service';
import type { PurgeCounts } from './account-delete.repository';
import { purgeUser } from './account-delete.repository';
import { deleteFailuresPerAccount, deleteFailuresPerIp } from './account.limits';

type Deps = { db: Database; clock: Clock };
type DeleteInput = z.output<typeof DeleteAccountRequestSchema>;

interface Caller {
  userId: string;
  sessionId: string;
  ip: string;
}

async function findCredentials(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

async function sessionStartedAt(db: Database, sessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.createdAt;
}

async function refuse(deps: Deps, caller: Caller, message: string): Promise<never> {
  await recordEvent(deps, deleteFailuresPerAccount, caller.userId);
  await recordEvent(deps, deleteFailuresPerIp, caller.ip);
  // 400, not 401: the token is fine, and a 401 would sign the web app out.
  throw new AppError(ErrorCode.ReauthenticationFailed, message);
}

/**
 * Checks that the account's owner is asking (docs/decisions/019): the password for an account
 * that has one; for an account made by a social sign-in (no password), its e-mail address typed
 * again and a sign-in made within the last ACCOUNT_DELETE_RECENT_SIGN_IN_SECONDS, so a token
 * left on a shared computer for hours cannot delete it. Failures are counted like sign-ins.
 */
async function assertOwnerConfirmed(
  deps: Deps,
  caller: Caller,
  account: { email: string; passwordHash: string | null },
  input: DeleteInput,
): Promise<void> {
  if (account.passwordHash !== null) {
    if (input.password === undefined) {
      throw new AppError(ErrorCode.ValidationFailed, Messages.deleteNeedsPassword);
    }
    if (!(await verifyPassword(account.passwordHash, input.password))) {
      await refuse(deps, caller, Messages.deletePasswordIncorrect);
    }
    return;
  }
  if (input.email === undefined) {
    throw new AppError(ErrorCode.ValidationFailed, Messages.deleteNeedsEmail);
  }
  if (input.email !== account.email.toLowerCase()) {
    await refuse(deps, caller, Messages.deleteEmailIncorrect);
  }
  const startedAt = await sessionStartedAt(deps.db, caller.sessionId);
  const ageSeconds = startedAt ? (deps.clock.now().getTime() - startedAt.getTime()) / 1000 : 0;
  if (!startedAt || ageSeconds > ACCOUNT_DELETE_RECENT_SIGN_IN_SECONDS) {
    throw new AppError(ErrorCode.Forbidden, Messages.deleteNeedsRecentSignIn);
  }
}

/**
 * Deletes the caller's account and everything that refers to it, in one transaction that first
 * locks the user row (the lock exam and trial starts take), so no attempt can be started
 * half-way. Every session row goes with it: the token stops working the moment it commits.
 * Returns the rows removed per table.
 */
export async function deleteAccount(
  deps: Deps,
  caller: Caller,
  input: DeleteInput,
): Promise<PurgeCounts> {
  await assertNotLimited(deps, [
    [deleteFailuresPerAccount, caller.userId],
    [deleteFailuresPerIp, caller.ip],
  ]);
  const account = await findCredentials(deps.db, caller.userId);
  if (!account) throw new AppError(ErrorCode.Unauthenticated, Messages.unauthenticated);
  await assertOwnerConfirmed(deps, caller, account, input);
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, account.id);
    const removed = await purgeUser(tx, account);
    // A concurrent deletion got there first: this caller's token is no longer valid either.
    if (removed.users !== 1) {
      throw new AppError(ErrorCode.Unauthenticated, Messages.unauthenticated);
    }
    return removed;
  });
}
