import { ApiRoutes, ErrorCode, Messages } from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHING_SLOTS, hashingLoad, hashPassword } from '../../src/modules/auth/password';
import { answer, startExam } from '../helpers/exam';
import { insertUser } from '../../src/modules/auth/users.repository';
import { createUser, login, randomIp, uniqueEmail } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

const RESET_SUBJECT = 'Reset your password';

/**
 * Sign-in throttling (issue 9 item 5, docs/decisions/018) through the real app: per-account
 * exponential back-off and the 100-an-hour ceiling, and per-IP limits that stop a password
 * sprayer but let a class behind one school address sign in. Time moves only on the test clock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rateLimited = { message: Messages.rateLimited, code: ErrorCode.RateLimited };
const invalidCredentials = {
  message: Messages.invalidCredentials,
  code: ErrorCode.InvalidCredentials,
};
const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

/** Waits the back-off out on the test clock and fails once more; returns the next wait. */
async function failAndReadWait(email: string, ip = randomIp()) {
  expect((await login(t, email, 'wrong-password', { ip })).json()).toEqual(invalidCredentials);
  const blocked = await login(t, email, 'wrong-password', { ip });
  if (blocked.statusCode === 401) return 0;
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toEqual(rateLimited);
  return retryAfter(blocked);
}

describe('per-account exponential back-off', () => {
  it('four typos are free, then each failure doubles the wait (1 s, 2 s, 4 s ...) up to 15 minutes', async () => {
    const account = await createUser(t);
    const waits: number[] = [];
    // Each call fails once and then probes with another guess, which is itself a failure while
    // nothing blocks it (calls 1-2: failures 1-4), and a 429 once the back-off has started.
    for (let call = 0; call < 14; call += 1) {
      const wait = await failAndReadWait(account.email);
      waits.push(wait);
      // The right password is refused as well while backing off: the answer reveals nothing.
      if (wait > 0) {
        const right = await login(t, account.email, account.password);
        expect(right.statusCode).toBe(429);
        expect(retryAfter(right)).toBe(wait);
      }
      t.clock.advance(wait * 1000);
    }
    // Failures 5, 6, 7 ... wait 1 s, 2 s, 4 s ...; the 15th and later wait the 15-minute cap.
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);

    // A successful sign-in clears the streak: four free typos again.
    expect((await login(t, account.email, account.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login(t, account.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await login(t, account.email, 'wrong-password')).statusCode).toBe(401);
    expect(retryAfter(await login(t, account.email, account.password))).toBe(1);
  });

  it('an unknown e-mail backs off exactly like a known one (same bodies, same Retry-After)', async () => {
    const account = await createUser(t);
    const ghost = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const known = await login(t, account.email, 'wrong-password');
      const unknown = await login(t, ghost, 'wrong-password');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
      t.clock.advance(retryAfter(known) * 1000 || 0);
    }
  });

  it('an hour without failures forgets the streak', async () => {
    const account = await createUser(t);
    for (let attempt = 0; attempt < 6; attempt += 1) await login(t, account.email, 'nope-nope');
    expect((await login(t, account.email, account.password)).statusCode).toBe(429);
    t.clock.advanceMinutes(61);
    expect((await login(t, account.email, 'nope-nope')).statusCode).toBe(401);
    expect((await login(t, account.email, account.password)).statusCode).toBe(200);
  });

  it('never more than 100 failures an hour, even when successes keep clearing the back-off', async () => {
    const account = await createUser(t);
    let failures = 0;
    for (let cycle = 0; cycle < 25; cycle += 1) {
      for (let typo = 0; typo < 4; typo += 1) {
        expect((await login(t, account.email, 'wrong-password')).statusCode).toBe(401);
        failures += 1;
      }
      // The right password clears the back-off, never the hourly count (up to the 100th failure).
      if (failures < 100) {
        expect((await login(t, account.email, account.password)).statusCode).toBe(200);
      }
    }
    expect(failures).toBe(100);
    for (const password of ['wrong-password', account.password]) {
      const capped = await login(t, account.email, password);
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toEqual(rateLimited);
      expect(retryAfter(capped)).toBeGreaterThan(0);
      expect(retryAfter(capped)).toBeLessThanOrEqual(3600);
    }
    t.clock.advance(retryAfter(await login(t, account.email, account.password)) * 1000);
    expect((await login(t, account.email, account.password)).statusCode).toBe(200);
  }, 120_000);

  it('a burst of concurrent guesses cannot slip past the back-off: limits are checked inside the hashing slot', async () => {
    const account = await createUser(t);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => login(t, account.email, 'wrong-password')),
    );
    const failed = responses.filter((response) => response.statusCode === 401).length;
    const limited = responses.filter((response) => response.statusCode === 429).length;
    // Four free failures, the fifth that starts the wait, plus at most one guess per other
    // hashing slot, checked at the same moment (none on a 2-core machine: one slot).
    expect(failed).toBeGreaterThanOrEqual(5);
    expect(failed).toBeLessThanOrEqual(4 + HASHING_SLOTS);
    expect(failed + limited).toBe(20);
  });
});

describe('per-IP limits: a class behind one school address, and a password sprayer', () => {
  const CLASS_SIZE = 30;
  const TYPOS_EACH = 4;
  const school = randomIp();
  const students: { email: string; password: string }[] = [];

  beforeAll(async () => {
    // Inserted directly (one shared hash): registering 30 accounts is not what is under test.
    const password = 'Class-Password-2026';
    const passwordHash = await hashPassword(password);
    for (let index = 0; index < CLASS_SIZE; index += 1) {
      const email = uniqueEmail(`pupil${index}`);
      await insertUser(t.db, {
        username: `Pupil ${index}`,
        email,
        passwordHash,
        cityId: null,
        schoolId: null,
        emailVerifiedAt: null,
        now: t.clock.now(),
      });
      students.push({ email, password });
    }
  });

  it('30 students signing in from one address, four typos each (120 failures), all get in', async () => {
    for (const student of students) {
      for (let typo = 0; typo < TYPOS_EACH; typo += 1) {
        const response = await login(t, student.email, `${student.password}x`, { ip: school });
        expect(response.statusCode).toBe(401);
      }
      expect((await login(t, student.email, student.password, { ip: school })).statusCode).toBe(
        200,
      );
    }
  }, 120_000);

  it('a sprayer on that address is stopped at 50 failing accounts; the class, already in, still signs in', async () => {
    let sprayed = 0;
    let blocked: Awaited<ReturnType<typeof login>> | undefined;
    while (!blocked && sprayed < 100) {
      const response = await login(t, uniqueEmail('victim'), 'Spring2026!', { ip: school });
      if (response.statusCode === 429) blocked = response;
      else sprayed += 1;
    }
    // The class's 30 accounts count once each: the sprayer got the remaining 20.
    expect(sprayed).toBe(50 - CLASS_SIZE);
    expect(blocked?.json()).toEqual(rateLimited);
    const wait = retryAfter(blocked ?? { headers: {} });
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);

    // A known account (even with its right password) that never signed in here is held back ...
    const newcomer = await createUser(t);
    expect((await login(t, newcomer.email, newcomer.password, { ip: school })).statusCode).toBe(
      429,
    );
    // ... but the students who signed in from this address today are not.
    for (const student of students.slice(0, 5)) {
      expect((await login(t, student.email, student.password, { ip: school })).statusCode).toBe(
        200,
      );
    }
    // Another address is unaffected, and the window passes.
    expect((await login(t, newcomer.email, newcomer.password)).statusCode).toBe(200);
    t.clock.advance(wait * 1000);
    expect((await login(t, uniqueEmail('victim'), 'Spring2026!', { ip: school })).statusCode).toBe(
      401,
    );
  }, 60_000);
});

describe('forgot-password', () => {
  it('answers known and unknown e-mails alike, and limits one address to 50 requests an hour (429 alike)', async () => {
    const account = await createUser(t);
    const ip = randomIp();
    const ask = (email: string) => t.post(ApiRoutes.auth.forgotPassword, { email }, { ip });
    for (let request = 0; request < 25; request += 1) {
      const known = await ask(account.email);
      const unknown = await ask(uniqueEmail('nobody'));
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.json()).toEqual({ message: Messages.forgotPasswordNeutral });
      expect(unknown.body).toBe(known.body);
    }
    const known = await ask(account.email);
    const unknown = await ask(uniqueEmail('nobody'));
    expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
    expect(known.json()).toEqual(rateLimited);
    expect(unknown.body).toBe(known.body);
    expect(retryAfter(unknown)).toBe(retryAfter(known));
    // The per-account mail limit held underneath: 25 requests, 5 mails.
    await t.settle();
    expect(t.smtp.mailsTo(account.email, RESET_SUBJECT)).toHaveLength(5);
  });
});

describe('bounded password hashing', () => {
  it('an exam answer completes while a flood of 50 sign-ins is still queued; never more hashes at once than the slots', async () => {
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    let signInsDone = 0;
    // Unknown e-mails from different addresses: every one costs a full argon2 verify.
    const flood = Array.from({ length: 50 }, () =>
      login(t, uniqueEmail('flood'), 'wrong-password').then((response) => {
        signInsDone += 1;
        return response.statusCode;
      }),
    );
    await answer(t, student.token, exam); // expects 200
    const doneWhenAnswered = signInsDone;
    const queuedWhenAnswered = hashingLoad().waiting;
    const statuses = await Promise.all(flood);

    expect(doneWhenAnswered).toBeLessThan(50);
    expect(queuedWhenAnswered).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(hashingLoad().peak).toBeLessThanOrEqual(HASHING_SLOTS);
  }, 60_000);
});
