/**
 * Parses a JSON Lines import file. The whole file is validated first: the result is either
 * every item, or every bad line with its 1-based number and reason (and no items).
 */
import type { z } from 'zod';
import { findLessonByName, TOPIC } from '../lessons';
import type { LessonId } from '../lessons';
import type { AnswerKind, QuestionType } from '../model/item';
import { helpProblems } from '../quality/help-gates';
import { ImportLineSchema } from './import-schema';

export interface ImportedItem {
  /** The bank's topic, or a topic new to the bank (its spaces tidied). */
  topic: string;
  /** The bank's lesson the name matched, or null for a lesson new to the bank. */
  lessonId: LessonId | null;
  /** The bank lesson's own name, or the new lesson's name with its spaces tidied. */
  lesson: string;
  type: QuestionType;
  question: string;
  options?: string[];
  answer: string;
  graph?: string;
  difficulty?: number;
  explanation?: string;
  tolerance?: number;
  decimals?: number;
  trueValue?: number;
  exact?: boolean;
  unit?: string;
  kind?: AnswerKind;
  synonyms?: string[];
  /** The template an exported item was made from, kept so a re-export names it again. */
  templateId?: string;
  hints?: string[];
  steps?: string[];
  frame?: string;
  multiStep?: boolean;
  context?: boolean;
}

export interface ImportError {
  line: number;
  reason: string;
}

export type ImportResult =
  { ok: true; items: ImportedItem[] } | { ok: false; errors: ImportError[] };

/** One problem of a line, on its field ('answer', 'options', 'graph'...; '' for the line). */
export interface ImportLineIssue {
  path: string;
  message: string;
}

/**
 * One line's object checked with the import's rules: the item, or why not, both as the file
 * import reports it (`reason`) and field by field (`issues`, for the console's editor).
 */
export type ImportLineResult =
  { ok: true; item: ImportedItem } | { ok: false; reason: string; issues: ImportLineIssue[] };

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.join(', ')}`;
      return field && !issue.message.includes(field) ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

function fieldIssues(error: z.ZodError): ImportLineIssue[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: key, message: `unknown field ${key}` }));
    }
    return [{ path: issue.path.join('.'), message: issue.message }];
  });
}

/** A help problem's field: one about a hint is the hints', any other the worked steps'. */
const helpField = (problem: string) => (/\bhint/i.test(problem) ? 'hints' : 'steps');

/** Checks one parsed line (a JSON object) with the import's rules (ImportLineSchema, help gates). */
export function parseImportLine(json: unknown): ImportLineResult {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    const reason = 'each line must be one JSON object';
    return { ok: false, reason, issues: [{ path: '', message: reason }] };
  }
  const parsed = ImportLineSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, reason: describeIssues(parsed.error), issues: fieldIssues(parsed.error) };
  }
  const data = parsed.data;
  // The same gate as a generated item's (gate 'help'): the last step gives the key as the
  // checker reads it, no hint states it, a multi-step item has two steps or more.
  const help = helpProblems(data);
  if (help.length > 0) {
    return {
      ok: false,
      reason: help.map((problem) => `help: ${problem}`).join('; '),
      issues: help.map((problem) => ({ path: helpField(problem), message: `help: ${problem}` })),
    };
  }
  const topic = data.topic === undefined ? TOPIC : data.topic.replace(/\s+/g, ' ');
  const inBank = topic.toLowerCase() === TOPIC.toLowerCase();
  // Lessons are matched to the bank's only within the bank's topic.
  const lesson = inBank ? findLessonByName(data.lesson) : undefined;
  return {
    ok: true,
    item: {
      topic: inBank ? TOPIC : topic,
      lessonId: lesson?.id ?? null,
      lesson: lesson?.name ?? data.lesson.replace(/\s+/g, ' '),
      type: data.type,
      question: data.question,
      ...(data.options ? { options: data.options } : {}),
      answer: data.answer,
      ...(data.graph !== undefined ? { graph: data.graph } : {}),
      ...(data.difficulty !== undefined ? { difficulty: data.difficulty } : {}),
      ...(data.explanation !== undefined ? { explanation: data.explanation } : {}),
      ...(data.tolerance !== undefined ? { tolerance: data.tolerance } : {}),
      ...(data.decimals !== undefined ? { decimals: data.decimals } : {}),
      ...(data.trueValue !== undefined ? { trueValue: data.trueValue } : {}),
      ...(data.exact !== undefined ? { exact: data.exact } : {}),
      ...(data.unit !== undefined ? { unit: data.unit } : {}),
      ...(data.kind !== undefined ? { kind: data.kind } : {}),
      ...(data.synonyms !== undefined ? { synonyms: data.synonyms } : {}),
      ...(data.templateId !== undefined ? { templateId: data.templateId } : {}),
      ...(data.hints !== undefined ? { hints: data.hints } : {}),
      ...(data.steps !== undefined ? { steps: data.steps } : {}),
      ...(data.frame !== undefined ? { frame: data.frame } : {}),
      ...(data.multiStep !== undefined ? { multiStep: data.multiStep } : {}),
      ...(data.context !== undefined ? { context: data.context } : {}),
    },
  };
}

export function parseImportFile(text: string): ImportResult {
  const items: ImportedItem[] = [];
  const errors: ImportError[] = [];
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      errors.push({ line, reason: 'bad JSON' });
      return;
    }
    const result = parseImportLine(json);
    if (result.ok) items.push(result.item);
    else errors.push({ line, reason: result.reason });
  });
  if (errors.length > 0) return { ok: false, errors };
  if (items.length === 0)
    return { ok: false, errors: [{ line: 0, reason: 'the file has no questions' }] };
  return { ok: true, items };
}
