/**
 * Staff edits of one appointment (any signed-in staff member may make them): status,
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
import type { AppointmentDetail } from './get-appointment-detail.ts';
import { notFoundError, readStaffAppointment } from './staff-appointment-views.ts';

export const editErrors = {
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

/**
 * What an appointment edit (or a front-desk booking) takes from the request: the database, who makes the
 * change (the appointment's history names them), the instant, the salon's clock and site address (e-mails),
 * and the member's language (the detail answered).
 */
export type EditContext = Pick<StaffRequestContext, 'db' | 'staffId' | 'now' | 'salon' | 'publicUrl' | 'language'>;

/** The appointment edited and the version the editor saw. */
export interface EditTarget {
  readonly id: string;
  readonly version: number;
}

export interface EditOutcome {
  /** Columns to change; empty for a change that changes nothing (no version bump, no event). */
  readonly changes: Partial<typeof appointments.$inferInsert>;
  readonly event?: { readonly kind: string; readonly detail: Record<string, unknown> };
  /** Runs after the row is updated, in the same transaction (e.g. the outbox). */
  readonly after?: (tx: Transaction) => Promise<void>;
}

async function lockAppointment(tx: Transaction, target: EditTarget): Promise<LockedAppointment> {
  if (!isUuid(target.id)) throw notFoundError();
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, target.id)).for('update');
  if (!row) throw notFoundError();
  if (row.version !== target.version) throw staleVersion('appointment', row.version);
  return row;
}

export async function runEdit(
  context: Pick<EditContext, 'db' | 'staffId' | 'now'>,
  target: EditTarget,
  decide: (tx: Transaction, row: LockedAppointment) => Promise<EditOutcome>,
  /** Rows that must be locked before the appointment's, in the order the rest of the code locks them. */
  lockBefore?: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    if (lockBefore && isUuid(target.id)) await lockBefore(tx);
    const row = await lockAppointment(tx, target);
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

export interface StatusChange extends EditTarget {
  readonly status: AppointmentStatus;
}

/**
 * Moves along the status machine only. To 'confirmed' writes the confirmation e-mail; a confirmed
 * appointment cancelled writes the cancellation e-mail (its calendar file removes the event); both
 * only when the customer gave an e-mail address (staff bookings may have none). A no-show can only
 * be marked once the start has passed on the salon's clock (decision 153). The reminder follows the
 * status (decision 172).
 */
export async function changeAppointmentStatus(context: EditContext, change: StatusChange): Promise<AppointmentDetail> {
  const { salon, publicUrl, now } = context;
  const { status } = change;
  await runEdit(
    context,
    change,
    async (_tx, row) => {
      if (!canTransition(row.status, status)) throw new ApiError(409, asWritten(transitionRefusal(row.status, status)));
      if (
        AFTER_START_STATUSES.includes(status) &&
        !isPastStart(row.appointmentDate, timeToMinutes(row.startTime), salonMoment(now, salon.timeZone))
      ) {
        throw refuse(422, editErrors.noShowTooEarly, { fields: { status: editErrors.noShowTooEarly } });
      }
      const mailContext = { salon, publicUrl, now };
      const hasEmail = row.customerEmail !== '';
      // Undoing a no-show mistake re-confirms a past appointment: the customer needs no new invitation.
      const confirms = status === 'confirmed' && row.status !== 'no_show' && hasEmail;
      const cancelsConfirmed = status === 'cancelled' && row.status === 'confirmed' && hasEmail;
      return {
        changes: { status },
        event: { kind: 'status_changed', detail: { from: row.status, to: status } },
        after: async (tx) => {
          const depositContext = { appointmentId: row.id, staffId: context.staffId, now };
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
          if (confirms) await enqueueConfirmationEmail(tx, row.id, mailContext);
          if (cancelsConfirmed) await enqueueCancellationEmail(tx, row.id, mailContext);
          // Back to pending or confirmed (restored, or a mistake undone) plans the reminder again
          // (a no-op when it is planned already); cancelled, completed or a no-show drops it.
          if (status === 'pending' || status === 'confirmed') await planReminder(tx, row.id, mailContext);
          else await dropReminders(tx, row.id, reminderDroppedForStatus(status));
        },
      };
    },
    (tx) => lockDepositFirst(tx, change.id),
  );
  return readStaffAppointment(context, change.id);
}

export interface TechnicianChange extends EditTarget {
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
export async function assignAppointmentTechnician(
  context: EditContext,
  change: TechnicianChange,
): Promise<AppointmentDetail> {
  const { technicianId } = change;
  await runEdit(context, change, async (tx, row) => {
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
  return readStaffAppointment(context, change.id);
}

export interface DiscountChange extends EditTarget {
  readonly discountPercentage: number;
}

export async function changeAppointmentDiscount(
  context: EditContext,
  change: DiscountChange,
): Promise<AppointmentDetail> {
  const { discountPercentage } = change;
  await runEdit(context, change, async (_tx, row) => {
    if (row.discountPercentage === discountPercentage) return { changes: {} };
    return {
      changes: { discountPercentage },
      event: { kind: 'discount_changed', detail: { from: row.discountPercentage, to: discountPercentage } },
    };
  });
  return readStaffAppointment(context, change.id);
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

/**
 * Deletes the appointment with its services and events (decision record
 * 042): the deletion itself is written to the log with who did it and what
 * was deleted, since no row is left to hang an event on.
 */
export async function deleteAppointment(
  context: Pick<StaffRequestContext, 'db' | 'staffId' | 'logger'>,
  target: EditTarget,
): Promise<void> {
  const { logger, staffId } = context;
  await context.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, target);
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
