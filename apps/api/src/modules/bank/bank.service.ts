import { bumpBankVersion } from './bank-version';
import { createHash } from 'node:crypto';
import {
  bankDepth,
  bankStats,
  canonicalJson,
  findLessonByName,
  generateSeedBank,
  LESSONS,
  parseImportFile,
  readGraphFigure,
  SHIPPED_BANK_FINGERPRINT,
  SHIPPED_BANK_SEED,
  toExportLine,
  TOPIC,
} from '@exam/bank';
import type {
  BankDepth,
  BankStats,
  ImportError,
  ImportedItem,
  LessonId,
  SeedItem,
} from '@exam/bank';
import type { GraphData, InlineFigure, LessonNameList } from '@exam/contract';
import { ApiRoutes, ErrorCode } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toNameKey } from '../../lib/name-key';
import { markingFieldsOf } from './mark-answer';
import type { NewFigureRow, NewQuestionRow, QuestionPresentation } from './bank.repository';
import type { QuestionRow } from './question-row';
import {
  countFigures,
  countQuestions,
  countShippedQuestions,
  distinctTemplateCount,
  ensureLessons,
  orderLessons,
  ensureTopic,
  findFigure,
  findFigures,
  findShippedFingerprint,
  insertFigures,
  insertQuestions,
  listActiveQuestions,
  listLessons,
  listShippedQuestions,
  listTopics,
  listTopicLessonRows,
  lockShippedBankSync,
  retireQuestions,
  saveShippedFingerprint,
  updateQuestionPresentation,
} from './bank.repository';

/** The seed bank is generated from this fixed seed: every fresh database holds the same items. */
export const SEED_BANK_SEED = SHIPPED_BANK_SEED;

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

/** What a sync of the shipped bank did. */
export interface ShippedBankSync {
  inserted: number;
  retired: number;
  /** Kept questions whose figure or explanation was redrawn or reworded in place. */
  updated: number;
  kept: number;
}

type ShippedIdentity = Pick<
  NewQuestionRow,
  | 'templateId'
  | 'lessonId'
  | 'type'
  | 'text'
  | 'options'
  | 'answer'
  | 'decimals'
  | 'tolerance'
  | 'exact'
  | 'unit'
  | 'trueValue'
  | 'answerKind'
  | 'synonyms'
> & { figure: unknown };

/**
 * What makes a shipped question the same question: what a student reads (text, options, the
 * figure as described), its key and how it is marked. A change to any of these retires the row
 * and inserts a new one; the drawing, the explanation and the mistake tags may change in place.
 */
function identityOf(row: ShippedIdentity): string {
  return canonicalJson([
    row.templateId,
    row.lessonId,
    row.type,
    row.text,
    row.options ?? null,
    row.answer,
    row.decimals ?? null,
    // tolerance is a single-precision column: compare at the precision it keeps.
    row.tolerance === null || row.tolerance === undefined
      ? null
      : Number(row.tolerance.toPrecision(6)),
    row.exact ?? false,
    row.unit ?? null,
    row.trueValue ?? null,
    row.answerKind ?? null,
    row.synonyms ?? null,
    row.figure ?? null,
  ]);
}

function samePresentation(a: QuestionPresentation, b: QuestionPresentation): boolean {
  return (
    a.graph === b.graph &&
    a.variantKey === b.variantKey &&
    a.explanation === b.explanation &&
    a.familyId === b.familyId &&
    canonicalJson(a.distractorTags ?? null) === canonicalJson(b.distractorTags ?? null) &&
    canonicalJson(a.hints ?? null) === canonicalJson(b.hints ?? null) &&
    canonicalJson(a.steps ?? null) === canonicalJson(b.steps ?? null) &&
    (a.frame ?? null) === (b.frame ?? null) &&
    (a.multiStep ?? false) === (b.multiStep ?? false) &&
    (a.inContext ?? false) === (b.inContext ?? false)
  );
}

/** What a sync may rewrite in place on a kept shipped question (decisions 027 and 036). */
function presentationOf(row: NewQuestionRow): QuestionPresentation {
  return {
    graph: row.graph ?? '',
    variantKey: row.variantKey,
    explanation: row.explanation ?? '',
    distractorTags: row.distractorTags ?? null,
    familyId: row.familyId ?? null,
    hints: row.hints ?? null,
    steps: row.steps ?? null,
    frame: row.frame ?? null,
    multiStep: row.multiStep ?? false,
    inContext: row.inContext ?? false,
  };
}

/** Nothing to sync: this bank is there, or the bank holds imported questions only and never had it. */
async function upToDate(db: Database, fingerprint: string): Promise<boolean> {
  const stored = await findShippedFingerprint(db);
  if (stored === fingerprint) return (await countQuestions(db)) > 0;
  if (stored !== null) return false;
  return (await countQuestions(db)) > 0 && (await countShippedQuestions(db)) === 0;
}

function fingerprintOf(items: readonly SeedItem[]): string {
  return createHash('sha256').update(canonicalJson(items)).digest('hex');
}

/**
 * Brings the shipped (template-made) questions in line with the bank this version ships, in one
 * transaction: questions still shipped are kept (their drawing and explanation updated in place),
 * the ones no longer shipped are retired (their rows stay: past exams, trials and practice
 * sessions name them; no new attempt serves them), and new ones are inserted. Imported questions
 * are never touched. Skipped when the database already holds this bank (its fingerprint), so a
 * normal start does not even generate it, and for a bank that was never seeded because it held
 * imported questions first (as before: the shipped bank fills an empty bank only)
 * (docs/decisions/027-marking-that-follows-the-question.md).
 */
export async function syncShippedBank(
  db: Database,
  seedItems?: readonly SeedItem[],
): Promise<ShippedBankSync | null> {
  const fingerprint = seedItems ? fingerprintOf(seedItems) : SHIPPED_BANK_FINGERPRINT;
  if (await upToDate(db, fingerprint)) return null;
  // Generated only when needed (a few tenths of a second).
  const items = seedItems ?? generateSeedBank({ seed: SEED_BANK_SEED });
  return db.transaction(async (tx) => {
    // PGlite has one connection: everything here goes through tx, never db.
    await lockShippedBankSync(tx);
    if (await upToDate(tx, fingerprint)) return null;
    const topicId = await ensureTopic(tx, TOPIC);
    const lessonIds = await ensureLessons(tx, topicId, lessonRows());
    await orderLessons(
      tx,
      topicId,
      LESSONS.map((lesson) => lesson.name),
    );
    const figureRows = new Map<string, NewFigureRow>();
    const wanted = items.map((item) => {
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
      const row: NewQuestionRow = {
        lessonId,
        type: item.type,
        text: item.question,
        options: item.options,
        answer: item.answer,
        explanation: item.explanation,
        tolerance: item.tolerance,
        decimals: item.decimals,
        exact: item.exact,
        unit: item.unit,
        trueValue: item.trueValue,
        answerKind: item.kind,
        synonyms: item.synonyms,
        graph,
        templateId: item.templateId,
        familyId: item.familyId,
        variantKey: variantKeyOf(item.question, graph),
        irtA: item.irt.a,
        irtB: item.irt.b,
        irtC: item.irt.c,
        distractorTags: item.distractors,
        hints: item.hints ?? null,
        steps: item.steps ?? null,
        frame: item.frame ?? null,
        multiStep: item.multiStep === true,
        inContext: item.context === true,
      };
      return { row, identity: identityOf({ ...row, figure: item.figure?.description ?? null }) };
    });
    await insertFigures(tx, [...figureRows.values()]);

    const stored = new Map<string, { id: string; presentation: QuestionPresentation }[]>();
    for (const { question, figure } of await listShippedQuestions(tx)) {
      const identity = identityOf({ ...question, figure: question.graph ? figure : null });
      const presentation = presentationOf(question);
      stored.set(identity, [...(stored.get(identity) ?? []), { id: question.id, presentation }]);
    }
    const toInsert: NewQuestionRow[] = [];
    const toUpdate: { id: string; presentation: QuestionPresentation }[] = [];
    let kept = 0;
    for (const { row, identity } of wanted) {
      const match = stored.get(identity)?.shift();
      if (!match) {
        toInsert.push(row);
        continue;
      }
      kept += 1;
      const presentation = presentationOf(row);
      if (!samePresentation(match.presentation, presentation)) {
        toUpdate.push({ id: match.id, presentation });
      }
    }
    // Retire first: a replacement may reuse the variant key of the row it replaces.
    const retired = [...stored.values()].flat().map((entry) => entry.id);
    await retireQuestions(tx, retired);
    for (const { id, presentation } of toUpdate)
      await updateQuestionPresentation(tx, id, presentation);
    const inserted = await insertQuestions(tx, toInsert);
    await saveShippedFingerprint(tx, fingerprint);
    // Every process's caches follow (decision 044).
    await bumpBankVersion(tx);
    return { inserted, retired: retired.length, updated: toUpdate.length, kept };
  });
}

/**
 * Fills an empty bank with the shipped bank, and brings an older shipped bank up to date
 * (syncShippedBank). Runs at every start; returns how many questions it inserted.
 */
export async function seedQuestionBank(
  db: Database,
  seedItems?: readonly SeedItem[],
): Promise<number> {
  return (await syncShippedBank(db, seedItems))?.inserted ?? 0;
}

export function getLessonNames(db: Database): Promise<LessonNameList> {
  return listLessons(db, TOPIC).then((rows) =>
    rows.map((row) => ({ _id: row.id, lesson_name: row.name })),
  );
}

const noGraph = () => new AppError(ErrorCode.NotFound, 'No graph data available');

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

/**
 * The stored figure a question's graph value names, to send with the question (null for no
 * figure, another kind of graph value, or an id the figures table does not hold): the screen
 * paints it without asking /api/graph (docs/decisions/033-figures-on-phones-and-mobile-speed.md).
 */
export async function inlineFigureOf(db: Database, graph: string): Promise<InlineFigure | null> {
  if (!graph.startsWith(GRAPH_PREFIX)) return null;
  const id = graph.slice(GRAPH_PREFIX.length);
  if (!FIGURE_ID.test(id)) return null;
  const figure = await findFigure(db, id);
  return figure ? { svg: figure.svg, alt: figure.alt } : null;
}

export type ImportOutcome =
  | {
      ok: true;
      read: number;
      inserted: number;
      duplicates: number;
      lessonsCreated: number;
      /** The new lessons' names, in the file's order. */
      lessonsAdded: string[];
      /** Topics new to the database, created by this import (in the file's order). */
      topicsCreated: string[];
      /** False for a dry run: everything was checked and counted, then rolled back. */
      written: boolean;
    }
  | { ok: false; errors: ImportError[] };

/**
 * An imported graph as stored: inline SVG and figure descriptions (drawn by the bank's renderer)
 * become figures named by their SVG's hash; anything else is kept as given. The line was checked
 * already (ImportLineSchema reads the graph with the same readGraphFigure).
 */
export function storedGraphOf(
  graph: string | undefined,
  figureRows: Map<string, NewFigureRow>,
): string {
  const read = readGraphFigure(graph);
  if (!read.ok) throw new AppError(ErrorCode.ValidationFailed, read.error);
  const figure = read.figure;
  switch (figure.kind) {
    case 'none':
      return '';
    case 'other':
      return figure.value;
    default: {
      const id = figureIdOf(figure.svg);
      figureRows.set(id, {
        id,
        svg: figure.svg,
        alt: figure.alt,
        description: figure.kind === 'described' ? figure.description : null,
      });
      return graphUrlOf(id);
    }
  }
}

/**
 * Where each lesson of an import goes, within one topic: a lesson already in the database under
 * any spelling of its name is reused; a bank lesson that is missing is created at its teaching
 * position; a lesson new to the topic is created after every existing lesson, in the file's order.
 */
function planLessons(
  topic: string,
  existing: readonly { name: string; position: number }[],
  items: readonly ImportedItem[],
): { wanted: { name: string; position: number }[]; storedName: Map<string, string> } {
  const inBank = topic === TOPIC;
  const byKey = new Map(existing.map((lesson) => [toNameKey(lesson.name), lesson.name]));
  let nextPosition =
    Math.max(inBank ? LESSONS.length - 1 : -1, ...existing.map((lesson) => lesson.position)) + 1;
  const wanted: { name: string; position: number }[] = [];
  const storedName = new Map<string, string>();
  for (const item of items) {
    if (storedName.has(item.lesson)) continue;
    const key = toNameKey(item.lesson);
    const known = byKey.get(key);
    if (known === undefined) {
      const bankPosition = inBank ? LESSONS.findIndex((lesson) => lesson.name === item.lesson) : -1;
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

/** The lessons (and topics) of imported items, created when new, as an import creates them. */
export interface ImportLessons {
  lessonIdOf(item: ImportedItem): string;
  lessonsAdded: string[];
  topicsCreated: string[];
}

export async function ensureImportLessons(
  tx: Database,
  items: readonly ImportedItem[],
): Promise<ImportLessons> {
  const knownTopics = new Set((await listTopics(tx)).map((topic) => toNameKey(topic.name)));
  const topicsCreated: string[] = [];
  const lessonIdsByTopic = new Map<string, Map<string, string>>();
  const storedNames = new Map<string, Map<string, string>>();
  const lessonsAdded: string[] = [];
  for (const topic of [...new Set(items.map((item) => item.topic))]) {
    if (!knownTopics.has(toNameKey(topic))) {
      topicsCreated.push(topic);
      knownTopics.add(toNameKey(topic));
    }
    const topicId = await ensureTopic(tx, topic);
    const existing = await listTopicLessonRows(tx, topicId);
    const mine = items.filter((item) => item.topic === topic);
    const { wanted, storedName } = planLessons(topic, existing, mine);
    const lessonIds = await ensureLessons(tx, topicId, wanted);
    const before = new Set(existing.map((lesson) => lesson.name));
    lessonsAdded.push(...wanted.map((lesson) => lesson.name).filter((name) => !before.has(name)));
    lessonIdsByTopic.set(topic, lessonIds);
    storedNames.set(topic, storedName);
  }
  return {
    lessonsAdded,
    topicsCreated,
    lessonIdOf(item) {
      const stored = storedNames.get(item.topic)?.get(item.lesson) ?? item.lesson;
      const lessonId = lessonIdsByTopic.get(item.topic)?.get(stored);
      if (!lessonId) throw new Error(`lesson ${item.lesson} missing after insert`);
      return lessonId;
    },
  };
}

/** An imported item as a new question row (graph already stored by storedGraphOf). */
export function importedRowOf(item: ImportedItem, lessonId: string, graph: string): NewQuestionRow {
  const options = item.type === 'MCQ' ? (item.options ?? null) : null;
  return {
    lessonId,
    type: item.type,
    text: item.question,
    options,
    answer: item.answer,
    explanation: item.explanation ?? '',
    tolerance: item.tolerance ?? null,
    decimals: item.decimals ?? null,
    exact: item.exact === true,
    unit: item.unit ?? null,
    trueValue: item.trueValue ?? null,
    answerKind: item.kind ?? null,
    synonyms: item.synonyms ?? null,
    graph,
    variantKey: variantKeyOf(item.question, graph),
    irtA: 1,
    irtB: item.difficulty ?? 0,
    irtC: guessingOf(options),
    templateId: item.templateId ?? null,
    hints: item.hints ?? null,
    steps: item.steps ?? null,
    frame: item.frame ?? null,
    multiStep: item.multiStep === true,
    inContext: item.context === true,
    // Never the shipped-bank sync's to keep or retire, whatever template it names.
    imported: true,
  };
}

/** Thrown inside a dry run's transaction to roll it back with what it counted. */
class DryRunRollback extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('dry run');
  }
}

/**
 * Imports a JSON Lines file (docs/product.md §12). The whole file is checked first: any bad line means
 * nothing is written and every bad line is reported. Otherwise all questions go in one
 * transaction; topics and lessons are created when new; a question already stored is skipped.
 * Questions of another topic are stored but not served: exams, trials and practice use the
 * bank's topic. A dry run (the console's summary before writing) does all of it in a transaction
 * that is rolled back, so its counts are the ones the import will have.
 */
export async function importQuestionFile(
  db: Database,
  text: string,
  options: { dryRun?: boolean } = {},
): Promise<ImportOutcome> {
  const parsed = parseImportFile(text);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const items = parsed.items;
  try {
    return await db.transaction(async (tx) => {
      const lessons = await ensureImportLessons(tx, items);
      const figureRows = new Map<string, NewFigureRow>();
      const rows = items.map((item) =>
        importedRowOf(item, lessons.lessonIdOf(item), storedGraphOf(item.graph, figureRows)),
      );
      await insertFigures(tx, [...figureRows.values()]);
      const inserted = await insertQuestions(tx, rows);
      if (inserted > 0 || lessons.lessonsAdded.length > 0) await bumpBankVersion(tx);
      const outcome: ImportOutcome = {
        ok: true,
        read: items.length,
        inserted,
        duplicates: items.length - inserted,
        lessonsCreated: lessons.lessonsAdded.length,
        lessonsAdded: lessons.lessonsAdded,
        topicsCreated: lessons.topicsCreated,
        written: options.dryRun !== true,
      };
      if (options.dryRun) throw new DryRunRollback(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.outcome;
    throw error;
  }
}

/** A stored question with its lesson and topic names, as the export writes it. */
export interface ExportRow {
  question: QuestionRow;
  lessonName: string;
  topicName: string;
}

/**
 * Questions as JSON Lines (round-trips through import). Stored figures are written inline as SVG
 * so the file is self-contained; importing it again stores the same figures.
 */
export async function exportLinesOf(db: Database, rows: readonly ExportRow[]): Promise<string[]> {
  const figureIds = rows
    .map((row) => row.question.graph)
    .filter((graph) => graph.startsWith(GRAPH_PREFIX))
    .map((graph) => graph.slice(GRAPH_PREFIX.length));
  const svgById = new Map(
    (await findFigures(db, [...new Set(figureIds)])).map((figure) => [figure.id, figure.svg]),
  );
  return rows.map(({ question, lessonName, topicName }) => {
    const graph = question.graph.startsWith(GRAPH_PREFIX)
      ? (svgById.get(question.graph.slice(GRAPH_PREFIX.length)) ?? question.graph)
      : question.graph;
    return toExportLine({
      topic: topicName,
      lesson: lessonName,
      type: question.type,
      question: question.text,
      options: question.options ?? undefined,
      answer: question.answer,
      graph,
      difficulty: Math.round(question.irtB * 1000) / 1000,
      explanation: question.explanation,
      templateId: question.templateId,
      hints: question.hints,
      steps: question.steps,
      frame: question.frame,
      multiStep: question.multiStep,
      context: question.inContext,
      ...markingFieldsOf(question),
    });
  });
}

/** Every active question as JSON Lines (`npm run bank -- export`). */
export async function exportQuestions(db: Database): Promise<string[]> {
  return exportLinesOf(db, await listActiveQuestions(db));
}

export interface StoredBankStats extends BankStats {
  lessons: { name: string; count: number }[];
  /** Imported topics other than the bank's, with their question counts (not served). */
  otherTopics: { name: string; count: number }[];
  figures: number;
  templates: number;
  /** Depth and help of the bank's topic (issue 21): per lesson, frames, shares, coverage. */
  depth: BankDepth;
}

export async function getBankStats(db: Database): Promise<StoredBankStats> {
  const all = await listActiveQuestions(db);
  const rows = all.filter((row) => row.topicName === TOPIC);
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
  const perTopic = new Map<string, number>();
  for (const row of all) {
    if (row.topicName !== TOPIC)
      perTopic.set(row.topicName, (perTopic.get(row.topicName) ?? 0) + 1);
  }
  return {
    ...stats,
    lessons: lessonNames.map((lesson) => ({
      name: lesson.name,
      count: perLesson.get(lesson.name) ?? 0,
    })),
    otherTopics: [...perTopic].map(([name, count]) => ({ name, count })),
    figures: await countFigures(db),
    templates: await distinctTemplateCount(db),
    depth: bankDepth(
      rows.map(({ question, lessonName }) => ({
        lesson: lessonName,
        templateId: question.templateId,
        figure: question.graph !== '',
        multiStep: question.multiStep,
        context: question.inContext,
        frame: question.frame,
        hints: question.hints,
        steps: question.steps,
        b: question.irtB,
        imported: question.imported,
      })),
    ),
  };
}
