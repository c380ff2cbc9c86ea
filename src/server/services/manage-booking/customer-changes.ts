/**
 * What a customer changes through their private link (decision 170): cancel, or move to
 * another date and time. Each is one transaction that locks the appointment row, checks the version the
 * customer saw and that changes are still open (the owner's cut-off), writes the change, bumps the
 * version (the calendar files' SEQUENCE), marks it for staff (`customer_changed_at`), records an event
 * without a staff member, and writes the customer's e-mail and the salon's notice to the outbox.
 *
 * A move obeys the same rule as an online booking (domain/booking-request.ts `bookingSlotProblem`: the
 * window, the 15-minute grid, the notice, the hours, closures and capacity), read under the booking
 * engine's locks: the settings lock shared, then both dates' locks in sorted order. The new place is
 * taken and the old one released by the same update, so a customer never loses their time without
 * getting the new one. A technician busy at the new time is taken off (the salon's notice says so).
 */
import { eq } from 'drizzle-orm';
import type { SalonConfig } from '../../../config/salon.ts';
import { technicianConflicts } from '../../../domain/appointment-placement.ts';
import { bookingSlotProblem } from '../../../domain/booking-request.ts';
import { timeToMinutes, minutesToTime } from '../../../domain/calendar.ts';
import {
  customerChangeWindow,
  statusAfterCustomerMove,
  type ChangeClosedReason,
  type CustomerChangeRules,
} from '../../../domain/manage-booking.ts';
import { salonInstant } from '../../../domain/salon-time.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointmentEvents, appointments } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import {
  enqueueCancellationEmail,
  enqueueCustomerChangeNotice,
  enqueueRescheduledEmail,
  type MailContext,
} from '../../mail/outbox.ts';
import { loadPlacedAppointments, lockPlacementDates } from '../front-desk/appointment-placement.ts';
import { loadBookingContext } from '../booking/booking-context.ts';
import { endBookingDeposit, lockDepositFirst } from '../deposits/deposit-outcome.ts';
import { slotProblemError } from '../shared/refusals.ts';
import { readSalonSettings } from '../settings/salon-settings-store.ts';

export const customerChangeErrors = {
  changedMeanwhile: 'manage:refusals.changedMeanwhile',
  closed: {
    status: 'manage:refusals.closedStatus',
    past: 'manage:refusals.closedPast',
    cutoff: 'manage:refusals.closedCutoff',
  } satisfies Record<ChangeClosedReason, string>,
  sameTime: 'manage:refusals.sameTime',
} as const;

type LockedAppointment = typeof appointments.$inferSelect;

export interface CustomerChangeContext {
  readonly db: Database;
  readonly appointmentId: string;
  /** The version the customer saw. */
  readonly version: number;
  readonly now: Date;
  readonly salon: SalonConfig;
  readonly publicUrl: string;
}

/** The row locked, the version checked, the change window open; with the owner's rules as they stand. */
async function lockChangeable(
  tx: Transaction,
  context: CustomerChangeContext,
): Promise<{ row: LockedAppointment; rules: CustomerChangeRules }> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, context.appointmentId)).for('update');
  // The link resolved to it a moment ago: staff deleted it in between.
  if (!row) throw refuse(409, customerChangeErrors.closed.status);
  if (row.version !== context.version) {
    throw refuse(409, customerChangeErrors.changedMeanwhile, {
      fields: { version: { key: customerChangeErrors.changedMeanwhile, params: { current: String(row.version) } } },
    });
  }
  const rules = (await readSalonSettings(tx, context.salon)).customerChanges.value;
  const window = customerChangeWindow({
    status: row.status,
    startsAt: salonInstant(row.appointmentDate, row.startTime, context.salon.timeZone),
    now: context.now,
    rules,
  });
  if (window.closedReason !== null) {
    throw refuse(409, customerChangeErrors.closed[window.closedReason], {
      details: { reason: 'changes_closed', closedReason: window.closedReason },
    });
  }
  return { row, rules };
}

function mailContext(context: CustomerChangeContext): MailContext {
  return { salon: context.salon, publicUrl: context.publicUrl, now: context.now };
}

export interface CustomerChangeHooks {
  /** After the change is written, in its transaction (reminders: re-plan or drop). */
  readonly afterChange?: (tx: Transaction, appointmentId: string) => Promise<void>;
}

export async function cancelBookingByCustomer(
  context: CustomerChangeContext,
  hooks: CustomerChangeHooks = {},
): Promise<void> {
  await context.db.transaction(async (tx) => {
    await lockDepositFirst(tx, context.appointmentId);
    const { row } = await lockChangeable(tx, context);
    await tx
      .update(appointments)
      .set({ status: 'cancelled', version: row.version + 1, updatedAt: context.now, customerChangedAt: context.now })
      .where(eq(appointments.id, row.id));
    await tx.insert(appointmentEvents).values({
      appointmentId: row.id,
      staffId: null,
      kind: 'cancelled_by_customer',
      detail: { from: row.status },
      createdAt: context.now,
    });
    // Before the e-mail is written: it says whether the deposit comes back.
    await endBookingDeposit(
      tx,
      salonInstant(row.appointmentDate, row.startTime, context.salon.timeZone),
      { kind: 'cancelled', at: context.now },
      { appointmentId: row.id, staffId: null, now: context.now },
    );
    const mail = mailContext(context);
    if (row.customerEmail !== '') await enqueueCancellationEmail(tx, row.id, mail);
    await enqueueCustomerChangeNotice(tx, row.id, { kind: 'cancelled' }, mail);
    await hooks.afterChange?.(tx, row.id);
  });
}

export interface RescheduleByCustomerOptions extends CustomerChangeContext {
  readonly date: string;
  readonly time: string;
}

export async function rescheduleBookingByCustomer(
  options: RescheduleByCustomerOptions,
  hooks: CustomerChangeHooks = {},
): Promise<void> {
  const { date, time, now, salon } = options;
  await options.db.transaction(async (tx) => {
    const { row, rules } = await lockChangeable(tx, options);
    if (row.appointmentDate === date && row.startTime === time) {
      throw refuse(422, customerChangeErrors.sameTime, { fields: { time: customerChangeErrors.sameTime } });
    }
    await lockPlacementDates(tx, [row.appointmentDate, date]);
    const durationMinutes = timeToMinutes(row.endTime) - timeToMinutes(row.startTime);
    const [context, others] = await Promise.all([
      loadBookingContext(tx, { date, exceptAppointmentId: row.id }),
      row.technicianId === null ? Promise.resolve([]) : loadPlacedAppointments(tx, date, row.id),
    ]);
    const problem = bookingSlotProblem({
      date,
      time,
      durationMinutes,
      now: salonMoment(now, salon.timeZone),
      existing: context.booked,
      day: context.day,
    });
    if (problem) throw slotProblemError(problem);

    const startMinute = timeToMinutes(time);
    const technicianReleased = technicianConflicts(others, row.technicianId, startMinute, durationMinutes).length > 0;
    // Only pending and confirmed appointments get here (the change window).
    const statusBefore = row.status as 'pending' | 'confirmed';
    const status = statusAfterCustomerMove(statusBefore, rules);
    await tx
      .update(appointments)
      .set({
        appointmentDate: date,
        startTime: time,
        endTime: minutesToTime(startMinute + durationMinutes),
        status,
        technicianId: technicianReleased ? null : row.technicianId,
        // The new place obeys the capacity rule: an earlier override by staff no longer applies.
        capacityOverrideReason: null,
        version: row.version + 1,
        updatedAt: now,
        customerChangedAt: now,
      })
      .where(eq(appointments.id, row.id));
    await tx.insert(appointmentEvents).values({
      appointmentId: row.id,
      staffId: null,
      kind: 'rescheduled_by_customer',
      detail: {
        from: { date: row.appointmentDate, time: row.startTime },
        to: { date, time },
        ...(status === statusBefore ? {} : { statusFrom: statusBefore, statusTo: status }),
        ...(technicianReleased ? { technicianReleased: row.technicianId } : {}),
      },
      createdAt: now,
    });
    const mail = mailContext(options);
    if (row.customerEmail !== '') await enqueueRescheduledEmail(tx, row.id, mail);
    await enqueueCustomerChangeNotice(
      tx,
      row.id,
      {
        kind: 'rescheduled',
        from: { date: row.appointmentDate, time: row.startTime },
        backToPending: status !== statusBefore,
        technicianReleased,
      },
      mail,
    );
    await hooks.afterChange?.(tx, row.id);
  });
}
