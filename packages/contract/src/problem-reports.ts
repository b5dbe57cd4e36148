import { z } from 'zod';
import { isTypedText, strictBody } from './fields';

/**
 * 'Report a problem' (issue 23): a student flags a question from practice, a review or a report;
 * admins work through the queue at /admin/reports and resolve each report, which the student
 * then sees as resolved.
 */
export const PROBLEM_REASONS = [
  'wrong-answer',
  'unclear-question',
  'figure-problem',
  'typo',
  'other',
] as const;
export const ProblemReasonSchema = z.enum(PROBLEM_REASONS, {
  error: 'Choose what is wrong with the question.',
});
export type ProblemReason = z.infer<typeof ProblemReasonSchema>;

/** What the dialog shows for each reason. */
export const ProblemReasonLabels: Record<ProblemReason, string> = {
  'wrong-answer': 'The answer marked correct is wrong',
  'unclear-question': 'The question is unclear',
  'figure-problem': 'The figure is wrong or hard to read',
  typo: 'There is a typo',
  other: 'Something else',
};

export const PROBLEM_TEXT_MAX = 1000;

export const ProblemReportMessages = {
  textTooLong: `Please keep it under ${PROBLEM_TEXT_MAX} characters.`,
  textHasControlCharacters: 'Please remove the hidden control characters from your text.',
  sent: 'Thank you. An editor will look at this question.',
  alreadyReported: 'You have already reported this question; an editor will look at it.',
} as const;

/** `POST /api/questions/:id/report`. Only a question the student has been shown. */
export const ReportProblemRequestSchema = strictBody({
  reason: ProblemReasonSchema,
  text: z
    .string()
    .trim()
    .max(PROBLEM_TEXT_MAX, { error: ProblemReportMessages.textTooLong })
    .refine(isTypedText, { error: ProblemReportMessages.textHasControlCharacters })
    .optional(),
});
export type ReportProblemRequest = z.input<typeof ReportProblemRequestSchema>;

export const ReportStatusSchema = z.enum(['open', 'resolved']);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

/** How an admin closed a report. */
export const RESOLUTIONS = ['fixed', 'no-change-needed', 'retired'] as const;
export const ResolutionSchema = z.enum(RESOLUTIONS);
export type Resolution = z.infer<typeof ResolutionSchema>;
export const ResolutionLabels: Record<Resolution, string> = {
  fixed: 'Fixed',
  'no-change-needed': 'Checked: no change needed',
  retired: 'Question retired',
};

/** A report as its author sees it (`GET /api/account/reports`, and the POST's answer). */
export const MyProblemReportSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  /** The question's text, plain, cut to one line. */
  questionPreview: z.string(),
  reason: ProblemReasonSchema,
  text: z.string(),
  status: ReportStatusSchema,
  resolution: ResolutionSchema.nullable(),
  /** The admin's note to the student, '' when none. */
  resolutionNote: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type MyProblemReport = z.infer<typeof MyProblemReportSchema>;
export const MyProblemReportListSchema = z.array(MyProblemReportSchema);

export const QuestionIdParamsSchema = z.object({ id: z.uuid() });
