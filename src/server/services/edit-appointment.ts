/**
 * Staff edits of one appointment (spec section 6; issue 6): status,
 * technician, discount, services, deletion.
 *
 * Every edit runs in one transaction that locks the appointment row, checks
 * the version the editor saw (409 "changed by someone else" otherwise),
 * applies the change, bumps the version and writes an `appointment_events`
 * row naming the staff member. A change to 'confirmed' writes the
 * confirmation e-mail to the outbox in the same transaction (design
 * invariant 5). Edits of services also take the booking engine's per-date
 * lock, so a public booking and a longer appointment are never checked
 * against each other's half-written state.
 */
import { and, eq } from 'drizzle-orm';
import type { SalonConfig } from '../../config/salon.ts';
import { isUuid } from '../../domain/input-bounds.ts';
import { endsWithinDay, serviceEditWarnings, type ServiceEditWarning } from '../../domain/appointment-edits.ts';
import {
  AFTER_START_STATUSES,
  allowedTransitions,
  canTransition,
  type AppointmentStatus,
} from '../../domain/appointment-status.ts';
import { technicianConflicts } from '../../domain/appointment-placement.ts';
import { salonMoment } from '../../domain/salon-time.ts';
import { isPastStart } from '../../domain/start-times.ts';
import { minutesToTime, timeToMinutes } from '../../domain/calendar.ts';
import { serviceTotals } from '../../domain/pricing.ts';
import type { Database, Transaction } from '../db/client.ts';
import { appointmentEvents, appointments, appointmentServices, services, staff } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { enqueueCancellationEmail, enqueueConfirmationEmail } from '../mail/outbox.ts';
import { loadBookingContext } from './booking-queries.ts';
import { lockBookingDate } from './create-booking.ts';
import { lockSettingsShared } from './settings-lock.ts';
import { technicianRef } from './appointment-views.ts';
import {
  loadPlacedAppointments,
  lockPlacementDates,
  NON_OCCUPYING_STATUSES,
  placementError,
} from './appointment-placement.ts';

export const editErrors = {
  notFound: 'Appointment not found',
  changedBySomeoneElse:
    'This appointment was changed by someone else in the meantime. It has been reloaded: check it and try again.',
  technicianNotActive: 'Choose an active technician.',
  noShowTooEarly: 'An appointment can be marked as a no-show only once its start time has passed.',
  serviceUnavailable: 'That service is not on the menu any more.',
  serviceAlreadyBooked: 'That service is already on this appointment.',
  serviceNotBooked: 'That service is not on this appointment.',
  lastService: 'An appointment needs at least one service: add another one before removing this one.',
  pastMidnight: 'With that service the appointment would end after midnight. Move it to an earlier time first.',
  warnings: {
    closing_time: 'With that service the appointment would end after closing time ({{end}}).',
    capacity: 'With that service more appointments than the salon can take would overlap.',
  } satisfies Record<ServiceEditWarning, string>,
} as const;

const STATUS_NAMES: Record<AppointmentStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'a no-show',
};

export function transitionRefusal(from: AppointmentStatus, to: AppointmentStatus): string {
  if (from === to) return `The appointment is already ${STATUS_NAMES[to]}.`;
  const allowed = allowedTransitions(from)
    .map((status) => STATUS_NAMES[status])
    .join(' or ');
  return `A ${STATUS_NAMES[from]} appointment cannot become ${STATUS_NAMES[to]}; it can become ${allowed}.`;
}

export type LockedAppointment = typeof appointments.$inferSelect;

export interface EditContext {
  readonly db: Database;
  readonly id: string;
  /** The version the editor saw. */
  readonly version: number;
  /** The signed-in staff member making the change. */
  readonly staffId: string;
  readonly now: Date;
}

export interface EditOutcome {
  /** Columns to change; empty for a change that changes nothing (no version bump, no event). */
  readonly changes: Partial<typeof appointments.$inferInsert>;
  readonly event?: { readonly kind: string; readonly detail: Record<string, unknown> };
  /** Runs after the row is updated, in the same transaction (e.g. the outbox). */
  readonly after?: (tx: Transaction) => Promise<void>;
}

export function notFoundError(): ApiError {
  return new ApiError(404, 'not_found', editErrors.notFound);
}

function changedBySomeoneElse(current: number): ApiError {
  return new ApiError(409, 'conflict', editErrors.changedBySomeoneElse, { version: String(current) });
}

async function lockAppointment(tx: Transaction, context: EditContext): Promise<LockedAppointment> {
  if (!isUuid(context.id)) throw notFoundError();
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, context.id)).for('update');
  if (!row) throw notFoundError();
  if (row.version !== context.version) throw changedBySomeoneElse(row.version);
  return row;
}

export async function runEdit(
  context: EditContext,
  decide: (tx: Transaction, row: LockedAppointment) => Promise<EditOutcome>,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, context);
    const outcome = await decide(tx, row);
    if (Object.keys(outcome.changes).length === 0 && !outcome.event) return;
    await tx
      .update(appointments)
      .set({ ...outcome.changes, version: row.version + 1, updatedAt: context.now })
      .where(eq(appointments.id, row.id));
    if (outcome.event) {
      await tx.insert(appointmentEvents).values({
        appointmentId: row.id,
        staffId: context.staffId,
        kind: outcome.event.kind,
        detail: outcome.event.detail,
        createdAt: context.now,
      });
    }
    await outcome.after?.(tx);
  });
}

export interface ChangeStatusOptions extends EditContext {
  readonly status: AppointmentStatus;
  readonly salon: SalonConfig;
  readonly publicUrl: string;
}

/**
 * Moves along the status machine only. To 'confirmed' writes the confirmation e-mail; a confirmed
 * appointment cancelled writes the cancellation e-mail (its calendar file removes the event); both
 * only when the customer gave an e-mail address (staff bookings may have none). A no-show can only
 * be marked once the start has passed on the salon's clock (decision 153).
 */
export async function changeAppointmentStatus(options: ChangeStatusOptions): Promise<void> {
  const { status, salon, publicUrl, now } = options;
  await runEdit(options, async (_tx, row) => {
    if (!canTransition(row.status, status)) throw new ApiError(409, 'conflict', transitionRefusal(row.status, status));
    if (
      AFTER_START_STATUSES.includes(status) &&
      !isPastStart(row.appointmentDate, timeToMinutes(row.startTime), salonMoment(now, salon.timeZone))
    ) {
      throw new ApiError(422, 'validation_failed', editErrors.noShowTooEarly, { status: editErrors.noShowTooEarly });
    }
    const context = { salon, publicUrl, now };
    const hasEmail = row.customerEmail !== '';
    // Undoing a no-show mistake re-confirms a past appointment: the customer needs no new invitation.
    const confirms = status === 'confirmed' && row.status !== 'no_show' && hasEmail;
    const cancelsConfirmed = status === 'cancelled' && row.status === 'confirmed' && hasEmail;
    return {
      changes: { status },
      event: { kind: 'status_changed', detail: { from: row.status, to: status } },
      after: confirms
        ? async (tx) => {
            await enqueueConfirmationEmail(tx, row.id, context);
          }
        : cancelsConfirmed
          ? async (tx) => {
              await enqueueCancellationEmail(tx, row.id, context);
            }
          : undefined,
    };
  });
}

export interface AssignTechnicianOptions extends EditContext {
  readonly technicianId: string | null;
}

/**
 * A technician is never in two places (issue 14): 409 `technician_busy` when they have another
 * appointment overlapping this one (with its new length), checked under the date's lock so two
 * staff giving one technician overlapping appointments at once cannot both succeed. An appointment
 * that occupies nothing (cancelled, no-show) is not checked.
 */
async function assertTechnicianFree(
  tx: Transaction,
  row: LockedAppointment,
  technicianId: string,
  durationMinutes: number,
): Promise<void> {
  if ((NON_OCCUPYING_STATUSES as readonly string[]).includes(row.status)) return;
  await lockPlacementDates(tx, [row.appointmentDate]);
  const others = await loadPlacedAppointments(tx, row.appointmentDate, row.id);
  const conflicts = technicianConflicts(others, technicianId, timeToMinutes(row.startTime), durationMinutes);
  if (conflicts.length > 0) throw placementError({ kind: 'technician_busy', conflicts });
}

/** Assigns an active technician, or none. Assigning the same one again changes nothing. */
export async function assignAppointmentTechnician(options: AssignTechnicianOptions): Promise<void> {
  const { technicianId } = options;
  await runEdit(options, async (tx, row) => {
    if (row.technicianId === technicianId) return { changes: {} };
    let to = null;
    if (technicianId !== null) {
      const [technician] = await tx
        .select({ id: staff.id, email: staff.email })
        .from(staff)
        .where(and(eq(staff.id, technicianId), eq(staff.isTechnician, true), eq(staff.active, true)));
      if (!technician) {
        throw new ApiError(422, 'validation_failed', editErrors.technicianNotActive, {
          technicianId: editErrors.technicianNotActive,
        });
      }
      to = technicianRef(technician.id, technician.email);
      await assertTechnicianFree(tx, row, technicianId, timeToMinutes(row.endTime) - timeToMinutes(row.startTime));
    }
    let from = null;
    if (row.technicianId !== null) {
      const [previous] = await tx
        .select({ id: staff.id, email: staff.email })
        .from(staff)
        .where(eq(staff.id, row.technicianId));
      from = previous ? technicianRef(previous.id, previous.email) : null;
    }
    return { changes: { technicianId }, event: { kind: 'technician_changed', detail: { from, to } } };
  });
}

export interface ChangeDiscountOptions extends EditContext {
  readonly discountPercentage: number;
}

export async function changeAppointmentDiscount(options: ChangeDiscountOptions): Promise<void> {
  const { discountPercentage } = options;
  await runEdit(options, async (_tx, row) => {
    if (row.discountPercentage === discountPercentage) return { changes: {} };
    return {
      changes: { discountPercentage },
      event: { kind: 'discount_changed', detail: { from: row.discountPercentage, to: discountPercentage } },
    };
  });
}

/** The booking engine's order: the settings lock shared, then the date's (create-booking.ts). */
async function lockDate(tx: Transaction, date: string): Promise<void> {
  await lockSettingsShared(tx);
  await lockBookingDate(tx, date);
}

async function bookedLines(tx: Transaction, appointmentId: string) {
  return tx
    .select({
      serviceId: appointmentServices.serviceId,
      name: appointmentServices.serviceName,
      priceThb: appointmentServices.priceThb,
      durationMinutes: appointmentServices.durationMinutes,
    })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentId, appointmentId));
}

export interface AddServiceOptions extends EditContext {
  readonly serviceId: number;
  readonly acknowledgeWarnings: boolean;
  /** Unused since issue 13 (the date's hours come from the owner's settings); kept for callers. */
  readonly salon?: Pick<SalonConfig, 'hours'>;
}

/**
 * Adds a menu service with its current name, price and duration, and moves
 * the end time. A longer appointment that would end after closing or break
 * the capacity rule is allowed for staff, but only once they have seen the
 * warnings (`acknowledgeWarnings`); otherwise 409 with the warnings.
 */
export async function addAppointmentService(options: AddServiceOptions): Promise<void> {
  const { serviceId, acknowledgeWarnings } = options;
  await runEdit(options, async (tx, row) => {
    await lockDate(tx, row.appointmentDate);
    const [service] = await tx
      .select({
        id: services.id,
        name: services.name,
        priceThb: services.priceThb,
        durationMinutes: services.durationMinutes,
      })
      .from(services)
      .where(and(eq(services.id, serviceId), eq(services.active, true)));
    if (!service) {
      throw new ApiError(422, 'validation_failed', editErrors.serviceUnavailable, {
        serviceId: editErrors.serviceUnavailable,
      });
    }
    const lines = await bookedLines(tx, row.id);
    if (lines.some((line) => line.serviceId === serviceId)) {
      throw new ApiError(409, 'conflict', editErrors.serviceAlreadyBooked);
    }
    const startMinute = timeToMinutes(row.startTime);
    const duration = serviceTotals(lines).totalDurationMinutes + service.durationMinutes;
    if (!endsWithinDay(startMinute, duration)) {
      throw new ApiError(422, 'validation_failed', editErrors.pastMidnight, { serviceId: editErrors.pastMidnight });
    }
    if (row.technicianId !== null) await assertTechnicianFree(tx, row, row.technicianId, duration);
    const endTime = minutesToTime(startMinute + duration);
    // The date's other appointments and its settings (hours, rules, who is working), after the locks.
    const context = await loadBookingContext(tx, { date: row.appointmentDate, exceptAppointmentId: row.id });
    const warnings = serviceEditWarnings({
      status: row.status,
      startMinute,
      durationMinutes: duration,
      others: context.booked,
      day: context.day,
    });
    if (warnings.length > 0 && !acknowledgeWarnings) {
      const fields = Object.fromEntries(
        warnings.map((warning) => [warning, editErrors.warnings[warning].replace('{{end}}', endTime)]),
      );
      throw new ApiError(409, 'conflict', Object.values(fields).join(' '), fields);
    }
    await tx.insert(appointmentServices).values({
      appointmentId: row.id,
      serviceId: service.id,
      serviceName: service.name,
      priceThb: service.priceThb,
      durationMinutes: service.durationMinutes,
    });
    return {
      changes: { endTime },
      event: {
        kind: 'service_added',
        detail: {
          serviceId: service.id,
          name: service.name,
          priceThb: service.priceThb,
          durationMinutes: service.durationMinutes,
          endTime: { from: row.endTime, to: endTime },
          warnings,
        },
      },
    };
  });
}

export interface RemoveServiceOptions extends EditContext {
  readonly serviceId: number;
}

/** Removes a booked service and moves the end time; the last one stays (an appointment always has one). */
export async function removeAppointmentService(options: RemoveServiceOptions): Promise<void> {
  const { serviceId } = options;
  await runEdit(options, async (tx, row) => {
    await lockDate(tx, row.appointmentDate);
    const lines = await bookedLines(tx, row.id);
    const line = lines.find((candidate) => candidate.serviceId === serviceId);
    if (!line) throw new ApiError(404, 'not_found', editErrors.serviceNotBooked);
    if (lines.length === 1) throw new ApiError(409, 'conflict', editErrors.lastService);
    await tx
      .delete(appointmentServices)
      .where(and(eq(appointmentServices.appointmentId, row.id), eq(appointmentServices.serviceId, serviceId)));
    const remaining = lines.filter((candidate) => candidate !== line);
    const endTime = minutesToTime(timeToMinutes(row.startTime) + serviceTotals(remaining).totalDurationMinutes);
    return {
      changes: { endTime },
      event: {
        kind: 'service_removed',
        detail: {
          serviceId: line.serviceId,
          name: line.name,
          priceThb: line.priceThb,
          durationMinutes: line.durationMinutes,
          endTime: { from: row.endTime, to: endTime },
        },
      },
    };
  });
}

export interface DeleteAppointmentOptions extends EditContext {
  readonly logger: Logger;
}

/**
 * Deletes the appointment with its services and events (decision record
 * 042): the deletion itself is written to the log with who did it and what
 * was deleted, since no row is left to hang an event on.
 */
export async function deleteAppointment(options: DeleteAppointmentOptions): Promise<void> {
  const { logger, staffId } = options;
  await options.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, options);
    const lines = await bookedLines(tx, row.id);
    await tx.delete(appointments).where(eq(appointments.id, row.id));
    logger.info(
      {
        audit: 'appointment_deleted',
        staffId,
        appointment: {
          id: row.id,
          date: row.appointmentDate,
          startTime: row.startTime,
          status: row.status,
          services: lines.map((line) => line.name),
        },
      },
      'appointment deleted',
    );
  });
}
