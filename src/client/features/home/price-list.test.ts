import { describe, expect, it } from 'vitest';
import { livePriceList, priceListFavourites } from './price-list.ts';

const menu = [
  {
    services: [
      { key: 'manicure-french-nails', priceThb: 650 },
      { key: 'hollywood-waxing', priceThb: 1300 },
      { key: 'foot-scrub-spa', priceThb: 450 },
      { key: 'hand-scrub-spa', priceThb: 420 },
      { key: null, priceThb: 10 },
    ],
  },
];

describe('the home page price list', () => {
  it('shows the live price of each favourite, the lowest when it stands for several services', () => {
    expect(livePriceList(priceListFavourites, menu)).toEqual([
      { key: 'manicure', priceThb: 650 },
      { key: 'hollywood', priceThb: 1300 },
      { key: 'spa', priceThb: 420 },
    ]);
  });

  it('leaves out a favourite whose services are all gone, and uses the spec prices with no menu', () => {
    expect(livePriceList(priceListFavourites, [{ services: [] }])).toEqual([]);
    expect(livePriceList(priceListFavourites, undefined).map((entry) => entry.priceThb)).toEqual([
      590, 1300, 400, 1000,
    ]);
  });
});
