import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashTender,
  checkPayment,
  checkRefund,
  checkVoid,
  saleBalance,
  type MethodRef,
  type PaymentMethod,
  type SaleAmounts,
  type SaleEvent,
} from './payments.ts';

const amounts: SaleAmounts = {
  totalDue: 180_100,
  lineTotals: [53_100, 117_000],
  tips: [{ technicianId: 't2', amount: 10_000 }],
};
const cash: MethodRef = { method: 'cash', otherName: null };
const promptPay: MethodRef = { method: 'promptpay', otherName: null };

describe('payments', () => {
  it('pays a sale part in cash with change, part by PromptPay', () => {
    const events: SaleEvent[] = [];
    let balance = saleBalance(amounts, events);
    expect(balance.status).toBe('unpaid');
    const tender = cashTender(100_000, 100_000);
    expect(tender).toEqual({ amount: 100_000, change: 0 });
    const cashPayment = { ...cash, amount: 100_000, tendered: 120_000 };
    expect(checkPayment(balance, cashPayment)).toEqual({ ok: true });
    events.push({ kind: 'payment', ...cashPayment });
    balance = saleBalance(amounts, events);
    expect(balance).toMatchObject({ status: 'part-paid', paid: 100_000, remainingDue: 80_100, changeGiven: 20_000 });

    expect(checkPayment(balance, { ...promptPay, amount: 80_101, tendered: null })).toEqual({
      ok: false,
      problem: 'exceeds-amount-due',
    });
    events.push({ kind: 'payment', ...promptPay, amount: 80_100, tendered: null });
    balance = saleBalance(amounts, events);
    expect(balance).toMatchObject({ status: 'paid', paid: 180_100, remainingDue: 0, held: 180_100 });
    expect(checkPayment(balance, { ...cash, amount: 1, tendered: 1 })).toEqual({ ok: false, problem: 'nothing-due' });
  });

  it('gives change only on cash, never negative', () => {
    expect(cashTender(53_100, 100_000)).toEqual({ amount: 53_100, change: 46_900 });
    expect(cashTender(53_100, 20_000)).toEqual({ amount: 20_000, change: 0 });
    const balance = saleBalance(amounts, []);
    expect(checkPayment(balance, { ...promptPay, amount: 100, tendered: 200 })).toEqual({
      ok: false,
      problem: 'tendered-only-for-cash',
    });
    expect(checkPayment(balance, { ...cash, amount: 100, tendered: 50 })).toEqual({
      ok: false,
      problem: 'tendered-below-amount',
    });
    expect(checkPayment(balance, { ...cash, amount: 100, tendered: 100.5 })).toEqual({
      ok: false,
      problem: 'tendered-below-amount',
    });
    expect(checkPayment(balance, { ...cash, amount: 0, tendered: 0 })).toEqual({
      ok: false,
      problem: 'amount-not-positive',
    });
    expect(checkPayment(balance, { method: 'other', otherName: null, amount: 100, tendered: null })).toEqual({
      ok: false,
      problem: 'other-method-needs-name',
    });
    expect(checkPayment(balance, { method: 'other', otherName: 'Gift voucher', amount: 100, tendered: null })).toEqual({
      ok: true,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (due, tendered) => {
          const { amount, change } = cashTender(due, tendered);
          expect(change).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(due);
          expect(amount + change).toBe(tendered);
        },
      ),
    );
  });

  it('treats a sale of nothing (a 100 % discount) as paid', () => {
    expect(saleBalance({ totalDue: 0, lineTotals: [0], tips: [] }, []).status).toBe('paid');
  });
});

describe('refunds and voids', () => {
  const paid: SaleEvent[] = [
    { kind: 'payment', ...cash, amount: 100_000, tendered: 100_000 },
    { kind: 'payment', ...promptPay, amount: 80_100, tendered: null },
  ];

  it('refunds no more than the method took nor the line sold for', () => {
    const balance = saleBalance(amounts, paid);
    expect(checkRefund(amounts, balance, { ...cash, amount: 53_100, target: { kind: 'line', lineIndex: 0 } })).toEqual({
      ok: true,
    });
    expect(checkRefund(amounts, balance, { ...cash, amount: 53_101, target: { kind: 'line', lineIndex: 0 } })).toEqual({
      ok: false,
      problem: 'exceeds-line',
    });
    expect(
      checkRefund(amounts, balance, { ...promptPay, amount: 80_101, target: { kind: 'line', lineIndex: 1 } }),
    ).toEqual({
      ok: false,
      problem: 'exceeds-paid-by-method',
    });
    expect(
      checkRefund(amounts, balance, {
        method: 'card',
        otherName: null,
        amount: 1,
        target: { kind: 'line', lineIndex: 1 },
      }),
    ).toEqual({
      ok: false,
      problem: 'exceeds-paid-by-method',
    });
    expect(checkRefund(amounts, balance, { ...cash, amount: 1, target: { kind: 'line', lineIndex: 2 } })).toEqual({
      ok: false,
      problem: 'unknown-line',
    });
    expect(
      checkRefund(amounts, balance, { ...cash, amount: 10_001, target: { kind: 'tip', technicianId: 't2' } }),
    ).toEqual({ ok: false, problem: 'exceeds-tip' });
    expect(checkRefund(amounts, balance, { ...cash, amount: 1, target: { kind: 'tip', technicianId: 't9' } })).toEqual({
      ok: false,
      problem: 'unknown-tip',
    });

    const afterRefund = saleBalance(amounts, [
      ...paid,
      { kind: 'refund', ...cash, amount: 50_000, target: { kind: 'line', lineIndex: 0 }, reason: 'Chipped nail' },
    ]);
    expect(afterRefund).toMatchObject({
      status: 'paid',
      refunded: 50_000,
      held: 130_100,
      refundedPerLine: [50_000, 0],
    });
    expect(
      checkRefund(amounts, afterRefund, { ...cash, amount: 3_101, target: { kind: 'line', lineIndex: 0 } }),
    ).toEqual({ ok: false, problem: 'exceeds-line' });
    expect(
      checkRefund(amounts, afterRefund, { ...cash, amount: 3_100, target: { kind: 'line', lineIndex: 0 } }),
    ).toEqual({ ok: true });
  });

  it('voids once, giving back what each method still holds, and accepts nothing after', () => {
    const events: SaleEvent[] = [
      ...paid,
      { kind: 'refund', ...cash, amount: 10_000, target: { kind: 'tip', technicianId: 't2' }, reason: 'Tip refused' },
    ];
    expect(checkVoid(saleBalance(amounts, events))).toEqual({ ok: true });
    events.push({ kind: 'void', reason: 'Wrong customer' });
    const balance = saleBalance(amounts, events);
    expect(balance.status).toBe('void');
    expect(balance.methods.map(({ method, voidReturned, held }) => ({ method, voidReturned, held }))).toEqual([
      { method: 'cash', voidReturned: 90_000, held: 0 },
      { method: 'promptpay', voidReturned: 80_100, held: 0 },
    ]);
    expect(balance).toMatchObject({ held: 0, remainingDue: 0 });
    expect(checkVoid(balance)).toEqual({ ok: false, problem: 'sale-void' });
    expect(checkPayment(balance, { ...cash, amount: 1, tendered: 1 })).toEqual({ ok: false, problem: 'sale-void' });
    expect(checkRefund(amounts, balance, { ...cash, amount: 1, target: { kind: 'line', lineIndex: 0 } })).toEqual({
      ok: false,
      problem: 'sale-void',
    });
  });

  it('never lets refunds exceed what was paid, per method, per line, or in all', () => {
    const methods: PaymentMethod[] = ['cash', 'promptpay', 'card', 'transfer'];
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        method: fc.constantFrom(...methods),
        amount: fc.integer({ min: 1, max: 120_000 }),
      }),
      fc.record({
        kind: fc.constant('refund' as const),
        method: fc.constantFrom(...methods),
        amount: fc.integer({ min: 1, max: 120_000 }),
        lineIndex: fc.integer({ min: 0, max: 1 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const events: SaleEvent[] = [];
        for (const candidate of steps) {
          const ref = { method: candidate.method, otherName: null };
          const balance = saleBalance(amounts, events);
          if (candidate.kind === 'pay') {
            const tendered = candidate.method === 'cash' ? candidate.amount : null;
            if (checkPayment(balance, { ...ref, amount: candidate.amount, tendered }).ok)
              events.push({ kind: 'payment', ...ref, amount: candidate.amount, tendered });
          } else {
            const target = { kind: 'line' as const, lineIndex: candidate.lineIndex };
            if (checkRefund(amounts, balance, { ...ref, amount: candidate.amount, target }).ok) {
              events.push({ kind: 'refund', ...ref, amount: candidate.amount, target, reason: 'Test' });
            }
          }
          const after = saleBalance(amounts, events);
          expect(after.paid).toBeLessThanOrEqual(amounts.totalDue);
          expect(after.refunded).toBeLessThanOrEqual(after.paid);
          for (const method of after.methods) expect(method.refunded).toBeLessThanOrEqual(method.paid);
          after.refundedPerLine.forEach((refunded, index) =>
            expect(refunded).toBeLessThanOrEqual(amounts.lineTotals[index]!),
          );
          expect(after.remainingDue).toBe(amounts.totalDue - after.paid);
        }
      }),
    );
  });
});
