import { z } from 'zod';
import { strictBody } from './fields';
import { QuestionTypeSchema } from './questions';

/**
 * The question bank in the console (issue 23, admins only). A question is written as one
 * import line's object (`npm run bank -- import`, docs/product.md §12): the server checks it with
 * the import's own rules, so the console, the file import and the CLI accept the same questions
 * and refuse them with the same messages, each on its field (`issues[].path`).
 */

export const QUESTION_STATUSES = ['active', 'retired', 'draft'] as const;
export const QuestionStatusSchema = z.enum(QUESTION_STATUSES);
export type QuestionStatus = z.infer<typeof QuestionStatusSchema>;

/**
 * One import line's fields, as the console edits them. The shape is documented here; the rules
 * (an MCQ's answer among its options, a markable key, a known unit, a safe SVG...) are the
 * import's (packages/bank ImportLineSchema), applied by the server.
 */
export const QuestionLineSchema = z
  .object({
    lesson: z.string(),
    type: QuestionTypeSchema,
    question: z.string(),
    options: z.array(z.string()).optional(),
    answer: z.string(),
    /** '' or absent: no figure; inline SVG, or a figure description as JSON text. */
    graph: z.string().optional(),
    difficulty: z.number().optional(),
    explanation: z.string().optional(),
    tolerance: z.number().optional(),
    decimals: z.number().int().optional(),
    trueValue: z.number().optional(),
    exact: z.boolean().optional(),
    unit: z.string().optional(),
    kind: z.enum(['number', 'list', 'point', 'general', 'text']).optional(),
    templateId: z.string().optional(),
    hints: z.array(z.string()).optional(),
    steps: z.array(z.string()).optional(),
    synonyms: z.array(z.string()).optional(),
  })
  .loose();
export type QuestionLine = z.infer<typeof QuestionLineSchema>;

/** `GET /api/admin/questions`: filters, newest change first, a page at a time (keyset). */
export const AdminQuestionQuerySchema = z
  .object({
    lessonId: z.uuid().optional(),
    type: QuestionTypeSchema.optional(),
    status: QuestionStatusSchema.optional(),
    /** Words that the question's text contains (case-insensitive). */
    text: z.string().trim().max(200).optional(),
    /** Only questions with at least this many open problem reports. */
    minReports: z.coerce.number().int().min(0).max(1000).optional(),
    /** The `nextCursor` of the page before. */
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type AdminQuestionQuery = z.input<typeof AdminQuestionQuerySchema>;

export const AdminQuestionSummarySchema = z.object({
  id: z.string(),
  lessonId: z.string(),
  lessonName: z.string(),
  type: QuestionTypeSchema,
  status: QuestionStatusSchema,
  /** The text as plain one-line text (math kept as written between $). */
  preview: z.string(),
  version: z.number().int().min(1),
  hasFigure: z.boolean(),
  openReports: z.number().int().min(0),
  /** Times served in exams, trials and practice (all versions of the question). */
  served: z.number().int().min(0),
  imported: z.boolean(),
  updatedAt: z.string(),
});
export type AdminQuestionSummary = z.infer<typeof AdminQuestionSummarySchema>;

export const AdminQuestionPageSchema = z.object({
  items: z.array(AdminQuestionSummarySchema),
  /** Questions matching the filters (all pages). */
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type AdminQuestionPage = z.infer<typeof AdminQuestionPageSchema>;

/** One version in a question's history, oldest first. */
export const QuestionVersionSchema = z.object({
  id: z.string(),
  version: z.number().int().min(1),
  status: QuestionStatusSchema,
  createdAt: z.string(),
  /** Who made this version ('' for the shipped bank and file imports). */
  editedBy: z.string(),
});

/** `GET /api/admin/questions/:id`: everything the editor needs. */
export const AdminQuestionSchema = z.object({
  id: z.string(),
  lessonId: z.string(),
  status: QuestionStatusSchema,
  version: z.number().int().min(1),
  /** The line to edit: what an export of this question writes. */
  line: QuestionLineSchema,
  irt: z.object({ a: z.number(), b: z.number(), c: z.number() }),
  /** Served in exams, trials or practice: an edit then makes a new version. */
  served: z.number().int().min(0),
  openReports: z.number().int().min(0),
  versions: z.array(QuestionVersionSchema),
  updatedAt: z.string(),
});
export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;

/** `POST /api/admin/questions`: a new question, active at once or kept as a draft. */
export const CreateQuestionRequestSchema = strictBody({
  line: QuestionLineSchema,
  status: z.enum(['active', 'draft']).default('draft'),
});
export type CreateQuestionRequest = z.input<typeof CreateQuestionRequestSchema>;

/**
 * `PUT /api/admin/questions/:id`: the edited line. `version` is the one the editor opened: an
 * edit of an older version is refused (409), so two editors never overwrite each other. An edit
 * of a question already served makes a new version (a new id); the answers given keep pointing
 * at the version the student saw.
 */
export const UpdateQuestionRequestSchema = strictBody({
  line: QuestionLineSchema,
  version: z.number().int().min(1),
  status: z.enum(['active', 'draft']).optional(),
});
export type UpdateQuestionRequest = z.input<typeof UpdateQuestionRequestSchema>;

/**
 * `POST /api/admin/questions/check`: the live preview and the marking dry run. Nothing is
 * written. The preview is the question exactly as a student receives it (figure inline); with
 * `answer`, the verdict and reason a student typing it would get.
 */
export const CheckQuestionRequestSchema = strictBody({
  line: QuestionLineSchema,
  answer: z.string().max(500).optional(),
});
export type CheckQuestionRequest = z.input<typeof CheckQuestionRequestSchema>;

export const CheckQuestionResponseSchema = z.object({
  preview: z.object({
    question: z.string(),
    question_type: QuestionTypeSchema,
    options: z.array(z.string()),
    /** The figure as the student's screen shows it (sanitised SVG), null when none. */
    figure: z.object({ svg: z.string(), alt: z.string() }).nullable(),
    explanation: z.string(),
    hints: z.array(z.string()),
    steps: z.array(z.string()),
  }),
  /** Present when `answer` was given. */
  marking: z
    .object({
      correct: z.boolean(),
      /** Why it is wrong, as a student would read it; '' when right or when nothing to say. */
      reason: z.string(),
      /** How the checker read the answer ('5π/3 cm'). */
      readAs: z.string(),
    })
    .nullable(),
});
export type CheckQuestionResponse = z.infer<typeof CheckQuestionResponseSchema>;

export const AdminQuestionIdParamsSchema = z.object({ id: z.uuid() });

/**
 * `POST /api/admin/questions/import`: a whole import file, checked all or nothing with the
 * CLI's rules. `dryRun: true` answers the summary and writes nothing; the console shows it and
 * then sends the same text with `dryRun: false`.
 */
export const IMPORT_TEXT_MAX_BYTES = 20 * 1024 * 1024;
export const ImportQuestionsRequestSchema = strictBody({
  text: z.string().min(1, { error: 'The file is empty.' }),
  dryRun: z.boolean(),
});
export type ImportQuestionsRequest = z.input<typeof ImportQuestionsRequestSchema>;

export const ImportQuestionsResponseSchema = z.object({
  written: z.boolean(),
  lines: z.number().int().min(0),
  /** New questions (inserted, or to insert on a dry run). */
  added: z.number().int().min(0),
  /** Lines whose question the bank already holds unchanged. */
  unchanged: z.number().int().min(0),
  /** Lines that replace a question (a new version). */
  replaced: z.number().int().min(0),
  lessonsAdded: z.array(z.string()),
  /** Empty when the file is good; otherwise nothing is written. */
  errors: z.array(z.object({ line: z.number().int().min(1), message: z.string() })),
});
export type ImportQuestionsResponse = z.infer<typeof ImportQuestionsResponseSchema>;

/** `GET /api/admin/questions/export?status=`: the bank as an import file (NDJSON text). */
export const ExportQuestionsQuerySchema = z
  .object({ status: QuestionStatusSchema.optional(), lessonId: z.uuid().optional() })
  .strict();
