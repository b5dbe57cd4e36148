import {
  ACCOUNT_EXPORTS_PER_HOUR,
  ApiRoutes,
  ATTEMPT_STARTS_PER_HOUR,
  ErrorCode,
} from '@exam/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams, practiceSessions, trials } from '../src/db/schema';
import { TOPIC } from './helpers/exam';
import { countRows, createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * Issue 17, finding 6: per-student limits on starting attempts (exams, trials and practice
 * sessions together: 30 an hour) and on exporting one's data (10 an hour). Past the limit: 429
 * RATE_LIMITED with Retry-After and a message that says which limit and how long to wait, and
 * nothing is written. Another student is not affected; the next hour starts afresh.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const startExam = (token: string) => t.post(ApiRoutes.exam.generate, { topic: TOPIC }, { token });
const startTrial = (token: string) => t.post(ApiRoutes.trial.generate, undefined, { token });
const startPractice = (token: string) =>
  t.post(ApiRoutes.practice.start, { topic: TOPIC }, { token });
const starts = [startExam, startTrial, startPractice];

function expectLimited(response: LightMyRequestResponse, what: RegExp) {
  expect(response.statusCode, response.body).toBe(429);
  const body = response.json<{ message: string; code: string }>();
  expect(body.code).toBe(ErrorCode.RateLimited);
  expect(body.message).toMatch(what);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
  // The message's wait agrees with Retry-After, in whole minutes.
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  expect(body.message).toContain(minutes === 1 ? 'in 1 minute.' : `in ${minutes} minutes.`);
}

const attemptRows = async () =>
  (await countRows(t.db, exams)) +
  (await countRows(t.db, trials)) +
  (await countRows(t.db, practiceSessions));

describe('starting exams, trials and practice sessions', () => {
  it(`allows ${ATTEMPT_STARTS_PER_HOUR} starts an hour per student, then answers 429 with the wait and writes nothing`, async () => {
    const student = await createUser(t);
    for (let i = 0; i < ATTEMPT_STARTS_PER_HOUR; i += 1) {
      const response = await starts[i % starts.length]!(student.token);
      expect(response.statusCode, `start ${i + 1}: ${response.body}`).toBe(200);
    }
    const before = await attemptRows();
    t.clock.advanceMinutes(20);
    for (const start of starts) {
      expectLimited(
        await start(student.token),
        /^You have started 30 exams, trials and practice sessions within an hour\. You can start another in \d+ minutes?\.$/,
      );
    }
    expect(await attemptRows()).toBe(before);

    // Another student is not limited by this one.
    const classmate = await createUser(t);
    expect((await startExam(classmate.token)).statusCode).toBe(200);

    // The next hour starts afresh.
    t.clock.advanceMinutes(41);
    expect((await startPractice(student.token)).statusCode).toBe(200);
  });

  it('does not count a start that failed', async () => {
    const student = await createUser(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < ATTEMPT_STARTS_PER_HOUR + 5; i += 1) {
      const response = await t.post(
        ApiRoutes.practice.start,
        { topic: TOPIC, fromExamId: missing },
        { token: student.token },
      );
      expect(response.statusCode).toBe(404);
    }
    expect((await startExam(student.token)).statusCode).toBe(200);
  });
});

describe('GET /api/account/export', () => {
  it(`allows ${ACCOUNT_EXPORTS_PER_HOUR} exports an hour per student, then 429 with the wait`, async () => {
    const student = await createUser(t);
    for (let i = 0; i < ACCOUNT_EXPORTS_PER_HOUR; i += 1) {
      const response = await t.get(ApiRoutes.account.export, { token: student.token });
      expect(response.statusCode, `export ${i + 1}`).toBe(200);
    }
    expectLimited(
      await t.get(ApiRoutes.account.export, { token: student.token }),
      /^You have downloaded your data 10 times within an hour\. You can download it again in \d+ minutes?\.$/,
    );
    const classmate = await createUser(t);
    expect((await t.get(ApiRoutes.account.export, { token: classmate.token })).statusCode).toBe(
      200,
    );
    t.clock.advanceMinutes(61);
    expect((await t.get(ApiRoutes.account.export, { token: student.token })).statusCode).toBe(200);
  });
});
