/**
 * The modules together, as the server will call them: price a sale, pay it in parts by several
 * methods, refund some of it, perhaps void it, and feed the same money into the drawer. Whatever
 * the order, the sale is paid exactly when its payments reach the total, nothing is given back
 * twice, and the drawer's cash is the float plus what cash the sales still hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawerReport, type DrawerEvent } from './drawer.ts';
import {
  cashTender,
  checkPayment,
  checkRefund,
  checkVoid,
  saleBalance,
  type PaymentMethod,
  type SaleAmounts,
  type SaleEvent,
} from './payments.ts';
import { priceSale, type SaleLine } from './sale.ts';

const METHODS: PaymentMethod[] = ['cash', 'promptpay', 'card', 'transfer'];

const lineArbitrary: fc.Arbitrary<SaleLine> = fc.record({
  kind: fc.constant('treatment' as const),
  technicianId: fc.constantFrom('t1', 't2'),
  listUnitPrice: fc.integer({ min: 1, max: 300_000 }),
  priceOverride: fc.constant(null),
  quantity: fc.integer({ min: 1, max: 2 }),
  discount: fc.option(
    fc.record({ kind: fc.constant('percentage' as const), basisPoints: fc.integer({ min: 0, max: 5_000 }) }),
    {
      nil: null,
    },
  ),
});

const stepArbitrary = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      method: fc.constantFrom(...METHODS),
      share: fc.double({ min: 0.05, max: 1.2, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      method: fc.constantFrom(...METHODS),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
      line: fc.nat(3),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'void' as const }) },
);

describe('a sale from pricing to the drawer', () => {
  it('keeps the sale, its ledger and the drawer in agreement', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(stepArbitrary, { maxLength: 12 }),
        fc.integer({ min: 0, max: 500_000 }),
        (lines, tip, steps, float) => {
          const priced = priceSale(
            {
              lines,
              saleDiscount: { kind: 'percentage', basisPoints: 500 },
              tips: [{ technicianId: 't1', amount: tip }],
            },
            {
              registered: true,
              rateBasisPoints: 700,
            },
          );
          if (!priced.ok) throw new Error('A sale of these lines always prices');
          const totals = priced.totals;
          const amounts: SaleAmounts = {
            totalDue: totals.totalDue,
            lineTotals: totals.lines.map((line) => line.total),
            tips: totals.tips,
          };
          const events: SaleEvent[] = [];
          const drawer: DrawerEvent[] = [
            { kind: 'open', float },
            {
              kind: 'sale',
              saleId: 's1',
              itemsTotal: totals.itemsTotal,
              discounts: totals.discounts,
              tips: totals.tipsTotal,
              vat: totals.vat.vat,
            },
          ];
          for (const step of steps) {
            const balance = saleBalance(amounts, events);
            if (step.kind === 'pay') {
              const ref = { method: step.method, otherName: null };
              const offered = Math.max(1, Math.round(balance.remainingDue * step.share));
              const { amount, change } =
                step.method === 'cash'
                  ? cashTender(balance.remainingDue, offered)
                  : { amount: Math.min(offered, balance.remainingDue), change: 0 };
              const tendered = step.method === 'cash' ? amount + change : null;
              if (checkPayment(balance, { ...ref, amount, tendered }).ok) {
                events.push({ kind: 'payment', ...ref, amount, tendered });
                drawer.push({ kind: 'payment', saleId: 's1', ...ref, amount });
              }
            } else if (step.kind === 'refund') {
              const ref = { method: step.method, otherName: null };
              const lineIndex = step.line % amounts.lineTotals.length;
              const amount = Math.floor(amounts.lineTotals[lineIndex]! * step.share);
              const target = { kind: 'line' as const, lineIndex };
              if (checkRefund(amounts, balance, { ...ref, amount, target }).ok) {
                events.push({ kind: 'refund', ...ref, amount, target, reason: 'Test' });
                drawer.push({ kind: 'refund', saleId: 's1', ...ref, amount, correctsDay: null });
              }
            } else if (checkVoid(balance).ok) {
              events.push({ kind: 'void', reason: 'Test' });
              drawer.push({ kind: 'void', saleId: 's1', correctsDay: null });
              for (const method of saleBalance(amounts, events).methods) {
                if (method.voidReturned > 0)
                  drawer.push({
                    kind: 'void-return',
                    saleId: 's1',
                    method: method.method,
                    otherName: method.otherName,
                    amount: method.voidReturned,
                    correctsDay: null,
                  });
              }
            }
          }
          const balance = saleBalance(amounts, events);
          expect(balance.paid).toBeLessThanOrEqual(totals.totalDue);
          if (balance.status !== 'void') expect(balance.status === 'paid').toBe(balance.paid === totals.totalDue);
          else expect(balance.held).toBe(0);
          expect(balance.refunded + balance.voidReturned).toBeLessThanOrEqual(balance.paid);
          const report = drawerReport(drawer);
          const cashHeld = balance.methods.find((method) => method.method === 'cash')?.held ?? 0;
          expect(report.expectedCash).toBe(float + cashHeld);
          const netByMethods = report.methods.reduce((sum, method) => sum + method.net, 0);
          expect(netByMethods).toBe(balance.held);
        },
      ),
      { numRuns: 300 },
    );
  });
});
