import { describe, expect, it } from 'vitest';
import {
  commissionSettingsInputSchema,
  lastMonthPeriod,
  parsePercentage,
  payrollQuerySchema,
  percentageText,
  thisMonthPeriod,
} from './payroll.ts';

describe('the payroll periods', () => {
  it('offers this month and last month in salon dates, across a year end', () => {
    expect(thisMonthPeriod('2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(lastMonthPeriod('2026-11-23')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastMonthPeriod('2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(thisMonthPeriod('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('accepts a month and refuses a reversed or longer span', () => {
    expect(payrollQuerySchema.safeParse({ from: '2026-10-01', to: '2026-10-31' }).success).toBe(true);
    expect(payrollQuerySchema.safeParse({ from: '2026-10-31', to: '2026-10-01' }).success).toBe(false);
    expect(payrollQuerySchema.safeParse({ from: '2026-10-01', to: '2026-11-01' }).success).toBe(false);
  });
});

describe('percentages as the owner types them', () => {
  it('reads at most two decimals between 0 and 100 as basis points', () => {
    expect(parsePercentage('12')).toBe(1200);
    expect(parsePercentage('12.5')).toBe(1250);
    expect(parsePercentage(' 7.25 % ')).toBe(725);
    expect(parsePercentage('100')).toBe(10_000);
    expect(parsePercentage('0')).toBe(0);
    for (const text of ['100.01', '-1', '1.234', '', 'ten', '1e2', '12,5'])
      expect(parsePercentage(text), text).toBeNull();
  });

  it('writes basis points back without trailing zeros', () => {
    expect(percentageText(1250)).toBe('12.5');
    expect(percentageText(725)).toBe('7.25');
    expect(percentageText(4000)).toBe('40');
    expect(percentageText(5)).toBe('0.05');
  });
});

describe('the commission rates request', () => {
  const technicianId = '6f1c1a52-0c0e-4b7a-9f8e-2f1e3d4c5b6a';
  const valid = {
    version: 3,
    defaultRate: { kind: 'percentage', basisPoints: 1000 },
    technicianRates: [{ technicianId: technicianId.toUpperCase(), rate: { kind: 'fixed', amount: 5000 } }],
    overrides: [{ treatmentId: 4, technicianId: null, rate: { kind: 'percentage', basisPoints: 2500 } }],
  };

  it('accepts a page of rates and lower-cases technician ids', () => {
    const parsed = commissionSettingsInputSchema.parse(valid);
    expect(parsed.technicianRates[0]?.technicianId).toBe(technicianId);
  });

  it('refuses a rate past the money bounds, a technician twice and the same override twice', () => {
    const refused = (change: Record<string, unknown>) =>
      commissionSettingsInputSchema.safeParse({ ...valid, ...change }).success;
    expect(refused({ defaultRate: { kind: 'percentage', basisPoints: 10_001 } })).toBe(false);
    expect(refused({ defaultRate: { kind: 'fixed', amount: 100_000_001 } })).toBe(false);
    expect(refused({ technicianRates: [valid.technicianRates[0], valid.technicianRates[0]] })).toBe(false);
    expect(refused({ overrides: [valid.overrides[0], valid.overrides[0]] })).toBe(false);
    expect(refused({ extra: true })).toBe(false);
  });
});
