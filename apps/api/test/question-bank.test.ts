import { Buffer } from 'node:buffer';
import { ApiRoutes, graphDataPath } from '@exam/contract';
import type {
  ExamProgress,
  GraphData,
  LessonNameList,
  PracticeProgress,
  ServedQuestion,
} from '@exam/contract';
import { LESSONS } from '@exam/bank';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { figures, lessons, questions } from '../src/db/schema';
import { seedQuestionBank } from '../src/modules/bank/bank.service';
import { answer, startExam, TOPIC, wrongAnswerFor } from './helpers/exam';
import { countRows, createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const graphPath = (value: string) => ApiRoutes.graph.replace(':encoded', value);

describe('seeded question bank', () => {
  it('holds every lesson, >= 1,000 questions and >= 40% with figures', async () => {
    expect(await countRows(t.db, lessons)).toBeGreaterThanOrEqual(16);
    const total = await countRows(t.db, questions);
    expect(total).toBeGreaterThanOrEqual(1000);
    const withFigure = await t.db.$count(questions, sql`${questions.graph} <> ''`);
    expect(withFigure / total).toBeGreaterThanOrEqual(0.4);
  });

  it('every figure a question names is stored', async () => {
    const [row] = await t.db
      .select({ missing: sql<number>`count(*)::int` })
      .from(questions)
      .leftJoin(figures, sql`${questions.graph} = '/api/graph/' || ${figures.id}`)
      .where(sql`${questions.graph} <> '' and ${figures.id} is null`);
    expect(row?.missing).toBe(0);
  });

  it('sets IRT c to 1/options for MCQ and 0 for short answers', async () => {
    const rows = await t.db.select().from(questions).limit(2000);
    for (const row of rows) {
      const expected = row.type === 'MCQ' ? 1 / (row.options?.length ?? 1) : 0;
      expect(row.irtC).toBeCloseTo(expected, 5);
    }
  });

  it('seeding again (every start) adds nothing', async () => {
    const before = await countRows(t.db, questions);
    expect(await seedQuestionBank(t.db)).toBe(0);
    expect(await countRows(t.db, questions)).toBe(before);
  });
});

describe('GET /api/lessonNames', () => {
  it('lists the lessons in teaching order as { _id, lesson_name }, without signing in', async () => {
    const response = await t.get(ApiRoutes.lessonNames);
    expect(response.statusCode).toBe(200);
    const body = response.json<LessonNameList>();
    expect(body.map((lesson) => lesson.lesson_name)).toEqual(LESSONS.map((l) => l.name));
    for (const lesson of body) {
      expect(Object.keys(lesson).sort()).toEqual(['_id', 'lesson_name']);
      expect(lesson._id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('GET /api/graph/:encoded', () => {
  async function storedFigure() {
    const [row] = await t.db
      .select({ graph: questions.graph, svg: figures.svg, alt: figures.alt })
      .from(questions)
      .innerJoin(figures, sql`${questions.graph} = '/api/graph/' || ${figures.id}`)
      .limit(1);
    if (!row) throw new Error('no stored figure');
    return row;
  }

  it('serves a stored figure by its encoded URL: graph data shape, no-store', async () => {
    const figure = await storedFigure();
    const response = await t.get(graphDataPath(figure.graph));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<GraphData>();
    expect(body.xml[0]).toBe('svg');
    expect(body.xml[1]).toBe(figure.svg);
    expect(body.properties.alt).toBe(figure.alt);
    const prefix = 'data:image/svg+xml;base64,';
    expect(body.properties.imageUrl.startsWith(prefix)).toBe(true);
    const decoded = Buffer.from(body.properties.imageUrl.slice(prefix.length), 'base64');
    expect(decoded.toString('utf8')).toBe(figure.svg);
  });

  it('serves it by its bare id too', async () => {
    const figure = await storedFigure();
    const id = figure.graph.slice('/api/graph/'.length);
    const response = await t.get(graphPath(id));
    expect(response.statusCode).toBe(200);
    expect(response.json<GraphData>().xml[1]).toBe(figure.svg);
  });

  it('answers 404 for unknown ids, external URLs and paths, and fetches nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const values = [
      graphDataPath('fig_000000000000000000000000'),
      graphDataPath('/api/graph/fig_ffffffffffffffffffffffff'),
      graphDataPath('http://169.254.169.254/latest/meta-data/'),
      graphDataPath('https://example.com/graph.svg'),
      graphDataPath('../../etc/passwd'),
      graphDataPath('/api/graph/../../etc/passwd'),
      graphPath('..%252F..%252Fetc%252Fpasswd'),
      graphPath('file%3A%2F%2F%2Fetc%2Fpasswd'),
      graphPath(`fig_${'a'.repeat(90)}`),
    ];
    for (const path of values) {
      const response = await t.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({
        message: 'No graph data available',
        code: 'NOT_FOUND',
      });
    }
    // A malformed escape never reaches the route: Fastify refuses the URL itself.
    expect((await t.get(graphPath('%E0%A4%A'))).statusCode).toBe(400);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('answers 404 for a question id (only figure ids name graphs)', async () => {
    const [row] = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.graph, ''))
      .limit(1);
    expect(row).toBeDefined();
    const response = await t.get(graphPath(row?.id ?? 'x'));
    expect(response.statusCode).toBe(404);
  });
});

describe('a running question carries its stored figure', () => {
  /** What /api/graph answers for the question's graph value. */
  async function expectSameAsGraphRoute(question: ServedQuestion) {
    const graph = (await t.get(graphDataPath(question.graph))).json<GraphData>();
    expect(question.figure).toEqual({ svg: graph.xml[1], alt: graph.properties.alt });
  }

  it('in an exam: the SVG and description /api/graph serves, null without a figure', async () => {
    const user = await createUser(t);
    let exam: ExamProgress = await startExam(t, user.token);
    const seen = { with: 0, without: 0 };
    for (let n = 0; n < 40 && !exam.completed && (seen.with === 0 || seen.without === 0); n += 1) {
      if (exam.question.graph === '') {
        expect(exam.question.figure).toBeNull();
        seen.without += 1;
      } else {
        await expectSameAsGraphRoute(exam.question);
        seen.with += 1;
      }
      exam = await answer(t, user.token, exam, 'wrong');
    }
    expect(seen.with).toBeGreaterThan(0);
    expect(seen.without).toBeGreaterThan(0);
  });

  async function practiceWrongAnswer(question: ServedQuestion): Promise<string> {
    const wrong = await wrongAnswerFor(t, question.id);
    return question.question_type === 'MCQ' ? String(question.options.indexOf(wrong)) : wrong;
  }

  it('in practice, after a reload (GET state) as well', async () => {
    const user = await createUser(t);
    const started = await t.post(ApiRoutes.practice.start, { topic: TOPIC }, { token: user.token });
    let practice = started.json<PracticeProgress>();
    for (let n = 0; n < 40 && !practice.completed && practice.question.graph === ''; n += 1) {
      expect(practice.question.figure).toBeNull();
      const next = await t.post(
        ApiRoutes.practice.nextQuestion,
        {
          practiceId: practice.practiceId,
          questionId: practice.question.id,
          // Practice takes an MCQ's option index; a short answer's text.
          answer: await practiceWrongAnswer(practice.question),
        },
        { token: user.token },
      );
      expect(next.statusCode, next.body).toBe(200);
      practice = next.json<PracticeProgress>();
    }
    if (practice.completed) throw new Error('the session ended');
    await expectSameAsGraphRoute(practice.question);
    const state = await t.get(ApiRoutes.practice.state.replace(':id', practice.practiceId), {
      token: user.token,
    });
    expect(state.statusCode, state.body).toBe(200);
    const progress = state.json<{ progress: PracticeProgress }>().progress;
    if (progress.completed) throw new Error('the session ended');
    expect(progress.question.figure).toEqual(practice.question.figure);
  });
});
