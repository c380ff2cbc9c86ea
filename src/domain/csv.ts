/**
 * A small CSV writer (RFC 4180) for the admin's exports (decision 162):
 * UTF-8 with a byte-order mark so spreadsheet programs read Thai and Cyrillic
 * names, CRLF line ends, and cells quoted only when they must be.
 *
 * Formula injection: a spreadsheet runs a cell that starts with `=`, `+`, `-`
 * or `@` (and some read a leading tab or carriage return the same way) as a
 * formula, so a customer named `=HYPERLINK(...)` could act on the owner's
 * computer. Such text cells get a leading apostrophe (OWASP's advice). Numbers
 * are written as numbers and never prefixed: the exports' numbers are ours,
 * not typed by customers.
 */

/** Written once at the start of a file. */
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text a spreadsheet shows as text, never runs: `'=1+1` for `=1+1`. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: null and undefined are empty; text is neutralised, then quoted when it holds `"`, `,`, CR or LF. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`A CSV number must be finite, got ${value}`);
    return String(value);
  }
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its line end. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + CSV_LINE_END;
}

/** A whole small document (tests, short lists); the exports stream rows instead. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + rows.map(csvRow).join('');
}
