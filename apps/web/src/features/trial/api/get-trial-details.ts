import { ApiRoutes, fillRoute, type TrialDetails } from '@exam/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sourceKey, studentSource, type ReportSource } from '../../../lib/report-source';

/**
 * GET /api/trial/details/:trialId: a finished trial's questions with the student's answers; for
 * a teacher, the same answer through the class's read-only route (issue 23).
 */
export function getTrialDetails(
  trialId: string,
  signal?: AbortSignal,
  source: ReportSource = studentSource,
): Promise<TrialDetails> {
  const path =
    source.kind === 'student'
      ? fillRoute(ApiRoutes.trial.details, { trialId })
      : fillRoute(ApiRoutes.teacher.studentTrial, {
          classId: source.classId,
          userId: source.userId,
          trialId,
        });
  return apiRequest<TrialDetails>(path, { signal });
}

/** Fetches once a trial id is known; a finished trial never changes. */
export function useTrialDetails(trialId: string | undefined, source: ReportSource = studentSource) {
  return useQuery({
    queryKey: ['trial', 'details', trialId ?? '', ...sourceKey(source)],
    queryFn: ({ signal }) => getTrialDetails(trialId ?? '', signal, source),
    staleTime: Infinity,
    enabled: trialId !== undefined,
  });
}
