/** When the home page's discount popup shows: a second after load, once per browser session. */

export const DISCOUNT_POPUP_DELAY_MS = 1000;
export const DISCOUNT_POPUP_FLAG = 'discountPopupShown';

/** Storage the popup needs: sessionStorage in the browser, a fake in tests. */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Claims the popup for this browser session: true (and the flag is set) the
 * first time, false afterwards. Storage that refuses access (private modes,
 * blocked cookies) means no popup rather than a popup on every visit.
 */
export function claimDiscountPopup(storage: FlagStorage | null): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(DISCOUNT_POPUP_FLAG) !== null) return false;
    storage.setItem(DISCOUNT_POPUP_FLAG, 'true');
    return true;
  } catch {
    return false;
  }
}
