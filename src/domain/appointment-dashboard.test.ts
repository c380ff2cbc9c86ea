import { describe, expect, it } from 'vitest';
import {
  dashboardDateRange,
  dashboardQuerySchema,
  DEFAULT_DASHBOARD_QUERY,
  isDashboardFiltered,
  isInProgress,
  statusActions,
} from './appointment-dashboard.ts';
import { salonMoment } from './salon-time.ts';

const TZ = 'Asia/Bangkok';

describe('dashboard query', () => {
  it('defaults every part when the URL has none', () => {
    expect(dashboardQuerySchema.parse({})).toEqual(DEFAULT_DASHBOARD_QUERY);
  });

  it('reads URL strings: trims the search, lowercases a technician id, coerces numbers', () => {
    const parsed = dashboardQuerySchema.parse({
      q: '  Anna ',
      status: 'confirmed',
      time: 'week',
      technician: 'A0000000-0000-4000-8000-00000000000F',
      page: '3',
      pageSize: '50',
    });
    expect(parsed).toEqual({
      q: 'Anna',
      status: 'confirmed',
      time: 'week',
      technician: 'a0000000-0000-4000-8000-00000000000f',
      page: 3,
      pageSize: 50,
    });
  });

  it('drops control characters from the search', () => {
    expect(dashboardQuerySchema.parse({ q: 'anna\nguest\t' }).q).toBe('annaguest');
  });

  it.each([
    [{ status: 'done' }, 'status'],
    [{ time: 'yesterday' }, 'time'],
    [{ technician: 'bob' }, 'technician'],
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ pageSize: '7' }, 'pageSize'],
    [{ q: 'x'.repeat(101) }, 'q'],
  ])('refuses %o with a message on %s', (input, field) => {
    const result = dashboardQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('counts search and every non-"all" filter as filtering, and nothing else', () => {
    expect(isDashboardFiltered(DEFAULT_DASHBOARD_QUERY)).toBe(false);
    const secondPage = { ...DEFAULT_DASHBOARD_QUERY, page: 4 };
    expect(isDashboardFiltered(secondPage)).toBe(false);
    expect(isDashboardFiltered({ ...DEFAULT_DASHBOARD_QUERY, q: 'a' })).toBe(true);
    expect(isDashboardFiltered({ ...DEFAULT_DASHBOARD_QUERY, status: 'pending' })).toBe(true);
    expect(isDashboardFiltered({ ...DEFAULT_DASHBOARD_QUERY, time: 'today' })).toBe(true);
    expect(isDashboardFiltered({ ...DEFAULT_DASHBOARD_QUERY, technician: 'unassigned' })).toBe(true);
  });
});

describe('time filter ranges in salon time', () => {
  // Wednesday 2026-11-25 at 23:30 in Phuket is still Wednesday there, though UTC is 16:30.
  const lateWednesday = salonMoment(new Date('2026-11-25T16:30:00Z'), TZ);
  // 00:30 Monday in Phuket is Sunday 17:30 UTC: Phuket's week has already begun.
  const earlyMonday = salonMoment(new Date('2026-11-22T17:30:00Z'), TZ);

  it('all is unbounded', () => {
    expect(dashboardDateRange('all', lateWednesday)).toEqual({});
  });

  it('today and tomorrow are salon dates', () => {
    expect(dashboardDateRange('today', lateWednesday)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(dashboardDateRange('tomorrow', lateWednesday)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  });

  it('week runs Monday to Sunday around the salon date', () => {
    expect(dashboardDateRange('week', lateWednesday)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(dashboardDateRange('week', earlyMonday)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    const sunday = salonMoment(new Date('2026-11-29T10:00:00Z'), TZ);
    expect(dashboardDateRange('week', sunday)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('tomorrow crosses a month and a year end', () => {
    const newYearsEve = salonMoment(new Date('2026-12-31T05:00:00Z'), TZ);
    expect(dashboardDateRange('tomorrow', newYearsEve)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('upcoming starts now on the salon clock and has no end', () => {
    expect(dashboardDateRange('upcoming', lateWednesday)).toEqual({
      from: '2026-11-25',
      endsAfterMinute: 23 * 60 + 30,
    });
  });
});

describe('in-progress highlight', () => {
  const appointment = { date: '2026-11-25', startTime: '14:00', endTime: '15:15' };
  const at = (time: string) => {
    const [h, m] = time.split(':').map(Number) as [number, number];
    return { date: '2026-11-25', minuteOfDay: h * 60 + m };
  };

  it('starts 30 minutes before the start and ends at the end', () => {
    expect(isInProgress(appointment, at('13:29'))).toBe(false);
    expect(isInProgress(appointment, at('13:30'))).toBe(true);
    expect(isInProgress(appointment, at('14:45'))).toBe(true);
    expect(isInProgress(appointment, at('15:14'))).toBe(true);
    expect(isInProgress(appointment, at('15:15'))).toBe(false);
  });

  it('only on the appointment date', () => {
    expect(isInProgress(appointment, { date: '2026-11-24', minuteOfDay: 14 * 60 })).toBe(false);
  });

  it('uses the salon clock, not UTC', () => {
    // 07:00 UTC is 14:00 in Phuket.
    expect(isInProgress(appointment, salonMoment(new Date('2026-11-25T07:00:00Z'), TZ))).toBe(true);
    expect(isInProgress(appointment, salonMoment(new Date('2026-11-25T14:00:00Z'), TZ))).toBe(false);
  });
});

describe('status buttons', () => {
  it('offers exactly the machine transitions with their action names', () => {
    expect(statusActions('pending')).toEqual([
      { to: 'confirmed', action: 'confirm' },
      { to: 'completed', action: 'complete' },
      { to: 'cancelled', action: 'cancel' },
      { to: 'no_show', action: 'markNoShow' },
    ]);
    expect(statusActions('confirmed')).toEqual([
      { to: 'completed', action: 'complete' },
      { to: 'cancelled', action: 'cancel' },
      { to: 'no_show', action: 'markNoShow' },
    ]);
    expect(statusActions('completed')).toEqual([{ to: 'confirmed', action: 'returnToConfirmed' }]);
    expect(statusActions('cancelled')).toEqual([{ to: 'pending', action: 'restoreToPending' }]);
    expect(statusActions('no_show')).toEqual([{ to: 'confirmed', action: 'undoNoShow' }]);
    // Before the start, no "No-show" button: the server would refuse it.
    expect(statusActions('confirmed', false)).toEqual([
      { to: 'completed', action: 'complete' },
      { to: 'cancelled', action: 'cancel' },
    ]);
  });
});
