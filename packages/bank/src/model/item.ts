/**
 * A generated question and the template that makes it. Items carry 3PL IRT parameters
 * (a, b, c): c = 1 / number of options for MCQ, 0 for short answers (docs/product.md §11).
 */
import { z } from 'zod';
import { FigureSchema } from '../figures/figure-model';
import { LESSON_IDS } from '../lessons';
import type { LessonId } from '../lessons';
import type { Rng } from '../rng';

export const QuestionTypeSchema = z.enum(['MCQ', 'short_answer']);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

export const FIGURE_LEAD = 'In the opposite figure :';

export const IrtParamsSchema = z.object({
  a: z.number().positive().max(4),
  b: z.number().min(-4).max(4),
  c: z.number().min(0).max(0.5),
});
export type IrtParams = z.infer<typeof IrtParamsSchema>;

export const DistractorSchema = z.object({
  option: z.string().min(1),
  /** The mistake this wrong option represents, e.g. 'used cos for sin'. */
  mistake: z.string().min(3),
});
export type Distractor = z.infer<typeof DistractorSchema>;

/** What a short answer is, for the checker: inferred from the key when not set. */
export const AnswerKindSchema = z.enum(['number', 'list', 'point', 'general', 'text']);
export type AnswerKind = z.infer<typeof AnswerKindSchema>;

/**
 * What a template states about its own data, for the quality gates only (never stored): the
 * gates read the text and the figure, and these facts add what the text alone cannot show.
 */
export const ItemFactsSchema = z.object({
  /** Triangles the question describes: known sides and angles (degrees), null when unknown. */
  triangles: z
    .array(
      z.object({
        sides: z.array(z.number().nullable()).length(3).optional(),
        angles: z.array(z.number().nullable()).length(3).optional(),
      }),
    )
    .optional(),
  /** Polygons with sides given (each must be below half the perimeter). */
  polygons: z
    .array(z.object({ sides: z.array(z.number()), perimeter: z.number().optional() }))
    .optional(),
  /** Lengths the question gives or draws (all positive). */
  lengths: z.array(z.number()).optional(),
  /** Values the question gives for a sine or a cosine (within [-1, 1]). */
  sinCos: z.array(z.number()).optional(),
  /** The open interval every MCQ option's value must lie in, and why. */
  optionRange: z.object({ min: z.number(), max: z.number(), why: z.string().min(3) }).optional(),
  /** Why the key may be a number the question prints. */
  keyPrinted: z.string().min(3).optional(),
  /** Why the data may be impossible (the question asks whether the figure exists). */
  illPosedOnPurpose: z.string().min(3).optional(),
  /** Why items may share text and options with different keys (the figure holds the data). */
  figureCarriesData: z.string().min(3).optional(),
});
export type ItemFacts = z.infer<typeof ItemFactsSchema>;

export const GeneratedItemSchema = z
  .object({
    templateId: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/),
    familyId: z.string().min(3),
    lessonId: z.enum(LESSON_IDS as [LessonId, ...LessonId[]]),
    type: QuestionTypeSchema,
    question: z.string().min(10),
    options: z.array(z.string().min(1)).min(2).max(6).optional(),
    answer: z.string().min(1),
    /** Decimal places the question asks for (the answer is rounded to them). */
    decimals: z.number().int().min(0).max(6).optional(),
    /** Absolute tolerance when the question sets its own. */
    tolerance: z.number().positive().optional(),
    /** The question asks for an exact form: a decimal approximation is refused. */
    exact: z.boolean().optional(),
    /** The answer's unit ('cm', 'cm²', 'm', 'km'...): other units are refused. */
    unit: z.string().min(1).max(20).optional(),
    /** The unrounded value of a rounded key (with `decimals`). */
    trueValue: z.number().optional(),
    /** What the answer is (inferred from the key when unset). */
    kind: AnswerKindSchema.optional(),
    /** Other accepted answers of a text key ('second quadrant' for 'QII'). */
    synonyms: z.array(z.string().min(1)).optional(),
    distractors: z.array(DistractorSchema),
    explanation: z.string().min(10),
    /** One to three hints that escalate (a nudge, the method, the first step); never the key. */
    hints: z.array(z.string().min(10)).min(1).max(3).optional(),
    /** The worked solution, one step per line ($math$ allowed); the last step states the key. */
    steps: z.array(z.string().min(3)).min(1).max(12).optional(),
    /** Which of its template's structurally different frames the item was written in. */
    frame: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    /** The item needs two or more reasoning steps (find a side, then an area). */
    multiStep: z.boolean().optional(),
    /** The item is set in a real-world context (ladder, survey, navigation, design). */
    context: z.boolean().optional(),
    figure: FigureSchema.optional(),
    irt: IrtParamsSchema,
    facts: ItemFactsSchema.optional(),
  })
  .superRefine((item, ctx) => {
    if (item.type === 'MCQ') {
      const options = item.options ?? [];
      if (options.length !== 4) ctx.addIssue({ code: 'custom', message: 'MCQ needs 4 options' });
      if (new Set(options).size !== options.length) {
        ctx.addIssue({ code: 'custom', message: 'options must be distinct' });
      }
      if (!options.includes(item.answer)) {
        ctx.addIssue({ code: 'custom', message: 'answer must be one of the options' });
      }
      const wrong = options.filter((option) => option !== item.answer);
      const tagged = new Set(item.distractors.map((d) => d.option));
      if (!wrong.every((option) => tagged.has(option))) {
        ctx.addIssue({ code: 'custom', message: 'every wrong option needs a mistake tag' });
      }
      // As in the import format: what a key is (`kind`) is for marking typed answers only.
      if (item.kind !== undefined) {
        ctx.addIssue({ code: 'custom', message: 'kind applies to short answers only' });
      }
    } else if (item.options !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'short answers have no options' });
    }
    if (item.figure !== undefined && !item.question.startsWith(FIGURE_LEAD)) {
      ctx.addIssue({ code: 'custom', message: `figure questions start with '${FIGURE_LEAD}'` });
    }
  });
export type GeneratedItem = z.infer<typeof GeneratedItemSchema>;

export interface ItemTemplate {
  /** Stable id 'lesson-id/what-it-asks'. */
  id: string;
  /** Templates of one family share IRT parameters. */
  familyId: string;
  lessonId: LessonId;
  type: QuestionType;
  hasFigure: boolean;
  /** Initial IRT difficulty b (logits) and discrimination a. */
  b: number;
  a: number;
  generate(rng: Rng): GeneratedItem;
}
