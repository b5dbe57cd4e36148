import { ApiRoutes, type MyProblemReport } from '@exam/contract';
import { useQuery } from '@tanstack/react-query';
import { myReportsQueryKey } from '../../../components/report-problem/report-problem-api';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/account/reports: the student's own problem reports, newest first. */
export function useMyReports() {
  return useQuery({
    queryKey: myReportsQueryKey,
    queryFn: ({ signal }) => apiRequest<MyProblemReport[]>(ApiRoutes.account.reports, { signal }),
  });
}
