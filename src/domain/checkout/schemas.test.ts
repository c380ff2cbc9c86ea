import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_LIMITS } from './money.ts';
import {
  CHECKOUT_LIMITS,
  checkoutMessages,
  drawerEventInputSchema,
  otherMethodsSchema,
  paymentInputSchema,
  payrollQuerySchema,
  refundInputSchema,
  saleInputSchema,
  voidInputSchema,
} from './schemas.ts';

const PLOY = '5b0e8a4c-3f1d-4c2e-9a7b-1d2e3f4a5b6c';
const APPOINTMENT = '0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f';

const treatmentLine = {
  kind: 'treatment',
  itemId: 4,
  appointmentServiceId: 12,
  technicianId: PLOY,
  quantity: 1,
  priceOverride: null,
  discount: null,
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('checkout request schemas', () => {
  it('accepts a sale with an override, discounts and tips', () => {
    const parsed = saleInputSchema.parse({
      appointmentIds: [APPOINTMENT.toUpperCase()],
      lines: [
        {
          ...treatmentLine,
          priceOverride: { unitPrice: 50_000, reason: '  Shorter   treatment ' },
          discount: { kind: 'amount', amount: 1_000 },
        },
        { ...treatmentLine, kind: 'product', appointmentServiceId: null, technicianId: null, quantity: 2 },
      ],
      saleDiscount: { kind: 'percentage', basisPoints: 1_000 },
      tips: [{ technicianId: PLOY, amount: 10_000 }],
    });
    expect(parsed.lines[0]!.priceOverride?.reason).toBe('Shorter treatment');
    expect(parsed.appointmentIds).toEqual([APPOINTMENT]);
  });

  it('bounds every amount, count and text', () => {
    const sale = { appointmentIds: [], lines: [treatmentLine], saleDiscount: null, tips: [] };
    expect(saleInputSchema.safeParse(sale).success).toBe(true);
    expect(messages(saleInputSchema.safeParse({ ...sale, lines: [] }))).toEqual([checkoutMessages.lines]);
    expect(
      saleInputSchema.safeParse({
        ...sale,
        lines: Array.from({ length: CHECKOUT_LIMITS.linesMax + 1 }, () => treatmentLine),
      }).success,
    ).toBe(false);
    expect(
      saleInputSchema.safeParse({ ...sale, lines: [{ ...treatmentLine, quantity: MONEY_LIMITS.quantityMax + 1 }] })
        .success,
    ).toBe(false);
    expect(saleInputSchema.safeParse({ ...sale, lines: [{ ...treatmentLine, quantity: 1.5 }] }).success).toBe(false);
    expect(
      saleInputSchema.safeParse({ ...sale, saleDiscount: { kind: 'percentage', basisPoints: 10_001 } }).success,
    ).toBe(false);
    expect(saleInputSchema.safeParse({ ...sale, saleDiscount: { kind: 'amount', amount: -1 } }).success).toBe(false);
    expect(
      saleInputSchema.safeParse({
        ...sale,
        lines: [{ ...treatmentLine, priceOverride: { unitPrice: MONEY_LIMITS.unitPriceMax + 1, reason: 'Too dear' } }],
      }).success,
    ).toBe(false);
    expect(
      saleInputSchema.safeParse({
        ...sale,
        lines: [{ ...treatmentLine, priceOverride: { unitPrice: 100, reason: 'ok' } }],
      }).success,
    ).toBe(false);
    expect(saleInputSchema.safeParse({ ...sale, tips: [{ technicianId: PLOY, amount: 0 }] }).success).toBe(false);
    expect(saleInputSchema.safeParse({ ...sale, price: 1 }).success).toBe(false);
    expect(saleInputSchema.safeParse({ ...sale, appointmentIds: ['7'] }).success).toBe(false);
    expect(
      saleInputSchema.safeParse({ ...sale, appointmentIds: [APPOINTMENT, APPOINTMENT.toUpperCase()] }).success,
    ).toBe(false);
    expect(saleInputSchema.safeParse({ ...sale, lines: [{ ...treatmentLine, technicianId: 2 }] }).success).toBe(false);
    expect(voidInputSchema.safeParse({ reason: 'Wrong\u0000customer' }).success).toBe(false);
    expect(voidInputSchema.safeParse({ reason: 'x'.repeat(CHECKOUT_LIMITS.reasonMax + 1) }).success).toBe(false);
  });

  it('never accepts an amount the arithmetic cannot hold', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer({ min: -(2 ** 40), max: 2 ** 40 })), (amount) => {
        const result = paymentInputSchema.safeParse({ method: 'card', otherName: null, amount, tendered: null });
        expect(result.success).toBe(Number.isInteger(amount) && amount >= 1 && amount <= MONEY_LIMITS.amountMax);
      }),
    );
  });

  it('asks cash for what was tendered, and other methods for their name', () => {
    expect(
      paymentInputSchema.safeParse({ method: 'cash', otherName: null, amount: 500, tendered: 1_000 }).success,
    ).toBe(true);
    expect(
      messages(paymentInputSchema.safeParse({ method: 'cash', otherName: null, amount: 500, tendered: 400 })),
    ).toEqual([checkoutMessages.tendered]);
    expect(
      messages(paymentInputSchema.safeParse({ method: 'cash', otherName: null, amount: 500, tendered: null })),
    ).toEqual([checkoutMessages.tendered]);
    expect(
      messages(paymentInputSchema.safeParse({ method: 'card', otherName: null, amount: 500, tendered: 500 })),
    ).toEqual([checkoutMessages.tendered]);
    expect(
      messages(paymentInputSchema.safeParse({ method: 'other', otherName: null, amount: 500, tendered: null })),
    ).toEqual([checkoutMessages.methodName]);
    expect(
      paymentInputSchema.safeParse({ method: 'other', otherName: 'Gift voucher', amount: 500, tendered: null }).success,
    ).toBe(true);
    expect(
      paymentInputSchema.safeParse({ method: 'bitcoin', otherName: null, amount: 500, tendered: null }).success,
    ).toBe(false);
  });

  it('needs a reason and a target for a refund', () => {
    const refund = {
      method: 'promptpay',
      otherName: null,
      amount: 500,
      target: { kind: 'line', lineIndex: 0 },
      reason: 'Chipped nail',
    };
    expect(refundInputSchema.safeParse(refund).success).toBe(true);
    expect(refundInputSchema.safeParse({ ...refund, reason: '  ' }).success).toBe(false);
    expect(
      refundInputSchema.safeParse({ ...refund, target: { kind: 'line', lineIndex: CHECKOUT_LIMITS.linesMax } }).success,
    ).toBe(false);
    expect(refundInputSchema.safeParse({ ...refund, target: { kind: 'tip', technicianId: PLOY } }).success).toBe(true);
  });

  it('reads drawer events, the payroll period and the owner’s methods', () => {
    expect(drawerEventInputSchema.parse({ kind: 'open', float: 200_000 })).toEqual({ kind: 'open', float: 200_000 });
    expect(drawerEventInputSchema.safeParse({ kind: 'paid-out', amount: 500 }).success).toBe(false);
    expect(drawerEventInputSchema.safeParse({ kind: 'sale', amount: 500 }).success).toBe(false);
    expect(payrollQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
    expect(payrollQuerySchema.safeParse({ from: '2026-11-01', to: '2026-12-02' }).success).toBe(false);
    expect(payrollQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-01' }).success).toBe(false);
    expect(otherMethodsSchema.safeParse(['Gift voucher', 'Alipay']).success).toBe(true);
    expect(otherMethodsSchema.safeParse(['Alipay', 'alipay']).success).toBe(false);
  });
});
