/**
 * Whole-baht amounts with grouping ("1,300"), as src/i18n/format.ts
 * `formatBaht` does. The public pages use this copy because importing
 * format.ts also loads its date helpers and date-fns (about 12 KB gzip) into
 * the home page's first download; keep the two in step.
 *
 * English amounts are grouped here by hand, exactly as Intl groups them: the
 * first `Intl.NumberFormat` a page builds loads the browser's number data,
 * which took 30-100 ms of main-thread time in Chromium (more on a phone) in
 * the middle of hydrating the price list (docs/benchmarks.md).
 * Other locales, and amounts that are not whole, go through Intl.
 */
export function formatPrice(amount: number, locale: string): string {
  // English (en, en-GB, en-US) writes whole numbers as digits grouped by three with a comma.
  if (/^en(-GB|-US)?$/.test(locale) && Number.isSafeInteger(amount) && amount >= 0) {
    return String(amount).replace(/\B(?=(\d{3})+$)/g, ',');
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
}
