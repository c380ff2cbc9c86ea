/**
 * Money in the checkout: whole satang (1 baht = 100 satang) as JavaScript integers.
 *
 * Every amount the checkout stores or computes is an integer number of satang, never a
 * fraction of a baht in floating point: 0.1 + 0.2 is not 0.3, and a receipt that is off
 * by one satang is wrong. Amounts are plain numbers (`Satang` is an alias that says
 * the unit), so rows read from the database need no casts; the bounds below are the
 * one place that says how large an amount may be, and every schema builds on them.
 *
 * With these bounds every product the checkout computes (a price × a quantity × a
 * percentage in basis points) stays below 2^53, so integer arithmetic on numbers is exact.
 */
import type { Language } from '../language.ts';

/** An amount of money in whole satang (฿1 = 100 satang). */
export type Satang = number;

export const SATANG_PER_BAHT = 100;

export const MONEY_LIMITS = {
  /** The dearest single item: ฿1,000,000. */
  unitPriceMax: 100_000_000,
  /** Pieces of one item on one line. */
  quantityMax: 100,
  /** Any one amount typed by staff or computed for one sale: ฿10,000,000, inside a PostgreSQL `integer`. */
  amountMax: 1_000_000_000,
  /** Percentages are written in basis points: 10000 = 100 %. */
  basisPointsMax: 10_000,
} as const;

/** True for an integer amount of satang between 0 and the largest amount one sale may hold. */
export function isBoundedSatang(value: number): value is Satang {
  return Number.isSafeInteger(value) && value >= 0 && value <= MONEY_LIMITS.amountMax;
}

/**
 * Adds amounts of satang. Throws when an addend is not an integer or the sum leaves the
 * safe-integer range: that is a programming fault (inputs are bounded at the edge), and a
 * thrown error is better than a receipt with a rounded total.
 */
export function sumSatang(amounts: Iterable<Satang>): Satang {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of satang: ${amount}`);
    total += amount;
    if (!Number.isSafeInteger(total)) throw new RangeError('A sum of satang left the safe-integer range');
  }
  return total;
}

/**
 * `numerator / denominator` rounded to the nearest integer, halves away from zero, in
 * integers only (both operands integers, the denominator positive). This is the rounding
 * of every percentage in the checkout: a discount of 10 % on ฿5.55 is 55.5 satang → 56.
 */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divideRoundingHalfUp takes integers and a positive denominator');
  }
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded : rounded;
}

/** `amount × basisPoints / 10000`, rounded half up: a percentage of an amount. */
export function percentageOf(amount: Satang, basisPoints: number): Satang {
  return divideRoundingHalfUp(amount * basisPoints, MONEY_LIMITS.basisPointsMax);
}

/** Whole baht (the menu's prices) as satang. */
export function bahtToSatang(baht: number): Satang {
  if (!Number.isSafeInteger(baht)) throw new RangeError(`Not a whole number of baht: ${baht}`);
  return baht * SATANG_PER_BAHT;
}

/**
 * An amount typed by staff, in baht, to satang: `150`, `150.5`, `150.50`, `1,500.25`,
 * `฿1,500`. Thousands separators must be commas in groups of three; at most two decimals;
 * no sign, no exponent. Answers null for anything else or an amount past the limit.
 */
export function parseBaht(text: string): Satang | null {
  const cleaned = text.trim().replace(/^฿\s*/, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const wholeText = match[1]!.replaceAll(',', '');
  if (wholeText.length > 12) return null;
  const whole = Number(wholeText);
  const fraction = match[2] === undefined ? 0 : Number(match[2].padEnd(2, '0'));
  const satang = whole * SATANG_PER_BAHT + fraction;
  return isBoundedSatang(satang) ? satang : null;
}

/** How a baht amount is written: receipts always show satang, screens only when there are some. */
export type BahtStyle = 'receipt' | 'screen';

/**
 * Locales for numbers. Thai is written with Western digits, as Thai receipts and banking apps
 * do (`th-TH` with the `latn` numbering system); Russian groups thousands with a narrow space.
 */
const NUMBER_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-US',
  th: 'th-TH-u-nu-latn',
  ru: 'ru-RU',
  zh: 'zh-CN',
};

const formatters = new Map<string, Intl.NumberFormat>();

function bahtFormatter(language: Language, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${language}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    // Building a formatter resolves locale data (tens of microseconds); there are at most eight.
    formatter = new Intl.NumberFormat(NUMBER_LOCALES[language], {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount for display, with the baht sign in front in every language (the salon's
 * customers know ฿): `฿1,500`, `฿1,500.50`; receipts always show two decimals
 * (`฿1,500.00`). A negative amount (a refund in a report) is written `−฿1,500`.
 * Formatting only: the digits come from integer satang, never from a float sum.
 */
export function formatBaht(amount: Satang, language: Language, style: BahtStyle = 'screen'): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of satang: ${amount}`);
  const magnitude = Math.abs(amount);
  const whole = Math.floor(magnitude / SATANG_PER_BAHT);
  const fraction = magnitude % SATANG_PER_BAHT;
  const showFraction = style === 'receipt' || fraction !== 0;
  // Format the whole baht as an integer, then append the satang ourselves: exact for any amount.
  const wholeText = bahtFormatter(language, 0).format(whole);
  const decimalSeparator = decimalSeparatorOf(language);
  const text = showFraction ? `${wholeText}${decimalSeparator}${String(fraction).padStart(2, '0')}` : wholeText;
  return `${amount < 0 ? '−' : ''}฿${text}`;
}

const decimalSeparators = new Map<Language, string>();

function decimalSeparatorOf(language: Language): string {
  let separator = decimalSeparators.get(language);
  if (separator === undefined) {
    separator =
      bahtFormatter(language, 2)
        .formatToParts(1.5)
        .find((part) => part.type === 'decimal')?.value ?? '.';
    decimalSeparators.set(language, separator);
  }
  return separator;
}

/** The amount as the EMVCo QR and bank files write it: `1500.00`, no grouping, dot decimal. */
export function satangToDecimalText(amount: Satang): string {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`Not a whole, non-negative satang amount: ${amount}`);
  return `${Math.floor(amount / SATANG_PER_BAHT)}.${String(amount % SATANG_PER_BAHT).padStart(2, '0')}`;
}
