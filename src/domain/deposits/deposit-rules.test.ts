import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeDataObjects, decodePayload } from '../checkout/emv-tlv.ts';
import { MONEY_LIMITS } from '../checkout/money.ts';
import { bookingReference } from '../booking-reference.ts';
import { depositQrPayload } from './deposit-qr.ts';
import {
  DEFAULT_DEPOSIT_RULES,
  depositAmount,
  depositDueAt,
  depositOnCancel,
  depositQuote,
  depositReference,
  isDepositReference,
  depositReasons,
  depositRulesFrom,
  depositRulesSchema,
  holdReleased,
  paidThroughStripe,
  DEPOSIT_STATES,
  type DepositAmountRule,
  type DepositRules,
} from './deposit-rules.ts';

const on: DepositRules = { ...DEFAULT_DEPOSIT_RULES, enabled: true };
const amountRule: fc.Arbitrary<DepositAmountRule> = fc.oneof(
  fc.record({ kind: fc.constant('percentage' as const), basisPoints: fc.integer({ min: 100, max: 10_000 }) }),
  fc.record({ kind: fc.constant('fixed' as const), satang: fc.integer({ min: 100, max: MONEY_LIMITS.unitPriceMax }) }),
);
const total = fc.integer({ min: 1, max: MONEY_LIMITS.amountMax });

describe('deposit amount', () => {
  it('is whole satang, at least one baht (or the whole booking when it is less) and never more than the booking', () => {
    fc.assert(
      fc.property(amountRule, total, (rule, totalSatang) => {
        const amount = depositAmount(rule, totalSatang);
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(amount).toBeLessThanOrEqual(totalSatang);
        expect(amount).toBeGreaterThanOrEqual(Math.min(100, totalSatang));
      }),
    );
  });

  it('is the percentage rounded half up, or the fixed sum', () => {
    expect(depositAmount({ kind: 'percentage', basisPoints: 3_000 }, 159_000)).toBe(47_700);
    expect(depositAmount({ kind: 'percentage', basisPoints: 3_333 }, 100_050)).toBe(33_347);
    expect(depositAmount({ kind: 'fixed', satang: 50_000 }, 159_000)).toBe(50_000);
    expect(depositAmount({ kind: 'fixed', satang: 500_000 }, 159_000)).toBe(159_000);
    expect(depositAmount({ kind: 'percentage', basisPoints: 100 }, 5_000)).toBe(100);
  });

  it('grows with the booking for a percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000 }), total, total, (basisPoints, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const rule = { kind: 'percentage' as const, basisPoints };
        expect(depositAmount(rule, low)).toBeLessThanOrEqual(depositAmount(rule, high));
      }),
    );
  });
});

describe('when a booking needs a deposit', () => {
  const booking = { serviceIds: [4], categoryIds: [2], totalSatang: 100_000, recentNoShow: false };

  it('never while deposits are off, whatever the rules', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 10 }), (noShow, above) => {
        const rules = { ...DEFAULT_DEPOSIT_RULES, serviceIds: [4], aboveSatang: above, noShowMonths: 6 };
        expect(depositQuote(rules, { ...booking, recentNoShow: noShow })).toBeNull();
      }),
    );
  });

  it('for a chosen treatment or category, above a value, or after a recent no-show', () => {
    expect(depositReasons(on, booking)).toEqual([]);
    expect(depositReasons({ ...on, serviceIds: [4] }, booking)).toEqual(['treatment']);
    expect(depositReasons({ ...on, categoryIds: [2] }, booking)).toEqual(['treatment']);
    expect(depositReasons({ ...on, aboveSatang: 100_000 }, booking)).toEqual([]);
    expect(depositReasons({ ...on, aboveSatang: 99_999 }, booking)).toEqual(['value']);
    expect(depositReasons({ ...on, noShowMonths: 6 }, { ...booking, recentNoShow: true })).toEqual(['noShow']);
    expect(depositReasons({ ...on, noShowMonths: 6 }, { ...booking, recentNoShow: null })).toEqual([]);
    expect(
      depositQuote({ ...on, serviceIds: [4], aboveSatang: 0, amount: { kind: 'fixed', satang: 30_000 } }, booking),
    ).toEqual({ amountSatang: 30_000, reasons: ['treatment', 'value'] });
  });
});

describe('times', () => {
  it('the hold is due after the minutes to pay', () => {
    const now = new Date('2026-11-28T05:00:00Z');
    expect(depositDueAt({ payWithinMinutes: 30 }, now).toISOString()).toBe('2026-11-28T05:30:00.000Z');
  });

  it('refunds exactly up to the cut-off and keeps it after', () => {
    const start = new Date('2026-12-01T05:00:00Z');
    expect(depositOnCancel({ refundCutoffHours: 24 }, start, new Date('2026-11-30T05:00:00Z'))).toBe('refund');
    expect(depositOnCancel({ refundCutoffHours: 24 }, start, new Date('2026-11-30T05:00:01Z'))).toBe('keep');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 336 }), fc.integer({ min: -1e9, max: 1e9 }), (hours, offsetMs) => {
        const cancelledAt = new Date(start.getTime() - hours * 3_600_000 + offsetMs);
        expect(depositOnCancel({ refundCutoffHours: hours }, start, cancelledAt)).toBe(
          offsetMs <= 0 ? 'refund' : 'keep',
        );
      }),
    );
  });
});

describe('stored rules', () => {
  it('read back what was saved, and anything unreadable as off', () => {
    const saved = depositRulesSchema.parse({ ...on, serviceIds: [3, 1, 3], aboveSatang: 100_000 });
    expect(saved.serviceIds).toEqual([1, 3]);
    expect(depositRulesFrom(saved)).toEqual(saved);
    expect(depositRulesFrom({ enabled: true })).toEqual(DEFAULT_DEPOSIT_RULES);
    expect(depositRulesFrom(null).enabled).toBe(false);
  });

  it('refuse amounts outside their bounds', () => {
    expect(depositRulesSchema.safeParse({ ...on, amount: { kind: 'percentage', basisPoints: 10_001 } }).success).toBe(
      false,
    );
    expect(depositRulesSchema.safeParse({ ...on, amount: { kind: 'fixed', satang: 99 } }).success).toBe(false);
    expect(depositRulesSchema.safeParse({ ...on, payWithinMinutes: 4 }).success).toBe(false);
    expect(
      depositRulesSchema.safeParse({ ...on, serviceIds: Array.from({ length: 201 }, (_, i) => i + 1) }).success,
    ).toBe(false);
  });
});

describe('deposit QR', () => {
  it('pays exactly the deposit to the salon, names the booking and carries a valid CRC', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MONEY_LIMITS.amountMax }),
        fc.stringMatching(/^[A-Z0-9]{8}$/),
        (amount, ref) => {
          const payload = depositQrPayload({ kind: 'mobile', digits: '0812345678' }, amount, `DEP-${ref}`);
          const objects = decodePayload(payload);
          expect(objects).not.toBeNull();
          const byId = new Map(objects!.map((object) => [object.id, object.value]));
          expect(Number(byId.get('54'))).toBeCloseTo(amount / 100, 2);
          expect(byId.get('29')).toContain('0066812345678');
          expect(decodeDataObjects(byId.get('62')!)).toEqual([{ id: '05', value: `DEP-${ref}` }]);
        },
      ),
    );
  });
});

describe('deposit references', () => {
  it('recognises every reference the booking makes, and nothing else shaped otherwise', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(isDepositReference(depositReference(bookingReference(id)))).toBe(true);
      }),
    );
    for (const text of ['DEP-1234abcd', 'DEP-1234ABC', 'DEP-1234ABCDE', '1234ABCD', 'dep-1234ABCD', ' DEP-1234ABCD']) {
      expect(isDepositReference(text), text).toBe(false);
    }
  });
});

describe('a released hold', () => {
  it('is an expired deposit whose booking the release cancelled, and nothing else', () => {
    for (const state of DEPOSIT_STATES) {
      for (const status of ['pending', 'confirmed', 'completed', 'cancelled', 'no_show']) {
        for (const bookingEndedAs of [null, 'cancelled', 'no_show'] as const) {
          expect(holdReleased(status, { state, bookingEndedAs }), `${state} ${status} ${bookingEndedAs}`).toBe(
            state === 'expired' && status === 'cancelled' && bookingEndedAs === null,
          );
        }
      }
    }
  });
});

describe('paid through Stripe', () => {
  it('needs Stripe’s word that the intent succeeded, not only an intent', () => {
    const at = new Date('2026-11-23T03:10:00Z');
    expect(paidThroughStripe({ stripePaymentIntentId: 'pi_1', stripeEventAt: at })).toBe(true);
    expect(paidThroughStripe({ stripePaymentIntentId: 'pi_1', stripeEventAt: null })).toBe(false);
    expect(paidThroughStripe({ stripePaymentIntentId: null, stripeEventAt: null })).toBe(false);
    expect(paidThroughStripe({ stripePaymentIntentId: null, stripeEventAt: at })).toBe(false);
  });
});
