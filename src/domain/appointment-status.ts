/**
 * The appointment status machine (design invariant 4), with
 * a fifth status, no-show, for a pending or confirmed appointment
 * whose start has passed without the customer (the server checks the time).
 */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const INITIAL_STATUS: AppointmentStatus = 'pending';

const TRANSITIONS: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  pending: ['confirmed', 'completed', 'cancelled', 'no_show'],
  confirmed: ['completed', 'cancelled', 'no_show'],
  completed: ['confirmed'],
  cancelled: ['pending'],
  // Marked by mistake (the customer was there after all): back to confirmed.
  no_show: ['confirmed'],
};

export function allowedTransitions(from: AppointmentStatus): readonly AppointmentStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isAppointmentStatus(value: unknown): value is AppointmentStatus {
  return typeof value === 'string' && (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

/** Statuses that may only be set once the appointment's start has passed. */
export const AFTER_START_STATUSES: readonly AppointmentStatus[] = ['no_show'];

/**
 * Statuses that occupy the salon and count in statistics. A no-show is neither: its time has
 * passed, it earned nothing, and the statistics count it on its own.
 */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed', 'completed'];
