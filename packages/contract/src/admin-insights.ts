import { z } from 'zod';
import { hasNoControlCharacters, isTypedText, strictBody } from './fields';
import { QuestionStatusSchema } from './admin-questions';
import { ProblemReasonSchema, ReportStatusSchema, ResolutionSchema } from './problem-reports';
import { QuestionTypeSchema } from './questions';
import { RoleSchema } from './roles';

/**
 * What admins read about the bank and its students (issue 23): item statistics, calibration
 * from the console, the problem-report queue, and the accounts' roles.
 */

// ---------------------------------------------------------------- item statistics

/** Why an item is listed first: it looks broken. */
export const ITEM_FLAGS = [
  'negative-discrimination',
  'almost-nobody-right',
  'many-reports',
] as const;
export const ItemFlagSchema = z.enum(ITEM_FLAGS);
export type ItemFlag = z.infer<typeof ItemFlagSchema>;
export const ItemFlagLabels: Record<ItemFlag, string> = {
  'negative-discrimination': 'Strong students miss it more than weak ones',
  'almost-nobody-right': 'Almost nobody gets it right',
  'many-reports': 'Several open problem reports',
};

/** `GET /api/admin/stats/items`: items with at least one answer, or a report. */
export const ItemStatsQuerySchema = z
  .object({
    lessonId: z.uuid().optional(),
    /** Only items with a flag. */
    flagged: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type ItemStatsQuery = z.input<typeof ItemStatsQuerySchema>;

export const ItemStatsSchema = z.object({
  questionId: z.string(),
  lessonName: z.string(),
  type: QuestionTypeSchema,
  status: QuestionStatusSchema,
  preview: z.string(),
  /** Scored answers in exams, trials and practice. */
  served: z.number().int().min(0),
  /** Share right, 0..1; null before any answer. */
  pCorrect: z.number().min(0).max(1).nullable(),
  /**
   * Point-biserial correlation between being right and the student's ability estimate of the
   * attempt (-1..1); null with fewer than 10 answers or no spread.
   */
  pointBiserial: z.number().min(-1).max(1).nullable(),
  medianTimeSeconds: z.number().min(0).nullable(),
  /** IRT a and b the engine uses now. */
  a: z.number(),
  b: z.number(),
  /** a and b the last applied calibration set; null when none changed this item. */
  calibratedA: z.number().nullable(),
  calibratedB: z.number().nullable(),
  /** Share of exams in the last 30 days that served it, 0..1. */
  exposure: z.number().min(0).max(1),
  openReports: z.number().int().min(0),
  flags: z.array(ItemFlagSchema),
});
export type ItemStats = z.infer<typeof ItemStatsSchema>;

export const ItemStatsPageSchema = z.object({
  /** Flagged items first (most flags, then most served), then by times served. */
  items: z.array(ItemStatsSchema),
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type ItemStatsPage = z.infer<typeof ItemStatsPageSchema>;

// ---------------------------------------------------------------- calibration

/** One item's proposed (or applied) change. */
export const CalibrationChangeSchema = z.object({
  questionId: z.string(),
  preview: z.string(),
  responses: z.number().int().min(0),
  a: z.object({ from: z.number(), to: z.number() }),
  b: z.object({ from: z.number(), to: z.number() }),
});
export type CalibrationChange = z.infer<typeof CalibrationChangeSchema>;

/** `POST /api/admin/calibration/dry-run`: what `npm run calibrate` would change; nothing written. */
export const CalibrationProposalSchema = z.object({
  responses: z.number().int().min(0),
  students: z.number().int().min(0),
  /** Items with enough answers to estimate (the CLI's threshold). */
  itemsEstimated: z.number().int().min(0),
  changes: z.array(CalibrationChangeSchema),
  /** Pass back to apply: the proposal is refused if the answers changed since (409). */
  basis: z.string(),
});
export type CalibrationProposal = z.infer<typeof CalibrationProposalSchema>;

export const ApplyCalibrationRequestSchema = strictBody({ basis: z.string().min(1).max(200) });

/** A logged calibration: applied by whom, and whether it was reverted. */
export const CalibrationRunSchema = z.object({
  id: z.string(),
  appliedAt: z.string(),
  appliedBy: z.string(),
  changed: z.number().int().min(0),
  revertedAt: z.string().nullable(),
  revertedBy: z.string(),
});
export type CalibrationRun = z.infer<typeof CalibrationRunSchema>;
export const CalibrationRunListSchema = z.array(CalibrationRunSchema);
export const CalibrationRunParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------- problem reports (admin)

export const AdminReportsQuerySchema = z
  .object({
    status: ReportStatusSchema.default('open'),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();

export const AdminProblemReportSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  questionStatus: QuestionStatusSchema,
  questionPreview: z.string(),
  lessonName: z.string(),
  reason: ProblemReasonSchema,
  text: z.string(),
  /** The reporting student's name (admins may contact them through support). */
  reportedBy: z.string(),
  status: ReportStatusSchema,
  resolution: ResolutionSchema.nullable(),
  resolutionNote: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** Other open reports of the same question. */
  sameQuestionOpen: z.number().int().min(0),
});
export type AdminProblemReport = z.infer<typeof AdminProblemReportSchema>;

export const AdminReportPageSchema = z.object({
  items: z.array(AdminProblemReportSchema),
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type AdminReportPage = z.infer<typeof AdminReportPageSchema>;

/** `POST /api/admin/reports/:id/resolve`. `retired` also retires the question. */
export const ResolveReportRequestSchema = strictBody({
  resolution: ResolutionSchema,
  note: z
    .string()
    .trim()
    .max(1000)
    .refine(isTypedText, { error: 'Please remove the hidden control characters from the note.' })
    .optional(),
});
export type ResolveReportRequest = z.input<typeof ResolveReportRequestSchema>;
export const ReportIdParamsSchema = z.object({ id: z.uuid() });

/** A question family (a template's variants) needs this many answers before calibration moves its a and b. */
export const CALIBRATION_MIN_RESPONSES = 50;

// ---------------------------------------------------------------- accounts and roles

export const AdminUsersQuerySchema = z
  .object({
    /** Part of a name or e-mail address (no control characters: PostgreSQL refuses a NUL). */
    search: z
      .string()
      .trim()
      .max(200)
      .refine(hasNoControlCharacters, { error: 'Search without control characters.' })
      .optional(),
    role: RoleSchema.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();

export const AdminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** `PUT /api/admin/users/:id/role`. An admin cannot take the role away from the last admin. */
export const ChangeRoleRequestSchema = strictBody({ role: RoleSchema });
export const UserIdParamsSchema = z.object({ id: z.uuid() });
