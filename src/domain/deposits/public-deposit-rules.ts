/**
 * What the booking page knows of the deposit rules (with the salon's facts; absent while deposits are
 * off): enough to tell the customer, before they confirm, whether a deposit is needed, how much, and
 * what happens to it. The no-show rule is only announced: whether this customer missed an appointment
 * is the server's to know, never the page's (decision 251).
 */
import type { Satang } from '../checkout/money.ts';
import { DEFAULT_DEPOSIT_RULES, depositQuote, type DepositAmountRule, type DepositQuote } from './deposit-rules.ts';

export interface PublicDepositRules {
  /** The owner's treatments and every treatment of their chosen categories. */
  readonly serviceIds: readonly number[];
  readonly aboveSatang: Satang | null;
  readonly noShowRule: boolean;
  readonly amount: DepositAmountRule;
  readonly payWithinMinutes: number;
  readonly refundCutoffHours: number;
}

/** The deposit this choice needs as far as the page can know (a recent no-show may add one on the server). */
export function pageDepositQuote(
  rules: PublicDepositRules,
  choice: { readonly serviceIds: readonly number[]; readonly totalSatang: Satang },
): DepositQuote | null {
  return depositQuote(
    {
      ...DEFAULT_DEPOSIT_RULES,
      enabled: true,
      serviceIds: rules.serviceIds,
      aboveSatang: rules.aboveSatang,
      amount: rules.amount,
    },
    { serviceIds: choice.serviceIds, categoryIds: [], totalSatang: choice.totalSatang, recentNoShow: null },
  );
}
