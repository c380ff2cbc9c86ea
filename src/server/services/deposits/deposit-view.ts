/**
 * A deposit as its customer sees it (the booking page, the e-mail): the amount, the reference their
 * transfer carries, the deadline, the refund rule, and the PromptPay QR payload for exactly that
 * amount (null while the owner has set no PromptPay ID: the page then says to pay at the desk's
 * number instead). Never another customer's data.
 */
import { eq } from 'drizzle-orm';
import type { Satang } from '../../../domain/checkout/money.ts';
import { parsePromptPayId } from '../../../domain/checkout/promptpay.ts';
import { depositQrPayload } from '../../../domain/deposits/deposit-qr.ts';
import type { DepositState } from '../../../domain/deposits/deposit-rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { checkoutSettings, deposits } from '../../db/schema.ts';

type Executor = Database | Transaction;

export interface CustomerDeposit {
  readonly amountSatang: Satang;
  readonly reference: string;
  readonly state: DepositState;
  /** ISO instant. */
  readonly dueAt: string;
  readonly refundCutoffHours: number;
  /** Thai QR payload for exactly the amount; null when the salon has no PromptPay ID. */
  readonly qrPayload: string | null;
  /** The salon's PromptPay ID as the owner wrote it, for typing into a banking app. */
  readonly promptpayId: string | null;
  /** 'stripe': the QR is Stripe's and the payment confirms itself (decision 256); 'salon': staff confirm it. */
  readonly paidThrough: 'salon' | 'stripe';
}

interface DepositRow {
  readonly amount: number;
  readonly reference: string;
  readonly state: DepositState;
  readonly dueAt: Date;
  readonly refundCutoffHours: number;
  readonly stripeQrData?: string | null;
}

export function customerDepositOf(row: DepositRow, promptpayText: string | null): CustomerDeposit {
  const base = {
    amountSatang: row.amount,
    reference: row.reference,
    state: row.state,
    dueAt: row.dueAt.toISOString(),
    refundCutoffHours: row.refundCutoffHours,
  };
  if (row.stripeQrData) return { ...base, qrPayload: row.stripeQrData, promptpayId: null, paidThrough: 'stripe' };
  const id = promptpayText === null ? null : parsePromptPayId(promptpayText);
  return {
    amountSatang: row.amount,
    reference: row.reference,
    state: row.state,
    dueAt: row.dueAt.toISOString(),
    refundCutoffHours: row.refundCutoffHours,
    qrPayload: id === null ? null : depositQrPayload(id, row.amount, row.reference),
    promptpayId: id === null ? null : promptpayText,
    paidThrough: 'salon',
  };
}

/** The salon's PromptPay ID (the checkout's setting: one ID for the desk and for deposits). */
export async function readPromptPayId(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ promptpayId: checkoutSettings.promptpayId })
    .from(checkoutSettings)
    .where(eq(checkoutSettings.id, 1));
  return row?.promptpayId ?? null;
}

/** An appointment's deposit for its customer, or null when it has none. */
export async function readCustomerDeposit(db: Executor, appointmentId: string): Promise<CustomerDeposit | null> {
  const [row] = await db.select().from(deposits).where(eq(deposits.appointmentId, appointmentId));
  if (!row) return null;
  return customerDepositOf(row, await readPromptPayId(db));
}
