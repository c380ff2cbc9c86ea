/**
 * The owner's commission rates and the payroll report's inputs (decision 255), shared by the server
 * and the payroll screens. The rate rules themselves live in checkout/commission.ts; this module only
 * bounds what the owner may send and names the periods the report offers. Messages are i18n keys
 * (payroll namespace, or the checkout namespace for the rate and period schemas reused from there).
 */
import { z } from 'zod';
import { addDays } from './calendar.ts';
import type { CalendarDate } from './calendar.ts';
import { commissionRateSchema } from './checkout/schemas.ts';
import { MONEY_LIMITS } from './checkout/money.ts';
import { isUuid, jsonInteger } from './input-bounds.ts';
import { periodRange } from './stats-period.ts';

export { payrollQuerySchema } from './checkout/schemas.ts';

export const PAYROLL_LIMITS = {
  /** One own rate per technician; no salon has more. */
  technicianRatesMax: 100,
  /** Treatments × (everyone + each technician) that a real menu needs, with room to spare. */
  overridesMax: 500,
} as const;

/** i18n keys (payroll namespace). */
export const payrollMessages = {
  version: 'payroll:errors.changed',
  technician: 'payroll:validation.technician',
  treatment: 'payroll:validation.treatment',
  duplicateTechnician: 'payroll:validation.duplicateTechnician',
  duplicateOverride: 'payroll:validation.duplicateOverride',
  tooMany: 'payroll:validation.tooMany',
} as const;

const technicianId = z
  .string({ error: payrollMessages.technician })
  .refine(isUuid, payrollMessages.technician)
  .transform((value) => value.toLowerCase());

export const technicianRateInputSchema = z.strictObject({
  technicianId,
  rate: commissionRateSchema,
});

export const treatmentOverrideInputSchema = z.strictObject({
  treatmentId: jsonInteger(payrollMessages.treatment, { min: 1 }),
  /** Null: the override holds for every technician. */
  technicianId: technicianId.nullable(),
  rate: commissionRateSchema,
});

/**
 * The whole Commission rates page, saved at once with the version the owner edited (the checkout
 * settings' version: the salon default lives on that row). A technician missing from
 * `technicianRates` earns the salon default.
 */
export const commissionSettingsInputSchema = z.strictObject({
  version: jsonInteger(payrollMessages.version, { min: 0, max: 1_000_000_000 }),
  defaultRate: commissionRateSchema,
  technicianRates: z
    .array(technicianRateInputSchema, { error: payrollMessages.tooMany })
    .max(PAYROLL_LIMITS.technicianRatesMax, payrollMessages.tooMany)
    .refine(
      (rates) => new Set(rates.map((rate) => rate.technicianId)).size === rates.length,
      payrollMessages.duplicateTechnician,
    ),
  overrides: z
    .array(treatmentOverrideInputSchema, { error: payrollMessages.tooMany })
    .max(PAYROLL_LIMITS.overridesMax, payrollMessages.tooMany)
    .refine(
      (overrides) =>
        new Set(overrides.map((override) => `${override.treatmentId}:${override.technicianId ?? '*'}`)).size ===
        overrides.length,
      payrollMessages.duplicateOverride,
    ),
});
export type CommissionSettingsInput = z.input<typeof commissionSettingsInputSchema>;

/**
 * A percentage as the owner types it (`12`, `12.5`, `12.50 %`) in basis points, or null: at most two
 * decimals, between 0 and 100.
 */
export function parsePercentage(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= MONEY_LIMITS.basisPointsMax ? basisPoints : null;
}

/** Basis points as the owner reads them: 1250 → `12.5`. */
export function percentageText(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = basisPoints % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

export interface PayrollPeriod {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

/** The calendar month holding `today` (a salon date), from its first to its last day. */
export function thisMonthPeriod(today: CalendarDate): PayrollPeriod {
  const { from, to } = periodRange('monthly', today);
  return { from, to };
}

/** The calendar month before the one holding `today`. */
export function lastMonthPeriod(today: CalendarDate): PayrollPeriod {
  return thisMonthPeriod(addDays(thisMonthPeriod(today).from, -1));
}
