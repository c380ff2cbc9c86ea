/**
 * Paid revenue: what the statistics count as money taken (decision 225). The one home of these
 * definitions; payroll's "sales" (commission.ts) and the statistics screens both read them.
 *
 * What counts, and on which day:
 * - A sale counts on the salon date (Asia/Bangkok) on which its payment completed
 *   (`sales.paid_salon_date`): not the day it was written, not the appointment's day. A sale never
 *   paid counts nothing.
 * - A voided sale counts nothing at all, lines and tips, whenever the void was recorded.
 * - A technician's revenue is what their lines sold for after every discount (line and sale
 *   discounts as `priceSale` allocated them), less what was refunded against those lines.
 * - A refund counts against the sale's paid day, whenever it was recorded, exactly as payroll counts
 *   it (decision 255): a day's figures are what that day's sales finally earned. The Z report is the
 *   drawer's money and counts a refund in the session that paid it out; the two answer different
 *   questions and say so on screen.
 * - Tips are apart, never in revenue: each tip less what was refunded of it (before the owner's
 *   share, which is payroll's business).
 * - Lines without a technician count for the day's total under `technicianId: null`.
 *
 * Refunds never exceed what they come off (`checkRefund`), so a line's net is never negative and
 * nets add up: the net of a group of lines is the net of their summed totals and refunds. The
 * database therefore only sums columns; the subtraction, and what is left out, is decided here.
 */
import { sumSatang, type Satang } from './money.ts';

/** A sold line as the statistics and payroll see it (or a group of lines, summed). */
export interface SoldLine {
  /** Null: a line no technician did (a product, say). */
  readonly technicianId: string | null;
  /** What the line sold for after every discount. */
  readonly total: Satang;
  /** Refunded of it so far. */
  readonly refunded: Satang;
  /** Its sale is voided. */
  readonly void: boolean;
}

/** A tip (or a technician's tips, summed). */
export interface SoldTip {
  readonly technicianId: string;
  readonly amount: Satang;
  readonly refunded: Satang;
  readonly void: boolean;
}

/** What a line still brings in: its total less refunds; nothing when its sale is voided. */
export function lineNetSales(line: Omit<SoldLine, 'technicianId'>): Satang {
  if (line.void) return 0;
  return Math.max(0, line.total - line.refunded);
}

/** What was given back of a line that still counts (a voided sale's refunds are not revenue lost twice). */
export function lineRefunds(line: Omit<SoldLine, 'technicianId'>): Satang {
  if (line.void) return 0;
  return Math.min(line.total, line.refunded);
}

/** A tip as the technician earned it, before the owner's share: the tip less refunds; nothing when void. */
export function tipNet(tip: Omit<SoldTip, 'technicianId'>): Satang {
  if (tip.void) return 0;
  return Math.max(0, tip.amount - tip.refunded);
}

/** One technician's paid figures (or the unassigned lines', technicianId null). */
export interface PaidFigures {
  readonly technicianId: string | null;
  /** Net of their lines after discounts and refunds. */
  readonly revenue: Satang;
  /** Refunded of their lines (already taken off revenue; shown so the owner sees why). */
  readonly refunds: Satang;
  /** Their tips, net of tip refunds; never in revenue. */
  readonly tips: Satang;
}

const NO_FIGURES = { revenue: 0, refunds: 0, tips: 0 } as const;

/**
 * Paid revenue, refunds and tips per technician, ordered by technician id with the unassigned (null)
 * last. Technicians whose every line and tip is void are absent.
 */
export function paidFiguresByTechnician(lines: readonly SoldLine[], tips: readonly SoldTip[]): PaidFigures[] {
  const parts = new Map<string | null, { revenue: Satang[]; refunds: Satang[]; tips: Satang[] }>();
  const entry = (technicianId: string | null) => {
    let found = parts.get(technicianId);
    if (found === undefined) parts.set(technicianId, (found = { revenue: [], refunds: [], tips: [] }));
    return found;
  };
  for (const line of lines) {
    if (line.void) continue;
    const part = entry(line.technicianId);
    part.revenue.push(lineNetSales(line));
    part.refunds.push(lineRefunds(line));
  }
  for (const tip of tips) {
    if (tip.void) continue;
    entry(tip.technicianId).tips.push(tipNet(tip));
  }
  return [...parts]
    .sort(([a], [b]) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1))
    .map(([technicianId, part]) => ({
      technicianId,
      revenue: sumSatang(part.revenue),
      refunds: sumSatang(part.refunds),
      tips: sumSatang(part.tips),
    }));
}

/** The figures of one technician (zeros when absent). */
export function paidFiguresOf(figures: readonly PaidFigures[], technicianId: string | null): PaidFigures {
  return figures.find((entry) => entry.technicianId === technicianId) ?? { technicianId, ...NO_FIGURES };
}

/** The day's (or period's) total over every technician and the unassigned lines. */
export function paidFiguresTotal(figures: readonly PaidFigures[]): Omit<PaidFigures, 'technicianId'> {
  return {
    revenue: sumSatang(figures.map((entry) => entry.revenue)),
    refunds: sumSatang(figures.map((entry) => entry.refunds)),
    tips: sumSatang(figures.map((entry) => entry.tips)),
  };
}

/**
 * Kept deposits (decision 228): a deposit the salon keeps because its booking was cancelled after the
 * refund cut-off or ended as a no-show (decision 254, state `kept`) is money the salon has, counted on the
 * salon date (Asia/Bangkok) it was kept (`deposits.outcome_at`), for the technician of its appointment
 * (null when it had none). It is shown apart from paid revenue, never inside it: no work was done for it,
 * so it earns no commission and is no technician's sales in payroll, and it never passed through a sale
 * or the drawer. A deposit counted into a sale (decision 253) is that sale's payment, a refunded or
 * refund-due one is no revenue at all; a kept deposit given back to its booking (the no-show undone) stops
 * counting.
 */
export const KEPT_DEPOSIT_STATE = 'kept';

/** Kept deposits of one day (or period) and technician, summed. */
export interface KeptDeposits {
  readonly technicianId: string | null;
  readonly amount: Satang;
}

/** One technician's kept deposits among a day's (0 when none); null: the appointments without one. */
export function keptDepositsOf(rows: readonly KeptDeposits[], technicianId: string | null): Satang {
  return sumSatang(rows.filter((row) => row.technicianId === technicianId).map((row) => row.amount));
}

/** Every technician's and the unassigned kept deposits together: the salon's. */
export function keptDepositsTotal(rows: readonly KeptDeposits[]): Satang {
  return sumSatang(rows.map((row) => row.amount));
}
