import { validateHeaderName, validateHeaderValue } from 'node:http';
import { ApiRoutes } from '@exam/contract';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { figures, lessons, users } from '../../../src/db/schema';
import { startSession } from '../../../src/modules/auth/session.service';
import { createUser, DEFAULT_CITY, DEFAULT_SCHOOL } from '../../helpers/factories';
import type { TestApp } from '../../helpers/test-app';
import { XSRF_TOKEN } from '../../helpers/test-app';
import { tableNames } from './database-fingerprint';
import { IdPools } from './id-pools';
import { junkCases } from './junk-routes';
import type { FuzzRequest } from './fuzz-request';
import type { FuzzCase, FuzzTarget } from './request-arbitrary';
import { casesFor } from './request-arbitrary';
import type { Operation } from './route-table';
import { routeTable } from './route-table';
import { createStudentsWithAttempts } from './student-attempts';

/**
 * What a fuzz run needs: the route table, a signed-in student with attempts of every kind (so
 * id-bearing routes see real ids), pools seeded with those ids, and the generator of cases.
 */
export interface FuzzFixture {
  operations: Operation[];
  pools: IdPools;
  target: FuzzTarget;
  tables: string[];
  cases: fc.Arbitrary<FuzzCase>;
  renewToken: () => Promise<void>;
}

/**
 * app.inject resolves dot segments ('/api/x/../../etc' is '/etc'), which then is a page of the
 * web app, not the API; such paths are sent raw over the socket instead (endpoint-fuzz-socket.test.ts).
 */
function staysInApi(url: string): boolean {
  return new URL(url, 'http://localhost').pathname.startsWith('/api/');
}

/**
 * A valid account deletion with the student's password would delete the fuzzing student, and
 * every later request would be a 401: deletion is fuzzed with everything but its success, which
 * account.test.ts and the model test cover.
 */
function deletesTheStudent(request: FuzzRequest, password: string): boolean {
  return (
    new URL(request.url, 'http://localhost').pathname === ApiRoutes.account.delete &&
    (request.payload ?? '').includes(JSON.stringify(password))
  );
}

/** A request Node's HTTP client can put on the wire (it refuses control characters in headers). */
function sendable(headers: Record<string, string>, cookies: Record<string, string>): boolean {
  try {
    for (const [name, value] of Object.entries(headers)) {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    }
    validateHeaderValue('cookie', cookieHeader(cookies));
    return true;
  } catch {
    return false;
  }
}

/** The Cookie header for a request's cookies (inject takes them as an object). */
export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * `transport: 'inject'` (default) keeps paths app.inject can send as written; 'socket' keeps
 * requests Node's HTTP client can send, dot segments included (sent raw, as an attacker would).
 */
export async function createFuzzFixture(
  t: TestApp,
  transport: 'inject' | 'socket' = 'inject',
): Promise<FuzzFixture> {
  await t.app.ready();
  const operations = routeTable(t.app);
  const [student] = await createStudentsWithAttempts(t, 1);
  if (!student) throw new Error('no student');
  const pools = new IdPools();
  let token = student.user.token;
  const target: FuzzTarget = { pools, token: () => token, xsrf: XSRF_TOKEN };

  pools.add('examId', student.exam.finished);
  pools.add('trialId', student.trial.finished);
  pools.add('practiceId', student.practice.finished);
  pools.add('questionId', student.exam.finishedQuestion);
  pools.add('questionId', student.trial.finishedQuestion);
  pools.add('lessonId', student.exam.lessonId);
  pools.harvest([student.exam.running, student.trial.running, student.practice.running]);
  for (const answer of ['0', '1', '2', '3']) pools.add('answer', answer);
  pools.add('email', student.user.email);
  await t.settle();
  for (const mail of t.smtp.mailsTo(student.user.email, 'Confirm your e-mail address')) {
    pools.add('verificationToken', /verify-email\?token=([\w-]+)/.exec(mail.decoded)?.[1]);
  }
  pools.add('password', student.user.password);
  pools.add('city', DEFAULT_CITY);
  pools.add('school', DEFAULT_SCHOOL);
  for (const row of await t.db.select({ id: lessons.id }).from(lessons).limit(8)) {
    pools.add('lessonId', row.id);
  }
  for (const row of await t.db.select({ id: figures.id }).from(figures).limit(8)) {
    pools.add('figure', row.id);
  }
  // issue 23: classes. Teachers keep every student feature, so the fuzzing account is made a
  // teacher: the teacher routes are fuzzed with a real class, member and join code (students
  // and admins on them are the access-control matrix's, which proves their 403).
  await t.db.update(users).set({ role: 'teacher' }).where(eq(users.id, student.user.user.id));
  const taught = await t.post(
    ApiRoutes.teacher.classes,
    { name: 'Fuzz class' },
    { token: student.user.token },
  );
  const { id: classId, joinCode } = taught.json<{ id: string; joinCode: string }>();
  const member = await createUser(t);
  await t.post(ApiRoutes.account.classes, { code: joinCode }, { token: member.token });
  pools.add('classId', classId);
  pools.add('userId', member.user.id);
  pools.add('joinCode', joinCode);

  const cases = fc
    .oneof(
      ...operations.map((operation) => casesFor(operation, target)),
      junkCases(operations, target),
    )
    .filter(({ request }) =>
      transport === 'inject' ? staysInApi(request.url) : sendable(request.headers, request.cookies),
    )
    .filter(({ request }) => !deletesTheStudent(request, student.user.password));
  return {
    operations,
    pools,
    target,
    tables: await tableNames(t.db),
    cases,
    // A fuzzed logout signs the student out: open a new session, as signing in again would.
    renewToken: async () => {
      token = await startSession(
        { db: t.db, clock: t.clock, sessionSecret: t.config.sessionSecret },
        student.user.user.id,
        false,
      );
    },
  };
}
