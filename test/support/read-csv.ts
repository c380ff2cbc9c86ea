/**
 * Reads a CSV document back (RFC 4180: quoted fields with doubled quotes, CRLF
 * or LF; a leading byte-order mark is dropped). Tests use it to check what the
 * exports wrote; the product never reads CSV.
 */
import { CSV_BOM } from '../../src/domain/csv.ts';

export function parseCsv(text: string): string[][] {
  const input = text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  while (index < input.length) {
    const character = input[index]!;
    if (quoted) {
      if (character === '"' && input[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (character === '"') quoted = false;
      else cell += character;
      index += 1;
      continue;
    }
    if (character === '"' && cell === '') {
      quoted = true;
    } else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && input[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else if (character === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += character;
    }
    index += 1;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
