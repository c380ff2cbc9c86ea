/**
 * Whole-baht amounts with grouping ("1,300"), as src/i18n/format.ts
 * `formatBaht` does. The public pages use this copy because importing
 * format.ts also loads its date helpers and date-fns (about 12 KB gzip) into
 * the home page's first download; keep the two in step.
 */
export function formatPrice(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
}
