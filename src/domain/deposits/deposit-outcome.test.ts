import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_STATES,
  depositAfterBookingEnds,
  depositAfterBookingRestored,
  type DepositState,
} from './deposit-rules.ts';

const HOUR = 3_600_000;
const start = new Date('2026-12-01T05:00:00Z');
const received = { state: 'received' as const, refundCutoffHours: 24, counted: false };

describe('a deposit when its booking ends', () => {
  it('is due back when cancelled at the cut-off or earlier, and kept a second later', () => {
    const atCutoff = new Date(start.getTime() - 24 * HOUR);
    expect(depositAfterBookingEnds(received, start, { kind: 'cancelled', at: atCutoff })).toBe('refund_due');
    expect(
      depositAfterBookingEnds(received, start, { kind: 'cancelled', at: new Date(atCutoff.getTime() + 1000) }),
    ).toBe('kept');
  });

  it('is kept on a no-show, whenever it is marked', () => {
    expect(
      depositAfterBookingEnds(received, start, { kind: 'no_show', at: new Date(start.getTime() - 48 * HOUR) }),
    ).toBe('kept');
  });

  it('changes only money that arrived and was not counted into a sale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<DepositState>(...DEPOSIT_STATES),
        fc.boolean(),
        fc.integer({ min: 0, max: 336 }),
        fc.integer({ min: -400, max: 400 }),
        fc.constantFrom<'cancelled' | 'no_show'>('cancelled', 'no_show'),
        (state, counted, cutoff, hoursAhead, kind) => {
          const at = new Date(start.getTime() - hoursAhead * HOUR);
          const after = depositAfterBookingEnds({ state, refundCutoffHours: cutoff, counted }, start, { kind, at });
          if (state !== 'received' || counted) return after === state;
          if (kind === 'no_show') return after === 'kept';
          return after === (hoursAhead >= cutoff ? 'refund_due' : 'kept');
        },
      ),
    );
  });

  it('is the booking’s again when the booking is restored, unless the refund was paid', () => {
    expect(depositAfterBookingRestored('refund_due')).toBe('received');
    expect(depositAfterBookingRestored('kept')).toBe('received');
    expect(depositAfterBookingRestored('refunded')).toBe('refunded');
    expect(depositAfterBookingRestored('awaited')).toBe('awaited');
  });
});
