import { z } from 'zod';

/** `GET /api/lessonNames`: the topic's lessons in teaching order (docs/product.md §7). */
export const LessonNameSchema = z.object({ _id: z.string(), lesson_name: z.string() });
export type LessonName = z.infer<typeof LessonNameSchema>;
export const LessonNameListSchema = z.array(LessonNameSchema);
export type LessonNameList = z.infer<typeof LessonNameListSchema>;

/** `GET /api/graph/:encoded`: a stored figure's URL (URL-encoded) or its id. */
export const GraphParamsSchema = z.object({ encoded: z.string() });

/** The spec's graph data: `properties.imageUrl` and an xml array whose second element is the image. */
export const GraphDataSchema = z.object({
  properties: z.object({ imageUrl: z.string(), alt: z.string() }),
  xml: z.tuple([z.literal('svg'), z.string()]),
});
export type GraphData = z.infer<typeof GraphDataSchema>;

/** The path that serves a graph value (a stored figure's URL or id). */
export function graphDataPath(graph: string): string {
  return `/api/graph/${encodeURIComponent(graph)}`;
}

export const QuestionTypeSchema = z.enum(['MCQ', 'short_answer']);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

/**
 * A question as exam, practice and trial screens receive it. It never carries the answer, the
 * explanation or distractor tags: no response reveals a correct answer before it is locked
 * (docs/product.md §10). `options` is empty for short answers; `graph` is '' when there is none.
 */
export const QuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  question_type: QuestionTypeSchema,
  options: z.array(z.string()),
  graph: z.string(),
});
export type Question = z.infer<typeof QuestionSchema>;

/**
 * A question's worked solution, one step per line ($math$ allowed), sent only where its
 * explanation is (once the answer is locked); empty when the question has none, and the screens
 * then show the explanation. Hints are never sent to students yet (issue 21).
 */
export const WorkedStepsSchema = z.array(z.string());
export type WorkedSteps = z.infer<typeof WorkedStepsSchema>;

/**
 * A stored figure sent with the question it belongs to: the SVG and description `GET /api/graph`
 * would answer, so a question screen paints its figure without a second round trip
 * (docs/decisions/033-figures-on-phones-and-mobile-speed.md). Shown through `<img>`, as always.
 */
export const InlineFigureSchema = z.object({ svg: z.string(), alt: z.string() });
export type InlineFigure = z.infer<typeof InlineFigureSchema>;

/**
 * The question a running exam, trial or practice session is on: with its stored figure when it
 * has one (null otherwise; absent from older saved copies).
 */
export const ServedQuestionSchema = QuestionSchema.extend({
  figure: InlineFigureSchema.nullable().optional(),
});
export type ServedQuestion = z.infer<typeof ServedQuestionSchema>;
