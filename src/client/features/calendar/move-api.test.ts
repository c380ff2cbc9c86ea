import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { refusalOf } from './move-api.ts';

const conflict = {
  id: 'a1',
  reference: 'A1B2C3D4',
  date: '2027-01-29',
  time: '15:00',
  endTime: '15:30',
  customerName: 'Anna',
  technicianName: 'Nok',
};

describe('what a refused move means', () => {
  it('a full place and a busy technician carry the appointments in the way', () => {
    const full = new ApiRequestError(409, 'conflict', 'Full.', {}, { reason: 'slot_full', conflicts: [conflict] });
    expect(refusalOf(full)).toEqual({ kind: 'slot_full', conflicts: [conflict] });
    const busy = new ApiRequestError(409, 'conflict', 'Busy.', {}, { reason: 'technician_busy', conflicts: [] });
    expect(refusalOf(busy)).toEqual({ kind: 'technician_busy', conflicts: [] });
  });

  it('a 409 naming the current version means the calendar was out of date', () => {
    const stale = new ApiRequestError(409, 'conflict', 'Changed by someone else.', { version: '4' });
    expect(refusalOf(stale)).toEqual({ kind: 'stale', message: 'Changed by someone else.' });
  });

  it('anything else is said in the server’s words, or not at all when the server was not reached', () => {
    const status = new ApiRequestError(409, 'conflict', 'Only pending or confirmed appointments can be moved.');
    expect(refusalOf(status)).toEqual({
      kind: 'refused',
      message: 'Only pending or confirmed appointments can be moved.',
    });
    const hours = new ApiRequestError(422, 'validation_failed', 'The salon is closed then.', { time: 'Closed.' });
    expect(refusalOf(hours)).toEqual({ kind: 'refused', message: 'The salon is closed then.' });
    // Details of another shape are not trusted as a refusal.
    const odd = new ApiRequestError(409, 'conflict', 'Odd.', {}, { reason: 'slot_full' });
    expect(refusalOf(odd)).toEqual({ kind: 'refused', message: 'Odd.' });
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'refused', message: '' });
  });
});
