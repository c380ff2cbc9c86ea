import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultRefund,
  mostRefundable,
  refundMethods,
  refundSubject,
  refundTargets,
  type CorrectionSource,
} from './correction-choices.ts';

const source = (balance: Partial<CorrectionSource['balance']> = {}): CorrectionSource => ({
  lines: [
    { name: 'Classic Manicure', technicianName: 'Ploy' },
    { name: 'Gel Polish', technicianName: null },
  ],
  tips: [{ technicianId: 't-ploy', technicianName: 'Ploy' }],
  balance: {
    methods: [
      { method: 'card', otherName: null, held: 30_000 },
      { method: 'cash', otherName: null, held: 20_000 },
    ],
    refundableLines: [40_000, 0],
    refundableTips: [{ technicianId: 't-ploy', amount: 10_000 }],
    ...balance,
  },
});

describe('refund choices', () => {
  it('offers the lines and tips that can still give something back, with how much', () => {
    expect(refundTargets(source())).toEqual([
      {
        key: 'line:0',
        target: { kind: 'line', lineIndex: 0 },
        name: 'Classic Manicure',
        technicianName: 'Ploy',
        refundable: 40_000,
      },
      {
        key: 'tip:t-ploy',
        target: { kind: 'tip', technicianId: 't-ploy' },
        name: 'Ploy',
        technicianName: 'Ploy',
        refundable: 10_000,
      },
    ]);
  });

  it('offers only methods that still hold money, in the order paid', () => {
    const methods = refundMethods(
      source({
        methods: [
          { method: 'promptpay', otherName: null, held: 0 },
          { method: 'other', otherName: 'Voucher', held: 5_000 },
          { method: 'cash', otherName: null, held: 100 },
        ],
      }),
    );
    expect(methods.map((entry) => [entry.key, entry.held])).toEqual([
      ['other:Voucher', 5_000],
      ['cash:', 100],
    ]);
  });

  it('defaults to the first target and method, and the most both allow', () => {
    const view = source();
    expect(defaultRefund(refundTargets(view), refundMethods(view))).toEqual({
      targetKey: 'line:0',
      methodKey: 'card:',
      amount: 30_000,
    });
  });

  it('has no default when nothing is left to give back', () => {
    const view = source({ refundableLines: [0, 0], refundableTips: [{ technicianId: 't-ploy', amount: 0 }] });
    expect(defaultRefund(refundTargets(view), refundMethods(view))).toBeNull();
    const emptied = source({ methods: [{ method: 'cash', otherName: null, held: 0 }] });
    expect(defaultRefund(refundTargets(emptied), refundMethods(emptied))).toBeNull();
  });

  it('never offers more than the target or the method allows', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.nat(1_000_000_000), (refundable, held) => {
        const most = mostRefundable(
          { key: 'line:0', target: { kind: 'line', lineIndex: 0 }, name: '', technicianName: null, refundable },
          { key: 'cash:', method: 'cash', otherName: null, held },
        );
        expect(most).toBeLessThanOrEqual(refundable);
        expect(most).toBeLessThanOrEqual(held);
        expect(most === refundable || most === held).toBe(true);
      }),
    );
  });

  it('names what a recorded refund was for', () => {
    const view = source();
    expect(refundSubject(view, { refundLine: 1, refundTipTechnicianId: null })).toEqual({
      kind: 'line',
      name: 'Gel Polish',
    });
    expect(refundSubject(view, { refundLine: null, refundTipTechnicianId: 't-ploy' })).toEqual({
      kind: 'tip',
      name: 'Ploy',
    });
  });
});
