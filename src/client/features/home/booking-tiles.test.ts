import { describe, expect, it } from 'vitest';
import { bookingTiles } from './booking-tiles.ts';

describe('bookingTiles', () => {
  it('derives name, cheapest price, shortest duration and link from each category', () => {
    const tiles = bookingTiles([
      {
        name: 'Nails',
        slug: 'nails',
        services: [
          { priceThb: 590, durationMinutes: 45 },
          { priceThb: 400, durationMinutes: 30 },
        ],
      },
      { name: 'Spa', slug: 'spa', services: [{ priceThb: 400, durationMinutes: 45 }] },
    ]);
    expect(tiles).toEqual([
      { name: 'Nails', slug: 'nails', fromPriceThb: 400, minDurationMinutes: 30, href: '/booking?category=nails' },
      { name: 'Spa', slug: 'spa', fromPriceThb: 400, minDurationMinutes: 45, href: '/booking?category=spa' },
    ]);
  });
  it('leaves out a category without bookable services', () => {
    expect(bookingTiles([{ name: 'Empty', slug: 'empty', services: [] }])).toEqual([]);
  });
});
