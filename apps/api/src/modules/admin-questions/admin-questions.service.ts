import { canonicalJson, parseImportLine, readGraphFigure } from '@exam/bank';
import type { ImportedItem } from '@exam/bank';
import { readAnswer } from '@exam/bank/read-answer';
import { ErrorCode, IMPORT_TEXT_MAX_BYTES } from '@exam/contract';
import type {
  AdminQuestion,
  AdminQuestionPage,
  CheckQuestionResponse,
  CreateQuestionRequest,
  ImportQuestionsResponse,
  InlineFigure,
  QuestionStatus,
  UpdateQuestionRequest,
} from '@exam/contract';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { questions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bumpBankVersion } from '../bank/bank-version';
import type { NewFigureRow, NewQuestionRow } from '../bank/bank.repository';
import { insertFigures } from '../bank/bank.repository';
import {
  ensureImportLessons,
  exportLinesOf,
  guessingOf,
  importedRowOf,
  importQuestionFile,
  inlineFigureOf,
  storedGraphOf,
} from '../bank/bank.service';
import { markAnswer, NOT_AN_OPTION } from '../bank/mark-answer';
import type { QuestionRow } from '../bank/question-row';
import type { ListCursor, QuestionListFilter } from './admin-questions.repository';
import {
  activeVariantHolder,
  countQuestionList,
  findQuestionForExport,
  hasNewerVersion,
  listQuestionPage,
  listQuestionsForExport,
  lockQuestion,
  openReportCount,
  servedCountOfRow,
  servedCounts,
  versionChain,
  wasServed,
} from './admin-questions.repository';

/**
 * The question bank in the console (issue 23, docs/decisions/045-question-versions.md). A line
 * is checked by the import's own code (parseImportLine) and stored by the import's own code
 * (lessons, figures, the row), so the console, the file import and the CLI accept and refuse the
 * same lines with the same messages. Every change bumps the bank version in its transaction.
 */

export const Messages = {
  duplicate: 'An active question already has this text and figure.',
  restoreTaken:
    'Another active question has the same text and figure. Retire it first, or edit this one.',
  restoreNotLatest: 'A newer version of this question exists: restore or edit that one.',
  cursor: 'The page cursor is not one this list gave.',
  searchControl: 'The search text contains control characters.',
  tooLarge: `The file is larger than ${IMPORT_TEXT_MAX_BYTES / 1024 / 1024} MB.`,
} as const;

// ---------- checking a line ----------

/** The line checked with the import's rules, or 400 with each problem on its field. */
export function checkLine(line: unknown): ImportedItem {
  const result = parseImportLine(line);
  if (result.ok) return result.item;
  throw new AppError(
    ErrorCode.ValidationFailed,
    result.reason,
    {},
    result.issues.map((issue) => ({ path: issue.path, message: issue.message })),
  );
}

function duplicateError(): AppError {
  return new AppError(ErrorCode.ValidationFailed, Messages.duplicate, {}, [
    { path: 'question', message: Messages.duplicate },
  ]);
}

/** The item as a row, its lesson created and its figure stored as an import would. */
async function storeLine(tx: Database, item: ImportedItem): Promise<NewQuestionRow> {
  const lessons = await ensureImportLessons(tx, [item]);
  const figureRows = new Map<string, NewFigureRow>();
  const graph = storedGraphOf(item.graph, figureRows);
  await insertFigures(tx, [...figureRows.values()]);
  return importedRowOf(item, lessons.lessonIdOf(item), graph);
}

// ---------- reading ----------

function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAt, cursor.id])).toString('base64url');
}

function decodeCursor(text: string): ListCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{1,6}Z$/.test(value[0]) &&
      typeof value[1] === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value[1])
    ) {
      return { updatedAt: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the 400.
  }
  throw new AppError(ErrorCode.ValidationFailed, Messages.cursor, {}, [
    { path: 'query.cursor', message: Messages.cursor },
  ]);
}

/** The text as one line of plain text (math kept as written), short enough for a list row. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

export async function listQuestions(
  db: Database,
  query: QuestionListFilter & { cursor?: string | undefined; limit: number },
): Promise<AdminQuestionPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  // No stored text holds one (the import refuses them), and PostgreSQL cannot take a NUL at all.
  // eslint-disable-next-line no-control-regex
  if (query.text && /[\u0000-\u001f\u007f]/.test(query.text)) {
    throw new AppError(ErrorCode.ValidationFailed, Messages.searchControl, {}, [
      { path: 'query.text', message: Messages.searchControl },
    ]);
  }
  const filter: QuestionListFilter = {
    lessonId: query.lessonId,
    type: query.type,
    status: query.status,
    text: query.text || undefined,
    minReports: query.minReports,
  };
  // One more than a page: whether there is a next page without a second query.
  const rows = await listQuestionPage(db, filter, cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const served = await servedCounts(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      lessonId: row.lesson_id,
      lessonName: row.lesson_name,
      type: row.type,
      status: row.status,
      preview: previewOf(row.head),
      version: row.version,
      hasFigure: row.has_figure,
      openReports: row.open_reports,
      served: served.get(row.id) ?? 0,
      imported: row.imported,
      updatedAt: row.cursor_at.replace(/(\.\d{3})\d*Z$/, '$1Z'),
    })),
    total: await countQuestionList(db, filter),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ updatedAt: last.cursor_at, id: last.id })
        : null,
  };
}

const notFound = () => new AppError(ErrorCode.NotFound, 'No such question.');

export async function getQuestion(db: Database, id: string): Promise<AdminQuestion> {
  const found = await findQuestionForExport(db, id);
  if (!found) throw notFound();
  const [line] = await exportLinesOf(db, [found]);
  const question = found.question;
  const versions = await versionChain(db, id);
  return {
    id: question.id,
    lessonId: question.lessonId,
    status: question.status,
    version: question.version,
    line: JSON.parse(line ?? '{}') as AdminQuestion['line'],
    irt: { a: question.irtA, b: question.irtB, c: question.irtC },
    served: await servedCountOfRow(db, id),
    openReports: await openReportCount(db, id),
    versions: versions.map((version) => ({
      id: version.id,
      version: version.version,
      status: version.status,
      createdAt: version.created_at,
      editedBy: version.edited_by ?? '',
    })),
    updatedAt: question.updatedAt.toISOString(),
  };
}

// ---------- writing ----------

export interface WriteDeps {
  db: Database;
  /** Drops this process's caches; other processes follow the bank version. */
  invalidate: () => void;
}

export async function createQuestion(
  deps: WriteDeps,
  body: CreateQuestionRequest,
  editorId: string,
): Promise<AdminQuestion> {
  const item = checkLine(body.line);
  const status = body.status ?? 'draft';
  const id = await deps.db.transaction(async (tx) => {
    const row = await storeLine(tx, item);
    if (status === 'active' && (await activeVariantHolder(tx, row.variantKey, null))) {
      throw duplicateError();
    }
    const [inserted] = await tx
      .insert(questions)
      .values({ ...row, status, editedBy: editorId })
      .returning({ id: questions.id });
    if (!inserted) throw new Error('question insert returned nothing');
    await bumpBankVersion(tx);
    return inserted.id;
  });
  deps.invalidate();
  return getQuestion(deps.db, id);
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The edited row's values: the line's, with what the line does not carry kept from the row. */
function editedValues(row: QuestionRow, stored: NewQuestionRow, item: ImportedItem) {
  return {
    ...stored,
    // The export writes b rounded to 3 places: an unchanged difficulty keeps the precise b.
    irtA: row.irtA,
    irtB:
      item.difficulty === undefined || item.difficulty === round3(row.irtB)
        ? row.irtB
        : item.difficulty,
    irtC: guessingOf(stored.options),
    familyId: row.familyId,
    distractorTags: row.distractorTags,
    // Written in the console now: never the shipped-bank sync's to retire.
    imported: true,
  };
}

/** Whether the line says exactly what the row's export line says. */
async function sameAsStored(tx: Database, row: QuestionRow, item: ImportedItem) {
  const found = await findQuestionForExport(tx, row.id);
  if (!found) return false;
  const [line] = await exportLinesOf(tx, [found]);
  const stored = parseImportLine(JSON.parse(line ?? '{}'));
  return stored.ok && canonicalJson(stored.item) === canonicalJson(item);
}

/**
 * An edit (docs/decisions/045): refused when the editor's version is not the row's or the row is
 * no longer the latest of its chain; a row ever served is retired and the next version inserted
 * (answers keep pointing at what the student saw); a row never served changes in place.
 */
export async function updateQuestion(
  deps: WriteDeps,
  id: string,
  body: UpdateQuestionRequest,
  editorId: string,
): Promise<AdminQuestion> {
  const item = checkLine(body.line);
  const resultId = await deps.db.transaction(async (tx) => {
    const row = await lockQuestion(tx, id);
    if (!row) throw notFound();
    if (row.version !== body.version || (await hasNewerVersion(tx, id))) {
      throw new AppError(ErrorCode.StaleVersion);
    }
    const status: QuestionStatus = body.status ?? row.status;
    if (status === row.status && (await sameAsStored(tx, row, item))) return row.id;
    const values = editedValues(row, await storeLine(tx, item), item);
    if (status === 'active' && (await activeVariantHolder(tx, values.variantKey, row.id))) {
      throw duplicateError();
    }
    let savedId = row.id;
    if (await wasServed(tx, row.id)) {
      // Retire first: the next version may keep the variant key (one active row per key).
      await tx
        .update(questions)
        .set({ status: 'retired', updatedAt: sql`now()` })
        .where(eq(questions.id, row.id));
      const [inserted] = await tx
        .insert(questions)
        .values({
          ...values,
          status,
          version: row.version + 1,
          previousId: row.id,
          editedBy: editorId,
        })
        .returning({ id: questions.id });
      if (!inserted) throw new Error('question insert returned nothing');
      savedId = inserted.id;
    } else {
      await tx
        .update(questions)
        .set({ ...values, status, editedBy: editorId, updatedAt: sql`now()` })
        .where(eq(questions.id, row.id));
    }
    await bumpBankVersion(tx);
    return savedId;
  });
  deps.invalidate();
  return getQuestion(deps.db, resultId);
}

export async function retireQuestion(deps: WriteDeps, id: string): Promise<AdminQuestion> {
  await deps.db.transaction(async (tx) => {
    const row = await lockQuestion(tx, id);
    if (!row) throw notFound();
    if (row.status === 'retired') return;
    await tx
      .update(questions)
      .set({ status: 'retired', updatedAt: sql`now()` })
      .where(eq(questions.id, id));
    await bumpBankVersion(tx);
  });
  deps.invalidate();
  return getQuestion(deps.db, id);
}

/**
 * Restore: a retired row becomes active again, when it is the latest of its chain and no other
 * active row has its text and figure (docs/decisions/045).
 */
export async function restoreQuestion(deps: WriteDeps, id: string): Promise<AdminQuestion> {
  await deps.db.transaction(async (tx) => {
    const row = await lockQuestion(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'retired') return;
    if (await hasNewerVersion(tx, id)) {
      throw new AppError(ErrorCode.StaleVersion, Messages.restoreNotLatest);
    }
    if (await activeVariantHolder(tx, row.variantKey, id)) {
      throw new AppError(ErrorCode.AlreadyDone, Messages.restoreTaken);
    }
    await tx
      .update(questions)
      .set({ status: 'active', updatedAt: sql`now()` })
      .where(eq(questions.id, id));
    await bumpBankVersion(tx);
  });
  deps.invalidate();
  return getQuestion(deps.db, id);
}

// ---------- preview and marking dry run ----------

/** The figure a student's screen paints for this graph (drawn, uploaded or stored). */
async function previewFigure(db: Database, graph: string | undefined) {
  const read = readGraphFigure(graph);
  if (!read.ok) return null;
  const figure = read.figure;
  if (figure.kind === 'none') return null;
  if (figure.kind === 'other') return inlineFigureOf(db, figure.value);
  return { svg: figure.svg, alt: figure.alt } satisfies InlineFigure;
}

/** How the checker reads a typed answer, as the answer field's 'Read as' shows it. */
function readAsOf(answer: string): string {
  const reading = readAnswer(answer);
  if (reading.kind === 'math')
    return reading.approx ? `${reading.text} ≈ ${reading.approx}` : reading.text;
  if (reading.kind === 'words') return reading.text;
  return '';
}

/** Nothing is written: the question as a student receives it and, with an answer, its marking. */
export async function checkQuestion(
  db: Database,
  body: { line: unknown; answer?: string | undefined },
): Promise<CheckQuestionResponse> {
  const item = checkLine(body.line);
  // The row the import would store, marked by the one marker exams, trials and practice use.
  const stored = importedRowOf(item, '00000000-0000-0000-0000-000000000000', '');
  const row = { ...stored, id: '00000000-0000-0000-0000-000000000000' } as QuestionRow;
  let marking: CheckQuestionResponse['marking'] = null;
  const given = body.answer?.trim();
  if (given !== undefined && given !== '') {
    if (item.type === 'MCQ') {
      try {
        const marked = markAnswer(row, given, 'text');
        marking = { correct: marked.isCorrect, reason: marked.reason, readAs: marked.userAnswer };
      } catch {
        marking = { correct: false, reason: NOT_AN_OPTION, readAs: given };
      }
    } else {
      const marked = markAnswer(row, given, 'text');
      marking = { correct: marked.isCorrect, reason: marked.reason, readAs: readAsOf(given) };
    }
  } else if (given === '') {
    marking = { correct: false, reason: 'Type an answer to try it.', readAs: '' };
  }
  return {
    preview: {
      question: item.question,
      question_type: item.type,
      options: item.type === 'MCQ' ? (item.options ?? []) : [],
      figure: await previewFigure(db, item.graph),
      explanation: item.explanation ?? '',
      hints: item.hints ?? [],
      steps: item.steps ?? [],
    },
    marking,
  };
}

// ---------- import and export ----------

export async function importQuestions(
  deps: WriteDeps,
  body: { text: string; dryRun: boolean },
): Promise<ImportQuestionsResponse> {
  if (Buffer.byteLength(body.text, 'utf8') > IMPORT_TEXT_MAX_BYTES) {
    throw new AppError(ErrorCode.ValidationFailed, Messages.tooLarge, {}, [
      { path: 'text', message: Messages.tooLarge },
    ]);
  }
  const lines = body.text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
  const outcome = await importQuestionFile(deps.db, body.text, { dryRun: body.dryRun });
  if (!outcome.ok) {
    return {
      written: false,
      lines,
      added: 0,
      unchanged: 0,
      replaced: 0,
      lessonsAdded: [],
      errors: outcome.errors.map((error) => ({
        line: Math.max(1, error.line),
        message: error.reason,
      })),
    };
  }
  if (outcome.written) deps.invalidate();
  return {
    written: outcome.written,
    lines: outcome.read,
    added: outcome.inserted,
    unchanged: outcome.duplicates,
    // The import adds and skips; it never replaces (an edit in the console does).
    replaced: 0,
    lessonsAdded: outcome.lessonsAdded,
    errors: [],
  };
}

/** The bank (or part of it) as an import file. */
export async function exportQuestionFile(
  db: Database,
  filter: { status?: QuestionStatus | undefined; lessonId?: string | undefined },
): Promise<string> {
  const lines = await exportLinesOf(db, await listQuestionsForExport(db, filter));
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}
