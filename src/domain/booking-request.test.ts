import { describe, expect, it } from 'vitest';
import {
  availabilityQuerySchema,
  bookingRequestSchema,
  bookingSlotProblem,
  type BookingSlotQuery,
} from './booking-request.ts';
import { resolveDaySettings } from './day-availability.ts';
import { DEFAULT_BOOKING_RULES } from './salon-settings.ts';

const now = { date: '2026-11-23', minuteOfDay: 14 * 60 + 5 }; // Monday 14:05
const base: BookingSlotQuery = { date: '2026-11-24', time: '11:00', durationMinutes: 30, now, existing: [] };
const three = [0, 1, 2].map(() => ({ startMinute: 11 * 60, endMinute: 11 * 60 + 30 }));

describe('bookingSlotProblem', () => {
  it('accepts a free slot on the grid, inside the window, ending by closing', () => {
    expect(bookingSlotProblem(base)).toBeNull();
    expect(bookingSlotProblem({ ...base, time: '20:30' })).toBeNull();
    expect(bookingSlotProblem({ ...base, date: '2026-11-23', time: '14:15' })).toBeNull();
  });

  it.each([
    [{ date: '2026-11-29' }, 'date_unavailable'], // Sunday
    [{ date: '2026-11-22' }, 'date_unavailable'], // yesterday
    [{ date: '2026-12-14' }, 'date_unavailable'], // after the window
    [{ time: '11:05' }, 'time_off_grid'],
    [{ time: '09:45' }, 'time_off_grid'],
    [{ time: '21:00' }, 'time_off_grid'],
    [{ time: 'noon' }, 'time_off_grid'],
    [{ date: '2026-11-23', time: '14:00' }, 'time_past'],
    [{ time: '20:45' }, 'ends_after_closing'],
    [{ existing: three }, 'full'],
    [{ existing: three, time: '10:45' }, 'full'],
  ] as const)('%o -> %s', (overrides, problem) => {
    expect(bookingSlotProblem({ ...base, ...overrides })).toBe(problem);
  });

  it('judges the date before the time, and closing before capacity', () => {
    expect(bookingSlotProblem({ ...base, date: '2026-11-29', time: '11:05' })).toBe('date_unavailable');
    expect(bookingSlotProblem({ ...base, time: '20:45', existing: [{ startMinute: 1245, endMinute: 1260 }] })).toBe(
      'ends_after_closing',
    );
  });

  it('uses the day settings it is given: hours, open days, closures, notice, window, capacity', () => {
    const window = { opensAtMinute: 9 * 60, closesAtMinute: 18 * 60 };
    const allWeek = Array.from({ length: 7 }, () => window);
    const stored = {
      hours: allWeek,
      rules: DEFAULT_BOOKING_RULES,
      closures: [],
      technicians: [{ ownWindow: undefined, dayOff: false }],
    };
    const day = resolveDaySettings('2026-11-24', stored);
    expect(bookingSlotProblem({ ...base, time: '09:00', day })).toBeNull();
    expect(bookingSlotProblem({ ...base, time: '17:45', day })).toBe('ends_after_closing');
    const sunday = resolveDaySettings('2026-11-29', stored);
    expect(bookingSlotProblem({ ...base, date: '2026-11-29', day: sunday })).toBeNull();
    const songkran = resolveDaySettings('2026-11-24', {
      ...stored,
      closures: [{ fromMinute: null, toMinute: null, reason: 'Closed for Songkran' }],
    });
    expect(bookingSlotProblem({ ...base, day: songkran })).toBe('date_closed');
    const training = resolveDaySettings('2026-11-24', {
      ...stored,
      closures: [{ fromMinute: 13 * 60, toMinute: 15 * 60, reason: 'Training' }],
    });
    expect(bookingSlotProblem({ ...base, time: '12:30', day: training })).toBeNull(); // ends 13:00
    expect(bookingSlotProblem({ ...base, time: '12:45', day: training })).toBe('closed');
    expect(bookingSlotProblem({ ...base, time: '15:00', day: training })).toBeNull();
    const notice = resolveDaySettings('2026-11-23', {
      ...stored,
      rules: { ...DEFAULT_BOOKING_RULES, minimumNoticeMinutes: 120 },
    });
    expect(bookingSlotProblem({ ...base, date: '2026-11-23', time: '16:00', day: notice })).toBe('time_too_soon');
    expect(bookingSlotProblem({ ...base, date: '2026-11-23', time: '16:15', day: notice })).toBeNull();
    const shortWindow = resolveDaySettings('2026-11-30', {
      ...stored,
      rules: { ...DEFAULT_BOOKING_RULES, windowDaysAhead: 1 },
    });
    // Today + 1 is in the week ending Sunday 29 November: Monday 30 November is outside.
    expect(bookingSlotProblem({ ...base, date: '2026-11-30', day: shortWindow })).toBe('date_unavailable');
    // One technician: one appointment fills the salon.
    const one = [{ startMinute: 11 * 60, endMinute: 11 * 60 + 30 }];
    expect(bookingSlotProblem({ ...base, existing: one, day })).toBe('full');
    expect(bookingSlotProblem({ ...base, existing: one })).toBeNull();
  });
});

describe('bookingRequestSchema', () => {
  const valid = {
    serviceIds: [1],
    date: '2026-11-24',
    time: '11:00',
    name: ' Ann ',
    email: ' ann@example.com ',
    phone: '+66 81-234 5678',
  };

  it('trims, normalises the phone and turns empty notes into null', () => {
    expect(bookingRequestSchema.parse({ ...valid, notes: '  ' })).toMatchObject({
      name: 'Ann',
      email: 'ann@example.com',
      phone: '+66812345678',
      notes: null,
    });
  });

  it('refuses control characters in the name and NUL in the notes, but keeps newlines in notes', () => {
    expect(bookingRequestSchema.safeParse({ ...valid, name: 'An\nn' }).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...valid, notes: 'a\u0000' }).success).toBe(false);
    expect(bookingRequestSchema.parse({ ...valid, notes: 'line 1\nline 2' }).notes).toBe('line 1\nline 2');
  });

  it('accepts only opaque idempotency keys of 16 to 100 safe characters', () => {
    expect(bookingRequestSchema.safeParse({ ...valid, idempotencyKey: crypto.randomUUID() }).success).toBe(true);
    expect(bookingRequestSchema.safeParse({ ...valid, idempotencyKey: 'short' }).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...valid, idempotencyKey: 'has spaces in the key!!' }).success).toBe(false);
  });

  it('refuses service ids no database integer can hold', () => {
    expect(bookingRequestSchema.safeParse({ ...valid, serviceIds: [2 ** 31] }).success).toBe(false);
  });
});

describe('availabilityQuerySchema', () => {
  it('parses a comma-separated list of ids', () => {
    expect(availabilityQuerySchema.parse({ date: '2026-11-24', services: '3,7' })).toEqual({
      date: '2026-11-24',
      services: [3, 7],
    });
  });
  it.each(['', 'a', '1,,2', '1,1', '-1', '0', '1e3x', '0x3', '1e1', '+3', '3.0', ' 3', '3, 7', '03', '2147483648'])(
    'refuses services=%j',
    (services) => {
      expect(availabilityQuerySchema.safeParse({ date: '2026-11-24', services }).success).toBe(false);
    },
  );
});
