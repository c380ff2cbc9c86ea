import { describe, expect, it } from 'vitest';
import { staffBookingSchema } from '../../../domain/placement-requests.ts';
import {
  currentStartMark,
  defaultStartTime,
  fieldErrorsFrom,
  firstInvalidField,
  splitFieldErrors,
  startTimeChoices,
} from './front-desk-form.ts';

const hours = { opensAtMinute: 10 * 60, closesAtMinute: 21 * 60 };

describe('front desk form', () => {
  it('offers every 5-minute start inside the hours, none on a closed day', () => {
    const times = startTimeChoices(hours);
    expect(times[0]).toBe('10:00');
    expect(times[1]).toBe('10:05');
    expect(times.at(-1)).toBe('20:55');
    expect(times).toHaveLength(11 * 12);
    expect(startTimeChoices(null)).toEqual([]);
  });

  it('starts a walk-in at the current 5-minute mark', () => {
    expect(currentStartMark({ date: '2026-11-23', minuteOfDay: 14 * 60 + 7 })).toBe('14:05');
    expect(currentStartMark({ date: '2026-11-23', minuteOfDay: 14 * 60 })).toBe('14:00');
  });

  it('defaults to the next mark today while open, else the opening time', () => {
    const now = { date: '2026-11-23', minuteOfDay: 14 * 60 + 7 };
    expect(defaultStartTime('2026-11-23', now, hours)).toBe('14:10');
    expect(defaultStartTime('2026-11-24', now, hours)).toBe('10:00');
    expect(defaultStartTime('2026-11-23', { ...now, minuteOfDay: 22 * 60 }, hours)).toBe('10:00');
    expect(defaultStartTime('2026-11-23', now, null)).toBe('');
  });

  it("keeps each field's first complaint from the schema and focuses the topmost", () => {
    const result = staffBookingSchema.safeParse({
      serviceIds: [],
      date: '2026-02-30',
      time: '14:03',
      technicianId: null,
      name: '',
      source: 'phone',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrorsFrom(result.error);
    expect(Object.keys(errors).sort()).toEqual(['date', 'name', 'phone', 'serviceIds', 'time']);
    expect(errors.phone).toMatch(/phone number or an e-mail/);
    expect(firstInvalidField(errors)).toBe('serviceIds');
  });

  it("reads a 422's fields, nested names by their first part, unknown names dropped", () => {
    const errors = fieldErrorsFrom({ 'override.reason': 'Say why', email: 'Bad e-mail', other: 'x' });
    expect(errors).toEqual({ override: 'Say why', email: 'Bad e-mail' });
    expect(firstInvalidField(errors)).toBe('email');
  });

  it('says a refusal about a field the form does not show in its alert, once per sentence', () => {
    // A walk-in has no time field; "ends after closing" is about the time.
    const split = splitFieldErrors(
      {
        time: 'Appointment would end after closing time',
        date: 'Appointment would end after closing time',
        name: 'Say a name',
      },
      ['serviceIds', 'name', 'phone'],
    );
    expect(split.shown).toEqual({ name: 'Say a name' });
    expect(split.elsewhere).toEqual(['Appointment would end after closing time']);
    expect(splitFieldErrors({ phone: 'Needed' }, ['phone'])).toEqual({ shown: { phone: 'Needed' }, elsewhere: [] });
  });
});
