import { ApiRoutes, type GenerateExamBody, type GenerateExamResponse } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/exam/generate: a new exam at its first question (ends any running one). */
export function generateExam(body: GenerateExamBody): Promise<GenerateExamResponse> {
  return apiRequest<GenerateExamResponse>(ApiRoutes.exam.generate, { method: 'POST', body });
}
