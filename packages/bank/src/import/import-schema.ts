/**
 * JSON Lines import format (DESIGN.md §6): one question per line,
 * `{ topic?, lesson, type, question, options?, answer, graph?, difficulty?, explanation?,
 * tolerance?, decimals? }`. `lesson` is a name: one of the bank's lessons (matched loosely), or a
 * new lesson, which the import creates after the existing ones.
 */
import { z } from 'zod';
import { parseMathList, parseMathValue, looksLikeList } from '../checker/parse-math';
import { TOPIC } from '../lessons';

export const LESSON_NAME_MAX_LENGTH = 100;

const requiredText = (field: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `missing field "${field}"` : `${field} must be text`,
    })
    .trim()
    .min(1, `${field} is empty`);

export const ImportLineSchema = z
  .strictObject({
    topic: z.string().trim().min(1).optional(),
    lesson: requiredText('lesson')
      .max(LESSON_NAME_MAX_LENGTH, `lesson is longer than ${LESSON_NAME_MAX_LENGTH} characters`)
      // eslint-disable-next-line no-control-regex
      .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'lesson contains control characters'),
    type: z.enum(['MCQ', 'short_answer'], {
      error: (issue) =>
        issue.input === undefined ? 'missing field "type"' : 'type must be "MCQ" or "short_answer"',
    }),
    question: requiredText('question'),
    options: z.array(z.string().trim().min(1, 'an option is empty')).optional(),
    answer: requiredText('answer'),
    graph: z.string().optional(),
    /** Initial IRT difficulty b (logits). */
    difficulty: z.number().min(-4).max(4).optional(),
    explanation: z.string().optional(),
    tolerance: z.number().nonnegative().optional(),
    /** Decimal places a rounded short answer is asked to (the checker accepts that rounding). */
    decimals: z.number().int().min(0).max(6).optional(),
  })
  .superRefine((line, ctx) => {
    if (line.topic !== undefined && line.topic !== TOPIC) {
      ctx.addIssue({ code: 'custom', path: ['topic'], message: `unknown topic "${line.topic}"` });
    }
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
    } else {
      if (line.options !== undefined && line.options.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: 'short answers have no options',
        });
      }
      const readable = looksLikeList(line.answer)
        ? parseMathList(line.answer)
        : parseMathValue(line.answer);
      if (!readable) {
        ctx.addIssue({
          code: 'custom',
          path: ['answer'],
          message: 'the answer checker cannot read this answer',
        });
      }
    }
  });
export type ImportLine = z.infer<typeof ImportLineSchema>;
