/**
 * The home page's four favourites (spec section 3's price list) with their
 * prices read from the live menu, so a price the owner changes shows here too
 * (issue 13). Each favourite stands for named services of the menu and shows
 * the lowest live price among them ("SPA: hand or foot scrub" is either
 * scrub). A favourite none of whose services is on the menu any more (hidden,
 * deleted or renamed) is left out rather than shown with a stale price
 * (docs/decisions/112). Before any menu is known (a page the server did not
 * render) the spec's prices stand in.
 */
export interface PriceListFavourite {
  readonly key: 'manicure' | 'hollywood' | 'spa' | 'eyelashes';
  /** The spec's price, shown only while no menu is known. */
  readonly priceThb: number;
  /** Names of the menu services this favourite stands for. */
  readonly serviceNames: readonly string[];
}

export const priceListFavourites: readonly PriceListFavourite[] = [
  { key: 'manicure', priceThb: 590, serviceNames: ['Manicure (French Nails)'] },
  { key: 'hollywood', priceThb: 1300, serviceNames: ['Hollywood Waxing'] },
  { key: 'spa', priceThb: 400, serviceNames: ['Hand Scrub SPA', 'Foot Scrub SPA'] },
  {
    key: 'eyelashes',
    priceThb: 1000,
    serviceNames: ['Classic Lashes', 'Natural Volume Lashes (3D)'],
  },
];

interface MenuCategory {
  readonly services: readonly { readonly name: string; readonly priceThb: number }[];
}

export function livePriceList(
  favourites: readonly PriceListFavourite[],
  menu: readonly MenuCategory[] | undefined,
): { readonly key: PriceListFavourite['key']; readonly priceThb: number }[] {
  if (!menu) return favourites.map(({ key, priceThb }) => ({ key, priceThb }));
  const prices = new Map<string, number>();
  for (const category of menu) for (const service of category.services) prices.set(service.name, service.priceThb);
  return favourites.flatMap(({ key, serviceNames }) => {
    const live = serviceNames.flatMap((name) => {
      const price = prices.get(name);
      return price === undefined ? [] : [price];
    });
    return live.length === 0 ? [] : [{ key, priceThb: Math.min(...live) }];
  });
}
