/**
 * Staff edits of one appointment (spec section 6): status,
 * technician, discount, deletion, and the machinery every edit shares
 * (adding and removing services: edit-appointment-services.ts; moves:
 * move-appointment.ts).
 *
 * Every edit runs in one transaction that locks the appointment row, checks
 * the version the editor saw (409 "changed by someone else" otherwise),
 * applies the change, bumps the version and writes an `appointment_events`
 * row naming the staff member. A change to 'confirmed' writes the
 * confirmation e-mail to the outbox in the same transaction (design
 * invariant 5). Assigning a technician takes the booking engine's per-date
 * lock to check that they are not in two places.
 */
import { and, eq } from 'drizzle-orm';
import type { SalonConfig } from '../../../config/salon.ts';
import { isUuid } from '../../../domain/input-bounds.ts';
import type { ServiceEditWarning } from '../../../domain/appointment-edits.ts';
import {
  AFTER_START_STATUSES,
  allowedTransitions,
  canTransition,
  type AppointmentStatus,
} from '../../../domain/appointment-status.ts';
import { technicianConflicts } from '../../../domain/appointment-placement.ts';
import { salonInstant, salonMoment } from '../../../domain/salon-time.ts';
import { isPastStart } from '../../../domain/start-times.ts';
import { timeToMinutes } from '../../../domain/calendar.ts';
import type { Transaction } from '../../db/client.ts';
import { appointmentEvents, appointments, appointmentServices, staff } from '../../db/schema.ts';
import { ApiError, asWritten, refuse } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { enqueueCancellationEmail, enqueueConfirmationEmail } from '../../mail/outbox.ts';
import { dropReminders, planReminder, reminderDroppedForStatus } from '../../mail/reminders.ts';
import { endBookingDeposit, lockDepositFirst, restoreBookingDeposit } from '../deposits/deposit-outcome.ts';
import { technicianRef } from './appointment-views.ts';
import {
  loadPlacedAppointments,
  lockPlacementDates,
  NON_OCCUPYING_STATUSES,
  placementError,
} from '../front-desk/appointment-placement.ts';
import { staleVersion } from '../shared/versions.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

export const editErrors = {
  notFound: 'admin:refusals.appointmentNotFound',
  technicianNotActive: 'admin:refusals.activeTechnician',
  noShowTooEarly: 'admin:refusals.noShowTooEarly',
  serviceUnavailable: 'admin:refusals.serviceUnavailable',
  serviceAlreadyBooked: 'admin:refusals.serviceAlreadyBooked',
  serviceNotBooked: 'admin:refusals.serviceNotBooked',
  lastService: 'admin:refusals.lastService',
  pastMidnight: 'admin:refusals.pastMidnight',
  warnings: {
    closing_time: 'admin:refusals.warningClosingTime',
    capacity: 'admin:refusals.warningCapacity',
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

/** The request's database, the staff member making the change and the instant, with the appointment edited. */
export interface EditContext extends Pick<StaffRequestContext, 'db' | 'staffId' | 'now'> {
  readonly id: string;
  /** The version the editor saw. */
  readonly version: number;
}

export interface EditOutcome {
  /** Columns to change; empty for a change that changes nothing (no version bump, no event). */
  readonly changes: Partial<typeof appointments.$inferInsert>;
  readonly event?: { readonly kind: string; readonly detail: Record<string, unknown> };
  /** Runs after the row is updated, in the same transaction (e.g. the outbox). */
  readonly after?: (tx: Transaction) => Promise<void>;
}

export function notFoundError(): ApiError {
  return refuse(404, editErrors.notFound);
}

async function lockAppointment(tx: Transaction, context: EditContext): Promise<LockedAppointment> {
  if (!isUuid(context.id)) throw notFoundError();
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, context.id)).for('update');
  if (!row) throw notFoundError();
  if (row.version !== context.version) throw staleVersion('appointment', row.version);
  return row;
}

export async function runEdit(
  context: EditContext,
  decide: (tx: Transaction, row: LockedAppointment) => Promise<EditOutcome>,
  /** Rows that must be locked before the appointment's, in the order the rest of the code locks them. */
  lockBefore?: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    if (lockBefore && isUuid(context.id)) await lockBefore(tx);
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
 * be marked once the start has passed on the salon's clock (decision 153). The reminder follows the
 * status (decision 172).
 */
export async function changeAppointmentStatus(options: ChangeStatusOptions): Promise<void> {
  const { status, salon, publicUrl, now } = options;
  await runEdit(
    options,
    async (_tx, row) => {
      if (!canTransition(row.status, status)) throw new ApiError(409, asWritten(transitionRefusal(row.status, status)));
      if (
        AFTER_START_STATUSES.includes(status) &&
        !isPastStart(row.appointmentDate, timeToMinutes(row.startTime), salonMoment(now, salon.timeZone))
      ) {
        throw refuse(422, editErrors.noShowTooEarly, { fields: { status: editErrors.noShowTooEarly } });
      }
      const context = { salon, publicUrl, now };
      const hasEmail = row.customerEmail !== '';
      // Undoing a no-show mistake re-confirms a past appointment: the customer needs no new invitation.
      const confirms = status === 'confirmed' && row.status !== 'no_show' && hasEmail;
      const cancelsConfirmed = status === 'cancelled' && row.status === 'confirmed' && hasEmail;
      return {
        changes: { status },
        event: { kind: 'status_changed', detail: { from: row.status, to: status } },
        after: async (tx) => {
          const depositContext = { appointmentId: row.id, staffId: options.staffId, now };
          if (status === 'cancelled' || status === 'no_show') {
            // Before the cancellation e-mail is written: it says whether the deposit comes back.
            await endBookingDeposit(
              tx,
              salonInstant(row.appointmentDate, row.startTime, salon.timeZone),
              { kind: status, at: now },
              depositContext,
            );
          } else if (row.status === 'cancelled' || row.status === 'no_show') {
            await restoreBookingDeposit(tx, depositContext);
          }
          if (confirms) await enqueueConfirmationEmail(tx, row.id, context);
          if (cancelsConfirmed) await enqueueCancellationEmail(tx, row.id, context);
          // Back to pending or confirmed (restored, or a mistake undone) plans the reminder again
          // (a no-op when it is planned already); cancelled, completed or a no-show drops it.
          if (status === 'pending' || status === 'confirmed') await planReminder(tx, row.id, context);
          else await dropReminders(tx, row.id, reminderDroppedForStatus(status));
        },
      };
    },
    (tx) => lockDepositFirst(tx, options.id),
  );
}

export interface AssignTechnicianOptions extends EditContext {
  readonly technicianId: string | null;
}

/**
 * A technician is never in two places: 409 `technician_busy` when they have another
 * appointment overlapping this one (with its new length), checked under the date's lock so two
 * staff giving one technician overlapping appointments at once cannot both succeed. An appointment
 * that occupies nothing (cancelled, no-show) is not checked.
 */
export async function assertTechnicianFree(
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
        throw refuse(422, editErrors.technicianNotActive, {
          fields: { technicianId: editErrors.technicianNotActive },
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

/** The booked service lines of an appointment, read inside the edit's transaction. */
export async function bookedLines(tx: Transaction, appointmentId: string) {
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
