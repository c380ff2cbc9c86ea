/**
 * Where an appointment came from. Online bookings come through
 * `/booking`; every other source is an appointment staff put in at the front
 * desk (a call, a walk-in, a message).
 */
export const APPOINTMENT_SOURCES = ['online', 'phone', 'walk_in', 'line', 'whatsapp', 'instagram'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

/** Sources staff can choose in "New appointment" ("online" is there for a booking taken for a web customer). */
export const STAFF_APPOINTMENT_SOURCES: readonly AppointmentSource[] = APPOINTMENT_SOURCES;

export function isAppointmentSource(value: unknown): value is AppointmentSource {
  return typeof value === 'string' && (APPOINTMENT_SOURCES as readonly string[]).includes(value);
}
