import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createI18n } from '../i18n/index.ts';
import { bookingFormSchema, bookingMessageKeys, isValidPhone, normalisePhone } from './booking-form.ts';

const t = createI18n('en').t;

const valid = {
  serviceIds: [3],
  date: '2026-11-24',
  time: '14:30',
  name: 'Anna Svensson',
  email: 'anna@example.com',
  phone: '+66 81 234 5678',
  notes: '',
};

function messagesFor(input: unknown): Record<string, string> {
  const result = bookingFormSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0])] ??= t(issue.message);
  return fields;
}

describe('booking form schema', () => {
  it('accepts a complete booking and normalises it', () => {
    const parsed = bookingFormSchema.parse(valid);
    expect(parsed.phone).toBe('+66812345678');
    expect(parsed.notes).toBeNull();
    expect(parsed.name).toBe('Anna Svensson');
  });

  it('gives the spec’s exact messages', () => {
    expect(messagesFor({ ...valid, serviceIds: [] })).toEqual({ serviceIds: 'Please select at least one service' });
    expect(messagesFor({ ...valid, date: '' })).toEqual({ date: 'Please select a date' });
    expect(messagesFor({ ...valid, time: '' })).toEqual({ time: 'Please select a time' });
    expect(messagesFor({ ...valid, name: '   ' })).toEqual({ name: 'Please enter your name' });
    expect(messagesFor({ ...valid, email: 'anna@' })).toEqual({ email: 'Please enter a valid email' });
    expect(messagesFor({ ...valid, phone: '+66 1234' })).toEqual({
      phone: 'Please enter a valid phone number (minimum 8 digits)',
    });
    expect(t(bookingMessageKeys.endsAfterClosing)).toBe('Appointment would end after closing time');
  });

  it('reports every missing field of an empty form', () => {
    expect(Object.keys(messagesFor({}))).toEqual(['serviceIds', 'date', 'time', 'name', 'email', 'phone']);
  });

  it('refuses impossible dates, off-pattern times, duplicates and over-long text', () => {
    expect(messagesFor({ ...valid, date: '2026-02-30' })).toHaveProperty('date');
    expect(messagesFor({ ...valid, time: '25:00' })).toHaveProperty('time');
    expect(messagesFor({ ...valid, serviceIds: [3, 3] })).toHaveProperty('serviceIds');
    expect(messagesFor({ ...valid, name: 'x'.repeat(101) })).toHaveProperty('name');
    expect(messagesFor({ ...valid, notes: 'x'.repeat(1001) })).toHaveProperty('notes');
  });

  it('accepts phone numbers with an optional plus and at least 8 digits, separators ignored', () => {
    expect(isValidPhone('0812345678')).toBe(true);
    expect(isValidPhone('+44 (20) 7946-0958')).toBe(true);
    expect(isValidPhone('1234567')).toBe(false);
    expect(isValidPhone('++66812345678')).toBe(false);
    expect(isValidPhone('66-81-abc-5678')).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9]{8,20}$/), (phone) => {
        expect(isValidPhone(phone)).toBe(true);
        expect(normalisePhone(phone)).toBe(phone);
      }),
    );
  });
});
