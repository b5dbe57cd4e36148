import { ApiRoutes, ErrorCode, Messages } from '@exam/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HASHING_QUEUE_LIMIT,
  HASHING_SLOTS,
  hashingLoad,
  withHashingSlot,
} from '../../src/modules/auth/password';
import { createUser, login, randomIp, uniqueEmail } from '../helpers/factories';
import type { CreatedUser } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

const RESET_SUBJECT = 'Reset your password';

/**
 * Issue 17, finding 1: junk-token reset-password requests slowed every sign-in, because the new
 * password was hashed before the token was looked at, the route had no limit, and the hashing
 * queue shared with sign-in grew without bound (docs/decisions/023). The latency itself is
 * measured by bench/security/reset-flood.ts; these tests check the rules that keep it low.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Trigonometry!42';
const junkToken = () => `junk-${randomIp()}-${Math.random().toString(36).slice(2)}`;
const reset = (token: string, ip = randomIp()) =>
  t.post(ApiRoutes.auth.resetPassword, { token, password: NEW_PASSWORD }, { ip });

/**
 * Takes every hashing slot (and `waiting` places in the queue) with tasks that hold on until
 * `release`, as a flood of hashes would: whatever the app then queues for a hash cannot start.
 */
function occupyHashing(waiting = 0) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const tasks = Array.from({ length: HASHING_SLOTS + waiting }, () => withHashingSlot(() => gate));
  expect(hashingLoad()).toMatchObject({ active: HASHING_SLOTS, waiting });
  return {
    release: async () => {
      release();
      await Promise.all(tasks);
    },
  };
}

/**
 * Sends a request while the hashing slots are held and tells whether it was answered without
 * waiting for a hash, or joined the hashing queue instead (the queue grew before any answer).
 * No clock involved: it watches which of the two happens first.
 */
async function answeredWithoutHashing(
  send: () => Promise<LightMyRequestResponse>,
): Promise<{ response?: LightMyRequestResponse; pending: Promise<LightMyRequestResponse> }> {
  const queuedBefore = hashingLoad().waiting;
  let response: LightMyRequestResponse | undefined;
  const pending = send().then((answer) => (response = answer));
  while (!response) {
    if (hashingLoad().waiting > queuedBefore) return { pending };
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { response, pending };
}

/** Asks for a reset link and returns the token from the mail that arrived. */
async function mailedResetToken(account: CreatedUser): Promise<string> {
  const before = t.smtp.mailsTo(account.email, RESET_SUBJECT).length;
  const asked = await t.post(
    ApiRoutes.auth.forgotPassword,
    { email: account.email },
    { ip: randomIp() },
  );
  expect(asked.statusCode).toBe(200);
  await t.settle();
  const mails = t.smtp.mailsTo(account.email, RESET_SUBJECT);
  expect(mails).toHaveLength(before + 1);
  const token = /\/reset-password\?token=([\w-]+)/.exec(mails.at(-1)?.decoded ?? '')?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return token;
}

describe('reset-password checks the token before hashing', () => {
  it('answers a junk token with 400 while every hashing slot is busy: it never queues for a hash', async () => {
    const busy = occupyHashing();
    let outcome;
    try {
      outcome = await answeredWithoutHashing(() => reset(junkToken()));
    } finally {
      await busy.release();
    }
    expect(outcome.response, 'the junk-token request queued for a password hash').toBeDefined();
    expect(outcome.response?.statusCode).toBe(400);
    expect(outcome.response?.json()).toEqual({
      message: Messages.resetTokenInvalid,
      code: ErrorCode.ResetTokenInvalid,
    });
  });

  it('still hashes and sets the password for a valid token', async () => {
    const account = await createUser(t);
    const response = await reset(await mailedResetToken(account));
    expect(response.statusCode).toBe(200);
    expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('reset-password is limited per address', () => {
  it('allows 50 attempts an hour from one address, junk and valid tokens alike; then 429 with Retry-After', async () => {
    const account = await createUser(t);
    const token = await mailedResetToken(account);
    const ip = randomIp();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect((await reset(junkToken(), ip)).statusCode).toBe(400);
    }
    const junk = await reset(junkToken(), ip);
    const valid = await reset(token, ip);
    for (const response of [junk, valid]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        message: Messages.rateLimited,
        code: ErrorCode.RateLimited,
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(valid.headers['retry-after']).toBe(junk.headers['retry-after']);
    // The refused link was not used up: it works from another address.
    expect((await reset(token, randomIp())).statusCode).toBe(200);
    // An hour later the address may try again.
    t.clock.advance(60 * 60 * 1000);
    expect((await reset(junkToken(), ip)).statusCode).toBe(400);
  });
});

describe('the hashing queue is bounded', () => {
  const busy = { message: Messages.serverBusy, code: ErrorCode.ServerBusy };

  it('answers sign-in, registration and a valid reset with 503 SERVER_BUSY and Retry-After at once when the queue is full; the queue does not grow', async () => {
    const account = await createUser(t);
    const token = await mailedResetToken(account);
    const full = occupyHashing(HASHING_QUEUE_LIMIT);
    const outcomes = [];
    try {
      for (const send of [
        () => login(t, account.email, account.password),
        () =>
          t.post(
            ApiRoutes.auth.register,
            {
              username: 'Busy Student',
              email: uniqueEmail('busy'),
              password: 'Geometry#2026',
              city: 'Cairo',
              school: 'Factory Test School',
            },
            { ip: randomIp() },
          ),
        () => reset(token),
      ]) {
        outcomes.push(await answeredWithoutHashing(send));
        expect(hashingLoad().waiting).toBe(HASHING_QUEUE_LIMIT);
      }
    } finally {
      await full.release();
    }
    for (const outcome of outcomes) {
      expect(outcome.response, 'a request joined the full hashing queue').toBeDefined();
      expect(outcome.response?.statusCode).toBe(503);
      expect(outcome.response?.json()).toEqual(busy);
      expect(outcome.response?.headers['retry-after']).toBe('1');
    }
    // Nothing was used up: the same requests succeed once the queue has room.
    expect((await login(t, account.email, account.password)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('a sign-in that finds room in the queue waits its turn and succeeds', async () => {
    const account = await createUser(t);
    const nearlyFull = occupyHashing(HASHING_QUEUE_LIMIT - 1);
    let outcome;
    try {
      outcome = await answeredWithoutHashing(() => login(t, account.email, account.password));
      expect(outcome.response).toBeUndefined();
    } finally {
      await nearlyFull.release();
    }
    expect((await outcome.pending).statusCode).toBe(200);
  });
});
