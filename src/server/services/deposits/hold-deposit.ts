/**
 * Asks a new online booking for its deposit, inside the booking's own transaction (the engine's
 * `onBooked`, after its locks and its capacity check): the held appointment is an ordinary pending
 * appointment, so it counts against capacity and the technician's time through the one placement
 * path, and the deposit row that holds its clock exists exactly when the booking does.
 *
 * The rules are read here, after the booking's shared settings lock, so a save of the rules in flight
 * is either wholly before or wholly after. With deposits off this is one read of one row.
 */
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { bahtToSatang } from '../../../domain/checkout/money.ts';
import {
  depositAmount,
  depositDueAt,
  depositQuote,
  depositReference,
  noShowSince,
  type DepositRules,
} from '../../../domain/deposits/deposit-rules.ts';
import type { Transaction } from '../../db/client.ts';
import { appointmentEvents, appointments, deposits, services } from '../../db/schema.ts';
import { readDepositSettings } from './deposit-settings.ts';
import { customerDepositOf, readPromptPayId, type CustomerDeposit } from './deposit-view.ts';

export interface BookingForDeposit {
  readonly id: string;
  readonly reference: string;
  readonly serviceIds: readonly number[];
  readonly totalPriceThb: number;
  readonly customerEmail: string;
  readonly customerPhone: string;
}

export async function holdDepositIfRequired(
  tx: Transaction,
  booking: BookingForDeposit,
  now: Date,
): Promise<CustomerDeposit | null> {
  const { rules } = await readDepositSettings(tx);
  if (!rules.enabled) return null;
  const categories = await tx
    .selectDistinct({ id: services.categoryId })
    .from(services)
    .where(inArray(services.id, [...booking.serviceIds]));
  const quote = depositQuote(rules, {
    serviceIds: booking.serviceIds,
    categoryIds: categories.map((row) => row.id),
    totalSatang: bahtToSatang(booking.totalPriceThb),
    recentNoShow: await hadRecentNoShow(tx, rules, booking, now),
  });
  if (quote === null) return null;
  const row = {
    appointmentId: booking.id,
    amount: quote.amountSatang,
    reference: depositReference(booking.reference),
    state: 'awaited' as const,
    reasons: [...quote.reasons],
    dueAt: depositDueAt(rules, now),
    refundCutoffHours: rules.refundCutoffHours,
    createdAt: now,
  };
  await tx.insert(deposits).values(row);
  await tx.insert(appointmentEvents).values({
    appointmentId: booking.id,
    staffId: null,
    kind: 'deposit_requested',
    detail: { amount: row.amount, dueAt: row.dueAt.toISOString(), reasons: row.reasons },
    createdAt: now,
  });
  return customerDepositOf(row, await readPromptPayId(tx));
}

/**
 * A no-show of the same customer (their e-mail, or their phone's digits) within the rules' months.
 * One indexed probe that stops at the first match, whatever the history.
 */
async function hadRecentNoShow(
  tx: Transaction,
  rules: DepositRules,
  booking: BookingForDeposit,
  now: Date,
): Promise<boolean> {
  if (rules.noShowMonths === null) return false;
  const since = noShowSince(rules.noShowMonths, now).toISOString().slice(0, 10);
  const digits = booking.customerPhone.replace(/\D/g, '');
  const sameCustomer = or(
    sql`lower(${appointments.customerEmail}) = lower(${booking.customerEmail})`,
    digits.length >= 8 ? eq(appointments.phoneDigits, digits) : undefined,
  );
  const [hit] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.status, 'no_show'), gte(appointments.appointmentDate, since), sameCustomer))
    .limit(1);
  return hit !== undefined;
}

/**
 * The front desk asks a customer booked by phone for a deposit (the owner's amount rule, whatever the
 * other rules say; reason `desk`): held like an online one, in the appointment's own transaction, and the
 * request e-mail (amount, PromptPay ID, reference, deadline, refund rule) goes to the customer.
 */
export async function holdDepositAskedByDesk(
  tx: Transaction,
  booking: { readonly id: string; readonly reference: string; readonly totalPriceThb: number },
  now: Date,
): Promise<CustomerDeposit | null> {
  const { rules } = await readDepositSettings(tx);
  const amount = depositAmount(rules.amount, bahtToSatang(booking.totalPriceThb));
  if (amount <= 0) return null;
  const row = {
    appointmentId: booking.id,
    amount,
    reference: depositReference(booking.reference),
    state: 'awaited' as const,
    reasons: ['desk'],
    dueAt: depositDueAt(rules, now),
    refundCutoffHours: rules.refundCutoffHours,
    createdAt: now,
  };
  await tx.insert(deposits).values(row);
  await tx.insert(appointmentEvents).values({
    appointmentId: booking.id,
    staffId: null,
    kind: 'deposit_requested',
    detail: { amount: row.amount, dueAt: row.dueAt.toISOString(), reasons: row.reasons },
    createdAt: now,
  });
  return customerDepositOf(row, await readPromptPayId(tx));
}
