import { DashboardSchema } from '@exam/contract';
import { describe, expect, it } from 'vitest';
import { busyDashboard, emptyDashboard, oneDayDashboard } from './dashboard-fixtures';

describe('dashboard fixtures', () => {
  it.each([
    ['empty', emptyDashboard],
    ['one day', oneDayDashboard],
    ['busy', busyDashboard],
  ])('the %s dashboard is a valid GET /api/dashboard answer', (_name, fixture) => {
    expect(DashboardSchema.safeParse(fixture).error).toBeUndefined();
  });
});
