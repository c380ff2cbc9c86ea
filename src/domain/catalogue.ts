/** Facts derived from the menu, shared by the home page tiles and the booking page. */
import type { PricedService } from './pricing.ts';

export interface CategorySummary {
  /** Cheapest service of the category ("from 400฿"). */
  readonly fromPriceThb: number;
  /** Shortest service of the category ("30 min+"). */
  readonly minDurationMinutes: number;
}

export function summariseCategory(services: readonly PricedService[]): CategorySummary | null {
  if (services.length === 0) return null;
  return {
    fromPriceThb: Math.min(...services.map((s) => s.priceThb)),
    minDurationMinutes: Math.min(...services.map((s) => s.durationMinutes)),
  };
}
