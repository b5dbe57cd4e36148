import { ErrorCode, Messages } from '@exam/contract';
import type { AuthResponse, LoginRequestSchema, RegisterRequestSchema } from '@exam/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { locationCreationLimit } from '../location/location.limits';
import { findOrAddCityAndSchool, resolveCityAndSchool } from '../location/location.service';
import { assertNotLimited, rateLimitedError, recordEvent } from '../rate-limit/rate-limit.service';
import { registrationConflictsPerIp, registrationsPerIp } from './auth.limits';
import { loginWait, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import { assertPasswordNotCommon, hashPassword, withHashingSlot } from './password';
import type { VerificationDeps } from './email-verification.service';
import { mailVerificationLinkLater } from './email-verification.service';
import type { SessionDeps } from './session.service';
import { startSession } from './session.service';
import { findUserByEmail, insertUser, USERS_EMAIL_UNIQUE } from './users.repository';

type RegisterInput = z.output<typeof RegisterRequestSchema>;
type LoginInput = z.output<typeof LoginRequestSchema>;

/**
 * Creates the account and signs it in. Checks in order: rate limits, password blocklist (400),
 * city and school exist (422; unless `addMissingPlace`, which adds them inside the account's
 * transaction: a registration refused for its e-mail leaves no new city or school, decision
 * 034), then the e-mail (409). The password is hashed before the insert
 * that detects a taken e-mail, so both outcomes cost the same argon2 work. The new account's
 * e-mail address is unverified: a single-use link is mailed in the background
 * (docs/decisions/023), and the spec's flow goes on at once.
 */
export async function register(
  deps: SessionDeps & VerificationDeps,
  input: RegisterInput,
  ip: string,
): Promise<AuthResponse> {
  await assertNotLimited(deps, [
    [registrationConflictsPerIp, ip],
    [registrationsPerIp, ip],
    ...(input.addMissingPlace ? [[locationCreationLimit, ip] as const] : []),
  ]);
  assertPasswordNotCommon(input.password);
  const existingPlace = input.addMissingPlace
    ? undefined
    : await resolveCityAndSchool(deps, input.city, input.school);
  const passwordHash = await hashPassword(input.password);
  let created: AuthResponse & { placesAdded: number };
  try {
    // One transaction: an account never exists without the session its creator was promised,
    // and a city or school added for it never exists without the account.
    // Inside it every query goes through `tx` (on PGlite the outer handle would deadlock).
    created = await deps.db.transaction(async (tx) => {
      const { username, email, language } = input;
      const { added, ...place } =
        existingPlace === undefined
          ? await findOrAddCityAndSchool(tx, input.city, input.school)
          : { ...existingPlace, added: 0 };
      const now = deps.clock.now();
      const user = await insertUser(tx, {
        username,
        email,
        ...place,
        passwordHash,
        emailVerifiedAt: null,
        language,
        now,
      });
      const token = await startSession({ ...deps, db: tx }, user.id, false);
      return { token, user, placesAdded: added };
    });
  } catch (error) {
    if (!isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw error;
    await recordEvent(deps, registrationConflictsPerIp, ip);
    throw new AppError(ErrorCode.EmailTaken, Messages.emailTaken);
  }
  await recordEvent(deps, registrationsPerIp, ip);
  for (let i = 0; i < created.placesAdded; i += 1) {
    await recordEvent(deps, locationCreationLimit, ip);
  }
  mailVerificationLinkLater(deps, created.user);
  return { token: created.token, user: created.user };
}

/**
 * Signs in. A wrong password and an unknown e-mail give the same 401 after the same argon2 work
 * (unknown e-mails are verified against a dummy hash) and the same counting. Limits
 * (login-throttle.ts) are checked once before queueing for a hashing slot, so a blocked client
 * never waits in the queue, and again inside the slot, where the outcome is also recorded: a
 * burst of concurrent guesses cannot all pass the check before their failures count.
 */
export async function login(
  deps: SessionDeps,
  input: LoginInput,
  ip: string,
): Promise<AuthResponse> {
  const { email, password } = input;
  await assertLoginAllowed(deps, email, ip);
  const user = await withHashingSlot(async (slot) => {
    await assertLoginAllowed(deps, email, ip);
    const found = await findUserByEmail(deps.db, email);
    if (!(await slot.verify(found?.passwordHash, password)) || !found) {
      await recordLoginFailure(deps, email, ip);
      return undefined;
    }
    await recordLoginSuccess(deps, email, ip);
    return found;
  });
  if (!user) throw new AppError(ErrorCode.InvalidCredentials, Messages.invalidCredentials);
  const token = await startSession(deps, user.id, input.rememberMe);
  return {
    token,
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      language: user.language,
    },
  };
}

async function assertLoginAllowed(deps: SessionDeps, email: string, ip: string): Promise<void> {
  const wait = await loginWait(deps, email, ip);
  if (wait > 0) throw rateLimitedError(wait);
}
