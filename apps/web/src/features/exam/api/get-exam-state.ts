import { ApiRoutes, fillRoute, type ExamProgress } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/exam/state/:id: the running exam's current question and time, or its result. */
export function getExamState(examId: string, signal?: AbortSignal): Promise<ExamProgress> {
  return apiRequest<ExamProgress>(fillRoute(ApiRoutes.exam.state, { id: examId }), { signal });
}
