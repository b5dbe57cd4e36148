import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiErrorSchema, ApiRoutes, ErrorCode, ErrorTable, errorStatus } from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { ERROR_CODES_KEY, errorResponses } from '../src/lib/route-schemas';
import { toErrorAnswer } from '../src/plugins/error-handler';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * The one error table (docs/decisions/029): whatever raises an error (a service, a plugin,
 * Fastify, a static file), it goes out with the status of its code's row, and the OpenAPI
 * document lists each route's codes at those statuses.
 */

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const codes = Object.values(ErrorCode);

/** The status an answer must have: its code's row. */
const rowOf = (body: string) => errorStatus(ApiErrorSchema.parse(JSON.parse(body)).code);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .filter((entry) => !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A status chosen at the raise site instead of taken from the table. */
const NUMERIC_STATUS = [
  { rule: 'new AppError(<status>, ...)', pattern: /new\s+AppError\s*\(\s*[-+(\d]/g },
  { rule: 'super(<status>, ...) in an AppError', pattern: /\bsuper\s*\(\s*[-+(\d]/g },
  { rule: 'reply.code(<4xx/5xx>)', pattern: /\.(?:code|status)\s*\(\s*[45]\d\d\s*\)/g },
];

/** Hand-set error statuses that are not error answers of the API (no code, no JSON). */
const ALLOWED = new Set([
  // The "run npm run build" text page of a server whose web app is not built.
  'plugins/spa.ts: reply.code(<4xx/5xx>)',
]);

describe('raise sites', () => {
  it('never pass a status: every AppError is raised by its code', async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const text = await readFile(file, 'utf8');
      const isAppError = file.endsWith('app-error.ts') || /extends\s+AppError\b/.test(text);
      for (const { rule, pattern } of NUMERIC_STATUS) {
        if (rule.startsWith('super') && !isAppError) continue;
        for (const match of text.matchAll(pattern)) {
          const where = `${relative(SRC, file)}: ${rule}`;
          if (ALLOWED.has(where)) continue;
          const line = text.slice(0, match.index).split('\n').length;
          found.push(`${relative(SRC, file)}:${line} ${rule}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('the scan recognises the forms it forbids', () => {
    const samples = [
      'new AppError(409, code, message)',
      'new AppError(\n  422, ErrorCode.ValidationFailed, m)',
      'super(401, ErrorCode.SocialSignInFailed, m)',
      'reply.code(404).send(body)',
    ];
    for (const sample of samples) {
      expect(
        NUMERIC_STATUS.some(({ pattern }) => new RegExp(pattern.source).test(sample)),
        sample,
      ).toBe(true);
    }
    expect(
      new RegExp(NUMERIC_STATUS[0]!.pattern.source).test('new AppError(ErrorCode.NotFound)'),
    ).toBe(false);
  });
});

describe('the error handler', () => {
  it("answers every code with its row's status, its message and its headers", () => {
    for (const code of codes) {
      const plain = toErrorAnswer(new AppError(code));
      expect(plain, code).toMatchObject({
        status: ErrorTable[code].status,
        body: { code, message: ErrorTable[code].message },
      });
      const told = toErrorAnswer(new AppError(code, 'Said otherwise', { 'retry-after': '7' }));
      expect(told, code).toEqual({
        status: ErrorTable[code].status,
        body: { code, message: 'Said otherwise' },
        headers: { 'retry-after': '7' },
      });
    }
  });

  /** Errors as Fastify and its plugins raise them, with the status the contract keeps. */
  const frameworkErrors: [string, object, number, ErrorCode][] = [
    [
      'broken JSON',
      { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 },
      400,
      ErrorCode.ValidationFailed,
    ],
    [
      'empty JSON body',
      { code: 'FST_ERR_CTP_EMPTY_JSON_BODY', statusCode: 400 },
      400,
      ErrorCode.ValidationFailed,
    ],
    [
      'bad Content-Length',
      { code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH', statusCode: 400, message: 'x' },
      400,
      ErrorCode.ValidationFailed,
    ],
    [
      'forbidden static path',
      { code: 'FST_STATIC_FORBIDDEN_PATH', statusCode: 403, message: 'Forbidden' },
      403,
      ErrorCode.Forbidden,
    ],
    ['not found', { code: 'FST_ERR_NOT_FOUND', statusCode: 404 }, 404, ErrorCode.NotFound],
    [
      'precondition',
      { statusCode: 412, status: 412, message: 'Precondition Failed' },
      412,
      ErrorCode.PreconditionFailed,
    ],
    [
      'too large',
      { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 },
      413,
      ErrorCode.PayloadTooLarge,
    ],
    [
      'not JSON',
      { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 },
      415,
      ErrorCode.UnsupportedMediaType,
    ],
    [
      'range',
      { statusCode: 416, status: 416, message: 'Range Not Satisfiable' },
      416,
      ErrorCode.RangeNotSatisfiable,
    ],
    [
      'a 4xx without a row',
      { statusCode: 418, message: "I'm a teapot" },
      400,
      ErrorCode.ValidationFailed,
    ],
    ['a 5xx', { statusCode: 502, message: 'upstream' }, 500, ErrorCode.Internal],
    ['a programming error', new TypeError('x is undefined'), 500, ErrorCode.Internal],
    [
      'the database is down',
      Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
      503,
      ErrorCode.DatabaseUnavailable,
    ],
  ];

  it.each(frameworkErrors)('takes the status of %s from the table', (_, error, status, code) => {
    const answer = toErrorAnswer(error);
    expect(answer.body.code).toBe(code);
    expect(answer.status).toBe(status);
    expect(answer.status).toBe(errorStatus(answer.body.code));
  });
});

describe('answers of the running app', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'exam-error-table-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(dist, 'assets', 'app-1.js'), 'console.log(1);');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('every refusal the framework makes has the status of its code', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: [string, () => ReturnType<TestApp['get']>, number, ErrorCode][] = [
      ['an unknown API route', () => t.get('/api/nothing-here'), 404, ErrorCode.NotFound],
      [
        'a body failing its schema',
        () => t.post(ApiRoutes.auth.login, {}),
        400,
        ErrorCode.ValidationFailed,
      ],
      [
        'broken JSON',
        () => t.post(ApiRoutes.auth.login, '{', { headers: json }),
        400,
        ErrorCode.ValidationFailed,
      ],
      [
        'a text/plain body',
        () => t.post(ApiRoutes.auth.login, 'a', { headers: { 'content-type': 'text/plain' } }),
        415,
        ErrorCode.UnsupportedMediaType,
      ],
      [
        'a body over the limit',
        () => t.post(ApiRoutes.auth.login, { email: 'a'.repeat(70_000), password: 'x' }),
        413,
        ErrorCode.PayloadTooLarge,
      ],
      [
        'no XSRF header',
        () => t.post(ApiRoutes.auth.login, {}, { withoutXsrf: true }),
        403,
        ErrorCode.XsrfMismatch,
      ],
      ['no token', () => t.get(ApiRoutes.auth.me), 401, ErrorCode.Unauthenticated],
      ['a broken URL', () => t.get('/api/exam/state/%zz'), 400, ErrorCode.ValidationFailed],
      [
        'a file precondition that does not hold',
        () => t.get('/assets/app-1.js', { headers: { 'if-match': '"other"' } }),
        412,
        ErrorCode.PreconditionFailed,
      ],
      [
        'a range outside a file',
        () => t.get('/assets/app-1.js', { headers: { range: 'bytes=9000-9999' } }),
        416,
        ErrorCode.RangeNotSatisfiable,
      ],
    ];
    for (const [name, send, status, code] of cases) {
      const response = await send();
      expect(response.statusCode, name).toBe(status);
      expect(response.json<{ code: string }>().code, name).toBe(code);
      expect(rowOf(response.body), name).toBe(response.statusCode);
    }
  });
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
  });

  interface Response {
    description?: string;
    content?: Record<string, { schema?: Record<string, unknown> }>;
  }
  const operations = () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
    };
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        responses: operation.responses,
      })),
    );
  };
  const codesAt = (response: Response | undefined) =>
    response?.content?.['application/json']?.schema?.[ERROR_CODES_KEY] as string[] | undefined;

  it('lists the codes of every error status of every route, each at its row', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(40);
    for (const { name, responses } of all) {
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        const listed = codesAt(response);
        expect(listed?.length, `${name} ${status}`).toBeGreaterThan(0);
        expect(response.description, `${name} ${status}`).toBe(listed?.join(', '));
        for (const code of listed ?? []) {
          expect(errorStatus(code as ErrorCode), `${name} ${status} ${code}`).toBe(Number(status));
        }
      }
    }
  });

  it("joins a route's own codes and the infrastructure's at one status", () => {
    const byName = new Map(operations().map((operation) => [operation.name, operation]));
    const deletion = byName.get(`POST ${ApiRoutes.account.delete}`)?.responses;
    expect(codesAt(deletion?.['400'])).toEqual(['REAUTHENTICATION_FAILED', 'VALIDATION_FAILED']);
    expect(codesAt(deletion?.['403'])).toEqual(['FORBIDDEN', 'XSRF_MISMATCH']);
    expect(codesAt(byName.get(`POST ${ApiRoutes.auth.login}`)?.responses['401'])).toEqual([
      'INVALID_CREDENTIALS',
    ]);
    expect(codesAt(byName.get(`POST ${ApiRoutes.practice.start}`)?.responses['422'])).toEqual([
      'NOT_ENOUGH_QUESTIONS',
    ]);
  });

  it('derives the statuses of a declaration from the table', () => {
    const declared = errorResponses(
      ErrorCode.NotEnoughQuestions,
      ErrorCode.CityNotFound,
      ErrorCode.RateLimited,
      ErrorCode.RateLimited,
    );
    expect(Object.keys(declared).map(Number)).toEqual([422, 429]);
    expect(declared[422]?.meta()?.[ERROR_CODES_KEY]).toEqual([
      'CITY_NOT_FOUND',
      'NOT_ENOUGH_QUESTIONS',
    ]);
  });
});
