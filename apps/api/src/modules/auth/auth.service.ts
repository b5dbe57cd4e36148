import { ErrorCode, Messages } from '@exam/contract';
import type { AuthResponse, LoginRequestSchema, RegisterRequestSchema } from '@exam/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { resolveCityAndSchool } from '../location/location.service';
import { assertNotLimited, recordEvent, resetEvents } from '../rate-limit/rate-limit.service';
import {
  loginFailuresPerAccount,
  loginFailuresPerIp,
  registrationConflictsPerIp,
  registrationsPerIp,
} from './auth.limits';
import {
  assertPasswordNotCommon,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './password';
import type { SessionDeps } from './session.service';
import { startSession } from './session.service';
import { findUserByEmail, insertUser, USERS_EMAIL_UNIQUE } from './users.repository';

type RegisterInput = z.output<typeof RegisterRequestSchema>;
type LoginInput = z.output<typeof LoginRequestSchema>;

/**
 * Creates the account and signs it in. Checks in order: rate limits, password blocklist (400),
 * city and school exist (422), then the e-mail (409). The password is hashed before the insert
 * that detects a taken e-mail, so both outcomes cost the same argon2 work.
 */
export async function register(
  deps: SessionDeps,
  input: RegisterInput,
  ip: string,
): Promise<AuthResponse> {
  await assertNotLimited(deps, [
    [registrationConflictsPerIp, ip],
    [registrationsPerIp, ip],
  ]);
  assertPasswordNotCommon(input.password);
  const place = await resolveCityAndSchool(deps, input.city, input.school);
  const passwordHash = await hashPassword(input.password);
  let created: AuthResponse;
  try {
    // One transaction: an account never exists without the session its creator was promised.
    // Inside it every query goes through `tx` (on PGlite the outer handle would deadlock).
    created = await deps.db.transaction(async (tx) => {
      const { username, email } = input;
      const now = deps.clock.now();
      const user = await insertUser(tx, { username, email, ...place, passwordHash, now });
      const token = await startSession({ ...deps, db: tx }, user.id, false);
      return { token, user };
    });
  } catch (error) {
    if (!isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw error;
    await recordEvent(deps, registrationConflictsPerIp, ip);
    throw new AppError(409, ErrorCode.EmailTaken, Messages.emailTaken);
  }
  await recordEvent(deps, registrationsPerIp, ip);
  return created;
}

/**
 * Signs in. A wrong password and an unknown e-mail give the same 401 after the same argon2 work
 * (unknown e-mails are verified against a dummy hash). Failures count per account and per IP;
 * success clears the account's count but not the IP's (it would let one good account
 * launder a spraying attack).
 */
export async function login(
  deps: SessionDeps,
  input: LoginInput,
  ip: string,
): Promise<AuthResponse> {
  await assertNotLimited(deps, [
    [loginFailuresPerAccount, input.email],
    [loginFailuresPerIp, ip],
  ]);
  const user = await findUserByEmail(deps.db, input.email);
  const passwordMatches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password).then(() => false);
  if (!user || !passwordMatches) {
    await recordEvent(deps, loginFailuresPerAccount, input.email);
    await recordEvent(deps, loginFailuresPerIp, ip);
    throw new AppError(401, ErrorCode.InvalidCredentials, Messages.invalidCredentials);
  }
  await resetEvents(deps, loginFailuresPerAccount, input.email);
  const token = await startSession(deps, user.id, input.rememberMe);
  return { token, user: { id: user.id, username: user.username, email: user.email } };
}
