import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from '../../../lib/dashboard-request';

/** GET /api/dashboard (lib/dashboard-request.ts): the dashboard's learning sections. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
