/**
 * The home page's four favourites (the salon's best-known treatments) with their
 * prices read from the live menu, so a price the owner changes shows here
 * too. Each favourite stands for named services of the menu and shows
 * the lowest live price among them ("SPA: hand or foot scrub" is either
 * scrub). A favourite none of whose services is on the menu any more (hidden
 * or deleted) is left out rather than shown with a stale price
 * (docs/decisions/112). Before any menu is known (a page the server did not
 * render) the spec's prices stand in.
 *
 * Services are found by their catalogue key, never by name: the menu comes in
 * the page's language, so an English name finds nothing in /ru, and
 * the owner may rename a treatment (decision 180).
 */
export interface PriceListFavourite {
  readonly key: 'manicure' | 'hollywood' | 'spa' | 'eyelashes';
  /** The spec's price, shown only while no menu is known. */
  readonly priceThb: number;
  /** Catalogue keys (services.catalogue_key) of the menu services this favourite stands for. */
  readonly serviceKeys: readonly string[];
}

export const priceListFavourites: readonly PriceListFavourite[] = [
  { key: 'manicure', priceThb: 590, serviceKeys: ['manicure-french-nails'] },
  { key: 'hollywood', priceThb: 1300, serviceKeys: ['hollywood-waxing'] },
  { key: 'spa', priceThb: 400, serviceKeys: ['hand-scrub-spa', 'foot-scrub-spa'] },
  { key: 'eyelashes', priceThb: 1000, serviceKeys: ['classic-lashes', 'natural-volume-lashes-3d'] },
];

interface MenuCategory {
  readonly services: readonly { readonly key: string | null; readonly priceThb: number }[];
}

export function livePriceList(
  favourites: readonly PriceListFavourite[],
  menu: readonly MenuCategory[] | undefined,
): { readonly key: PriceListFavourite['key']; readonly priceThb: number }[] {
  if (!menu) return favourites.map(({ key, priceThb }) => ({ key, priceThb }));
  const prices = new Map<string, number>();
  for (const category of menu) {
    for (const service of category.services) if (service.key !== null) prices.set(service.key, service.priceThb);
  }
  return favourites.flatMap(({ key, serviceKeys }) => {
    const live = serviceKeys.flatMap((serviceKey) => {
      const price = prices.get(serviceKey);
      return price === undefined ? [] : [price];
    });
    return live.length === 0 ? [] : [{ key, priceThb: Math.min(...live) }];
  });
}
