import { ApiRoutes, type ExamProgress, type NextQuestionBody } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/exam/next-question: the answer to the current question; the answer is the next
 * question or the result. Re-sending the same body is safe (the server is idempotent).
 */
export function submitExamAnswer(body: NextQuestionBody): Promise<ExamProgress> {
  return apiRequest<ExamProgress>(ApiRoutes.exam.nextQuestion, { method: 'POST', body });
}
