import { ApiRoutes, type GenerateExamBody, type GenerateExamResponse } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/exam/generate: a new exam at its first question (ends any running one). */
export function generateExam(body: GenerateExamBody): Promise<GenerateExamResponse> {
  return apiRequest<GenerateExamResponse>(ApiRoutes.exam.generate, { method: 'POST', body });
}

/** Starting an exam from /start-exam (the exam screen calls generateExam itself). */
export function useStartExam() {
  return useMutation({ mutationFn: generateExam });
}
