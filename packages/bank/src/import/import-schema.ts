/**
 * JSON Lines import format (docs/product.md §12): one question per line,
 * `{ topic?, lesson, templateId?, type, question, options?, answer, graph?, difficulty?,
 * explanation?, hints?, steps?, frame?, multiStep?, context?, tolerance?, decimals?, trueValue?,
 * exact?, unit?, kind?, synonyms? }`. `lesson` is a name: one
 * of the bank's lessons (matched loosely), or a new lesson, which the import creates after the
 * existing ones; a topic new to the bank is created too. A short answer's key must be one the
 * checker can mark (a number, list, point, general solution or text).
 */
import { z } from 'zod';
import { unmarkableReason } from '../checker/answer-kind';
import { findUnit } from '../checker/units';
import { AnswerKindSchema } from '../model/item';
import { readGraphFigure } from './graph-figure';

export const LESSON_NAME_MAX_LENGTH = 100;
export const TOPIC_NAME_MAX_LENGTH = 100;
/** Declared synonyms of a text answer: a few short spellings. */
export const SYNONYMS_MAX = 20;
/**
 * Bounds far above any real question (the seed bank's longest text is ~250 characters, its
 * largest figure ~4.4 kB) that keep a hostile file from storing megabytes a student's browser
 * must then download and typeset (issue 9, XSS corpus).
 */
export const TEXT_MAX_LENGTH = 20_000;
export const GRAPH_MAX_LENGTH = 256 * 1024;
/** Hints and steps, as GeneratedItemSchema bounds them (issue 21). */
export const HINTS_MAX = 3;
export const STEPS_MAX = 12;
/** One hint or step is one line of help: far below a question's bound. */
export const HELP_LINE_MAX_LENGTH = 2_000;
/** A template id, as GeneratedItemSchema spells it: 'lesson-id/what-it-asks'. */
const TEMPLATE_ID = /^[a-z0-9-]+\/[a-z0-9-]+$/;

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. NUL cannot be
 * stored in a PostgreSQL text column at all (the insert failed with a raw SQL error); the others
 * are invisible and only ever hide something.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A lesson name is one line: no control character at all. */
// eslint-disable-next-line no-control-regex
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

interface TextRules {
  max?: number;
  controls?: RegExp;
}

/** A text field: bounded, without control characters. */
const boundedText = (
  field: string,
  { max = TEXT_MAX_LENGTH, controls = CONTROL_CHARACTER }: TextRules = {},
) =>
  z
    .string({ error: () => `${field} must be text` })
    .max(max, `${field} is longer than ${max} characters`)
    .refine((text) => !controls.test(text), `${field} contains control characters`);

const requiredText = (
  field: string,
  { max = TEXT_MAX_LENGTH, controls = CONTROL_CHARACTER }: TextRules = {},
) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `missing field "${field}"` : `${field} must be text`,
    })
    .trim()
    .min(1, `${field} is empty`)
    .max(max, `${field} is longer than ${max} characters`)
    .refine((text) => !controls.test(text), `${field} contains control characters`);

export const ImportLineSchema = z
  .strictObject({
    topic: requiredText('topic', {
      max: TOPIC_NAME_MAX_LENGTH,
      controls: ANY_CONTROL_CHARACTER,
    }).optional(),
    lesson: requiredText('lesson', {
      max: LESSON_NAME_MAX_LENGTH,
      controls: ANY_CONTROL_CHARACTER,
    }),
    type: z.enum(['MCQ', 'short_answer'], {
      error: (issue) =>
        issue.input === undefined ? 'missing field "type"' : 'type must be "MCQ" or "short_answer"',
    }),
    question: requiredText('question'),
    options: z.array(boundedText('an option').trim().min(1, 'an option is empty')).optional(),
    answer: requiredText('answer'),
    graph: boundedText('graph', { max: GRAPH_MAX_LENGTH }).optional(),
    /** Initial IRT difficulty b (logits). */
    difficulty: z.number().min(-4).max(4).optional(),
    explanation: boundedText('explanation').optional(),
    tolerance: z.number().nonnegative().optional(),
    /** Decimal places a rounded short answer is asked to (the checker accepts that rounding). */
    decimals: z.number().int().min(0).max(6).optional(),
    /** The unrounded value of a rounded key: roundings are marked against it. */
    trueValue: z.number({ error: 'trueValue must be a number' }).finite().optional(),
    /** The question asks for an exact form: decimal approximations are refused. */
    exact: z.boolean({ error: 'exact must be true or false' }).optional(),
    /** The answer's unit ('cm', 'cm²', 'miles'...). */
    unit: z.string({ error: 'unit must be text' }).trim().min(1).max(30).optional(),
    kind: AnswerKindSchema.optional(),
    /** The template an exported item was made from ('sine-rule/find-side'); kept as given. */
    templateId: z
      .string({ error: 'templateId must be text' })
      .regex(TEMPLATE_ID, 'templateId must look like "lesson-id/what-it-asks"')
      .optional(),
    /** One to three hints, escalating (a nudge, the method, the first step); never the key. */
    hints: z
      .array(
        boundedText('a hint', { max: HELP_LINE_MAX_LENGTH }).trim().min(1, 'a hint is empty'),
        {
          error: 'hints must be a list of texts',
        },
      )
      .refine(
        (hints) => hints.length >= 1 && hints.length <= HINTS_MAX,
        `hints, when given, are 1 to ${HINTS_MAX}`,
      )
      .optional(),
    /** The worked solution, one step per line; the last step gives the key. */
    steps: z
      .array(
        boundedText('a step', { max: HELP_LINE_MAX_LENGTH }).trim().min(1, 'a step is empty'),
        {
          error: 'steps must be a list of texts',
        },
      )
      .refine(
        (steps) => steps.length >= 1 && steps.length <= STEPS_MAX,
        `steps, when given, are 1 to ${STEPS_MAX}`,
      )
      .optional(),
    /** Which of its template's frames the item uses (a short kebab id). */
    frame: z
      .string({ error: 'frame must be text' })
      .regex(/^[a-z0-9-]{1,60}$/, 'frame must be a short kebab id ("given-two-angles")')
      .optional(),
    multiStep: z.boolean({ error: 'multiStep must be true or false' }).optional(),
    context: z.boolean({ error: 'context must be true or false' }).optional(),
    /** Other accepted spellings of a text answer. */
    synonyms: z
      .array(boundedText('a synonym', { max: 200 }).trim().min(1, 'a synonym is empty'))
      .max(SYNONYMS_MAX, `at most ${SYNONYMS_MAX} synonyms`)
      .optional(),
  })
  .superRefine((line, ctx) => {
    // Inline SVG and figure descriptions are stored as figures (bank.service importedGraph):
    // checked before they are.
    const figure = readGraphFigure(line.graph);
    if (!figure.ok) ctx.addIssue({ code: 'custom', path: ['graph'], message: figure.error });
    if (line.type === 'MCQ') {
      const options = line.options ?? [];
      if (options.length < 2 || options.length > 6) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'MCQ needs 2 to 6 options' });
      }
      if (new Set(options).size !== options.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must be distinct' });
      }
      if (!options.includes(line.answer)) {
        ctx.addIssue({
          code: 'custom',
          path: ['answer'],
          message: 'answer is not among the options',
        });
      }
      const shortOnly = (['exact', 'unit', 'trueValue', 'kind', 'synonyms'] as const).filter(
        (field) => line[field] !== undefined,
      );
      if (shortOnly.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: [shortOnly[0] ?? 'kind'],
          message: `${shortOnly.join(', ')} ${shortOnly.length > 1 ? 'apply' : 'applies'} to short answers only`,
        });
      }
    } else {
      if (line.options !== undefined && line.options.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: 'short answers have no options',
        });
      }
      const reason = unmarkableReason(line.answer, line.kind);
      if (reason) ctx.addIssue({ code: 'custom', path: ['answer'], message: reason });
      if (line.unit !== undefined && !findUnit(line.unit)) {
        ctx.addIssue({ code: 'custom', path: ['unit'], message: `unknown unit "${line.unit}"` });
      }
      if (line.exact === true && line.decimals !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['exact'],
          message: 'a question cannot ask for an exact value and a rounding at once',
        });
      }
      if (line.trueValue !== undefined && line.decimals === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['trueValue'],
          message: 'trueValue goes with decimals (the rounding asked for)',
        });
      }
    }
  });
export type ImportLine = z.infer<typeof ImportLineSchema>;
