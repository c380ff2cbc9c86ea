import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { appointmentsCsvHref, fieldErrorsOf, placementRefusal } from './front-desk-api.ts';

const conflict = {
  id: 'a',
  reference: 'AB12CD34',
  date: '2026-12-01',
  time: '15:00',
  endTime: '15:30',
  customerName: 'Filler',
  technicianName: null,
};

describe('front desk API helpers', () => {
  it('reads a 409 slot_full or technician_busy, dropping malformed conflicts', () => {
    const error = new ApiRequestError(409, 'conflict', 'Full', {}, { reason: 'slot_full', conflicts: [conflict, 7] });
    expect(placementRefusal(error)).toEqual({ reason: 'slot_full', conflicts: [conflict] });
    const busy = new ApiRequestError(409, 'conflict', 'Busy', {}, { reason: 'technician_busy', conflicts: [] });
    expect(placementRefusal(busy)?.reason).toBe('technician_busy');
  });

  it('is not fooled by other errors: a stale version, another reason, a 422, a plain Error', () => {
    expect(placementRefusal(new ApiRequestError(409, 'conflict', 'Stale', { version: 'changed' }))).toBeNull();
    expect(placementRefusal(new ApiRequestError(409, 'conflict', 'x', {}, { reason: 'other' }))).toBeNull();
    expect(placementRefusal(new ApiRequestError(422, 'validation_error', 'x', {}, { reason: 'slot_full' }))).toBeNull();
    expect(placementRefusal(new Error('x'))).toBeNull();
  });

  it('takes field messages from a 422 only', () => {
    expect(fieldErrorsOf(new ApiRequestError(422, 'validation_error', 'x', { time: 'Bad time' }))).toEqual({
      time: 'Bad time',
    });
    expect(fieldErrorsOf(new ApiRequestError(409, 'conflict', 'x', { version: 'changed' }))).toEqual({});
  });

  it("exports the dashboard's filter without its paging", () => {
    const filter = new URLSearchParams('q=anna&status=confirmed&time=week&page=3&pageSize=50');
    expect(appointmentsCsvHref(filter)).toBe('/api/admin/exports/appointments.csv?q=anna&status=confirmed&time=week');
    expect(appointmentsCsvHref(new URLSearchParams('page=2'))).toBe('/api/admin/exports/appointments.csv');
  });
});
