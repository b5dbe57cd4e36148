import {
  ApiRoutes,
  type AdminReportPage,
  type AdminUser,
  type CalibrationProposal,
  type CalibrationRun,
  type ItemStatsPage,
  type ReportStatus,
  type ResolveReportRequest,
  type Role,
} from '@exam/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withId } from './path';

/** Item statistics, calibration, the report queue and accounts (admin-insights.ts). */

export function itemStatsOptions(flaggedOnly: boolean, cursor: string | null) {
  return queryOptions({
    queryKey: ['admin', 'stats', flaggedOnly, cursor],
    queryFn: ({ signal }) =>
      apiRequest<ItemStatsPage>(ApiRoutes.admin.itemStats, {
        query: {
          flagged: flaggedOnly ? 'true' : undefined,
          cursor: cursor ?? undefined,
          limit: '50',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const calibrationRunsOptions = queryOptions({
  queryKey: ['admin', 'calibration', 'runs'],
  queryFn: ({ signal }) =>
    apiRequest<CalibrationRun[]>(ApiRoutes.admin.calibrationRuns, { signal }),
});

export function calibrationDryRun(): Promise<CalibrationProposal> {
  return apiRequest<CalibrationProposal>(ApiRoutes.admin.calibrationDryRun, {
    method: 'POST',
    body: {},
  });
}

export function applyCalibration(basis: string): Promise<CalibrationRun> {
  return apiRequest<CalibrationRun>(ApiRoutes.admin.calibrationApply, {
    method: 'POST',
    body: { basis },
  });
}

export function revertCalibration(id: string): Promise<CalibrationRun> {
  return apiRequest<CalibrationRun>(withId(ApiRoutes.admin.calibrationRevert, id), {
    method: 'POST',
    body: {},
  });
}

export function reportsOptions(status: ReportStatus, cursor: string | null) {
  return queryOptions({
    queryKey: ['admin', 'reports', status, cursor],
    queryFn: ({ signal }) =>
      apiRequest<AdminReportPage>(ApiRoutes.admin.reports, {
        query: { status, cursor: cursor ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function resolveReport(id: string, body: ResolveReportRequest): Promise<unknown> {
  return apiRequest<unknown>(withId(ApiRoutes.admin.resolveReport, id), {
    method: 'POST',
    body,
  });
}

export type AdminUserPage = { items: AdminUser[]; total: number; nextCursor: string | null };

export function usersOptions(search: string, cursor: string | null) {
  return queryOptions({
    queryKey: ['admin', 'users', search, cursor],
    queryFn: ({ signal }) =>
      apiRequest<AdminUserPage>(ApiRoutes.admin.users, {
        query: { search: search.trim() || undefined, cursor: cursor ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function changeRole(id: string, role: Role): Promise<AdminUser> {
  return apiRequest<AdminUser>(withId(ApiRoutes.admin.userRole, id), {
    method: 'PUT',
    body: { role },
  });
}
