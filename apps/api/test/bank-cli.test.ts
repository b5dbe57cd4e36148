import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LESSONS, parseImportFile } from '@exam/bank';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatStats } from '../src/cli/bank-commands';
import { figures, lessons, questions } from '../src/db/schema';
import { writePreview } from '../src/modules/bank/bank.preview';
import {
  exportQuestions,
  getBankStats,
  importQuestionFile,
} from '../src/modules/bank/bank.service';
import { countRows } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'exam-bank-cli-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const line = (fields: Record<string, unknown>) => JSON.stringify(fields);
const goodLines = [
  line({
    lesson: 'The sine rule',
    type: 'MCQ',
    question: 'Imported: in triangle $ABC$, which ratio equals $\\frac{a}{\\sin A}$?',
    options: ['$\\frac{b}{\\sin B}$', '$\\frac{b}{\\cos B}$', '$\\frac{\\sin B}{b}$'],
    answer: '$\\frac{b}{\\sin B}$',
    difficulty: 0.5,
    explanation: 'The sine rule: $\\frac{a}{\\sin A} = \\frac{b}{\\sin B}$.',
  }),
  line({
    lesson: 'Area of a triangle',
    type: 'short_answer',
    question: 'Imported: find the area of a triangle with sides 4 and 5 and included angle 30°.',
    answer: '5',
    graph: 'https://example.com/triangle.png',
  }),
];

describe('import (the service the CLI calls)', () => {
  it('imports a valid file in one go, with IRT c from the options', async () => {
    const before = await countRows(t.db, questions);
    const outcome = await importQuestionFile(t.db, `${goodLines.join('\n')}\n`);
    expect(outcome).toEqual({
      ok: true,
      read: 2,
      inserted: 2,
      duplicates: 0,
      lessonsCreated: 0,
      lessonsAdded: [],
      topicsCreated: [],
      written: true,
    });
    expect(await countRows(t.db, questions)).toBe(before + 2);
    const [mcq] = await t.db
      .select()
      .from(questions)
      .where(sql`${questions.text} like 'Imported: in triangle%'`);
    expect(mcq?.irtC).toBeCloseTo(1 / 3, 5);
    expect(mcq?.irtB).toBeCloseTo(0.5, 5);
    expect(mcq?.status).toBe('active');
    const [short] = await t.db
      .select()
      .from(questions)
      .where(sql`${questions.text} like 'Imported: find the area%'`);
    expect(short?.irtC).toBe(0);
    expect(short?.graph).toBe('https://example.com/triangle.png');
  });

  it('importing the same file again adds nothing (duplicates are skipped)', async () => {
    const before = await countRows(t.db, questions);
    const outcome = await importQuestionFile(t.db, goodLines.join('\n'));
    expect(outcome).toMatchObject({ ok: true, inserted: 0, duplicates: 2 });
    expect(await countRows(t.db, questions)).toBe(before);
  });

  it('writes nothing when one line is bad, and names that line and why', async () => {
    const before = await countRows(t.db, questions);
    const fresh = goodLines.map((l) => l.replaceAll('Imported:', 'Fresh:'));
    const text = [fresh[0], '{"lesson":"The sine rule","type":"MCQ"}', fresh[1]].join('\n');
    const outcome = await importQuestionFile(t.db, text);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toHaveLength(1);
    expect(outcome.errors[0]?.line).toBe(2);
    expect(outcome.errors[0]?.reason).toMatch(/question/);
    expect(await countRows(t.db, questions)).toBe(before);
  });

  it('creates a lesson that is new, in its teaching position', async () => {
    await t.db.delete(lessons).where(eq(lessons.name, 'The sine rule'));
    const outcome = await importQuestionFile(
      t.db,
      line({
        lesson: 'the sine rule',
        type: 'short_answer',
        question: 'Imported into a new lesson: find a if b = 4, A = 30° and B = 30°.',
        answer: '4',
      }),
    );
    expect(outcome).toMatchObject({ ok: true, inserted: 1, lessonsCreated: 1 });
    const names = (await t.get('/api/lessonNames')).json<{ lesson_name: string }[]>();
    expect(names.map((lesson) => lesson.lesson_name)).toEqual(LESSONS.map((l) => l.name));
  });

  it('creates a lesson new to the bank after the others, and reuses it under another spelling', async () => {
    const first = await importQuestionFile(
      t.db,
      line({
        lesson: 'Vectors in the plane',
        type: 'short_answer',
        question: 'Imported into a lesson new to the bank: find |v| for v = (3, 4).',
        answer: '5',
        decimals: 0,
      }),
    );
    expect(first).toMatchObject({ ok: true, inserted: 1, lessonsCreated: 1 });
    const again = await importQuestionFile(
      t.db,
      line({
        lesson: '  vectors IN the plane ',
        type: 'short_answer',
        question: 'Imported again: find |v| for v = (6, 8).',
        answer: '10',
      }),
    );
    expect(again).toMatchObject({ ok: true, inserted: 1, lessonsCreated: 0 });
    const names = (await t.get('/api/lessonNames')).json<{ _id: string; lesson_name: string }[]>();
    expect(names.map((lesson) => lesson.lesson_name)).toEqual([
      ...LESSONS.map((l) => l.name),
      'Vectors in the plane',
    ]);
    const vectors = names.at(-1)?._id ?? '';
    const rows = await t.db.select().from(questions).where(eq(questions.lessonId, vectors));
    expect(rows.map((row) => [row.answer, row.decimals])).toEqual([
      ['5', 0],
      ['10', null],
    ]);
  });

  it('stores an inline SVG graph as a figure served by /api/graph', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';
    const outcome = await importQuestionFile(
      t.db,
      line({
        lesson: 'Area of a triangle',
        type: 'short_answer',
        question: 'Imported with a figure: find the area of the shaded part.',
        answer: '12',
        graph: svg,
      }),
    );
    expect(outcome).toMatchObject({ ok: true, inserted: 1 });
    const [row] = await t.db
      .select()
      .from(questions)
      .where(eq(questions.text, 'Imported with a figure: find the area of the shaded part.'));
    expect(row?.graph).toMatch(/^\/api\/graph\/fig_[0-9a-f]{24}$/);
    const response = await t.get(`/api/graph/${encodeURIComponent(row?.graph ?? '')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ xml: string[] }>().xml[1]).toBe(svg);
  });
});

describe('a teacher’s own bank', () => {
  const teacher = [
    {
      answer: 'QII',
      question: 'Teacher: in which quadrant is θ if sin θ > 0 and cos θ < 0?',
      synonyms: ['the top-left quadrant'],
    },
    { answer: 'No solution', question: 'Teacher: solve sin x = 2.' },
    { answer: '(3,-4)', question: 'Teacher: reflect (3, 4) in the x-axis.' },
    { answer: 'π/4 + πk', question: 'Teacher: solve tan x = 1 for every real x.' },
    { answer: '25 miles', question: 'Teacher: how far apart are the ships?' },
    {
      answer: '102.7',
      unit: 'ft',
      question: 'Teacher: how tall is the tower, to the nearest tenth of a foot?',
      decimals: 1,
      trueValue: 102.6834,
    },
    { answer: 'cos 13°', question: 'Teacher: write sin 77° as a cosine.' },
    {
      answer: '4π',
      exact: true,
      unit: 'cm²',
      question: 'Teacher: find the exact area of the sector, in cm², in terms of π.',
    },
  ].map((fields) => ({
    topic: 'Precalculus review',
    lesson: 'Trigonometry',
    type: 'short_answer',
    ...fields,
  }));

  it('imports every kind of key, creates the new topic and names it in the summary', async () => {
    const outcome = await importQuestionFile(t.db, teacher.map(line).join('\n'));
    expect(outcome).toEqual({
      ok: true,
      read: teacher.length,
      inserted: teacher.length,
      duplicates: 0,
      lessonsCreated: 1,
      lessonsAdded: [expect.any(String)],
      topicsCreated: ['Precalculus review'],
      written: true,
    });
    const stats = await getBankStats(t.db);
    expect(stats.otherTopics).toEqual([{ name: 'Precalculus review', count: teacher.length }]);
    expect(formatStats(stats).join('\n')).toContain('Precalculus review');
    // The bank's own lessons list (exams, practice) does not show the other topic's lesson.
    const names = (await t.get('/api/lessonNames')).json<{ lesson_name: string }[]>();
    expect(names.map((lesson) => lesson.lesson_name)).not.toContain('Trigonometry');
  });

  it('exports every marking field, and the export imports again unchanged', async () => {
    const lines = (await exportQuestions(t.db)).filter((l) => l.includes('Teacher:'));
    expect(lines).toHaveLength(teacher.length);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.find((l) => l.answer === 'QII')).toMatchObject({
      topic: 'Precalculus review',
      synonyms: ['the top-left quadrant'],
    });
    expect(parsed.find((l) => l.answer === '102.7')).toMatchObject({
      unit: 'ft',
      decimals: 1,
      trueValue: 102.6834,
    });
    expect(parsed.find((l) => l.answer === '4π')).toMatchObject({ exact: true, unit: 'cm²' });
    const again = await importQuestionFile(t.db, lines.join('\n'));
    expect(again).toMatchObject({
      ok: true,
      inserted: 0,
      duplicates: teacher.length,
      topicsCreated: [],
    });
    const rows = await t.db
      .select()
      .from(questions)
      .where(sql`${questions.text} like 'Teacher:%'`);
    expect(rows.find((row) => row.answer === '102.7')).toMatchObject({
      unit: 'ft',
      decimals: 1,
      trueValue: 102.6834,
      exact: false,
    });
  });
});

describe('hints and worked steps in the import format (issue 21)', () => {
  const helped = {
    topic: 'Geometry & Trigonometry',
    lesson: 'The cosine rule',
    templateId: 'cosine-rule/imported-side',
    type: 'short_answer',
    question: 'Helped: find $a$ when $b = 5$, $c = 8$ and $A = 60^\\circ$.',
    answer: '7',
    difficulty: 0.25,
    explanation: 'By the cosine rule, $a^2 = 49$.',
    hints: ['Two sides and the angle between them are known.', 'Use the cosine rule for $a^2$.'],
    steps: ['$a^2 = 5^2 + 8^2 - 2(5)(8)\\cos 60^\\circ = 49$', '$a = \\sqrt{49} = 7$'],
    frame: 'two-sides-included-angle',
    multiStep: true,
    context: true,
  };
  const bare = {
    lesson: 'The cosine rule',
    type: 'short_answer',
    question: 'Helped: find $a$ when $b = 3$, $c = 5$ and $A = 120^\\circ$.',
    answer: '7',
  };

  it('stores hints, steps, the template id and flags; an item without them is accepted', async () => {
    const outcome = await importQuestionFile(t.db, [line(helped), line(bare)].join('\n'));
    expect(outcome).toMatchObject({ ok: true, inserted: 2 });
    const rows = await t.db
      .select()
      .from(questions)
      .where(sql`${questions.text} like 'Helped:%'`)
      .orderBy(questions.createdAt, questions.variantKey);
    const stored = rows.find((row) => row.text === helped.question);
    expect(stored).toMatchObject({
      templateId: helped.templateId,
      hints: helped.hints,
      steps: helped.steps,
      frame: helped.frame,
      multiStep: true,
      inContext: true,
      imported: true,
    });
    expect(rows.find((row) => row.text === bare.question)).toMatchObject({
      hints: null,
      steps: null,
      frame: null,
      multiStep: false,
      inContext: false,
      imported: true,
    });
  });

  it('exports them, and the export re-imports unchanged into a fresh database', async () => {
    const lines = (await exportQuestions(t.db)).filter((l) => l.includes('Helped:'));
    // Both were inserted at once: in variant-key (text) order, 'b = 3' first.
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      { topic: 'Geometry & Trigonometry', ...bare, difficulty: 0 },
      helped,
    ]);
    const fresh = await createTestApp();
    try {
      expect(await importQuestionFile(fresh.db, lines.join('\n'))).toMatchObject({
        ok: true,
        inserted: 2,
      });
      const again = (await exportQuestions(fresh.db)).filter((l) => l.includes('Helped:'));
      expect(again).toEqual(lines);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a file whose worked solution ends on another value, naming the line', async () => {
    const before = await countRows(t.db, questions);
    const outcome = await importQuestionFile(
      t.db,
      [
        line({ ...bare, question: 'Helped: a third one, $b = 8$, $c = 3$, $A = 60^\\circ$.' }),
        line({ ...helped, question: 'Helped: wrong end.', steps: ['$a^2 = 49$', '$a = 6$'] }),
      ].join('\n'),
    );
    expect(outcome).toEqual({
      ok: false,
      errors: [
        { line: 2, reason: expect.stringContaining("help: last step gives '6'") as unknown },
      ],
    });
    expect(await countRows(t.db, questions)).toBe(before);
  });
});

describe('export, stats and preview', () => {
  it('exports every active question as lines that import again unchanged', async () => {
    const lines = await exportQuestions(t.db);
    const active = await t.db.$count(questions, eq(questions.status, 'active'));
    expect(lines).toHaveLength(active);
    const parsed = parseImportFile(lines.join('\n'));
    expect(parsed.ok ? [] : parsed.errors.slice(0, 5)).toEqual([]);
    const before = await countRows(t.db, questions);
    const again = await importQuestionFile(t.db, lines.join('\n'));
    expect(again).toMatchObject({ ok: true, inserted: 0, duplicates: active });
    expect(await countRows(t.db, questions)).toBe(before);
  });

  it('counts per lesson, per type, figures and templates', async () => {
    const stats = await getBankStats(t.db);
    const others = stats.otherTopics.reduce((sum, topic) => sum + topic.count, 0);
    expect(stats.total + others).toBe(await t.db.$count(questions, eq(questions.status, 'active')));
    // The bank's own topic's lessons (the teacher's topic above has one more).
    expect(stats.lessons).toHaveLength((await countRows(t.db, lessons)) - 1);
    expect(stats.lessons.reduce((sum, lesson) => sum + lesson.count, 0)).toBe(stats.total);
    expect(stats.byType.MCQ + stats.byType.short_answer).toBe(stats.total);
    expect(stats.figures).toBe(await countRows(t.db, figures));
    expect(stats.templates).toBeGreaterThanOrEqual(100);
    expect(stats.withFigure / stats.total).toBeGreaterThanOrEqual(0.4);
    const table = formatStats(stats).join('\n');
    expect(table).toContain(`Total active questions`);
    expect(table).toContain(String(stats.total));
  });

  it('writes a self-contained preview with KaTeX rendered on the server', async () => {
    const out = join(dir, 'preview');
    const result = await writePreview(t.db, out, { perLesson: 3 });
    expect(result.lessons).toBeGreaterThanOrEqual(16);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).toContain('class="katex"');
    expect(html).not.toContain('katex-error');
    expect(html).toContain('<img src="data:image/svg+xml;base64,');
    // Each sample shows its hints and its worked solution, numbered, typeset (issue 21).
    expect(html).toMatch(/<h3>Hints<\/h3><ol><li>/);
    expect(html).toMatch(/<h3>Worked solution<\/h3><ol><li>[^]*?class="katex"/);
    expect(html).toMatch(/ · frame [a-z0-9-]+ · /);
    expect(html).not.toMatch(/(?:src|href)="https?:/);
    await expect(readFile(join(out, 'katex.min.css'), 'utf8')).resolves.toContain('.katex');
  });
});

describe('the CLI process', () => {
  const cli = (args: string[], dataDir: string) =>
    run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/bank.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('refuses a bad file on a fresh DATA_DIR: exit 1, every bad line named', async () => {
    const file = join(dir, 'bad.jsonl');
    await writeFile(file, `${goodLines[0]}\nnot json\n{"lesson":"Nope"}\n`);
    const result = await cli(['import', file], join(dir, 'data'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('line 2: bad JSON');
    expect(result.stderr).toContain('line 3:');
    expect(result.stderr).toContain('Nothing imported');
  }, 60_000);

  it('refuses to open a PGlite folder a running server holds', async () => {
    const dataDir = join(dir, 'held');
    await rm(dataDir, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(dataDir, { recursive: true }));
    // This test process stands in for the server holding the lock.
    await writeFile(join(dataDir, 'pglite.pid'), String(process.pid));
    const result = await cli(['stats'], dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Another server (pid ${process.pid})`);
  }, 60_000);
});
