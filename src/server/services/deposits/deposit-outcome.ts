/**
 * What becomes of a deposit when its booking ends before the visit (decision 254): called inside the
 * transaction that cancels the booking (the customer's link, or staff) or marks it a no-show. Its caller
 * locks the deposit row before the appointment's (`lockDepositFirst`): settling and the expiry lock the
 * deposit and then touch the appointment (its history's foreign key takes a share lock on it), so the
 * one order avoids a deadlock on PostgreSQL. A cancellation racing "Deposit received" then ends one way
 * only: if the confirmation commits first, the
 * cancellation finds the money received and decides; if the cancellation does, it writes when the
 * booking ended, and the confirmation then decides by that moment (settle-deposit.ts).
 *
 * The money rule is the domain's (`depositAfterBookingEnds`), with the cut-off stored on the deposit:
 * the rule the customer was shown at booking, whatever the owner has set since.
 */
import { eq } from 'drizzle-orm';
import {
  depositAfterBookingEnds,
  depositAfterBookingRestored,
  type BookingEnd,
  type DepositState,
} from '../../../domain/deposits/deposit-rules.ts';
import type { Transaction } from '../../db/client.ts';
import { appointmentEvents, deposits } from '../../db/schema.ts';

type DepositRow = typeof deposits.$inferSelect;

export interface DepositEventContext {
  readonly appointmentId: string;
  /** Null for the customer (through their link) or the server itself. */
  readonly staffId: string | null;
  readonly now: Date;
}

/**
 * Decides a received deposit's fate from how its booking ended and writes it with its history event;
 * answers the state it leaves the deposit in (unchanged when there is nothing to decide).
 */
export async function applyBookingEnd(
  tx: Transaction,
  row: DepositRow,
  startsAt: Date,
  end: BookingEnd,
  context: DepositEventContext,
): Promise<DepositState> {
  const next = depositAfterBookingEnds(
    { state: row.state, refundCutoffHours: row.refundCutoffHours, counted: row.appliedSaleId !== null },
    startsAt,
    end,
  );
  if (next === row.state) return row.state;
  await tx
    .update(deposits)
    .set({ state: next, outcomeAt: context.now })
    .where(eq(deposits.appointmentId, row.appointmentId));
  await tx.insert(appointmentEvents).values({
    appointmentId: row.appointmentId,
    staffId: context.staffId,
    kind: next === 'refund_due' ? 'deposit_refund_due' : 'deposit_kept',
    detail: { amount: row.amount, cause: end.kind, cutoffHours: row.refundCutoffHours },
    createdAt: context.now,
  });
  return next;
}

/** Locks an appointment's deposit, if it has one: called before the appointment row is locked. */
export async function lockDepositFirst(tx: Transaction, appointmentId: string): Promise<void> {
  await tx
    .select({ appointmentId: deposits.appointmentId })
    .from(deposits)
    .where(eq(deposits.appointmentId, appointmentId))
    .for('update');
}

/** The booking (already locked by the caller) was cancelled or marked a no-show: its deposit follows. */
export async function endBookingDeposit(
  tx: Transaction,
  startsAt: Date,
  end: BookingEnd,
  context: DepositEventContext,
): Promise<DepositState | null> {
  const [row] = await tx.select().from(deposits).where(eq(deposits.appointmentId, context.appointmentId)).for('update');
  if (!row) return null;
  await tx
    .update(deposits)
    .set({ bookingEndedAt: end.at, bookingEndedAs: end.kind })
    .where(eq(deposits.appointmentId, row.appointmentId));
  return applyBookingEnd(tx, row, startsAt, end, context);
}

/** A cancelled booking restored, or a no-show undone: the deposit is the booking's again (unless refunded). */
export async function restoreBookingDeposit(tx: Transaction, context: DepositEventContext): Promise<void> {
  const [row] = await tx.select().from(deposits).where(eq(deposits.appointmentId, context.appointmentId)).for('update');
  if (!row) return;
  const next = depositAfterBookingRestored(row.state);
  await tx
    .update(deposits)
    .set({
      bookingEndedAt: null,
      bookingEndedAs: null,
      state: next,
      outcomeAt: next === row.state ? row.outcomeAt : null,
    })
    .where(eq(deposits.appointmentId, row.appointmentId));
  if (next === row.state) return;
  await tx.insert(appointmentEvents).values({
    appointmentId: row.appointmentId,
    staffId: context.staffId,
    kind: 'deposit_restored',
    detail: { amount: row.amount, from: row.state },
    createdAt: context.now,
  });
}
