/**
 * Deposits against no-shows: the owner's rules, whether a booking needs one, how much, until when,
 * and what becomes of it when the customer cancels or does not come. Pure: the server and the
 * booking page call the same functions, so the amount on the page is the amount of the QR.
 *
 * Money is whole satang (decision 220). A deposit is never more than the booking and never less
 * than one baht: a percentage that rounds below a baht is raised to one, so a QR is never for a
 * few satang that a banking app would refuse.
 */
import { BOOKING_REFERENCE_PATTERN } from '../booking-reference.ts';
import { z } from 'zod';
import { boundedText, INT4_MAX, jsonInteger } from '../input-bounds.ts';
import { MONEY_LIMITS, percentageOf, SATANG_PER_BAHT, type Satang } from '../checkout/money.ts';

export const DEPOSIT_LIMITS = {
  /** Treatments and categories the owner may name: more than the menu holds. */
  chosenMax: 200,
  payWithinMinutes: { min: 5, max: 24 * 60 },
  noShowMonths: { min: 1, max: 36 },
  refundCutoffHours: { min: 0, max: 14 * 24 },
  /** Waiver reasons, like every other staff reason. */
  reasonMax: 300,
} as const;

export type DepositAmountRule =
  | { readonly kind: 'percentage'; /** 10000 = 100 %. */ readonly basisPoints: number }
  | { readonly kind: 'fixed'; readonly satang: Satang };

export interface DepositRules {
  readonly enabled: boolean;
  /** A booking with any of these treatments needs a deposit. */
  readonly serviceIds: readonly number[];
  /** A booking with a treatment of any of these categories needs a deposit. */
  readonly categoryIds: readonly number[];
  /** A booking whose total is above this (satang) needs a deposit; null: no such rule. */
  readonly aboveSatang: Satang | null;
  /** A customer with a no-show in the last N months needs a deposit; null: no such rule. */
  readonly noShowMonths: number | null;
  readonly amount: DepositAmountRule;
  /** How long the customer has to pay before the held time is released. */
  readonly payWithinMinutes: number;
  /** Cancelled at least this many hours before the start: refunded; later, or a no-show: kept. */
  readonly refundCutoffHours: number;
}

export const DEFAULT_DEPOSIT_RULES: DepositRules = {
  enabled: false,
  serviceIds: [],
  categoryIds: [],
  aboveSatang: null,
  noShowMonths: null,
  amount: { kind: 'percentage', basisPoints: 3_000 },
  payWithinMinutes: 30,
  refundCutoffHours: 24,
};

const invalid = 'deposits:errors.rulesInvalid';
const ids = z
  .array(jsonInteger(invalid, { min: 1, max: INT4_MAX }), { error: invalid })
  .max(DEPOSIT_LIMITS.chosenMax, invalid)
  .transform((list) => [...new Set(list)].sort((a, b) => a - b));

export const depositAmountRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('percentage'),
      basisPoints: jsonInteger('deposits:errors.percentageInvalid', { min: 100, max: MONEY_LIMITS.basisPointsMax }),
    }),
    z.strictObject({
      kind: z.literal('fixed'),
      satang: jsonInteger('deposits:errors.fixedInvalid', { min: SATANG_PER_BAHT, max: MONEY_LIMITS.unitPriceMax }),
    }),
  ],
  { error: invalid },
);

export const depositRulesSchema = z.strictObject({
  enabled: z.boolean({ error: invalid }),
  serviceIds: ids,
  categoryIds: ids,
  aboveSatang: jsonInteger('deposits:errors.aboveInvalid', { min: 0, max: MONEY_LIMITS.amountMax }).nullable(),
  noShowMonths: jsonInteger('deposits:errors.noShowMonthsInvalid', DEPOSIT_LIMITS.noShowMonths).nullable(),
  amount: depositAmountRuleSchema,
  payWithinMinutes: jsonInteger('deposits:errors.payWithinInvalid', DEPOSIT_LIMITS.payWithinMinutes),
  refundCutoffHours: jsonInteger('deposits:errors.cutoffInvalid', DEPOSIT_LIMITS.refundCutoffHours),
});

export const depositSettingsInputSchema = z.strictObject({
  version: jsonInteger('deposits:errors.settingsChanged', { min: 0, max: 1_000_000_000 }),
  rules: depositRulesSchema,
});
export type DepositSettingsInput = z.output<typeof depositSettingsInputSchema>;

/** Stored rules read back: anything unreadable is the defaults (off), never a guess. */
export function depositRulesFrom(stored: unknown): DepositRules {
  const parsed = depositRulesSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_DEPOSIT_RULES;
}

/** What the rules look at in one booking. */
export interface DepositBooking {
  readonly serviceIds: readonly number[];
  readonly categoryIds: readonly number[];
  readonly totalSatang: Satang;
  /** The customer missed an appointment within the rules' months (null: unknown yet, as on the page). */
  readonly recentNoShow: boolean | null;
}

export type DepositReason = 'treatment' | 'value' | 'noShow';

/** Which of the rules ask this booking for a deposit (empty: none, or deposits are off). */
export function depositReasons(rules: DepositRules, booking: DepositBooking): DepositReason[] {
  if (!rules.enabled || booking.totalSatang <= 0) return [];
  const reasons: DepositReason[] = [];
  if (
    booking.serviceIds.some((id) => rules.serviceIds.includes(id)) ||
    booking.categoryIds.some((id) => rules.categoryIds.includes(id))
  ) {
    reasons.push('treatment');
  }
  if (rules.aboveSatang !== null && booking.totalSatang > rules.aboveSatang) reasons.push('value');
  if (rules.noShowMonths !== null && booking.recentNoShow === true) reasons.push('noShow');
  return reasons;
}

/** The deposit for a booking of `totalSatang`: at least one baht, never more than the booking. */
export function depositAmount(rule: DepositAmountRule, totalSatang: Satang): Satang {
  if (!Number.isSafeInteger(totalSatang) || totalSatang <= 0) return 0;
  const raw = rule.kind === 'fixed' ? rule.satang : percentageOf(totalSatang, rule.basisPoints);
  return Math.min(totalSatang, Math.max(SATANG_PER_BAHT, raw));
}

export interface DepositQuote {
  readonly amountSatang: Satang;
  readonly reasons: readonly DepositReason[];
}

/** The deposit a booking needs, or null. */
export function depositQuote(rules: DepositRules, booking: DepositBooking): DepositQuote | null {
  const reasons = depositReasons(rules, booking);
  if (reasons.length === 0) return null;
  const amountSatang = depositAmount(rules.amount, booking.totalSatang);
  return amountSatang > 0 ? { amountSatang, reasons } : null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const MONTH_DAYS = 30;

/** When an unpaid hold made at `now` is released. */
export function depositDueAt(rules: Pick<DepositRules, 'payWithinMinutes'>, now: Date): Date {
  return new Date(now.getTime() + rules.payWithinMinutes * MINUTE_MS);
}

/** The earliest instant a no-show still counts (months taken as 30 days, said so on the settings page). */
export function noShowSince(months: number, now: Date): Date {
  return new Date(now.getTime() - months * MONTH_DAYS * 24 * HOUR_MS);
}

/**
 * What a received deposit becomes when the booking is cancelled at `cancelledAt`: refunded when that
 * is at least the cut-off before the start, kept otherwise. A no-show always keeps it.
 */
export function depositOnCancel(
  rules: Pick<DepositRules, 'refundCutoffHours'>,
  startsAt: Date,
  cancelledAt: Date,
): 'refund' | 'keep' {
  return cancelledAt.getTime() <= depositRefundUntil(rules, startsAt).getTime() ? 'refund' : 'keep';
}

/** The last instant a cancellation refunds the deposit: the cut-off before the start. */
export function depositRefundUntil(rules: Pick<DepositRules, 'refundCutoffHours'>, startsAt: Date): Date {
  return new Date(startsAt.getTime() - rules.refundCutoffHours * HOUR_MS);
}

/** Seconds left to pay at `now` (0 once due). */
export function secondsLeft(dueAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((dueAt.getTime() - now.getTime()) / 1000));
}

export const DEPOSIT_STATES = ['awaited', 'received', 'expired', 'waived', 'refund_due', 'refunded', 'kept'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** How a booking with a deposit ended before its visit: cancelled (by anyone) or a no-show. */
export type BookingEnd = { readonly kind: 'cancelled' | 'no_show'; readonly at: Date };

/**
 * What a deposit becomes when its booking ends (decision 254). Only money that arrived is refunded or
 * kept: a received deposit not yet counted into a sale becomes `refund_due` when the booking was
 * cancelled at least the cut-off ahead and `kept` otherwise or on a no-show. The cut-off is the one
 * stored on the deposit (the rule the customer was shown), never the owner's current one. Anything
 * else is left as it is: an awaited hold ends at its deadline, and what was waived, expired or already
 * decided does not change.
 */
export function depositAfterBookingEnds(
  deposit: { readonly state: DepositState; readonly refundCutoffHours: number; readonly counted: boolean },
  startsAt: Date,
  end: BookingEnd,
): DepositState {
  if (deposit.state !== 'received' || deposit.counted) return deposit.state;
  if (end.kind === 'no_show') return 'kept';
  return depositOnCancel(deposit, startsAt, end.at) === 'refund' ? 'refund_due' : 'kept';
}

/**
 * A cancelled booking restored or a no-show marked by mistake undone: a deposit refunded or kept only
 * because the booking ended is the booking's again. A refund already paid back stays paid.
 */
export function depositAfterBookingRestored(state: DepositState): DepositState {
  return state === 'refund_due' || state === 'kept' ? 'received' : state;
}

/**
 * A hold released at its deadline (decision 266): the deposit expired and the booking was cancelled by
 * that release, not before it. A booking cancelled first keeps `bookingEndedAs` (the cancellation wrote
 * it) and stays a cancellation in the customer's words; one already completed or missed is not released.
 */
export function holdReleased(
  bookingStatus: string,
  deposit: { readonly state: DepositState; readonly bookingEndedAs: 'cancelled' | 'no_show' | null },
): boolean {
  return bookingStatus === 'cancelled' && deposit.state === 'expired' && deposit.bookingEndedAs === null;
}

/**
 * Paid through Stripe (decision 265): Stripe told us the intent succeeded (its event was applied), not
 * merely that an intent was made for the hold; staff may have marked a hold with an intent received by
 * hand, and Stripe cannot refund money it never took.
 */
export function paidThroughStripe(deposit: {
  readonly stripePaymentIntentId: string | null;
  readonly stripeEventAt: Date | null;
}): boolean {
  return deposit.stripePaymentIntentId !== null && deposit.stripeEventAt !== null;
}

/** How a refund went back to the customer: a PromptPay or bank transfer, or cash at the desk. */
export const DEPOSIT_REFUND_METHODS = ['promptpay', 'transfer', 'cash'] as const;
export type DepositRefundMethod = (typeof DEPOSIT_REFUND_METHODS)[number];

export const recordDepositRefundSchema = z.strictObject({
  method: z.enum(DEPOSIT_REFUND_METHODS, { error: 'deposits:errors.refundMethodInvalid' }),
});

/**
 * An awaited deposit ends one way only: received (staff saw the transfer), waived (with a reason)
 * or expired (the time was released). Nothing leaves those.
 */
export function canSettle(state: DepositState): boolean {
  return state === 'awaited';
}

export const waiveDepositSchema = z.strictObject({
  reason: boundedText('deposits:errors.reasonRequired', { max: DEPOSIT_LIMITS.reasonMax })
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, 'deposits:errors.reasonRequired'),
});

/** The text a customer's bank shows: the booking's reference, so staff can match a transfer. */
export function depositReference(bookingReference: string): string {
  return `${DEPOSIT_REFERENCE_PREFIX}${bookingReference}`;
}

const DEPOSIT_REFERENCE_PREFIX = 'DEP-';
const DEPOSIT_REFERENCE = new RegExp(`^${DEPOSIT_REFERENCE_PREFIX}${BOOKING_REFERENCE_PATTERN}$`);

/** Text shaped as a deposit's reference (anything else names no deposit, without a look-up). */
export function isDepositReference(text: string): boolean {
  return DEPOSIT_REFERENCE.test(text);
}
