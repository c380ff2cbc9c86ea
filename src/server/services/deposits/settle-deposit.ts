/**
 * Staff settle an awaited deposit: "Deposit received" (they saw the transfer in the salon's banking
 * app) or a waiver with its reason. The deposit row is locked first, as the expiry task locks it, so
 * a confirmation and the expiry racing end one way only: whichever locks it first decides, and the
 * other finds it no longer awaited. A transfer confirmed after the deadline but before the expiry ran
 * is accepted: the time is still held and the money arrived (decision 252). A transfer confirmed after
 * the booking was cancelled (or marked a no-show) is received and at once refunded or kept by the
 * moment the booking ended (decision 254).
 */
import { eq } from 'drizzle-orm';
import { isUuid } from '../../../domain/input-bounds.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { salonInstant } from '../../../domain/salon-time.ts';
import { appointmentEvents, appointments, deposits } from '../../db/schema.ts';
import { depositRefusal } from './deposit-refusals.ts';
import { applyBookingEnd } from './deposit-outcome.ts';

export interface SettleDepositOptions {
  readonly db: Database;
  readonly appointmentId: string;
  /** Null when a payment provider confirmed it (decision 256). */
  readonly staffId: string | null;
  readonly now: Date;
  /** The salon's, to place the appointment's start in time (the refund cut-off). */
  readonly timeZone: string;
}

export type Settlement =
  | { readonly kind: 'received'; /** 'stripe' when the provider confirmed it. */ readonly via?: 'stripe' }
  | { readonly kind: 'waived'; readonly reason: string };

export async function settleDeposit(options: SettleDepositOptions, settlement: Settlement): Promise<void> {
  const { db, appointmentId } = options;
  if (!isUuid(appointmentId)) throw depositRefusal('notFound');
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(deposits).where(eq(deposits.appointmentId, appointmentId)).for('update');
    if (!row) throw depositRefusal('notFound');
    await settleLockedDeposit(tx, row, options, settlement);
  });
}

/** Settles a deposit row the caller has locked (staff's button, or Stripe's webhook in its own transaction). */
export async function settleLockedDeposit(
  tx: Transaction,
  row: typeof deposits.$inferSelect,
  options: Omit<SettleDepositOptions, 'db'>,
  settlement: Settlement,
): Promise<void> {
  const { appointmentId, staffId, now, timeZone } = options;
  if (row.state === 'expired') throw depositRefusal('expired');
  if (row.state === 'received' || row.state === 'refund_due' || row.state === 'refunded' || row.state === 'kept')
    throw depositRefusal('alreadyReceived');
  if (row.state === 'waived') throw depositRefusal('alreadyWaived');
  await tx
    .update(deposits)
    .set({
      state: settlement.kind,
      settledAt: now,
      settledBy: staffId,
      waiveReason: settlement.kind === 'waived' ? settlement.reason : null,
    })
    .where(eq(deposits.appointmentId, appointmentId));
  await tx.insert(appointmentEvents).values({
    appointmentId,
    staffId,
    kind: settlement.kind === 'received' ? 'deposit_received' : 'deposit_waived',
    detail:
      settlement.kind === 'received'
        ? { amount: row.amount, ...(settlement.via ? { via: settlement.via } : {}) }
        : { amount: row.amount, reason: settlement.reason },
    createdAt: now,
  });
  if (settlement.kind === 'received' && row.bookingEndedAt !== null && row.bookingEndedAs !== null) {
    const [appointment] = await tx
      .select({ date: appointments.appointmentDate, startTime: appointments.startTime })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    if (appointment) {
      await applyBookingEnd(
        tx,
        { ...row, state: 'received' },
        salonInstant(appointment.date, appointment.startTime, timeZone),
        { kind: row.bookingEndedAs, at: row.bookingEndedAt },
        { appointmentId, staffId, now },
      );
    }
  }
}
