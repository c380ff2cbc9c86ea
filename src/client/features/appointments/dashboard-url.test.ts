import { describe, expect, it } from 'vitest';
import { DEFAULT_DASHBOARD_QUERY } from '../../../domain/appointment-dashboard.ts';
import { dashboardSearchParams, readDashboardQuery } from './dashboard-url.ts';

describe('dashboard URL state', () => {
  it('round-trips every filter', () => {
    const query = {
      q: 'anna',
      status: 'confirmed',
      time: 'week',
      technician: 'unassigned',
      page: 3,
      pageSize: 50,
    } as const;
    expect(readDashboardQuery(dashboardSearchParams(query))).toEqual(query);
  });

  it('keeps the plain dashboard URL empty', () => {
    expect(dashboardSearchParams(DEFAULT_DASHBOARD_QUERY).toString()).toBe('');
  });

  it('falls back per value when the URL holds nonsense', () => {
    const query = readDashboardQuery(new URLSearchParams('status=done&time=today&page=-4&technician=%3Cscript%3E'));
    expect(query).toEqual({ ...DEFAULT_DASHBOARD_QUERY, time: 'today' });
  });

  it('shows the last page the server pages through for a link past it (decision 210)', () => {
    expect(readDashboardQuery(new URLSearchParams('q=anna&page=9000&pageSize=100'))).toMatchObject({
      q: 'anna',
      page: 100,
      pageSize: 100,
    });
    expect(readDashboardQuery(new URLSearchParams('page=9000')).page).toBe(400);
  });
});
