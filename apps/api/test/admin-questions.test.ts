import { randomUUID } from 'node:crypto';
import { ApiRoutes, ErrorCode, fillRoute } from '@exam/contract';
import type {
  AdminQuestion,
  AdminQuestionPage,
  ApiError,
  CheckQuestionResponse,
  ImportQuestionsResponse,
  PracticeInProgress,
  PracticeSessionDetail,
  QuestionLine,
} from '@exam/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankVersion, figures, questions, users } from '../src/db/schema';
import { readBankVersion } from '../src/modules/bank/bank-version';
import { TOPIC } from './helpers/exam';
import { createUser } from './helpers/factories';
import type { CreatedUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * The console's question bank API (issue 23, docs/decisions/045): admins only, the import's own
 * rules and messages, versions instead of overwrites, retire/restore, the live preview and the
 * marking dry run, import with a dry run, export as an import file.
 */
let t: TestApp;
let admin: CreatedUser;
let student: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t);
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  student = await createUser(t);
});
afterAll(() => t.close());

const uniqueLesson = () => `Console lesson ${randomUUID().slice(0, 8)}`;

function shortLine(overrides: Partial<QuestionLine> = {}): QuestionLine {
  return {
    lesson: uniqueLesson(),
    type: 'short_answer',
    question: `Find $x$ when $2x = 10$. (${randomUUID().slice(0, 8)})`,
    answer: '5',
    explanation: 'Divide both sides by 2.',
    ...overrides,
  };
}

function mcqLine(overrides: Partial<QuestionLine> = {}): QuestionLine {
  return {
    lesson: uniqueLesson(),
    type: 'MCQ',
    question: `Which angle is right? (${randomUUID().slice(0, 8)})`,
    options: ['$30^\\circ$', '$90^\\circ$', '$120^\\circ$'],
    answer: '$90^\\circ$',
    ...overrides,
  };
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60"><line x1="0" y1="0" x2="100" y2="60" stroke="black"/></svg>';

async function create(line: QuestionLine, status: 'active' | 'draft' = 'active') {
  const response = await t.post(
    ApiRoutes.admin.questions,
    { line, status },
    { token: admin.token },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminQuestion>();
}

const questionUrl = (id: string) => fillRoute(ApiRoutes.admin.question, { id });

describe('roles', () => {
  it('refuses students (403) and anonymous callers (401) on every route', async () => {
    const id = randomUUID();
    const calls = [
      () => t.get(ApiRoutes.admin.questions, { token: student.token }),
      () => t.post(ApiRoutes.admin.questions, { line: shortLine() }, { token: student.token }),
      () => t.get(questionUrl(id), { token: student.token }),
      () => t.put(questionUrl(id), { line: shortLine(), version: 1 }, { token: student.token }),
      () => t.post(fillRoute(ApiRoutes.admin.retireQuestion, { id }), {}, { token: student.token }),
      () =>
        t.post(fillRoute(ApiRoutes.admin.restoreQuestion, { id }), {}, { token: student.token }),
      () => t.post(ApiRoutes.admin.checkQuestion, { line: shortLine() }, { token: student.token }),
      () =>
        t.post(
          ApiRoutes.admin.importQuestions,
          { text: 'x', dryRun: true },
          { token: student.token },
        ),
      () => t.get(ApiRoutes.admin.exportQuestions, { token: student.token }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json<ApiError>().code).toBe(ErrorCode.Forbidden);
    }
    expect((await t.get(ApiRoutes.admin.questions)).statusCode).toBe(401);
  });
});

describe('create', () => {
  it('stores a short answer, creates its new lesson, records the editor and bumps the bank version', async () => {
    const before = await readBankVersion(t.db);
    const line = shortLine({ exact: true, answer: '5' });
    const saved = await create(line);
    expect(saved).toMatchObject({ status: 'active', version: 1, served: 0, openReports: 0 });
    expect(saved.line).toMatchObject({
      lesson: line.lesson,
      question: line.question,
      answer: '5',
      exact: true,
    });
    expect(saved.versions).toHaveLength(1);
    expect(saved.versions[0]?.editedBy).toBe(admin.user.id);
    expect(await readBankVersion(t.db)).toBe(before + 1);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, saved.id));
    expect(row?.editedBy).toBe(admin.user.id);
    expect(row?.imported).toBe(true);
  });

  it('stores an SVG figure as a figure and a figure description drawn by the bank', async () => {
    const withSvg = await create(mcqLine({ graph: SVG }));
    const [row] = await t.db.select().from(questions).where(eq(questions.id, withSvg.id));
    expect(row?.graph).toMatch(/^\/api\/graph\/fig_[0-9a-f]{24}$/);
    // The editor's line is what an export writes: the SVG inline.
    expect(withSvg.line.graph).toBe(SVG);
    const description = JSON.stringify({
      elements: [
        { kind: 'segment', from: { x: 0, y: 0 }, to: { x: 4, y: 0 } },
        { kind: 'segment', from: { x: 4, y: 0 }, to: { x: 4, y: 3 } },
      ],
    });
    const check = await t.post(
      ApiRoutes.admin.checkQuestion,
      { line: shortLine({ graph: description }) },
      { token: admin.token },
    );
    expect(check.statusCode, check.body).toBe(200);
    const drawn = check.json<CheckQuestionResponse>().preview.figure;
    expect(drawn?.svg).toMatch(/^<svg/);
    expect(drawn?.alt).not.toBe('');
    const described = await create(shortLine({ graph: description }));
    const [stored] = await t.db.select().from(questions).where(eq(questions.id, described.id));
    const [figure] = await t.db
      .select()
      .from(figures)
      .where(eq(figures.id, (stored?.graph ?? '').replace('/api/graph/', '')));
    expect(figure?.svg).toBe(drawn?.svg);
    expect(figure?.description).toEqual(JSON.parse(description));
    const broken = await t.post(
      ApiRoutes.admin.checkQuestion,
      { line: shortLine({ graph: '{"elements": []}' }) },
      { token: admin.token },
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ApiError>().issues?.map((issue) => issue.path)).toEqual(['graph']);
  });

  it('refuses a bad line with the import messages, each on its field, and writes nothing', async () => {
    const before = await t.db.$count(questions);
    const response = await t.post(
      ApiRoutes.admin.questions,
      { line: mcqLine({ answer: 'not an option' }), status: 'active' },
      { token: admin.token },
    );
    expect(response.statusCode).toBe(400);
    const error = response.json<ApiError>();
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.issues).toContainEqual({
      path: 'answer',
      message: 'answer is not among the options',
    });
    // The file import says the same about the same line.
    const imported = await t.post(
      ApiRoutes.admin.importQuestions,
      { text: JSON.stringify(mcqLine({ answer: 'not an option' })), dryRun: true },
      { token: admin.token },
    );
    expect(imported.json<ImportQuestionsResponse>().errors[0]?.message).toContain(
      'answer is not among the options',
    );

    const unsafe = await t.post(
      ApiRoutes.admin.questions,
      { line: shortLine({ graph: '<svg onload=alert(1)><rect' }) },
      { token: admin.token },
    );
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json<ApiError>().issues?.[0]?.path).toBe('graph');

    const unmarkable = await t.post(
      ApiRoutes.admin.questions,
      { line: shortLine({ answer: 'x', unit: 'parsecs-ish' }) },
      { token: admin.token },
    );
    expect(unmarkable.statusCode).toBe(400);
    expect(unmarkable.json<ApiError>().issues?.map((issue) => issue.path)).toContain('unit');
    expect(await t.db.$count(questions)).toBe(before);
  });

  it('refuses a second active question with the same text and figure on the question field', async () => {
    const line = shortLine();
    await create(line);
    const again = await t.post(
      ApiRoutes.admin.questions,
      { line: { ...line, lesson: uniqueLesson() }, status: 'active' },
      { token: admin.token },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiError>().issues?.[0]?.path).toBe('question');
    // A draft may share it (it is never served).
    await create(line, 'draft');
  });
});

describe('list', () => {
  it('filters, pages newest change first with a cursor, and counts', async () => {
    const lesson = uniqueLesson();
    const made: AdminQuestion[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(await create(shortLine({ lesson, question: `Paged 50%_off item ${i} $x$` })));
    }
    const lessonId = made[0]?.lessonId ?? '';
    const first = await t.get(`${ApiRoutes.admin.questions}?lessonId=${lessonId}&limit=2`, {
      token: admin.token,
    });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<AdminQuestionPage>();
    expect(page1.total).toBe(5);
    expect(page1.items.map((item) => item.id)).toEqual([made[4]?.id, made[3]?.id]);
    expect(page1.items[0]).toMatchObject({
      lessonName: lesson,
      type: 'short_answer',
      status: 'active',
      preview: 'Paged 50%_off item 4 $x$',
      served: 0,
      openReports: 0,
    });
    const ids: string[] = page1.items.map((item) => item.id);
    let cursor = page1.nextCursor;
    while (cursor) {
      const next = (
        await t.get(
          `${ApiRoutes.admin.questions}?lessonId=${lessonId}&limit=2&cursor=${encodeURIComponent(cursor)}`,
          { token: admin.token },
        )
      ).json<AdminQuestionPage>();
      ids.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
    }
    expect(ids).toEqual(made.map((item) => item.id).reverse());

    // Text search is literal: % and _ match themselves.
    const text = (
      await t.get(`${ApiRoutes.admin.questions}?text=${encodeURIComponent('50%_OFF ITEM 3')}`, {
        token: admin.token,
      })
    ).json<AdminQuestionPage>();
    expect(text.items.map((item) => item.id)).toEqual([made[3]?.id]);
    const none = (
      await t.get(`${ApiRoutes.admin.questions}?text=${encodeURIComponent('50_%off')}`, {
        token: admin.token,
      })
    ).json<AdminQuestionPage>();
    expect(none.total).toBe(0);

    const drafts = (
      await t.get(`${ApiRoutes.admin.questions}?lessonId=${lessonId}&status=draft`, {
        token: admin.token,
      })
    ).json<AdminQuestionPage>();
    expect(drafts.total).toBe(0);
    const reported = (
      await t.get(`${ApiRoutes.admin.questions}?lessonId=${lessonId}&minReports=1`, {
        token: admin.token,
      })
    ).json<AdminQuestionPage>();
    expect(reported.total).toBe(0);

    const bad = await t.get(`${ApiRoutes.admin.questions}?cursor=nonsense`, { token: admin.token });
    expect(bad.statusCode).toBe(400);
    // Found by the fuzz suite: a NUL in the search reached PostgreSQL (500).
    const nul = await t.get(`${ApiRoutes.admin.questions}?text=a%00b`, { token: admin.token });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<ApiError>().issues?.[0]?.path).toBe('query.text');
  });
});

async function startPractice(lessonId: string) {
  const response = await t.post(
    ApiRoutes.practice.start,
    { topic: TOPIC, lessonId },
    { token: student.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PracticeInProgress>();
}

describe('edit', () => {
  it('changes a never-served question in place and keeps its version', async () => {
    const saved = await create(shortLine(), 'draft');
    const before = await readBankVersion(t.db);
    const response = await t.put(
      questionUrl(saved.id),
      { line: { ...saved.line, answer: '7', question: 'Find $y$: $y - 2 = 5$.' }, version: 1 },
      { token: admin.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<AdminQuestion>();
    expect(edited).toMatchObject({ id: saved.id, version: 1, status: 'draft' });
    expect(edited.line.answer).toBe('7');
    expect(await readBankVersion(t.db)).toBe(before + 1);
    // draft -> active through PUT status.
    const published = await t.put(
      questionUrl(saved.id),
      { line: edited.line, version: 1, status: 'active' },
      { token: admin.token },
    );
    expect(published.json<AdminQuestion>()).toMatchObject({ id: saved.id, status: 'active' });
  });

  it('makes a new version of a served question: the old practice shows what the student saw, a new one serves the edit', async () => {
    const original = shortLine({ question: 'Served: find $x$ when $3x = 12$.', answer: '4' });
    const saved = await create(original);
    const session = await startPractice(saved.lessonId);
    expect(session.question.id).toBe(saved.id);
    const answered = await t.post(
      ApiRoutes.practice.nextQuestion,
      { practiceId: session.practiceId, questionId: saved.id, answer: '4' },
      { token: student.token },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    await t.post(
      ApiRoutes.practice.finish,
      { practiceId: session.practiceId },
      { token: student.token },
    );

    const edit = await t.put(
      questionUrl(saved.id),
      {
        line: { ...saved.line, question: 'Edited: find $x$ when $3x = 15$.', answer: '5' },
        version: 1,
      },
      { token: admin.token },
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const next = edit.json<AdminQuestion>();
    expect(next.id).not.toBe(saved.id);
    expect(next).toMatchObject({ version: 2, status: 'active', served: 0 });
    expect(next.versions.map((version) => [version.id, version.version, version.status])).toEqual([
      [saved.id, 1, 'retired'],
      [next.id, 2, 'active'],
    ]);
    const [newRow] = await t.db.select().from(questions).where(eq(questions.id, next.id));
    expect(newRow?.previousId).toBe(saved.id);

    const review = (
      await t.get(fillRoute(ApiRoutes.practice.session, { id: session.practiceId }), {
        token: student.token,
      })
    ).json<PracticeSessionDetail>();
    expect(review.questions[0]).toMatchObject({
      id: saved.id,
      question: original.question,
      correctAnswer: '4',
    });

    const fresh = await startPractice(saved.lessonId);
    expect(fresh.question).toMatchObject({
      id: next.id,
      question: 'Edited: find $x$ when $3x = 15$.',
    });

    // The old version is no longer the latest: an edit of it is stale.
    const stale = await t.put(
      questionUrl(saved.id),
      { line: saved.line, version: 1 },
      { token: admin.token },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ApiError>().code).toBe(ErrorCode.StaleVersion);
    // So is an edit naming another version than the row's.
    const wrongVersion = await t.put(
      questionUrl(next.id),
      { line: next.line, version: 1 },
      { token: admin.token },
    );
    expect(wrongVersion.statusCode).toBe(409);
    // The detail of the served row counts its answer.
    const old = (await t.get(questionUrl(saved.id), { token: admin.token })).json<AdminQuestion>();
    expect(old.served).toBe(1);
    expect(old.versions).toHaveLength(2);
  });

  it('treats the question a running practice session is on as served', async () => {
    const saved = await create(shortLine());
    const session = await startPractice(saved.lessonId);
    expect(session.question.id).toBe(saved.id);
    const edit = await t.put(
      questionUrl(saved.id),
      { line: { ...saved.line, explanation: 'Now explained differently.' }, version: 1 },
      { token: admin.token },
    );
    expect(edit.json<AdminQuestion>().version).toBe(2);
    await t.post(
      ApiRoutes.practice.finish,
      { practiceId: session.practiceId },
      { token: student.token },
    );
  });
});

describe('retire and restore', () => {
  it('retires, restores, and refuses a restore while another active row has the same text', async () => {
    const line = shortLine();
    const saved = await create(line);
    const retire = await t.post(
      fillRoute(ApiRoutes.admin.retireQuestion, { id: saved.id }),
      {},
      { token: admin.token },
    );
    expect(retire.json<AdminQuestion>().status).toBe('retired');
    const twin = await create({ ...line, lesson: uniqueLesson() });
    const refused = await t.post(
      fillRoute(ApiRoutes.admin.restoreQuestion, { id: saved.id }),
      {},
      { token: admin.token },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().message).toContain('same text and figure');
    await t.post(
      fillRoute(ApiRoutes.admin.retireQuestion, { id: twin.id }),
      {},
      { token: admin.token },
    );
    const restored = await t.post(
      fillRoute(ApiRoutes.admin.restoreQuestion, { id: saved.id }),
      {},
      { token: admin.token },
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<AdminQuestion>().status).toBe('active');
    const missing = await t.post(
      fillRoute(ApiRoutes.admin.retireQuestion, { id: randomUUID() }),
      {},
      { token: admin.token },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('check', () => {
  it('previews as a student receives it and marks with the real marker, writing nothing', async () => {
    const before = await t.db.$count(questions);
    const versionBefore = (await t.db.select().from(bankVersion))[0]?.version;
    const line = shortLine({
      answer: '5\\pi/3',
      exact: true,
      unit: 'cm',
      hints: ['Use the arc length.'],
    });
    const right = await t.post(
      ApiRoutes.admin.checkQuestion,
      { line, answer: '5π/3 cm' },
      { token: admin.token },
    );
    expect(right.statusCode, right.body).toBe(200);
    const body = right.json<CheckQuestionResponse>();
    expect(body.preview).toMatchObject({
      question: line.question,
      question_type: 'short_answer',
      options: [],
      figure: null,
      explanation: line.explanation,
      hints: ['Use the arc length.'],
      steps: [],
    });
    expect(body.marking?.correct).toBe(true);
    expect(body.marking?.readAs).toContain('cm');
    const decimal = await t.post(
      ApiRoutes.admin.checkQuestion,
      { line, answer: '5.236 cm' },
      { token: admin.token },
    );
    const marked = decimal.json<CheckQuestionResponse>().marking;
    expect(marked?.correct).toBe(false);
    expect(marked?.reason).not.toBe('');

    const mcq = await t.post(
      ApiRoutes.admin.checkQuestion,
      { line: mcqLine({ graph: SVG }), answer: '$30^\\circ$' },
      { token: admin.token },
    );
    const mcqBody = mcq.json<CheckQuestionResponse>();
    expect(mcqBody.preview.figure).toEqual({ svg: SVG, alt: 'Figure for the question' });
    expect(mcqBody.marking).toMatchObject({ correct: false, readAs: '$30^\\circ$' });

    const invalid = await t.post(
      ApiRoutes.admin.checkQuestion,
      { line: { ...line, type: 'MCQ' } },
      { token: admin.token },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ApiError>().issues?.map((issue) => issue.path)).toContain('options');
    expect(await t.db.$count(questions)).toBe(before);
    expect((await t.db.select().from(bankVersion))[0]?.version).toBe(versionBefore);
  });
});

describe('import and export', () => {
  it('summarises a dry run without writing, then writes; bad files write nothing with per-line errors', async () => {
    const lesson = uniqueLesson();
    const lines = [shortLine({ lesson }), mcqLine({ lesson })];
    const text = `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
    const before = await t.db.$count(questions);
    const dry = await t.post(
      ApiRoutes.admin.importQuestions,
      { text, dryRun: true },
      { token: admin.token },
    );
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json<ImportQuestionsResponse>()).toEqual({
      written: false,
      lines: 2,
      added: 2,
      unchanged: 0,
      replaced: 0,
      lessonsAdded: [lesson],
      errors: [],
    });
    expect(await t.db.$count(questions)).toBe(before);

    const written = await t.post(
      ApiRoutes.admin.importQuestions,
      { text, dryRun: false },
      { token: admin.token },
    );
    expect(written.json<ImportQuestionsResponse>()).toMatchObject({ written: true, added: 2 });
    expect(await t.db.$count(questions)).toBe(before + 2);
    const again = await t.post(
      ApiRoutes.admin.importQuestions,
      { text, dryRun: true },
      { token: admin.token },
    );
    expect(again.json<ImportQuestionsResponse>()).toMatchObject({ added: 0, unchanged: 2 });

    const bad = await t.post(
      ApiRoutes.admin.importQuestions,
      { text: `${JSON.stringify(shortLine())}\nnot json\n`, dryRun: false },
      { token: admin.token },
    );
    expect(bad.json<ImportQuestionsResponse>()).toMatchObject({
      written: false,
      added: 0,
      errors: [{ line: 2, message: 'bad JSON' }],
    });
    expect(await t.db.$count(questions)).toBe(before + 2);
  });

  it('exports an import file of the chosen lesson and status', async () => {
    const saved = await create(mcqLine({ graph: SVG }));
    const response = await t.get(
      `${ApiRoutes.admin.exportQuestions}?lessonId=${saved.lessonId}&status=active`,
      { token: admin.token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toEqual(saved.line);
    const empty = await t.get(
      `${ApiRoutes.admin.exportQuestions}?lessonId=${saved.lessonId}&status=draft`,
      { token: admin.token },
    );
    expect(empty.body).toBe('');
  });
});
