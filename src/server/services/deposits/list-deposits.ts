/**
 * What staff see of deposits: the awaited ones for the dashboard (soonest deadline first, bounded:
 * holds expire within their minutes to pay, so the list is short by nature; the cap guards the rest),
 * and one appointment's deposit for its detail page.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paidThroughStripe, type DepositState } from '../../../domain/deposits/deposit-rules.ts';
import type { Database } from '../../db/client.ts';
import { appointments, deposits, staff } from '../../db/schema.ts';

export const AWAITED_LIST_MAX = 200;

export interface AwaitedDeposit {
  readonly appointmentId: string;
  readonly reference: string;
  readonly amountSatang: number;
  readonly dueAt: string;
  readonly customerName: string;
  readonly customerPhone: string;
  readonly date: string;
  readonly startTime: string;
}

export async function listAwaitedDeposits(db: Database): Promise<AwaitedDeposit[]> {
  const rows = await db
    .select({
      appointmentId: deposits.appointmentId,
      reference: deposits.reference,
      amountSatang: deposits.amount,
      dueAt: deposits.dueAt,
      customerName: appointments.customerName,
      customerPhone: appointments.customerPhone,
      date: appointments.appointmentDate,
      startTime: appointments.startTime,
    })
    .from(deposits)
    .innerJoin(appointments, eq(appointments.id, deposits.appointmentId))
    .where(and(eq(deposits.state, 'awaited'), ne(appointments.status, 'cancelled')))
    .orderBy(asc(deposits.dueAt))
    .limit(AWAITED_LIST_MAX);
  return rows.map((row) => ({ ...row, dueAt: row.dueAt.toISOString() }));
}

export interface RefundDue {
  readonly appointmentId: string;
  readonly reference: string;
  readonly amountSatang: number;
  /** When the cancellation made it due. */
  readonly dueSince: string;
  readonly customerName: string;
  readonly customerPhone: string;
  readonly date: string;
  readonly startTime: string;
  /** Stripe took the money: staff can send it back through Stripe (decision 265). */
  readonly paidThroughStripe: boolean;
}

/** Deposits to pay back (cancelled before the cut-off), oldest first: money owed is not left to wait. */
export async function listRefundsDue(db: Database): Promise<RefundDue[]> {
  const rows = await db
    .select({
      appointmentId: deposits.appointmentId,
      reference: deposits.reference,
      amountSatang: deposits.amount,
      dueSince: deposits.outcomeAt,
      customerName: appointments.customerName,
      customerPhone: appointments.customerPhone,
      date: appointments.appointmentDate,
      startTime: appointments.startTime,
      stripePaymentIntentId: deposits.stripePaymentIntentId,
      stripeEventAt: deposits.stripeEventAt,
    })
    .from(deposits)
    .innerJoin(appointments, eq(appointments.id, deposits.appointmentId))
    .where(eq(deposits.state, 'refund_due'))
    .orderBy(asc(deposits.outcomeAt))
    .limit(AWAITED_LIST_MAX);
  return rows.map(({ stripePaymentIntentId, stripeEventAt, ...row }) => ({
    ...row,
    dueSince: (row.dueSince ?? new Date(0)).toISOString(),
    paidThroughStripe: paidThroughStripe({ stripePaymentIntentId, stripeEventAt }),
  }));
}

export interface StaffDeposit {
  readonly appointmentId: string;
  readonly reference: string;
  readonly amountSatang: number;
  readonly state: DepositState;
  readonly reasons: readonly string[];
  readonly dueAt: string;
  readonly settledAt: string | null;
  readonly settledBy: string | null;
  readonly waiveReason: string | null;
  readonly refundCutoffHours: number;
  /** How the booking ended before the visit, if it did. */
  readonly bookingEndedAs: 'cancelled' | 'no_show' | null;
  /** When it became refund_due or kept. */
  readonly outcomeAt: string | null;
  readonly refundedAt: string | null;
  readonly refundedBy: string | null;
  /** 'stripe': refunded at Stripe by the app (decision 259). */
  readonly refundMethod: 'promptpay' | 'transfer' | 'cash' | 'stripe' | null;
  /** Stripe took the money: a refund due can go back through Stripe (decision 265). */
  readonly paidThroughStripe: boolean;
}

export async function getStaffDeposit(db: Database, appointmentId: string): Promise<StaffDeposit | null> {
  const refunder = alias(staff, 'refunder');
  const [row] = await db
    .select({ deposit: deposits, settledByEmail: staff.email, refundedByEmail: refunder.email })
    .from(deposits)
    .leftJoin(staff, eq(staff.id, deposits.settledBy))
    .leftJoin(refunder, eq(refunder.id, deposits.refundedBy))
    .where(eq(deposits.appointmentId, appointmentId));
  if (!row) return null;
  const { deposit } = row;
  return {
    appointmentId: deposit.appointmentId,
    reference: deposit.reference,
    amountSatang: deposit.amount,
    state: deposit.state,
    reasons: deposit.reasons,
    dueAt: deposit.dueAt.toISOString(),
    settledAt: deposit.settledAt?.toISOString() ?? null,
    settledBy: row.settledByEmail ?? null,
    waiveReason: deposit.waiveReason,
    refundCutoffHours: deposit.refundCutoffHours,
    bookingEndedAs: deposit.bookingEndedAs,
    outcomeAt: deposit.outcomeAt?.toISOString() ?? null,
    refundedAt: deposit.refundedAt?.toISOString() ?? null,
    refundedBy: row.refundedByEmail ?? null,
    refundMethod: deposit.refundMethod,
    paidThroughStripe: paidThroughStripe(deposit),
  };
}
