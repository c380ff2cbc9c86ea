import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/support/read-csv.ts';
import { CSV_BOM, csvCell, csvDocument, csvRow, neutraliseFormula } from './csv.ts';

describe('csvCell', () => {
  it('writes plain text and numbers as they are, and nothing for null', () => {
    expect(csvCell('Anna Smith')).toBe('Anna Smith');
    expect(csvCell(1152)).toBe('1152');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes cells holding a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('Smith, Anna')).toBe('"Smith, Anna"');
    expect(csvCell('The "best" nails')).toBe('"The ""best"" nails"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('"')).toBe('""""');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+66 81 234 5678', '-2', '@SUM(A1)', '\tTab', '\rCR', '=HYPERLINK("http://x","y")']) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    // Only the first character matters; numbers we write are never prefixed.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('1-2')).toBe('1-2');
    expect(csvCell(-5)).toBe('-5');
  });

  it('refuses numbers no spreadsheet can read back', () => {
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
    expect(() => csvCell(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('csvRow and csvDocument', () => {
  it('ends every record with CRLF and starts the document with a byte-order mark', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
    const document = csvDocument([
      ['Name', 'Notes'],
      ['ณัฐพล ใจดี', 'Allergic, "acetone"\nSecond line'],
      ['Борис', '=cmd'],
    ]);
    expect(document.startsWith(CSV_BOM)).toBe(true);
    expect(document.endsWith('\r\n')).toBe(true);
    expect(parseCsv(document)).toEqual([
      ['Name', 'Notes'],
      ['ณัฐพล ใจดี', 'Allergic, "acetone"\nSecond line'],
      ['Борис', "'=cmd"],
    ]);
    // The mark is three bytes of UTF-8 at the very start.
    expect([...Buffer.from(document, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('round-trips awkward cells through a reader', () => {
    const cells = ['', ' ', ',', '""', 'x\r\n', 'a\r\nb', '🙂', "'quoted'"];
    expect(parseCsv(csvDocument([cells]))).toEqual([cells]);
  });
});
