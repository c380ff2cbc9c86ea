import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  APPOINTMENT_STATUSES,
  canTransition,
  INITIAL_STATUS,
  isAppointmentStatus,
} from './appointment-status.ts';

describe('appointment status machine', () => {
  it('starts new bookings as pending', () => {
    expect(INITIAL_STATUS).toBe('pending');
  });

  it('allows exactly the transitions of the spec', () => {
    const allowed = new Set([
      'pending>confirmed',
      'pending>completed',
      'pending>cancelled',
      'confirmed>completed',
      'confirmed>cancelled',
      'completed>confirmed',
      'cancelled>pending',
      // A no-show, and its undo.
      'pending>no_show',
      'confirmed>no_show',
      'no_show>confirmed',
    ]);
    for (const from of APPOINTMENT_STATUSES) {
      for (const to of APPOINTMENT_STATUSES) {
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
      expect(allowedTransitions(from).every((to) => allowed.has(`${from}>${to}`))).toBe(true);
    }
  });

  it('recognises statuses', () => {
    expect(isAppointmentStatus('confirmed')).toBe(true);
    expect(isAppointmentStatus('Confirmed')).toBe(false);
    expect(isAppointmentStatus(3)).toBe(false);
  });
});
