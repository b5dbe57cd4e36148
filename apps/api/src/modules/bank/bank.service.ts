import { createHash } from 'node:crypto';
import {
  bankStats,
  findLessonByName,
  generateSeedBank,
  LESSONS,
  parseImportFile,
  toExportLine,
  TOPIC,
} from '@exam/bank';
import type { BankStats, ImportError, ImportedItem, LessonId, SeedItem } from '@exam/bank';
import type { GraphData, LessonNameList } from '@exam/contract';
import { ApiRoutes, ErrorCode } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toNameKey } from '../../lib/name-key';
import type { NewFigureRow, NewQuestionRow } from './bank.repository';
import {
  countFigures,
  countQuestions,
  distinctTemplateCount,
  ensureLessons,
  ensureTopic,
  findFigure,
  findFigures,
  insertFigures,
  insertQuestions,
  listActiveQuestions,
  listLessons,
  listTopicLessonRows,
} from './bank.repository';

/** The seed bank is generated from this fixed seed: every fresh database holds the same items. */
export const SEED_BANK_SEED = 'exam-prep-seed-bank-v1';

const GRAPH_PREFIX = `${ApiRoutes.graph.replace(/:encoded$/, '')}`;
const FIGURE_ID = /^fig_[0-9a-f]{24}$/;

/** Stored figures are named by a hash of their SVG, so an identical figure is stored once. */
export function figureIdOf(svg: string): string {
  return `fig_${createHash('sha256').update(svg).digest('hex').slice(0, 24)}`;
}

export function graphUrlOf(figureId: string): string {
  return `${GRAPH_PREFIX}${figureId}`;
}

/** One row per distinct question: its text, plus its figure or graph when it has one. */
export function variantKeyOf(text: string, graph: string): string {
  return graph ? `${text}\n${graph}` : text;
}

const lessonRows = () => LESSONS.map((lesson, index) => ({ name: lesson.name, position: index }));

/** MCQ guessing parameter c = 1 / number of options; short answers cannot be guessed. */
export function guessingOf(options: readonly string[] | null | undefined): number {
  return options && options.length > 0 ? 1 / options.length : 0;
}

/**
 * Fills an empty bank with the deterministic seed bank (topic, lessons, figures, questions) in
 * one transaction. Does nothing when any question exists, so it runs at every start.
 */
export async function seedQuestionBank(
  db: Database,
  seedItems?: readonly SeedItem[],
): Promise<number> {
  if ((await countQuestions(db)) > 0) return 0;
  // Generated only when needed (~0.25 s): a start with a filled bank skips it.
  const items = seedItems ?? generateSeedBank({ seed: SEED_BANK_SEED });
  return db.transaction(async (tx) => {
    // PGlite has one connection: everything here goes through tx, never db.
    if ((await countQuestions(tx)) > 0) return 0;
    const topicId = await ensureTopic(tx, TOPIC);
    const lessonIds = await ensureLessons(tx, topicId, lessonRows());
    const figureRows = new Map<string, NewFigureRow>();
    const rows: NewQuestionRow[] = items.map((item) => {
      let graph = '';
      if (item.figure) {
        const id = figureIdOf(item.figure.svg);
        figureRows.set(id, {
          id,
          svg: item.figure.svg,
          alt: item.figure.alt,
          description: item.figure.description,
        });
        graph = graphUrlOf(id);
      }
      const lessonId = lessonIds.get(item.lesson);
      if (!lessonId) throw new Error(`seed item in unknown lesson ${item.lesson}`);
      return {
        lessonId,
        type: item.type,
        text: item.question,
        options: item.options,
        answer: item.answer,
        explanation: item.explanation,
        tolerance: item.tolerance,
        decimals: item.decimals,
        graph,
        templateId: item.templateId,
        familyId: item.familyId,
        variantKey: variantKeyOf(item.question, graph),
        irtA: item.irt.a,
        irtB: item.irt.b,
        irtC: item.irt.c,
        distractorTags: item.distractors,
      };
    });
    await insertFigures(tx, [...figureRows.values()]);
    return insertQuestions(tx, rows);
  });
}

export function getLessonNames(db: Database): Promise<LessonNameList> {
  return listLessons(db, TOPIC).then((rows) =>
    rows.map((row) => ({ _id: row.id, lesson_name: row.name })),
  );
}

const noGraph = () => new AppError(404, ErrorCode.NotFound, 'No graph data available');

/**
 * The figure behind a graph value: a stored figure's URL (`/api/graph/<id>`, URL-encoded or not)
 * or its bare id. Anything else (other URLs, unknown ids, paths) is 404: only the figures table
 * is ever read, nothing is fetched.
 */
export async function getGraph(db: Database, encoded: string): Promise<GraphData> {
  let value = encoded.trim();
  // Fastify decodes the path once; a value encoded twice is decoded once more.
  if (/%[0-9a-f]{2}/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      throw noGraph();
    }
  }
  const id = value.startsWith(GRAPH_PREFIX) ? value.slice(GRAPH_PREFIX.length) : value;
  if (!FIGURE_ID.test(id)) throw noGraph();
  const figure = await findFigure(db, id);
  if (!figure) throw noGraph();
  return {
    properties: {
      imageUrl: `data:image/svg+xml;base64,${Buffer.from(figure.svg, 'utf8').toString('base64')}`,
      alt: figure.alt,
    },
    xml: ['svg', figure.svg],
  };
}

export type ImportOutcome =
  | { ok: true; read: number; inserted: number; duplicates: number; lessonsCreated: number }
  | { ok: false; errors: ImportError[] };

/** An imported graph: inline SVG is stored as a figure; anything else is kept as given. */
function importedGraph(item: ImportedItem, figureRows: Map<string, NewFigureRow>): string {
  const graph = item.graph?.trim() ?? '';
  if (!graph.startsWith('<svg')) return graph;
  const id = figureIdOf(graph);
  figureRows.set(id, { id, svg: graph, alt: 'Figure for the question', description: null });
  return graphUrlOf(id);
}

/**
 * Where each lesson of an import goes: a lesson already in the database under any spelling of
 * its name is reused; a bank lesson that is missing is created at its teaching position; a
 * lesson new to the bank is created after every existing lesson, in the file's order.
 */
function planLessons(
  existing: readonly { name: string; position: number }[],
  items: readonly ImportedItem[],
): { wanted: { name: string; position: number }[]; storedName: Map<string, string> } {
  const byKey = new Map(existing.map((lesson) => [toNameKey(lesson.name), lesson.name]));
  let nextPosition = Math.max(LESSONS.length - 1, ...existing.map((lesson) => lesson.position)) + 1;
  const wanted: { name: string; position: number }[] = [];
  const storedName = new Map<string, string>();
  for (const item of items) {
    if (storedName.has(item.lesson)) continue;
    const key = toNameKey(item.lesson);
    const known = byKey.get(key);
    if (known === undefined) {
      const bankPosition = LESSONS.findIndex((lesson) => lesson.name === item.lesson);
      wanted.push({
        name: item.lesson,
        position: bankPosition >= 0 ? bankPosition : nextPosition++,
      });
      byKey.set(key, item.lesson);
    }
    storedName.set(item.lesson, known ?? item.lesson);
  }
  return { wanted, storedName };
}

/**
 * Imports a JSON Lines file (DESIGN.md §6). The whole file is checked first: any bad line means
 * nothing is written and every bad line is reported. Otherwise all questions go in one
 * transaction; lessons are created when new; a question already stored is skipped.
 */
export async function importQuestionFile(db: Database, text: string): Promise<ImportOutcome> {
  const parsed = parseImportFile(text);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const items = parsed.items;
  return db.transaction(async (tx) => {
    const topicId = await ensureTopic(tx, TOPIC);
    const existing = await listTopicLessonRows(tx, topicId);
    const { wanted, storedName } = planLessons(existing, items);
    const lessonIds = await ensureLessons(tx, topicId, wanted);
    const figureRows = new Map<string, NewFigureRow>();
    const rows: NewQuestionRow[] = items.map((item) => {
      const graph = importedGraph(item, figureRows);
      const options = item.type === 'MCQ' ? (item.options ?? null) : null;
      const lessonId = lessonIds.get(storedName.get(item.lesson) ?? item.lesson);
      if (!lessonId) throw new Error(`lesson ${item.lesson} missing after insert`);
      return {
        lessonId,
        type: item.type,
        text: item.question,
        options,
        answer: item.answer,
        explanation: item.explanation ?? '',
        tolerance: item.tolerance ?? null,
        decimals: item.decimals ?? null,
        graph,
        variantKey: variantKeyOf(item.question, graph),
        irtA: 1,
        irtB: item.difficulty ?? 0,
        irtC: guessingOf(options),
      };
    });
    await insertFigures(tx, [...figureRows.values()]);
    const inserted = await insertQuestions(tx, rows);
    return {
      ok: true,
      read: items.length,
      inserted,
      duplicates: items.length - inserted,
      lessonsCreated: lessonIds.size - existing.length,
    };
  });
}

/**
 * Every active question as JSON Lines (round-trips through import). Stored figures are written
 * inline as SVG so the file is self-contained; importing it again stores the same figures.
 */
export async function exportQuestions(db: Database): Promise<string[]> {
  const rows = await listActiveQuestions(db);
  const figureIds = rows
    .map((row) => row.question.graph)
    .filter((graph) => graph.startsWith(GRAPH_PREFIX))
    .map((graph) => graph.slice(GRAPH_PREFIX.length));
  const svgById = new Map(
    (await findFigures(db, [...new Set(figureIds)])).map((figure) => [figure.id, figure.svg]),
  );
  return rows.map(({ question, lessonName }) => {
    const graph = question.graph.startsWith(GRAPH_PREFIX)
      ? (svgById.get(question.graph.slice(GRAPH_PREFIX.length)) ?? question.graph)
      : question.graph;
    return toExportLine({
      lesson: lessonName,
      type: question.type,
      question: question.text,
      options: question.options ?? undefined,
      answer: question.answer,
      graph,
      difficulty: Math.round(question.irtB * 1000) / 1000,
      explanation: question.explanation,
      tolerance: question.tolerance ?? undefined,
      decimals: question.decimals ?? undefined,
    });
  });
}

export interface StoredBankStats extends BankStats {
  lessons: { name: string; count: number }[];
  figures: number;
  templates: number;
}

export async function getBankStats(db: Database): Promise<StoredBankStats> {
  const rows = await listActiveQuestions(db);
  const stats = bankStats(
    rows.map(({ question, lessonName }) => ({
      lessonId: (findLessonByName(lessonName)?.id ?? lessonName) as LessonId,
      type: question.type,
      ...(question.templateId ? { templateId: question.templateId } : {}),
      figure: question.graph !== '' ? true : undefined,
    })),
  );
  const lessonNames = await listLessons(db, TOPIC);
  const perLesson = new Map<string, number>();
  for (const row of rows) perLesson.set(row.lessonName, (perLesson.get(row.lessonName) ?? 0) + 1);
  return {
    ...stats,
    lessons: lessonNames.map((lesson) => ({
      name: lesson.name,
      count: perLesson.get(lesson.name) ?? 0,
    })),
    figures: await countFigures(db),
    templates: await distinctTemplateCount(db),
  };
}
