import { ErrorCode, Messages, RESET_TOKEN_TTL_SECONDS } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { assertNotLimited, recordEvent, takeFromLimit } from '../rate-limit/rate-limit.service';
import { resetAttemptsPerIp, resetMailsPerAccount, resetRequestsPerIp } from './auth.limits';
import { clearLoginBackoff } from './login-throttle';
import { assertPasswordNotCommon, hashPassword } from './password';
import {
  consumeReset,
  insertReset,
  invalidateUnusedResets,
  isLiveReset,
} from './password-resets.repository';
import { revokeAllSessions } from './sessions.repository';
import { deleteUnverifiedIdentities } from './user-identities.repository';
import { resetPasswordMail } from './reset-mail';
import { findUserByEmail, markEmailVerified, updatePasswordHash } from './users.repository';

export type ResetDeps = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  background: BackgroundTasks;
  /** Links are built from PUBLIC_URL, never from the request's Host header. */
  publicUrl: string;
};

/**
 * Mails a single-use link valid for 30 minutes, when the account exists and has had fewer than
 * 5 reset mails this hour. Beyond 50 requests an hour from one IP address, 429 (known and unknown
 * e-mails count alike, so it reveals nothing). The caller always answers the same neutral
 * message, and before answering known and unknown e-mails do the very same work (the two
 * counters): looking the account up, storing the link and mailing it happen in the background,
 * so neither the answer nor its timing reveals whether the account exists.
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  email: string,
  ip: string,
): Promise<void> {
  await assertNotLimited(deps, [[resetRequestsPerIp, ip]]);
  await recordEvent(deps, resetRequestsPerIp, ip);
  if (!(await recordEvent(deps, resetMailsPerAccount, email))) return;
  deps.background.run('Sending the password-reset mail', () => mailResetLink(deps, email));
}

async function mailResetLink(deps: ResetDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000);
  await deps.db.transaction(async (tx) => {
    await invalidateUnusedResets(tx, user.id, now);
    await insertReset(tx, { userId: user.id, tokenHash: sha256(token), now, expiresAt });
  });
  const link = `${deps.publicUrl}/reset-password?token=${token}`;
  await deps.mailer.send(resetPasswordMail(user.email, link, user.language));
}

/**
 * Sets a new password with a mailed token. Cheap checks first, so a junk token costs no hashing
 * (docs/decisions/023): the per-address limit (50 attempts an hour, 429; one statement), the password
 * blocklist, then one lookup of the token's hash (400 when unknown, used or expired). Only then
 * is the new password hashed, and in one transaction the token is consumed (so it works once,
 * even against a concurrent request that passed the lookup too), the hash stored, every session
 * of the user revoked (whoever knew the old password is signed out), social identities linked
 * without a verified e-mail removed, and the e-mail address marked verified (the link proved
 * the mailbox).
 */
export async function resetPassword(
  deps: Pick<ResetDeps, 'db' | 'clock'>,
  input: { token: string; password: string },
  ip: string,
): Promise<void> {
  await takeFromLimit(deps, resetAttemptsPerIp, ip);
  assertPasswordNotCommon(input.password);
  const tokenHash = sha256(input.token);
  if (!(await isLiveReset(deps.db, tokenHash, deps.clock.now()))) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const email = await deps.db.transaction(async (tx) => {
    const userId = await consumeReset(tx, tokenHash, now);
    if (!userId) throw invalidToken();
    const changedEmail = await updatePasswordHash(tx, userId, passwordHash, now);
    await revokeAllSessions(tx, userId, now);
    // The mailbox's owner is now proven: a provider identity linked on an unverified claim to
    // this address stops opening the account (docs/decisions/017).
    await deleteUnverifiedIdentities(tx, userId);
    // ...and so is the address itself (docs/decisions/023).
    await markEmailVerified(tx, userId, now);
    return changedEmail;
  });
  // Someone locked out by failed sign-ins can sign in with the new password at once.
  if (email) await clearLoginBackoff(deps, email);
}

const invalidToken = () => new AppError(ErrorCode.ResetTokenInvalid, Messages.resetTokenInvalid);
