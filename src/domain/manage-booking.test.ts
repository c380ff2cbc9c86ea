/**
 * Reminder planning on the salon's wall clock (decision 172): when a reminder is planned
 * (hours before, pulled back before the quiet hours, none inside the window or when off) and when a
 * held-up one may still go (deferred to 08:00, or never). Instants are written with the salon's offset
 * (Asia/Bangkok, +07:00, no daylight saving) so each case reads as the salon sees it.
 */
import { describe, expect, it } from 'vitest';
import { isQuietMinute, plannedReminderAt, reminderSendTime } from './reminder-timing.ts';
import { salonInstant } from './salon-time.ts';
import type { CustomerChangeRules } from './manage-booking.ts';

const ZONE = 'Asia/Bangkok';
const at = (salonTime: string) => new Date(`${salonTime}:00+07:00`);
const rules = (reminderHoursBefore: number): Pick<CustomerChangeRules, 'reminderHoursBefore'> => ({
  reminderHoursBefore,
});
/** Booked well before any of these appointments. */
const EARLY = at('2026-11-01T12:00');

function planned(startsAt: string, hours: number, now: Date = EARLY): string | null {
  const result = plannedReminderAt({ startsAt: at(startsAt), now, timeZone: ZONE, rules: rules(hours) });
  return result === null ? null : result.toISOString();
}

describe('salonInstant', () => {
  it('is the instant the salon clock shows that date and time', () => {
    expect(salonInstant('2026-11-26', '14:30', ZONE).toISOString()).toBe('2026-11-26T07:30:00.000Z');
    expect(salonInstant('2026-11-26', '00:00', ZONE).toISOString()).toBe('2026-11-25T17:00:00.000Z');
  });
});

describe('isQuietMinute', () => {
  it('is quiet from 21:00 up to, not including, 08:00', () => {
    expect(isQuietMinute(20 * 60 + 59)).toBe(false);
    expect(isQuietMinute(21 * 60)).toBe(true);
    expect(isQuietMinute(23 * 60 + 59)).toBe(true);
    expect(isQuietMinute(0)).toBe(true);
    expect(isQuietMinute(7 * 60 + 59)).toBe(true);
    expect(isQuietMinute(8 * 60)).toBe(false);
  });
});

describe('plannedReminderAt', () => {
  it('plans the reminder the owner’s hours before the start (default 24)', () => {
    expect(planned('2026-11-26T14:30', 24)).toBe(at('2026-11-25T14:30').toISOString());
    expect(planned('2026-11-26T14:30', 3)).toBe(at('2026-11-26T11:30').toISOString());
    expect(planned('2026-12-03T14:30', 168)).toBe(at('2026-11-26T14:30').toISOString());
  });

  it('pulls a reminder that would fall in the evening quiet hours back to 20:45 that evening', () => {
    // 12 hours before 10:00 is 22:00 the evening before.
    expect(planned('2026-11-26T10:00', 12)).toBe(at('2026-11-25T20:45').toISOString());
    // Exactly 21:00 is quiet already; 20:59 is not.
    expect(planned('2026-11-26T09:00', 12)).toBe(at('2026-11-25T20:45').toISOString());
    expect(planned('2026-11-26T08:59', 12)).toBe(at('2026-11-25T20:59').toISOString());
    expect(planned('2026-11-26T11:59', 12)).toBe(at('2026-11-25T20:45').toISOString());
  });

  it('pulls a reminder that would fall after midnight back to 20:45 the evening before', () => {
    // 24 hours before 07:00 is 07:00 the day before: quiet since 21:00 of the day before that.
    expect(planned('2026-11-26T07:00', 24)).toBe(at('2026-11-24T20:45').toISOString());
    // Exactly midnight belongs to the evening that began the day before.
    expect(planned('2026-11-26T12:00', 12)).toBe(at('2026-11-25T20:45').toISOString());
    // 07:59 is still quiet; exactly 08:00 is not.
    expect(planned('2026-11-26T07:59', 24)).toBe(at('2026-11-24T20:45').toISOString());
    expect(planned('2026-11-26T08:00', 24)).toBe(at('2026-11-25T08:00').toISOString());
  });

  it('plans none for a booking made inside the reminder window', () => {
    const startsAt = '2026-11-26T14:30';
    expect(planned(startsAt, 24, at('2026-11-25T14:29'))).toBe(at('2026-11-25T14:30').toISOString());
    // At the planned instant itself it is too late: a reminder is sent before it is due, never after.
    expect(planned(startsAt, 24, at('2026-11-25T14:30'))).toBeNull();
    expect(planned(startsAt, 24, at('2026-11-26T09:00'))).toBeNull();
  });

  it('plans none for a booking made in the evening after the pulled-back time', () => {
    // The reminder would be 22:00, pulled back to 20:45; booking at 20:50 is inside the window.
    expect(planned('2026-11-26T10:00', 12, at('2026-11-25T20:50'))).toBeNull();
    expect(planned('2026-11-26T10:00', 12, at('2026-11-25T20:40'))).toBe(at('2026-11-25T20:45').toISOString());
  });

  it('plans none when reminders are off', () => {
    expect(planned('2026-11-26T14:30', 0)).toBeNull();
  });
});

describe('reminderSendTime (a reminder held up, e.g. by a mail server outage)', () => {
  const startsAt = at('2026-11-26T14:30');
  const sendTime = (now: string, start: Date = startsAt) => {
    const result = reminderSendTime({ now: at(now), startsAt: start, timeZone: ZONE });
    return result === null ? null : result.toISOString();
  };

  it('goes now outside the quiet hours', () => {
    expect(sendTime('2026-11-25T14:31')).toBe(at('2026-11-25T14:31').toISOString());
    expect(sendTime('2026-11-25T20:59')).toBe(at('2026-11-25T20:59').toISOString());
    expect(sendTime('2026-11-26T08:00')).toBe(at('2026-11-26T08:00').toISOString());
  });

  it('waits for 08:00 inside the quiet hours, before and after midnight', () => {
    expect(sendTime('2026-11-25T21:00')).toBe(at('2026-11-26T08:00').toISOString());
    expect(sendTime('2026-11-25T23:30')).toBe(at('2026-11-26T08:00').toISOString());
    expect(sendTime('2026-11-26T00:00')).toBe(at('2026-11-26T08:00').toISOString());
    expect(sendTime('2026-11-26T07:59')).toBe(at('2026-11-26T08:00').toISOString());
  });

  it('gives up when the appointment starts by 08:00 or has started', () => {
    expect(sendTime('2026-11-25T22:00', at('2026-11-26T08:00'))).toBeNull();
    expect(sendTime('2026-11-25T22:00', at('2026-11-26T08:30'))).toBe(at('2026-11-26T08:00').toISOString());
    expect(sendTime('2026-11-26T14:30')).toBeNull();
    expect(sendTime('2026-11-26T15:00')).toBeNull();
  });
});
