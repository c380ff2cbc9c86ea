import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDrawerEvent, drawerReport, type DrawerEvent } from './drawer.ts';

const day: DrawerEvent[] = [
  { kind: 'open', float: 200_000 },
  { kind: 'sale', saleId: 's1', itemsTotal: 170_100, discounts: 18_900, tips: 10_000, vat: 11_128 },
  { kind: 'payment', saleId: 's1', method: 'cash', otherName: null, amount: 100_000 },
  { kind: 'payment', saleId: 's1', method: 'promptpay', otherName: null, amount: 80_100 },
  { kind: 'sale', saleId: 's2', itemsTotal: 59_000, discounts: 0, tips: 0, vat: 3_860 },
  { kind: 'payment', saleId: 's2', method: 'card', otherName: null, amount: 59_000 },
  { kind: 'paid-out', amount: 10_000, reason: 'Tip paid to Ploy' },
  { kind: 'paid-in', amount: 5_000, reason: 'Change from the bank' },
  { kind: 'refund', saleId: 's1', method: 'cash', otherName: null, amount: 20_000, correctsDay: null },
  { kind: 'void', saleId: 's0', correctsDay: '2026-11-26' },
  { kind: 'void-return', saleId: 's0', method: 'transfer', otherName: null, amount: 45_000, correctsDay: '2026-11-26' },
];

describe('cash drawer', () => {
  it('expects float + cash taken − cash given back + paid in − paid out (X report)', () => {
    const report = drawerReport(day);
    expect(report.state).toBe('open');
    expect(report.expectedCash).toBe(200_000 + 100_000 - 20_000 + 5_000 - 10_000);
    expect(report.methods.map(({ method, net }) => ({ method, net }))).toEqual([
      { method: 'cash', net: 80_000 },
      { method: 'promptpay', net: 80_100 },
      { method: 'card', net: 59_000 },
      { method: 'transfer', net: -45_000 },
    ]);
    expect(report).toMatchObject({
      sales: 2,
      itemsTotal: 229_100,
      discounts: 18_900,
      tips: 10_000,
      vat: 14_988,
      refunds: { count: 1, total: 20_000 },
      voids: { count: 1, returned: 45_000 },
      corrections: 1,
      counted: null,
      difference: null,
    });
  });

  it('closes with the counted amount and shows the difference (Z report)', () => {
    const report = drawerReport([...day, { kind: 'close', counted: 274_500 }]);
    expect(report).toMatchObject({ state: 'closed', expectedCash: 275_000, counted: 274_500, difference: -500 });
  });

  it('opens once, takes money only while open, and nothing after closing', () => {
    const payOut: DrawerEvent = { kind: 'paid-out', amount: 100, reason: 'Milk' };
    expect(checkDrawerEvent([], payOut)).toEqual({ ok: false, problem: 'drawer-not-open' });
    expect(checkDrawerEvent([], { kind: 'open', float: 0 })).toEqual({ ok: true });
    expect(checkDrawerEvent(day, { kind: 'open', float: 0 })).toEqual({ ok: false, problem: 'drawer-already-open' });
    expect(checkDrawerEvent(day, payOut)).toEqual({ ok: true });
    expect(checkDrawerEvent(day, { ...payOut, amount: 275_001 })).toEqual({ ok: false, problem: 'not-enough-cash' });
    expect(
      checkDrawerEvent(day, {
        kind: 'refund',
        saleId: 's1',
        method: 'cash',
        otherName: null,
        amount: 275_001,
        correctsDay: null,
      }),
    ).toEqual({ ok: false, problem: 'not-enough-cash' });
    const closed = [...day, { kind: 'close', counted: 275_000 } as const];
    expect(checkDrawerEvent(closed, payOut)).toEqual({ ok: false, problem: 'drawer-closed' });
    expect(checkDrawerEvent(closed, { kind: 'open', float: 0 })).toEqual({ ok: false, problem: 'drawer-closed' });
  });

  it('never lets the expected cash go below zero through checked events', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('paid-in' as const),
        amount: fc.integer({ min: 1, max: 50_000 }),
        reason: fc.constant('In'),
      }),
      fc.record({
        kind: fc.constant('paid-out' as const),
        amount: fc.integer({ min: 1, max: 50_000 }),
        reason: fc.constant('Out'),
      }),
      fc.record({
        kind: fc.constant('payment' as const),
        saleId: fc.constant('s1'),
        method: fc.constantFrom('cash' as const, 'card' as const),
        otherName: fc.constant(null),
        amount: fc.integer({ min: 1, max: 50_000 }),
      }),
      fc.record({
        kind: fc.constant('refund' as const),
        saleId: fc.constant('s1'),
        method: fc.constant('cash' as const),
        otherName: fc.constant(null),
        amount: fc.integer({ min: 1, max: 50_000 }),
        correctsDay: fc.constant(null),
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.array(step, { maxLength: 40 }), (float, steps) => {
        const events: DrawerEvent[] = [{ kind: 'open', float }];
        for (const event of steps) if (checkDrawerEvent(events, event).ok) events.push(event);
        const report = drawerReport(events);
        expect(report.expectedCash).toBeGreaterThanOrEqual(0);
        const counted = report.expectedCash;
        expect(drawerReport([...events, { kind: 'close', counted }]).difference).toBe(0);
      }),
    );
  });
});
