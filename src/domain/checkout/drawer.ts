/**
 * The cash drawer of one day (a drawer session): opened with a float, cash paid in and out
 * with a reason, the money of every sale, refund and void taken while it is open, closed
 * with the amount counted. Everything here is computed from the session's append-only list
 * of events; the X report is the report of an open session, the Z report that of a closed
 * one (decision 220).
 *
 * Expected cash = float + cash payments − cash refunds − cash given back on voids
 *                 + paid in − paid out.
 * (Cash payments are what went towards sales: the change handed back never entered the drawer.)
 *
 * A closed session accepts nothing more. A refund or void of a sale from an earlier, closed
 * day is recorded in the session open now, marked with the day it corrects, so the closed
 * day's Z report never changes and today's says what happened.
 */
import type { CalendarDate } from '../calendar.ts';
import { sumSatang, type Satang } from './money.ts';
import { methodKey, type MethodRef } from './payments.ts';

export type DrawerEvent =
  | { readonly kind: 'open'; readonly float: Satang }
  | { readonly kind: 'paid-in'; readonly amount: Satang; readonly reason: string }
  | { readonly kind: 'paid-out'; readonly amount: Satang; readonly reason: string }
  | {
      readonly kind: 'sale';
      readonly saleId: string;
      readonly itemsTotal: Satang;
      readonly discounts: Satang;
      readonly tips: Satang;
      readonly vat: Satang;
    }
  | (MethodRef & { readonly kind: 'payment'; readonly saleId: string; readonly amount: Satang })
  | (MethodRef & {
      readonly kind: 'refund' | 'void-return';
      readonly saleId: string;
      readonly amount: Satang;
      /** The earlier day whose sale this corrects; null for a sale of this session's day. */
      readonly correctsDay: CalendarDate | null;
    })
  | { readonly kind: 'void'; readonly saleId: string; readonly correctsDay: CalendarDate | null }
  | { readonly kind: 'close'; readonly counted: Satang };

export interface MethodTotals extends MethodRef {
  readonly payments: Satang;
  readonly refunds: Satang;
  readonly voidReturns: Satang;
  /** payments − refunds − voidReturns. */
  readonly net: Satang;
}

export type DrawerState = 'not-open' | 'open' | 'closed';

export interface DrawerReport {
  readonly state: DrawerState;
  readonly float: Satang;
  readonly paidIn: Satang;
  readonly paidOut: Satang;
  /** Per method, cash first, then in the order first used. */
  readonly methods: readonly MethodTotals[];
  readonly sales: number;
  readonly itemsTotal: Satang;
  readonly discounts: Satang;
  readonly tips: Satang;
  readonly vat: Satang;
  readonly refunds: { readonly count: number; readonly total: Satang };
  readonly voids: { readonly count: number; readonly returned: Satang };
  /** Refunds and voids of earlier days' sales recorded in this session. */
  readonly corrections: number;
  readonly expectedCash: Satang;
  /** Counted at close; null until then. */
  readonly counted: Satang | null;
  /** counted − expected (negative: cash missing); null until closed. */
  readonly difference: Satang | null;
}

export function drawerReport(events: readonly DrawerEvent[]): DrawerReport {
  let state: DrawerState = 'not-open';
  let float = 0;
  let counted: Satang | null = null;
  const paidIn: Satang[] = [];
  const paidOut: Satang[] = [];
  const sales = {
    count: 0,
    itemsTotal: [] as Satang[],
    discounts: [] as Satang[],
    tips: [] as Satang[],
    vat: [] as Satang[],
  };
  const refunds: Satang[] = [];
  const voidReturns: Satang[] = [];
  let voids = 0;
  let corrections = 0;
  const methods = new Map<string, { ref: MethodRef; payments: Satang[]; refunds: Satang[]; voidReturns: Satang[] }>([
    ['cash', { ref: { method: 'cash', otherName: null }, payments: [], refunds: [], voidReturns: [] }],
  ]);
  const methodEntry = (ref: MethodRef) => {
    const key = methodKey(ref);
    let entry = methods.get(key);
    if (entry === undefined) {
      entry = { ref: { method: ref.method, otherName: ref.otherName }, payments: [], refunds: [], voidReturns: [] };
      methods.set(key, entry);
    }
    return entry;
  };

  for (const event of events) {
    switch (event.kind) {
      case 'open':
        state = 'open';
        float = event.float;
        break;
      case 'paid-in':
        paidIn.push(event.amount);
        break;
      case 'paid-out':
        paidOut.push(event.amount);
        break;
      case 'sale':
        sales.count += 1;
        sales.itemsTotal.push(event.itemsTotal);
        sales.discounts.push(event.discounts);
        sales.tips.push(event.tips);
        sales.vat.push(event.vat);
        break;
      case 'payment':
        methodEntry(event).payments.push(event.amount);
        break;
      case 'refund':
        methodEntry(event).refunds.push(event.amount);
        refunds.push(event.amount);
        if (event.correctsDay !== null) corrections += 1;
        break;
      case 'void-return':
        methodEntry(event).voidReturns.push(event.amount);
        voidReturns.push(event.amount);
        break;
      case 'void':
        voids += 1;
        if (event.correctsDay !== null) corrections += 1;
        break;
      case 'close':
        state = 'closed';
        counted = event.counted;
        break;
    }
  }

  const methodTotals = [...methods.values()].map(({ ref, ...lists }) => {
    const payments = sumSatang(lists.payments);
    const refundsTotal = sumSatang(lists.refunds);
    const voidTotal = sumSatang(lists.voidReturns);
    return {
      ...ref,
      payments,
      refunds: refundsTotal,
      voidReturns: voidTotal,
      net: payments - refundsTotal - voidTotal,
    };
  });
  const cash = methodTotals[0]!;
  const expectedCash = float + cash.net + sumSatang(paidIn) - sumSatang(paidOut);
  return {
    state,
    float,
    paidIn: sumSatang(paidIn),
    paidOut: sumSatang(paidOut),
    methods: methodTotals,
    sales: sales.count,
    itemsTotal: sumSatang(sales.itemsTotal),
    discounts: sumSatang(sales.discounts),
    tips: sumSatang(sales.tips),
    vat: sumSatang(sales.vat),
    refunds: { count: refunds.length, total: sumSatang(refunds) },
    voids: { count: voids, returned: sumSatang(voidReturns) },
    corrections,
    expectedCash,
    counted,
    difference: counted === null ? null : counted - expectedCash,
  };
}

export type DrawerProblem = 'drawer-not-open' | 'drawer-already-open' | 'drawer-closed' | 'not-enough-cash';

/**
 * Whether an event may be appended to a session with these events: the session opens once,
 * takes money only while open, and nothing after it closes. Paying out, or refunding in cash,
 * more than the drawer should hold is refused: the cash is not there to hand over.
 */
export function checkDrawerEvent(
  events: readonly DrawerEvent[],
  next: DrawerEvent,
): { readonly ok: true } | { readonly ok: false; readonly problem: DrawerProblem } {
  const report = drawerReport(events);
  if (report.state === 'closed') return { ok: false, problem: 'drawer-closed' };
  if (next.kind === 'open')
    return report.state === 'open' ? { ok: false, problem: 'drawer-already-open' } : { ok: true };
  if (report.state === 'not-open') return { ok: false, problem: 'drawer-not-open' };
  const takesCashOut = next.kind === 'paid-out' || (next.kind === 'refund' && next.method === 'cash');
  if (takesCashOut && next.amount > report.expectedCash) return { ok: false, problem: 'not-enough-cash' };
  return { ok: true };
}
