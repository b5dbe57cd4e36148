/** One answer the spaced review hears about (docs/decisions/041-spaced-review-with-fsrs.md). */
export interface ReviewedAnswer {
  questionId: string;
  lessonId: string;
  templateId: string | null;
  /** When the answer was locked in (the server's clock). */
  at: Date;
  /** The final answer right. */
  correct: boolean;
  /** Right at the first try (exam and trial answers: = correct). */
  firstTryCorrect: boolean;
  /** Hints revealed before the answer was locked (0 in exams and trials). */
  hintsUsed: number;
}

export type ReviewCardKind = 'question' | 'lesson';
