import {
  AdminUserPageSchema,
  ApiRoutes,
  ErrorCode,
  fillRoute,
  LearningMessages,
} from '@exam/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createUser } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { FuzzFixture } from './support/fuzz-fixture';
import { createFuzzFixture } from './support/fuzz-fixture';
import type { FuzzRequest, FuzzResponse } from './support/fuzz-request';
import type { FuzzStats } from './support/fuzz-runner';
import { runFuzz } from './support/fuzz-runner';
import { FIXED_SEED, randomSeed, scaledRuns } from './support/fuzz-seeds';
import { hostileStrings } from './support/hostile-values';

/**
 * Item 1 of issue 9: every operation of the route table fuzzed through app.inject with valid and
 * broken requests (docs/security/fuzz-acl-tokens.md). 10,000 requests per run between the two
 * seeds; the oracles are in support/response-oracles.ts and support/fuzz-runner.ts.
 */
const FIXED_RUNS = scaledRuns(6_000);
const RANDOM_RUNS = scaledRuns(4_000);

let t: TestApp;
let fixture: FuzzFixture;
const totals: FuzzStats[] = [];
const collected = process.env.FUZZ_REPORT_ALL ? new Map<string, string>() : undefined;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createFuzzFixture(t);
});
afterAll(async () => {
  const requests = totals.reduce((sum, stats) => sum + stats.requests, 0);
  const refused = totals.reduce((sum, stats) => sum + stats.mustRefuse, 0);
  console.log(
    `endpoint fuzz: ${requests} requests (${refused} certainly invalid, database checked after each) over ${fixture.operations.length} operations`,
  );
  if (collected) {
    for (const [rule, example] of collected) console.log(`BROKEN ${rule}\n  ${example}`);
  }
  await t.close();
});

async function send(request: FuzzRequest): Promise<FuzzResponse> {
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    cookies: request.cookies,
    remoteAddress: request.ip,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

async function fuzz(seed: number, numRuns: number) {
  const started = Date.now();
  const stats = await runFuzz({
    seed,
    numRuns,
    cases: fixture.cases,
    send,
    settle: () => t.settle(),
    db: t.db,
    tables: fixture.tables,
    pools: fixture.pools,
    renewToken: fixture.renewToken,
    ...(collected ? { collect: collected } : {}),
  });
  totals.push(stats);
  console.log(
    `endpoint fuzz seed ${seed}: ${stats.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, statuses ${JSON.stringify(stats.statuses)}`,
  );
  return stats;
}

describe('fuzzing every endpoint through app.inject', () => {
  it('reads the route table from the running app', () => {
    const paths = new Set(fixture.operations.map((operation) => operation.path));
    for (const path of [ApiRoutes.exam.state, ApiRoutes.trial.details, ApiRoutes.auth.login]) {
      expect(paths).toContain(path);
    }
    expect(fixture.operations.length).toBeGreaterThanOrEqual(40);
    // issue 22: practice help
    for (const path of [ApiRoutes.practice.hint, ApiRoutes.practice.showAnswer]) {
      expect(paths).toContain(path);
    }
  });

  it(`answers ${FIXED_RUNS} requests from the fixed seed ${FIXED_SEED} within the contract`, async () => {
    const stats = await fuzz(FIXED_SEED, FIXED_RUNS);
    expect(stats.requests).toBe(FIXED_RUNS);
    // The generator reaches both sides: successes and refusals of certainly invalid input.
    expect(Object.keys(stats.statuses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    expect(stats.mustRefuse).toBeGreaterThan(FIXED_RUNS / 4);
  }, 600_000);

  it(`answers ${RANDOM_RUNS} requests from a logged random seed within the contract`, async () => {
    const seed = randomSeed();
    console.log(`endpoint fuzz random seed: ${seed} (replay: FUZZ_SEED=${seed})`);
    const stats = await fuzz(seed, RANDOM_RUNS);
    expect(stats.requests).toBe(RANDOM_RUNS);
  }, 600_000);
});

// issue 22: dashboard
describe('fuzzing the dashboard (issue 22)', () => {
  it('has GET /api/dashboard and its ?timeZone= in the route table the runs above draw from', () => {
    const dashboard = fixture.operations.find(
      (operation) => operation.path === ApiRoutes.dashboard,
    );
    expect(dashboard?.method).toBe('GET');
    expect(dashboard?.secured).toBe(true);
    expect(dashboard?.queryParams.map((parameter) => parameter.name)).toEqual(['timeZone']);
  });

  it('answers every hostile time zone with the dashboard or a 400 that names the problem', async () => {
    // The runs above may have signed the fuzzing student out: a fresh session first.
    await fixture.renewToken();
    const token = fixture.target.token();
    const problems: string[] = [];
    // A lone surrogate cannot be put in a URL at all (encodeURIComponent throws): left out.
    const encodable = (value: string) => {
      try {
        return encodeURIComponent(value);
      } catch {
        return undefined;
      }
    };
    for (const zone of [...hostileStrings, 'Africa/Cairo', 'utc', 'Etc/GMT+12', '+05:30']) {
      const encoded = encodable(zone);
      if (encoded === undefined) continue;
      const response = await t.app.inject({
        method: 'GET',
        url: `${ApiRoutes.dashboard}?timeZone=${encoded}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const ok =
        response.statusCode === 200 ||
        (response.statusCode === 400 &&
          response.json<{ message: string }>().message.includes(LearningMessages.timeZoneInvalid));
      if (!ok) problems.push(`${JSON.stringify(zone)}: ${response.statusCode} ${response.body}`);
    }
    expect(problems).toEqual([]);
  });
});

// issue 23, roles
/**
 * The runs above send the console's account routes a student's token (403 every time, or 400 /
 * 401 before that). Here an admin sends them every hostile string as the search, the cursor, the
 * role filter and the new role: a page or a 400 that the contract declares, never a 500, never
 * a changed role.
 */
describe('fuzzing the accounts and roles routes as an admin (issue 23)', () => {
  it('answers every hostile search, cursor and role with a page or a declared 400', async () => {
    const admin = await createUser(t);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const target = await createUser(t);
    const problems: string[] = [];
    const encodable = (value: string) => {
      try {
        return encodeURIComponent(value);
      } catch {
        return undefined;
      }
    };
    for (const value of hostileStrings) {
      const encoded = encodable(value);
      if (encoded === undefined) continue;
      for (const name of ['search', 'cursor', 'role', 'limit']) {
        const response = await t.get(`${ApiRoutes.admin.users}?${name}=${encoded}`, {
          token: admin.token,
        });
        const ok =
          (response.statusCode === 200 && AdminUserPageSchema.safeParse(response.json()).success) ||
          (response.statusCode === 400 &&
            response.json<{ code: string }>().code === ErrorCode.ValidationFailed);
        if (!ok)
          problems.push(
            `${name}=${JSON.stringify(value)}: ${response.statusCode} ${response.body}`,
          );
      }
      const change = await t.put(
        fillRoute(ApiRoutes.admin.userRole, { id: target.user.id }),
        { role: value },
        { token: admin.token },
      );
      if (change.statusCode !== 400) {
        problems.push(`role ${JSON.stringify(value)}: ${change.statusCode} ${change.body}`);
      }
    }
    expect(problems).toEqual([]);
    const [row] = await t.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, target.user.id));
    expect(row?.role).toBe('student');
  });
});

// issue 23 (questions)
/**
 * The console's question bank as an admin account (the runs above are a student's, refused with
 * 403 there): every hostile string in every field of a line, the list's query and the import's
 * text is answered with a declared status and code, never a 5xx.
 */
describe('fuzzing the question bank console as an admin (issue 23)', () => {
  it('answers hostile lines, queries and files within the contract', async () => {
    const admin = await createUser(t);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const consoleOps = fixture.operations.filter((operation) =>
      operation.path.startsWith(ApiRoutes.admin.questions),
    );
    expect(consoleOps).toHaveLength(9);
    const base = { lesson: 'Fuzz lesson', type: 'short_answer', question: 'Fuzz $x$', answer: '2' };
    const problems: string[] = [];
    const declared = (path: string, method: string, status: number, code: string) => {
      const operation = consoleOps.find((op) => op.path === path && op.method === method);
      if (!operation?.responses.has(status)) return false;
      return status < 300 || (operation.errorCodes.get(status) ?? []).includes(code);
    };
    const send = async (
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      url: string,
      body?: object,
    ) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${admin.token}` },
        ...(body ? { payload: body } : {}),
      });
      const code = response.statusCode < 300 ? '' : response.json<{ code: string }>().code;
      if (response.statusCode >= 500 || !declared(path, method, response.statusCode, code)) {
        problems.push(
          `${method} ${url} ${JSON.stringify(body)?.slice(0, 120)}: ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    };
    const fields = ['lesson', 'question', 'answer', 'graph', 'explanation', 'unit', 'kind', 'type'];
    for (const value of hostileStrings) {
      for (const field of fields) {
        const line = { ...base, [field]: value };
        await send('POST', ApiRoutes.admin.checkQuestion, ApiRoutes.admin.checkQuestion, {
          line,
          answer: value.slice(0, 500),
        });
        await send('POST', ApiRoutes.admin.questions, ApiRoutes.admin.questions, {
          line,
          status: 'draft',
        });
      }
      const encoded = (() => {
        try {
          return encodeURIComponent(value);
        } catch {
          return undefined;
        }
      })();
      if (encoded !== undefined) {
        for (const key of ['text', 'cursor', 'lessonId', 'type', 'status', 'minReports']) {
          const url = `${ApiRoutes.admin.questions}?${key}=${encoded}`;
          await send('GET', ApiRoutes.admin.questions, url);
        }
        const id = fillRoute(ApiRoutes.admin.question, { id: encoded });
        await send('GET', ApiRoutes.admin.question, id);
      }
      await send('POST', ApiRoutes.admin.importQuestions, ApiRoutes.admin.importQuestions, {
        text: value,
        dryRun: true,
      });
      await send('POST', ApiRoutes.admin.importQuestions, ApiRoutes.admin.importQuestions, {
        text: JSON.stringify({ ...base, question: value }),
        dryRun: true,
      });
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

// issue 23 (insights): problem reports, item statistics, calibration
describe('fuzzing the insights routes (issue 23)', () => {
  it('has every route of problem reports, item statistics and calibration in the route table, secured', () => {
    const insights = [
      ApiRoutes.reportProblem,
      ApiRoutes.account.reports,
      ApiRoutes.admin.reports,
      ApiRoutes.admin.resolveReport,
      ApiRoutes.admin.itemStats,
      ApiRoutes.admin.calibrationDryRun,
      ApiRoutes.admin.calibrationApply,
      ApiRoutes.admin.calibrationRuns,
      ApiRoutes.admin.calibrationRevert,
    ];
    for (const path of insights) {
      const operation = fixture.operations.find((candidate) => candidate.path === path);
      expect(operation, path).toBeDefined();
      expect(operation?.secured, path).toBe(true);
    }
  });
});
