import { EMAIL_VERIFICATION_TTL_SECONDS, ErrorCode, Messages, WebRoutes } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { assertNotLimited, blockedFor, recordEvent } from '../rate-limit/rate-limit.service';
import { verificationFailuresPerIp, verificationResendsPerAccount } from './auth.limits';
import {
  consumeVerification,
  findVerificationOwner,
  insertVerification,
  invalidateUnusedVerifications,
} from './email-verifications.repository';
import type { UserRecord } from './users.repository';
import { isEmailVerified, markEmailVerified } from './users.repository';
import { verificationMail } from './verification-mail';

/**
 * E-mail verification of password accounts (docs/decisions/023): registration mails a
 * single-use link valid for 24 hours; the SPA's /verify-email screen sends its token here. Until
 * the address is verified, a provider identity with the same e-mail does not link to the
 * account: it takes it over (social-account.service.ts).
 */
export type VerificationDeps = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  background: BackgroundTasks;
  /** Links are built from PUBLIC_URL, never from the request's Host header. */
  publicUrl: string;
};

/** Stores a new link (replacing earlier ones) and mails it, in the background. */
export function mailVerificationLinkLater(deps: VerificationDeps, user: UserRecord): void {
  deps.background.run('Sending the e-mail verification mail', () =>
    mailVerificationLink(deps, user),
  );
}

async function mailVerificationLink(deps: VerificationDeps, user: UserRecord): Promise<void> {
  const token = randomToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_TTL_SECONDS * 1000);
  await deps.db.transaction(async (tx) => {
    await invalidateUnusedVerifications(tx, user.id, now);
    await insertVerification(tx, { userId: user.id, tokenHash: sha256(token), now, expiresAt });
  });
  const link = `${deps.publicUrl}${WebRoutes.verifyEmail}?token=${token}`;
  await deps.mailer.send(verificationMail(user.email, link, user.language));
}

/**
 * Confirms the address with a mailed link's token. A live link is consumed (once, even against
 * a concurrent request) and marks the account verified; a used, replaced or expired link of an
 * account that is verified by now says so (a second click is no error); anything else is 400
 * and counts against the address (50 an hour, then 429).
 */
export async function verifyEmail(
  deps: Pick<VerificationDeps, 'db' | 'clock'>,
  token: string,
  ip: string,
): Promise<{ message: string }> {
  await assertNotLimited(deps, [[verificationFailuresPerIp, ip]]);
  const tokenHash = sha256(token);
  const now = deps.clock.now();
  const verified = await deps.db.transaction(async (tx) => {
    const userId = await consumeVerification(tx, tokenHash, now);
    if (userId) await markEmailVerified(tx, userId, now);
    return userId !== undefined;
  });
  if (verified) return { message: Messages.emailVerified };
  const owner = await findVerificationOwner(deps.db, tokenHash);
  if (owner && (await isEmailVerified(deps.db, owner))) {
    return { message: Messages.emailAlreadyVerified };
  }
  await recordEvent(deps, verificationFailuresPerIp, ip);
  throw new AppError(ErrorCode.VerificationLinkInvalid, Messages.verificationLinkInvalid);
}

/**
 * "Resend" on the banner: a new link for the signed-in student, at most 5 a day per account
 * (429 with Retry-After and its own message beyond). An account verified already gets no mail.
 */
export async function resendVerification(
  deps: VerificationDeps,
  user: UserRecord,
): Promise<{ message: string }> {
  if (await isEmailVerified(deps.db, user.id)) return { message: Messages.emailAlreadyVerified };
  // Counted before the check, in one statement: concurrent clicks cannot all pass at once.
  if (!(await recordEvent(deps, verificationResendsPerAccount, user.id))) {
    const wait = await blockedFor(deps, verificationResendsPerAccount, user.id);
    throw new AppError(ErrorCode.RateLimited, Messages.verificationResendLimited, {
      'retry-after': String(Math.max(1, wait)),
    });
  }
  mailVerificationLinkLater(deps, user);
  return { message: Messages.verificationSent };
}
