import { ApiRoutes, ErrorCode, Messages, XSRF_HEADER } from '@exam/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { wasInFinishedExam } from '../../src/modules/exam/exam.repository';
import { wasInFinishedTrial } from '../../src/modules/trial/trial.repository';
// issue 23 (insights)
import { wasShownTo } from '../../src/modules/problem-reports/problem-reports.repository';
import { issueSignInCode } from '../../src/modules/social-auth/social-sign-in-code.service';
import { FLOW_COOKIE } from '../../src/modules/social-auth/social-flow-cookie';
import type { CreatedUser } from '../helpers/factories';
import { countRows, createUser, randomIp } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { createTestApp, TEST_XSRF_COOKIE, XSRF_TOKEN } from '../helpers/test-app';
import type { ProbeTarget } from './support/attempt-probes';
import { missingTwin, operationRequest, probeRequest, targetsFor } from './support/attempt-probes';
import { changedTables, fingerprint, tableNames } from './support/database-fingerprint';
import { exampleValue } from './support/example-value';
import type { IdSlot } from './support/id-bearing-routes';
import { idSlots, isClassesRoute } from './support/id-bearing-routes';
import type { Identity } from './support/identities';
import { createIdentities } from './support/identities';
import { checkHeaders } from './support/response-oracles';
import type { Operation } from './support/route-table';
import { routeTable } from './support/route-table';
import type { StudentAttempts } from './support/student-attempts';
import { createStudentsWithAttempts } from './support/student-attempts';

/**
 * Item 3 of issue 9: the access-control matrix, generated from the route table. Every id-bearing
 * route (path parameter or body field naming an attempt or a question of one) x every attempt
 * kind and state the owner has x {owner, other student, anonymous, expired token, expired
 * session, revoked session, deleted user}. Every non-owner probe is sent twice, with the owner's
 * id and with an id that exists nowhere: both answers must be identical (status, body, headers
 * that describe the body), never a success, and write nothing. The owner's probes run last
 * (some advance the attempt) and must succeed at least once per route, so a route that refuses
 * everybody cannot pass for a safe one.
 */
let t: TestApp;
let operations: Operation[];
let slots: IdSlot[];
let owner: StudentAttempts;
let other: StudentAttempts;
let identities: Identity[];
let tables: string[];
let probes = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operations = routeTable(t.app);
  slots = idSlots(operations);
  [owner, other] = (await createStudentsWithAttempts(t, 2)) as [StudentAttempts, StudentAttempts];
  identities = await createIdentities(t, owner, other);
  tables = await tableNames(t.db);
});
afterAll(async () => {
  console.log(
    `access-control matrix: ${probes} probes over ${slots.length} id slots of ${new Set(slots.map((s) => s.operation)).size} routes x ${identities.length} identities`,
  );
  await t.close();
});

// issue 23 (questions): the console's question bank is for admin accounts (requireRole), not
// for the local admin token; tested in a block of its own at the end.
const isQuestionConsoleRoute = (operation: Operation) =>
  operation.path.startsWith(ApiRoutes.admin.questions);

/** Administrators' routes (decision 022): refused to every student, tested on their own below. */
const isAdminRoute = (operation: Operation) =>
  operation.path.startsWith('/api/admin/') && !isQuestionConsoleRoute(operation);

// issue 23, roles: routes of one role (docs/decisions/044), tested on their own below.
/** The role a route is for: the console's (admin) and the teachers' routes. */
function requiredRole(operation: Operation): 'admin' | 'teacher' | undefined {
  if (operation.path === ApiRoutes.admin.backup) return undefined; // the local admin's route
  if (operation.path.startsWith('/api/admin/')) return 'admin';
  if (operation.path.startsWith('/api/teacher/')) return 'teacher';
  return undefined;
}
/** The backup: the local admin token's route (requireAdmin), which admin accounts also pass. */
const isLocalAdminRoute = (operation: Operation) => operation.path === ApiRoutes.admin.backup;

// issue 23 (insights): admin routes gated by the account's role (requireRole('admin')), not by
// the local admin token: probed in their own block at the end of this file.
const INSIGHTS_ROLE_ROUTES: ReadonlySet<string> = new Set([
  ApiRoutes.admin.reports,
  ApiRoutes.admin.resolveReport,
  ApiRoutes.admin.itemStats,
  ApiRoutes.admin.calibrationDryRun,
  ApiRoutes.admin.calibrationApply,
  ApiRoutes.admin.calibrationRuns,
  ApiRoutes.admin.calibrationRevert,
]);
const isInsightsRoleRoute = (operation: Operation) => INSIGHTS_ROLE_ROUTES.has(operation.path);

const isSuccess = (response: LightMyRequestResponse) =>
  response.statusCode >= 200 && response.statusCode < 300;

/** What a client can tell two answers apart by (date and request-specific headers aside). */
const visible = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body,
  type: response.headers['content-type'],
  length: response.headers['content-length'],
  cache: response.headers['cache-control'],
  retryAfter: response.headers['retry-after'],
});

const describeSlot = (slot: IdSlot) =>
  `${slot.operation.method} ${slot.operation.path} [${slot.where} ${slot.name}]`;

async function send(slot: IdSlot, target: ProbeTarget, identity: Identity) {
  probes += 1;
  return t.app.inject(probeRequest(slot, target, identity));
}

/** Writes run last among the owner's probes; starting a session last of all (it replaces one). */
function ownerOrder(slot: IdSlot): number {
  if (slot.operation.method === 'GET') return 0;
  // issue 22: practice help. A hint only before the check locks the question; Show Answer
  // after it (a re-send for the locked question answers its check).
  if (slot.operation.path === ApiRoutes.practice.hint) return 0.5;
  if (slot.operation.path === ApiRoutes.practice.showAnswer) return 1.5;
  if (slot.operation.path.endsWith('/finish')) return 2;
  if (slot.operation.path.endsWith('/start')) return 3;
  return 1;
}

/**
 * The bank is shared: the other student may by chance have answered the owner's question in a
 * finished exam or trial of their own, and may then rightly review it. Such a probe proves
 * nothing about access, so it is left out (the same question's other probes still run).
 */
async function otherHasMet(slot: IdSlot, target: ProbeTarget): Promise<boolean> {
  if (slot.kind === 'examQuestion') return wasInFinishedExam(t.db, other.user.user.id, target.id);
  if (slot.kind === 'trialQuestion') return wasInFinishedTrial(t.db, other.user.user.id, target.id);
  return false;
}

describe('access-control matrix', () => {
  it('finds the id-bearing routes of every attempt kind in the route table', () => {
    const kinds = new Set(slots.map((slot) => slot.kind));
    expect([...kinds].sort()).toEqual(
      ['exam', 'examQuestion', 'practice', 'trial', 'trialQuestion'].sort(),
    );
    expect(slots.filter((slot) => slot.where === 'body').length).toBeGreaterThanOrEqual(6);
  });

  // issue 22: practice help
  it('probes the practice help routes by their practiceId', () => {
    const helpSlots = slots
      .filter((slot) => slot.kind === 'practice' && slot.where === 'body')
      .map((slot) => slot.operation.path);
    expect(helpSlots).toEqual(
      expect.arrayContaining([ApiRoutes.practice.hint, ApiRoutes.practice.showAnswer]),
    );
  });

  it('gives no one but the owner anything, and answers "not yours" exactly like "does not exist"', async () => {
    const problems: string[] = [];
    for (const slot of slots) {
      for (const target of targetsFor(slot.kind, owner)) {
        for (const identity of identities.filter((who) => !who.isOwner)) {
          if (identity.name === 'other student' && (await otherHasMet(slot, target))) continue;
          const where = `${describeSlot(slot)} ${target.state} as ${identity.name}`;
          const before = await fingerprint(t.db, tables);
          const theirs = await send(slot, target, identity);
          const missing = await send(slot, missingTwin(target), identity);
          const changed = changedTables(before, await fingerprint(t.db, tables));
          if (isSuccess(theirs)) problems.push(`${where}: ${theirs.statusCode} ${theirs.body}`);
          if (JSON.stringify(visible(theirs)) !== JSON.stringify(visible(missing))) {
            problems.push(
              `${where}: differs from a missing id: ${theirs.statusCode} ${theirs.body} / ${missing.statusCode} ${missing.body}`,
            );
          }
          if (identity.name !== 'other student' && theirs.statusCode !== 401) {
            problems.push(`${where}: ${theirs.statusCode}, not 401`);
          }
          if (changed.length > 0) problems.push(`${where}: wrote to ${changed.join(', ')}`);
          problems.push(...checkHeaders(theirs).map((problem) => `${where}: ${problem}`));
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers every unauthenticated identity with the same 401', async () => {
    const [slot] = slots;
    if (!slot) throw new Error('no id-bearing route');
    const [target] = targetsFor(slot.kind, owner);
    if (!target) throw new Error('no target');
    const answers = new Set<string>();
    for (const identity of identities.filter((who) => who.name !== 'owner')) {
      if (identity.name === 'other student') continue;
      const response = await send(slot, target, identity);
      expect(response.json()).toMatchObject({ code: ErrorCode.Unauthenticated });
      answers.add(JSON.stringify(visible(response)));
    }
    expect(answers.size).toBe(1);
  });

  it("shows no owner's id in any signed-in list another student reads", async () => {
    const ownerIds = [
      owner.user.user.id,
      owner.user.email,
      owner.exam.finished,
      owner.exam.running.examId,
      owner.trial.finished,
      owner.trial.running.trialId,
      owner.practice.finished,
      owner.practice.running.practiceId,
    ];
    const lists = operations.filter(
      (operation) =>
        operation.secured &&
        operation.method === 'GET' &&
        operation.pathParams.length === 0 &&
        !isAdminRoute(operation) &&
        requiredRole(operation) === undefined,
    );
    expect(lists.length).toBeGreaterThanOrEqual(6);
    for (const operation of lists) {
      probes += 1;
      const response = await t.app.inject({
        method: 'GET',
        url: operation.path,
        headers: { authorization: `Bearer ${other.user.token}` },
      });
      expect(response.statusCode, operation.path).toBe(200);
      for (const id of ownerIds) expect(response.body, operation.path).not.toContain(id);
    }
  });

  it("lets the owner in: every id-bearing route succeeds for the owner's own attempt", async () => {
    const ownerIdentity = identities.find((who) => who.isOwner);
    if (!ownerIdentity) throw new Error('no owner');
    const succeeded = new Map<Operation, number>();
    const ordered = [...slots].sort((a, b) => ownerOrder(a) - ownerOrder(b));
    for (const slot of ordered) {
      for (const target of targetsFor(slot.kind, owner)) {
        const response = await send(slot, target, ownerIdentity);
        expect(response.statusCode, `${describeSlot(slot)} ${target.state}`).toBeLessThan(500);
        if (isSuccess(response)) {
          succeeded.set(slot.operation, (succeeded.get(slot.operation) ?? 0) + 1);
        }
      }
    }
    const refusedAll = [...new Set(slots.map((slot) => slot.operation))]
      .filter((operation) => !succeeded.has(operation))
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(refusedAll).toEqual([]);
  }, 120_000);
});

/**
 * Issue 17's credential routes, which name no attempt and so are not id slots: the one-time code
 * of a server-side social sign-in (finding 2) and the e-mail verification routes (finding 3).
 * Who may use them is not a matter of the bearer token but of the browser (the sign-in cookie)
 * or the mailbox (the link): these probes check that nothing else opens them.
 */
describe('access-control matrix: the code exchange and e-mail verification (issue 17)', () => {
  const failed = { message: Messages.authenticationFailed, code: ErrorCode.SocialSignInFailed };
  const deps = () => ({ db: t.db, clock: t.clock });

  function exchange(code: string, identity: Identity | undefined, binding: string | undefined) {
    probes += 1;
    const cookies = [
      `${TEST_XSRF_COOKIE}=${XSRF_TOKEN}`,
      ...(binding ? [`${FLOW_COOKIE}=${binding}`] : []),
    ];
    return t.app.inject({
      method: 'POST',
      url: ApiRoutes.auth.exchangeCode,
      remoteAddress: randomIp(),
      headers: {
        'x-xsrf-token': XSRF_TOKEN,
        cookie: cookies.join('; '),
        ...(identity?.authorization ? { authorization: identity.authorization } : {}),
      },
      payload: { code },
    });
  }

  it("gives nobody without the sign-in's cookie a session from its code, whatever bearer token they hold, exactly like a code nobody issued", async () => {
    const ownerId = owner.user.user.id;
    const other = await issueSignInCode(deps(), ownerId);
    const problems: string[] = [];
    for (const identity of identities) {
      for (const [cookieName, binding] of [
        ['no cookie', undefined],
        ["another sign-in's cookie", other.binding],
      ] as const) {
        const where = `as ${identity.name} with ${cookieName}`;
        const issued = await issueSignInCode(deps(), ownerId);
        const before = await countRows(t.db, sessions);
        const theirs = await exchange(issued.code, identity, binding);
        const missing = await exchange(`never-issued-${issued.code}`, identity, binding);
        if (JSON.stringify(theirs.json()) !== JSON.stringify(failed)) {
          problems.push(`${where}: ${theirs.statusCode} ${theirs.body}`);
        }
        if (JSON.stringify(visible(theirs)) !== JSON.stringify(visible(missing))) {
          problems.push(`${where}: differs from a code nobody issued`);
        }
        if ((await countRows(t.db, sessions)) !== before) problems.push(`${where}: a session`);
        problems.push(...checkHeaders(theirs).map((problem) => `${where}: ${problem}`));
        // Burnt: not even the browser that has the cookie can use it now.
        const late = await exchange(issued.code, undefined, issued.binding);
        if (late.statusCode !== 401)
          problems.push(`${where}: the code survived (${late.statusCode})`);
      }
    }
    expect(problems).toEqual([]);
    // The browser with the cookie gets in (so the refusals above are not a route that refuses all).
    const issued = await issueSignInCode(deps(), ownerId);
    const own = await exchange(issued.code, undefined, issued.binding);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ user: { id: string } }>().user.id).toBe(ownerId);
  });

  it('lets only a live session ask for a verification link, and mails it only to its own address', async () => {
    const answers = new Set<string>();
    for (const identity of identities.filter(
      (who) => !who.isOwner && who.name !== 'other student',
    )) {
      probes += 1;
      const response = await t.app.inject({
        method: 'POST',
        url: ApiRoutes.auth.resendVerification,
        cookies: { [TEST_XSRF_COOKIE]: XSRF_TOKEN },
        headers: {
          'x-xsrf-token': XSRF_TOKEN,
          ...(identity.authorization ? { authorization: identity.authorization } : {}),
        },
        payload: {},
      });
      expect(response.statusCode, identity.name).toBe(401);
      answers.add(JSON.stringify(visible(response)));
    }
    expect(answers.size).toBe(1);

    await t.settle();
    const ownerMails = t.smtp.mailsTo(owner.user.email).length;
    probes += 1;
    const byOther = await t.post(
      ApiRoutes.auth.resendVerification,
      {},
      { token: other.user.token },
    );
    expect(byOther.statusCode).toBe(200);
    await t.settle();
    expect(t.smtp.mailsTo(owner.user.email)).toHaveLength(ownerMails);
    expect(t.smtp.mailsTo(other.user.email, 'Confirm your e-mail address').length).toBeGreaterThan(
      1,
    );
  });

  it("a verification link confirms its own account's address only, whoever opens it", async () => {
    await t.settle();
    const mail = t.smtp.mailsTo(other.user.email, 'Confirm your e-mail address').at(-1)?.decoded;
    const token = /verify-email\?token=([\w-]+)/.exec(mail ?? '')?.[1] ?? '';
    const verifiedAt = async (id: string) =>
      (await t.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, id)))[0]
        ?.at ?? null;
    probes += 1;
    const response = await t.post(
      ApiRoutes.auth.verifyEmail,
      { token },
      { token: owner.user.token },
    );
    expect(response.statusCode).toBe(200);
    expect(await verifiedAt(other.user.user.id)).not.toBeNull();
    expect(await verifiedAt(owner.user.user.id)).toBeNull();
  });
});

/**
 * Issue 16: the administrators' routes (the backup of the whole database). Every identity of the
 * matrix is refused (students 403, everyone else the same 401 as any signed-in route), and so is
 * the local admin token itself from another address or through a proxy; nothing is written and
 * not one byte of a backup is sent. The local administrator on this machine gets the backup (the
 * control), and is the only one whose health check shows the backups' state.
 */
describe("access to the administrators' routes", () => {
  const GZIP_MAGIC = '\u001f\u008b';
  const adminOperations = () => operations.filter(isLocalAdminRoute);

  interface AdminProbe {
    name: string;
    headers: Record<string, string>;
    ip: string;
  }
  const adminProbes = (): AdminProbe[] => [
    ...identities.map((identity): AdminProbe => ({
      name: identity.name,
      headers: identity.authorization ? { authorization: identity.authorization } : {},
      ip: '127.0.0.1',
    })),
    {
      name: 'local admin token from another address',
      headers: { authorization: `Bearer ${t.adminToken}` },
      ip: '203.0.113.7',
    },
    {
      name: 'local admin token relayed by a proxy on this machine',
      headers: { authorization: `Bearer ${t.adminToken}`, 'x-forwarded-for': '203.0.113.7' },
      ip: '127.0.0.1',
    },
    {
      name: 'local admin token, one character changed',
      headers: {
        authorization: `Bearer ${t.adminToken.slice(0, -1)}${t.adminToken.endsWith('A') ? 'B' : 'A'}`,
      },
      ip: '127.0.0.1',
    },
    {
      name: 'local admin token as Basic credentials',
      headers: {
        authorization: `Basic ${Buffer.from(`admin:${t.adminToken}`).toString('base64')}`,
      },
      ip: '127.0.0.1',
    },
  ];

  it('finds the backup route among them, declared as needing a bearer credential', () => {
    const paths = adminOperations().map((operation) => `${operation.method} ${operation.path}`);
    expect(paths).toContain(`GET ${ApiRoutes.admin.backup}`);
    expect(adminOperations().every((operation) => operation.secured)).toBe(true);
  });

  it('refuses every student, every dead credential and the local token from elsewhere, writing nothing', async () => {
    const problems: string[] = [];
    for (const operation of adminOperations()) {
      for (const probe of adminProbes()) {
        const where = `${operation.method} ${operation.path} as ${probe.name}`;
        const before = await fingerprint(t.db, tables);
        probes += 1;
        const response = await t.app.inject({
          method: operation.method,
          url: operation.path,
          headers: probe.headers,
          remoteAddress: probe.ip,
        });
        const student = probe.name === 'owner' || probe.name === 'other student';
        const expected = student
          ? { status: 403, body: { message: Messages.adminOnly, code: ErrorCode.Forbidden } }
          : {
              status: 401,
              body: { message: Messages.unauthenticated, code: ErrorCode.Unauthenticated },
            };
        if (
          response.statusCode !== expected.status ||
          response.body !== JSON.stringify(expected.body)
        ) {
          problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        if (response.rawPayload.subarray(0, 2).toString('latin1') === GZIP_MAGIC) {
          problems.push(`${where}: backup bytes sent`);
        }
        const changed = changedTables(before, await fingerprint(t.db, tables));
        if (changed.length > 0) problems.push(`${where}: wrote to ${changed.join(', ')}`);
        problems.push(...checkHeaders(response).map((problem) => `${where}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives the backup to the local administrator on this machine (the control)', async () => {
    for (const operation of adminOperations()) {
      probes += 1;
      const response = await t.app.inject({
        method: operation.method,
        url: operation.path,
        headers: { authorization: `Bearer ${t.adminToken}` },
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode, operation.path).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');
      expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe(GZIP_MAGIC);
      expect(checkHeaders(response)).toEqual([]);
    }
  });

  it('shows the backups in the health check to the local administrator only', async () => {
    for (const probe of adminProbes()) {
      probes += 1;
      const response = await t.app.inject({
        method: 'GET',
        url: ApiRoutes.health,
        headers: probe.headers,
        remoteAddress: probe.ip,
      });
      expect(response.statusCode, probe.name).toBe(200);
      expect(response.json(), probe.name).toEqual({ status: 'ok', database: 'up' });
    }
    const admin = await t.get(ApiRoutes.health, { token: t.adminToken });
    expect(admin.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      backups: { schedule: null },
    });
  });
});

// issue 22: dashboard
/**
 * `GET /api/dashboard` names no attempt (no id slot): it is the signed-in student's own by
 * construction. Every dead or missing credential gets the one 401 and writes nothing; the owner
 * sees their finished exam and trial in it, the other student sees none of the owner's ids.
 */
describe('access-control matrix: the dashboard (issue 22)', () => {
  const askDashboard = (authorization: string | undefined) => {
    probes += 1;
    return t.app.inject({
      method: 'GET',
      url: ApiRoutes.dashboard,
      headers: authorization ? { authorization } : {},
    });
  };

  it('refuses every identity without a live session with the same 401, writing nothing', async () => {
    const answers = new Set<string>();
    for (const identity of identities.filter(
      (who) => !who.isOwner && who.name !== 'other student',
    )) {
      const before = await fingerprint(t.db, tables);
      const response = await askDashboard(identity.authorization);
      expect(response.statusCode, identity.name).toBe(401);
      expect(changedTables(before, await fingerprint(t.db, tables)), identity.name).toEqual([]);
      answers.add(JSON.stringify(visible(response)));
    }
    expect(answers.size).toBe(1);
  });

  it("shows the owner their own attempts and the other student none of the owner's", async () => {
    const ownerIdentity = identities.find((who) => who.isOwner);
    const otherIdentity = identities.find((who) => who.name === 'other student');
    const mine = await askDashboard(ownerIdentity?.authorization);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.body).toContain(owner.exam.finished);
    expect(mine.body).toContain(owner.trial.finished);
    const theirs = await askDashboard(otherIdentity?.authorization);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.body).toContain(other.exam.finished);
    for (const id of [
      owner.user.user.id,
      owner.exam.finished,
      owner.exam.running.examId,
      owner.trial.finished,
      owner.trial.running.trialId,
      owner.practice.finished,
      owner.practice.running.practiceId,
    ]) {
      expect(theirs.body).not.toContain(id);
    }
  });
});

// issue 23, roles
/**
 * Issue 23: the routes of one role (the console's, admin; the teachers', teacher). Every route x
 * {student, other student, teacher, admin} and every dead credential: the wrong role is 403
 * FORBIDDEN with the role message, no valid session 401, and nothing is written; the right role
 * is let in (the control, so a route that refuses everybody cannot pass for a safe one). Requests
 * pass validation (example values, unknown ids), so the answer is the access decision. Admin
 * accounts also administer the backup (canAdminister), and a teacher does not.
 */
describe('access-control matrix: roles (issue 23)', () => {
  let teacher: CreatedUser;
  let admin: CreatedUser;
  beforeAll(async () => {
    teacher = await createUser(t);
    admin = await createUser(t);
    await t.db.update(users).set({ role: 'teacher' }).where(eq(users.id, teacher.user.id));
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    // Registration sends its verification mail in the background, writing email_verifications:
    // done before any probe takes a fingerprint of the tables.
    await t.settle();
  });

  const roleOperations = () => operations.filter((operation) => requiredRole(operation));
  const roleRequest = (operation: Operation, authorization: string | undefined) =>
    operationRequest(
      operation,
      Object.fromEntries(
        operation.pathParams.map((param) => [param.name, String(exampleValue(param.schema))]),
      ),
      {},
      authorization,
    );

  it("finds the admin console's account routes among them, all needing a bearer credential", () => {
    const paths = roleOperations().map((operation) => `${operation.method} ${operation.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([`GET ${ApiRoutes.admin.users}`, `PUT ${ApiRoutes.admin.userRole}`]),
    );
    expect(roleOperations().every((operation) => operation.secured)).toBe(true);
  });

  it('refuses every other role (403) and every dead credential (401), writing nothing', async () => {
    const sessions = [
      { name: 'student', role: 'student', token: owner.user.token },
      { name: 'other student', role: 'student', token: other.user.token },
      { name: 'teacher', role: 'teacher', token: teacher.token },
      { name: 'admin', role: 'admin', token: admin.token },
    ];
    const dead = identities.filter(
      (identity) => identity.name !== 'owner' && identity.name !== 'other student',
    );
    const problems: string[] = [];
    for (const operation of roleOperations()) {
      const role = requiredRole(operation);
      const probesOf = [
        ...sessions
          .filter((session) => session.role !== role)
          .map((session) => ({
            name: session.name,
            authorization: `Bearer ${session.token}`,
            expected: {
              status: 403,
              body: { message: Messages.forbiddenRole, code: ErrorCode.Forbidden },
            },
          })),
        ...dead.map((identity) => ({
          name: identity.name,
          authorization: identity.authorization,
          expected: {
            status: 401,
            body: { message: Messages.unauthenticated, code: ErrorCode.Unauthenticated },
          },
        })),
      ];
      for (const probe of probesOf) {
        const where = `${operation.method} ${operation.path} as ${probe.name}`;
        const before = await fingerprint(t.db, tables);
        probes += 1;
        const response = await t.app.inject(roleRequest(operation, probe.authorization));
        if (
          response.statusCode !== probe.expected.status ||
          response.body !== JSON.stringify(probe.expected.body)
        ) {
          problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        const changed = changedTables(before, await fingerprint(t.db, tables));
        if (changed.length > 0) problems.push(`${where}: wrote to ${changed.join(', ')}`);
        problems.push(...checkHeaders(response).map((problem) => `${where}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets the right role in (the control)', async () => {
    const tokenOf = { admin: admin.token, teacher: teacher.token };
    for (const operation of roleOperations()) {
      const role = requiredRole(operation);
      if (!role) continue;
      probes += 1;
      const response = await t.app.inject(roleRequest(operation, `Bearer ${tokenOf[role]}`));
      expect([401, 403], `${operation.method} ${operation.path}: ${response.body}`).not.toContain(
        response.statusCode,
      );
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBeLessThan(500);
    }
  });

  it('gives the backup to an admin account, and refuses a teacher', async () => {
    probes += 2;
    const headOf = (token: string) =>
      t.app.inject({
        method: 'HEAD',
        url: ApiRoutes.admin.backup,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '203.0.113.7',
      });
    const allowed = await headOf(admin.token);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('application/gzip');
    const refused = await headOf(teacher.token);
    expect(refused.statusCode).toBe(403);
  });
});

// issue 23 (questions)
/**
 * The console's question bank (docs/decisions/045): every route refuses each identity of the
 * matrix that is not an admin account (students 403 with the role message, dead credentials the
 * same 401 as any signed-in route) and writes nothing; an admin account is let in (the control).
 */
describe('access to the question bank console (admin accounts)', () => {
  const consoleOperations = () => operations.filter(isQuestionConsoleRoute);
  const sample = (path: string) => path.replace(':id', '00000000-0000-4000-8000-000000000000');
  const line = {
    lesson: 'Matrix lesson',
    type: 'short_answer',
    question: 'Matrix $x$',
    answer: '1',
  };
  const bodyOf = (operation: Operation): unknown => {
    if (operation.method === 'GET') return undefined;
    if (operation.path === ApiRoutes.admin.importQuestions) {
      return { text: JSON.stringify(line), dryRun: false };
    }
    if (operation.method === 'PUT') return { line, version: 1 };
    if (operation.path === ApiRoutes.admin.checkQuestion) return { line, answer: '1' };
    if (operation.path.endsWith('/retire') || operation.path.endsWith('/restore')) return {};
    return { line, status: 'active' };
  };

  it('finds all nine console routes, each declared as needing a bearer credential', () => {
    expect(consoleOperations()).toHaveLength(9);
    expect(consoleOperations().every((operation) => operation.secured)).toBe(true);
  });

  it('refuses students and dead credentials on every route, writing nothing', async () => {
    const problems: string[] = [];
    for (const operation of consoleOperations()) {
      for (const identity of identities) {
        const where = `${operation.method} ${operation.path} as ${identity.name}`;
        const before = await fingerprint(t.db, tables);
        probes += 1;
        const response = await t.app.inject({
          method: operation.method,
          url: sample(operation.path),
          cookies: { [TEST_XSRF_COOKIE]: XSRF_TOKEN },
          headers: {
            ...(identity.authorization ? { authorization: identity.authorization } : {}),
            [XSRF_HEADER]: XSRF_TOKEN,
          },
          ...(bodyOf(operation) === undefined ? {} : { payload: bodyOf(operation) as object }),
          remoteAddress: randomIp(),
        });
        const student = identity.name === 'owner' || identity.name === 'other student';
        const expected = student
          ? { status: 403, body: { message: Messages.forbiddenRole, code: ErrorCode.Forbidden } }
          : {
              status: 401,
              body: { message: Messages.unauthenticated, code: ErrorCode.Unauthenticated },
            };
        if (
          response.statusCode !== expected.status ||
          response.body !== JSON.stringify(expected.body)
        ) {
          problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        const changed = changedTables(before, await fingerprint(t.db, tables));
        if (changed.length > 0) problems.push(`${where}: wrote to ${changed.join(', ')}`);
        problems.push(...checkHeaders(response).map((problem) => `${where}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets an admin account in (the control)', async () => {
    const [ownerRow] = await t.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, owner.user.user.id));
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.user.user.id));
    try {
      const list = await t.get(ApiRoutes.admin.questions, { token: owner.user.token });
      expect(list.statusCode, list.body).toBe(200);
      const check = await t.post(
        ApiRoutes.admin.checkQuestion,
        { line, answer: '1' },
        { token: owner.user.token },
      );
      expect(check.statusCode, check.body).toBe(200);
    } finally {
      await t.db
        .update(users)
        .set({ role: ownerRow?.role ?? 'student' })
        .where(eq(users.id, owner.user.user.id));
    }
  });
});

/**
 * issue 23 (insights): problem reports, item statistics and calibration. The console's routes
 * are for admin accounts: every student of the matrix gets 403 FORBIDDEN with the role message,
 * every dead credential the same 401 as any signed-in route, and nothing is written; an admin
 * account gets through (the control). 'Report a problem' on the owner's question: another
 * student gets exactly the answer of a question that does not exist.
 */
describe('issue 23 (insights): role-gated routes and problem reports', () => {
  const someId = '00000000-0000-4000-8000-0000000000ab';
  const requestFor = (operation: Operation) => ({
    method: operation.method,
    url: operation.path.replace(':id', someId),
    ...(operation.path === ApiRoutes.admin.resolveReport
      ? { payload: { resolution: 'fixed' } }
      : operation.path === ApiRoutes.admin.calibrationApply
        ? { payload: { basis: 'x' } }
        : {}),
  });
  const send = (operation: Operation, authorization: string | undefined) => {
    probes += 1;
    return t.app.inject({
      ...requestFor(operation),
      cookies: { [TEST_XSRF_COOKIE]: XSRF_TOKEN },
      headers: {
        'x-xsrf-token': XSRF_TOKEN,
        ...(authorization ? { authorization } : {}),
      },
    });
  };

  it('finds all seven role-gated routes in the route table, secured', () => {
    const found = operations.filter(isInsightsRoleRoute);
    expect(found.map((operation) => operation.path).sort()).toEqual(
      [...INSIGHTS_ROLE_ROUTES].sort(),
    );
    expect(found.every((operation) => operation.secured)).toBe(true);
  });

  it('refuses every student (403) and every dead credential (401), writing nothing', async () => {
    const problems: string[] = [];
    for (const operation of operations.filter(isInsightsRoleRoute)) {
      for (const identity of identities) {
        const where = `${operation.method} ${operation.path} as ${identity.name}`;
        const before = await fingerprint(t.db, tables);
        const response = await send(operation, identity.authorization);
        const student = identity.name === 'owner' || identity.name === 'other student';
        const expected = student
          ? { status: 403, body: { message: Messages.forbiddenRole, code: ErrorCode.Forbidden } }
          : {
              status: 401,
              body: { message: Messages.unauthenticated, code: ErrorCode.Unauthenticated },
            };
        if (
          response.statusCode !== expected.status ||
          response.body !== JSON.stringify(expected.body)
        ) {
          problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        const changed = changedTables(before, await fingerprint(t.db, tables));
        if (changed.length > 0) problems.push(`${where}: wrote to ${changed.join(', ')}`);
        problems.push(...checkHeaders(response).map((problem) => `${where}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('lets an admin account through (the control)', async () => {
    const admin = await createUser(t, { username: 'Matrix Admin' });
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    await t.settle();
    for (const operation of operations.filter(isInsightsRoleRoute)) {
      const response = await send(operation, `Bearer ${admin.token}`);
      expect([200, 404, 409], `${operation.method} ${operation.path}`).toContain(
        response.statusCode,
      );
    }
  });

  it("answers another student's report of the owner's question exactly like an unknown id", async () => {
    const question = owner.exam.running.question.id;
    const url = (id: string) => ApiRoutes.reportProblem.replace(':id', id);
    const post = (id: string, authorization: string | undefined) => {
      probes += 1;
      return t.app.inject({
        method: 'POST',
        url: url(id),
        payload: { reason: 'typo' },
        cookies: { [TEST_XSRF_COOKIE]: XSRF_TOKEN },
        headers: { 'x-xsrf-token': XSRF_TOKEN, ...(authorization ? { authorization } : {}) },
      });
    };
    const otherStudent = identities.find((identity) => identity.name === 'other student');
    const before = await fingerprint(t.db, tables);
    if (!(await otherHasShown(question))) {
      const theirs = await post(question, otherStudent?.authorization);
      const missing = await post(someId, otherStudent?.authorization);
      expect(theirs.statusCode).toBe(404);
      expect(visible(theirs)).toEqual(visible(missing));
    }
    for (const identity of identities.filter(
      (who) => !who.isOwner && who.name !== 'other student',
    )) {
      const response = await post(question, identity.authorization);
      expect(response.statusCode, identity.name).toBe(401);
    }
    expect(changedTables(before, await fingerprint(t.db, tables))).toEqual([]);
    const mine = await post(question, identities.find((who) => who.isOwner)?.authorization);
    expect(mine.statusCode, mine.body).toBe(201);
  });
});

/** Whether the other student was shown the question too (a shared bank): then 404 proves nothing. */
function otherHasShown(questionId: string): Promise<boolean> {
  return wasShownTo(t.db, other.user.user.id, questionId);
}

// issue 23: classes
/**
 * Teachers' classes (decision 046): every teacher route x {the class's teacher, another teacher,
 * a student, the student whose work it is, an admin, every dead credential}, with the ids of a
 * current member's class, the member and their finished exam, trial and practice session. Only
 * the class's teacher gets in; another teacher is answered exactly as for a class that does not
 * exist (404, not 403); students and admins 403 (one role per account); dead credentials 401.
 * A student who left is a 404 at once, exactly like one who never joined. Nothing is written.
 */
describe("access-control matrix: teachers' classes (issue 23)", () => {
  const MISSING = '00000000-0000-4000-8000-00000000dead';
  let teacher: CreatedUser;
  let otherTeacher: CreatedUser;
  let admin: CreatedUser;
  let classId: string;

  async function makeRole(user: CreatedUser, role: 'teacher' | 'admin') {
    await t.db.update(users).set({ role }).where(eq(users.id, user.user.id));
    return user;
  }

  const teacherOperations = () =>
    operations.filter((operation) => operation.path.startsWith('/api/teacher/'));

  /** The operation's URL with the owner's ids (or `missing` for the class). */
  function urlOf(operation: Operation, ids: { classId: string; userId: string }) {
    const values: Record<string, string> = {
      classId: ids.classId,
      userId: ids.userId,
      examId: owner.exam.finished,
      trialId: owner.trial.finished,
      practiceId: owner.practice.finished,
    };
    return operation.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? name);
  }

  function probe(operation: Operation, url: string, authorization?: string) {
    probes += 1;
    return t.app.inject({
      method: operation.method,
      url,
      cookies: { [TEST_XSRF_COOKIE]: XSRF_TOKEN },
      headers: {
        'x-xsrf-token': XSRF_TOKEN,
        ...(authorization ? { authorization } : {}),
      },
      ...(operation.method === 'POST' ? { payload: { name: 'Probe class' } } : {}),
    });
  }

  beforeAll(async () => {
    teacher = await makeRole(await createUser(t), 'teacher');
    otherTeacher = await makeRole(await createUser(t), 'teacher');
    admin = await makeRole(await createUser(t), 'admin');
    await t.settle(); // the verification mails' writes, before any fingerprint
    const created = await t.post(
      ApiRoutes.teacher.classes,
      { name: 'Matrix class' },
      { token: teacher.token },
    );
    expect(created.statusCode).toBe(201);
    const { id, joinCode } = created.json<{ id: string; joinCode: string }>();
    classId = id;
    for (const student of [owner, other]) {
      const joined = await t.post(
        ApiRoutes.account.classes,
        { code: joinCode },
        { token: student.user.token },
      );
      expect(joined.statusCode).toBe(201);
    }
  });

  it('finds every teacher route in the route table, outside the attempt slots', () => {
    const paths = teacherOperations().map((operation) => `${operation.method} ${operation.path}`);
    expect(paths.sort()).toEqual(
      [
        `GET ${ApiRoutes.teacher.classes}`,
        `POST ${ApiRoutes.teacher.classes}`,
        `GET ${ApiRoutes.teacher.class}`,
        `GET ${ApiRoutes.teacher.classCsv}`,
        `GET ${ApiRoutes.teacher.student}`,
        `GET ${ApiRoutes.teacher.studentExam}`,
        `GET ${ApiRoutes.teacher.studentTrial}`,
        `GET ${ApiRoutes.teacher.studentPractice}`,
      ].sort(),
    );
    expect(slots.some((slot) => isClassesRoute(slot.operation))).toBe(false);
  });

  it('lets in only the class teacher; another teacher gets 404 exactly as for a missing class; students and admins 403; dead credentials 401; nothing is written', async () => {
    const problems: string[] = [];
    const ownerIds = { classId, userId: owner.user.user.id };
    const missingIds = { classId: MISSING, userId: owner.user.user.id };
    for (const operation of teacherOperations()) {
      const url = urlOf(operation, ownerIds);
      const where = `${operation.method} ${url}`;
      const before = await fingerprint(t.db, tables);
      // Another teacher: the same answer as a class that does not exist.
      if (operation.pathParams.length > 0) {
        const theirs = await probe(operation, url, `Bearer ${otherTeacher.token}`);
        const missing = await probe(
          operation,
          urlOf(operation, missingIds),
          `Bearer ${teacher.token}`,
        );
        if (theirs.statusCode !== 404)
          problems.push(`${where} other teacher: ${theirs.statusCode}`);
        if (JSON.stringify(visible(theirs)) !== JSON.stringify(visible(missing))) {
          problems.push(`${where} other teacher: differs from a missing class`);
        }
      }
      for (const [name, token] of [
        ['a student', other.user.token],
        ['the student themselves', owner.user.token],
        ['an admin', admin.token],
      ] as const) {
        const response = await probe(operation, url, `Bearer ${token}`);
        if (response.statusCode !== 403) problems.push(`${where} ${name}: ${response.statusCode}`);
      }
      for (const identity of identities.filter(
        (who) => !who.isOwner && who.name !== 'other student',
      )) {
        const response = await probe(operation, url, identity.authorization);
        if (response.statusCode !== 401) {
          problems.push(`${where} ${identity.name}: ${response.statusCode}`);
        }
      }
      const changed = changedTables(before, await fingerprint(t.db, tables));
      if (changed.length > 0) problems.push(`${where}: wrote to ${changed.join(', ')}`);
      // The control: the class's teacher gets in (GETs; the POST creates a class of their own).
      if (operation.method === 'GET') {
        const own = await probe(operation, url, `Bearer ${teacher.token}`);
        if (own.statusCode !== 200)
          problems.push(`${where} teacher: ${own.statusCode} ${own.body}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers a student who left with 404 at once, exactly like one who never joined', async () => {
    const routes = teacherOperations().filter((operation) =>
      operation.pathParams.some((parameter) => parameter.name === 'userId'),
    );
    expect(routes).toHaveLength(4);
    const asMember = await probe(
      routes[0]!,
      urlOf(routes[0]!, { classId, userId: other.user.user.id }),
      `Bearer ${teacher.token}`,
    );
    expect(asMember.statusCode).toBe(200);
    probes += 1;
    const left = await t.app.inject({
      method: 'DELETE',
      url: ApiRoutes.account.class.replace(':classId', classId),
      cookies: { [TEST_XSRF_COOKIE]: XSRF_TOKEN },
      headers: { 'x-xsrf-token': XSRF_TOKEN, authorization: `Bearer ${other.user.token}` },
    });
    expect(left.statusCode).toBe(204);
    const stranger = await createUser(t);
    await t.settle();
    for (const operation of routes) {
      const gone = await probe(
        operation,
        urlOf(operation, { classId, userId: other.user.user.id }),
        `Bearer ${teacher.token}`,
      );
      const never = await probe(
        operation,
        urlOf(operation, { classId, userId: stranger.user.id }),
        `Bearer ${teacher.token}`,
      );
      expect(gone.statusCode, operation.path).toBe(404);
      expect(JSON.stringify(visible(gone))).toBe(JSON.stringify(visible(never)));
    }
    const table = await t.get(ApiRoutes.teacher.class.replace(':classId', classId), {
      token: teacher.token,
    });
    expect(table.body).not.toContain(other.user.user.id);
    expect(table.body).toContain(owner.user.user.id);
  });
});
