import {
  ApiRoutes,
  fillRoute,
  type MyProblemReport,
  type ReportProblemRequest,
} from '@exam/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** The student's own reports (/account's 'My problem reports'), refreshed after a new one. */
export const myReportsQueryKey = ['account', 'reports'] as const;

/** POST /api/questions/:id/report: 'Report a problem' with a question the student was shown. */
export function reportProblem(
  questionId: string,
  body: ReportProblemRequest,
): Promise<MyProblemReport> {
  return apiRequest<MyProblemReport>(fillRoute(ApiRoutes.reportProblem, { id: questionId }), {
    method: 'POST',
    body,
  });
}

export function useReportProblem(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportProblemRequest) => reportProblem(questionId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReportsQueryKey }),
  });
}
