/** The four 'Book Your Appointment' tiles, derived from the live menu (never hard-coded). */
import { summariseCategory } from '../../../domain/catalogue.ts';

export interface TileCategory {
  readonly name: string;
  readonly slug: string;
  readonly services: readonly { readonly priceThb: number; readonly durationMinutes: number }[];
}

export interface BookingTile {
  readonly name: string;
  readonly slug: string;
  readonly fromPriceThb: number;
  readonly minDurationMinutes: number;
  /** Booking page with this category pre-selected. */
  readonly href: string;
}

/** One tile per category that has at least one bookable service, in menu order. */
export function bookingTiles(categories: readonly TileCategory[]): BookingTile[] {
  return categories.flatMap((category) => {
    const summary = summariseCategory(category.services);
    if (!summary) return [];
    return [
      {
        name: category.name,
        slug: category.slug,
        fromPriceThb: summary.fromPriceThb,
        minDurationMinutes: summary.minDurationMinutes,
        href: `/booking?category=${encodeURIComponent(category.slug)}`,
      },
    ];
  });
}
