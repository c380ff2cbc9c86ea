/** Totals of a set of services, and the price after a discount: sum × (1 − percentage/100). */
import type { DiscountPercentage } from './salon-rules.ts';

export interface PricedService {
  readonly priceThb: number;
  readonly durationMinutes: number;
}

export interface ServiceTotals {
  readonly totalPriceThb: number;
  readonly totalDurationMinutes: number;
}

export function serviceTotals(services: readonly PricedService[]): ServiceTotals {
  return services.reduce<ServiceTotals>(
    (totals, service) => ({
      totalPriceThb: totals.totalPriceThb + service.priceThb,
      totalDurationMinutes: totals.totalDurationMinutes + service.durationMinutes,
    }),
    { totalPriceThb: 0, totalDurationMinutes: 0 },
  );
}

/**
 * Sum of prices × (1 − percentage / 100), rounded to the whole baht (the
 * salon's till has no satang; half a baht rounds up).
 */
export function priceAfterDiscount(totalPriceThb: number, discountPercentage: DiscountPercentage | number): number {
  return Math.round((totalPriceThb * (100 - discountPercentage)) / 100);
}
