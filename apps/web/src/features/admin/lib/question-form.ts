import type { QuestionLine, QuestionType } from '@exam/contract';
import { tAdmin } from '../catalog';

/**
 * The editor's form: one import line's fields (QuestionLine, admin-questions.ts) held as the
 * inputs show them (text for numbers, one entry per hint), and turned back into the line the
 * server checks with the import's rules. The server's `issues[].path` names the field an error
 * belongs to; `fieldOfIssue` maps it onto the form's fields.
 */

export const ANSWER_KINDS = ['number', 'list', 'point', 'general', 'text'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

export type QuestionForm = {
  lesson: string;
  type: QuestionType;
  question: string;
  /** MCQ only; the correct one is `correctOption`. */
  options: string[];
  correctOption: number;
  /** Short answer only (an MCQ's answer is its correct option). */
  answer: string;
  exact: boolean;
  decimals: string;
  unit: string;
  kind: AnswerKind | '';
  trueValue: string;
  tolerance: string;
  /** One per line. */
  synonyms: string;
  explanation: string;
  /** 1 to 3. */
  hints: string[];
  /** One step per line. */
  steps: string;
  difficulty: string;
  /** '' (none), inline SVG, or a figure description as JSON text. */
  graph: string;
  /** Fields of the line the form does not edit (templateId...), kept as they were. */
  rest: Record<string, unknown>;
};

export const MAX_HINTS = 3;

export function emptyForm(): QuestionForm {
  return {
    lesson: '',
    type: 'MCQ',
    question: '',
    options: ['', '', '', ''],
    correctOption: 0,
    answer: '',
    exact: false,
    decimals: '',
    unit: '',
    kind: '',
    trueValue: '',
    tolerance: '',
    synonyms: '',
    explanation: '',
    hints: [''],
    steps: '',
    difficulty: '',
    graph: '',
    rest: {},
  };
}

const EDITED = new Set([
  'lesson',
  'type',
  'question',
  'options',
  'answer',
  'graph',
  'difficulty',
  'explanation',
  'tolerance',
  'decimals',
  'trueValue',
  'exact',
  'unit',
  'kind',
  'hints',
  'steps',
  'synonyms',
]);

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const lines = (value: readonly string[] | undefined) => (value ?? []).join('\n');

/** A stored line (GET /api/admin/questions/:id) as the form shows it. */
export function formFromLine(line: QuestionLine): QuestionForm {
  const options = line.type === 'MCQ' ? [...(line.options ?? [])] : ['', '', '', ''];
  const correct = options.indexOf(line.answer);
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(line)) if (!EDITED.has(key)) rest[key] = value;
  const hints = line.hints?.length ? [...line.hints] : [''];
  return {
    lesson: line.lesson,
    type: line.type,
    question: line.question,
    options: options.length ? options : ['', ''],
    correctOption: Math.max(0, correct),
    answer: line.type === 'MCQ' ? '' : line.answer,
    exact: line.exact ?? false,
    decimals: text(line.decimals),
    unit: line.unit ?? '',
    kind: line.kind ?? '',
    trueValue: text(line.trueValue),
    tolerance: text(line.tolerance),
    synonyms: lines(line.synonyms),
    explanation: line.explanation ?? '',
    hints,
    steps: lines(line.steps),
    difficulty: text(line.difficulty),
    graph: line.graph ?? '',
    rest,
  };
}

/** A number typed in a field: absent when empty; kept as NaN-free text otherwise (the server
 * refuses what is not a number, on its field). */
function numberOf(value: string): number | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

const listOf = (value: string) =>
  value
    .split('\n')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * Errors the form finds before asking the server (a number field that is not a number), in the
 * interface's language: called while the editor renders.
 */
export function localIssues(form: QuestionForm): FieldIssues {
  const issues: FieldIssues = {};
  for (const field of ['decimals', 'trueValue', 'tolerance', 'difficulty'] as const) {
    const value = form[field].trim();
    if (value && !Number.isFinite(Number(value)))
      issues[field] = tAdmin('admin.fields.enterNumber');
  }
  if (form.decimals.trim() && !Number.isInteger(Number(form.decimals))) {
    issues.decimals = tAdmin('admin.fields.enterWholeDecimals');
  }
  return issues;
}

/** The import line the form describes (what the server checks, previews and saves). */
export function lineFromForm(form: QuestionForm): QuestionLine {
  const mcq = form.type === 'MCQ';
  const options = form.options.map((option) => option.trim());
  const line: QuestionLine = {
    ...form.rest,
    lesson: form.lesson.trim(),
    type: form.type,
    question: form.question,
    answer: mcq ? (options[form.correctOption] ?? '') : form.answer.trim(),
  };
  if (mcq) line.options = options;
  const optional: Partial<QuestionLine> = {
    graph: form.graph.trim() || undefined,
    difficulty: numberOf(form.difficulty),
    explanation: form.explanation.trim() || undefined,
    hints: form.hints.map((hint) => hint.trim()).filter(Boolean),
    steps: listOf(form.steps),
  };
  if (!mcq) {
    Object.assign(optional, {
      exact: form.exact || undefined,
      decimals: numberOf(form.decimals),
      unit: form.unit.trim() || undefined,
      kind: form.kind || undefined,
      trueValue: numberOf(form.trueValue),
      tolerance: numberOf(form.tolerance),
      synonyms: listOf(form.synonyms),
    });
  }
  for (const [key, value] of Object.entries(optional)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    (line as Record<string, unknown>)[key] = value;
  }
  return line;
}

/** The form's fields an error can sit on. */
export type FormField = Exclude<keyof QuestionForm, 'rest' | 'correctOption'>;
export type FieldIssues = Partial<Record<FormField | 'form', string>>;

const FIELDS = new Set<string>([
  'lesson',
  'type',
  'question',
  'options',
  'answer',
  'exact',
  'decimals',
  'unit',
  'kind',
  'trueValue',
  'tolerance',
  'synonyms',
  'explanation',
  'hints',
  'steps',
  'difficulty',
  'graph',
]);

/**
 * The field of an issue's path ('line.options.2', 'options', 'line/graph', '/hints/0'); 'form'
 * for a path that names no field the form shows (it is then shown above the form).
 */
export function fieldOfIssue(path: string): FormField | 'form' {
  const parts = path.split(/[./[\]]/).filter(Boolean);
  const first = parts[0] === 'line' ? parts[1] : parts[0];
  return first && FIELDS.has(first) ? (first as FormField) : 'form';
}

/** Server issues by field: the first message of each field (plus every unplaced one). */
export function issuesByField(issues: readonly { path: string; message: string }[]): FieldIssues {
  const result: FieldIssues = {};
  for (const issue of issues) {
    const field = fieldOfIssue(issue.path);
    if (field === 'form')
      result.form = result.form ? `${result.form} ${issue.message}` : issue.message;
    else result[field] ??= issue.message;
  }
  return result;
}

/** True when the two forms describe the same line (the editor's "unsaved changes"). */
export function sameLine(a: QuestionForm, b: QuestionForm): boolean {
  return JSON.stringify(lineFromForm(a)) === JSON.stringify(lineFromForm(b));
}
