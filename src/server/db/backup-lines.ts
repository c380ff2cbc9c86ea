/**
 * The line level of a backup file (decision 215): bytes split into lines while every byte is hashed, the
 * grammar of the lines the format writes, and the parser of the INSERT statements formats 1–3 wrote.
 * Nothing here executes anything; backup-parser.ts decides which line may stand where.
 */
import { createHash, type Hash } from 'node:crypto';

/** No row of this product comes near it; a longer line is damage (and would cost memory). */
export const MAX_LINE = 64 << 20;

export type Row = (string | null)[];

/**
 * Splits bytes into lines and hashes every byte before the last line (where the
 * end marker stands). A line is handed on only once a byte after it has arrived.
 */
export class LineSplitter {
  private carry: Buffer = Buffer.alloc(0);
  private readonly hash: Hash = createHash('sha256');
  private sawContent = false;

  push(chunk: Uint8Array, out: string[]): void {
    const bytes = this.carry.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.carry, chunk]);
    if (!this.sawContent) this.sawContent = /\S/.test(bytes.toString('latin1'));
    let start = 0;
    for (;;) {
      const newline = bytes.indexOf(10, start);
      // The line ending at the very last byte may be the file's last line: keep it until more comes.
      if (newline === -1 || newline === bytes.length - 1) break;
      out.push(bytes.toString('utf8', start, newline));
      start = newline + 1;
    }
    this.hash.update(bytes.subarray(0, start));
    this.carry = bytes.subarray(start);
    if (this.carry.length > MAX_LINE) throw new LineTooLong();
  }

  /** At the end of the file: the lines still held but the last, and the last line. */
  end(out: string[]): { lastLine: string; endsWithNewline: boolean; checksum: string; sawContent: boolean } {
    const endsWithNewline = this.carry.length > 0 && this.carry[this.carry.length - 1] === 10;
    const rest = endsWithNewline ? this.carry.subarray(0, -1) : this.carry;
    const lastBreak = rest.lastIndexOf(10);
    if (lastBreak !== -1) {
      // Only possible without a final newline: complete lines, then a last line cut short.
      for (const line of rest.toString('utf8', 0, lastBreak).split('\n')) out.push(line);
      this.hash.update(rest.subarray(0, lastBreak + 1));
    }
    return {
      lastLine: rest.toString('utf8', lastBreak + 1),
      endsWithNewline,
      checksum: this.hash.digest('hex'),
      sawContent: this.sawContent,
    };
  }
}

export class LineTooLong extends Error {}

export const IDENTIFIER = '[a-z_][a-z0-9_]*';
export const TABLE_LINE = new RegExp(`^-- (${IDENTIFIER}): (\\d+) rows$`);
export const COPY_LINE = new RegExp(
  `^COPY "(${IDENTIFIER})" \\(("${IDENTIFIER}"(?:, "${IDENTIFIER}")*)\\) FROM stdin;$`,
);
export const INSERT_START = new RegExp(
  `^INSERT INTO "(${IDENTIFIER})" \\(("${IDENTIFIER}"(?:, "${IDENTIFIER}")*)\\) VALUES \\(`,
);
export const SEQUENCE_LINE = new RegExp(
  `^SELECT setval\\('(${IDENTIFIER}(?:\\.${IDENTIFIER})?)', coalesce\\(\\(SELECT max\\("(${IDENTIFIER})"\\) FROM "(${IDENTIFIER})"\\), 0\\) \\+ 1, false\\);$`,
);
export const JOURNAL_LINE =
  /^INSERT INTO drizzle\.__drizzle_migrations \(hash, created_at\) VALUES \('[0-9a-f]+', (\d+)\);$/;

export type Parsed =
  | { readonly kind: 'more' }
  | { readonly kind: 'bad'; readonly reason: string }
  | { readonly kind: 'row'; readonly table: string; readonly columns: string; readonly values: Row };

/**
 * One INSERT statement of formats 1–3 (quote_nullable's output: NULL, '…' or E'…' with doubled
 * quotes and, in E'…', doubled backslashes). "more" when the text ends inside a quoted value.
 */
export function parseInsert(text: string): Parsed {
  const start = INSERT_START.exec(text);
  if (!start) return { kind: 'bad', reason: 'it is not an INSERT of the form the backup writes' };
  const values: Row = [];
  let at = start[0].length;
  for (;;) {
    if (text.startsWith('NULL', at)) {
      values.push(null);
      at += 4;
    } else if (text[at] === "'" || (text[at] === 'E' && text[at + 1] === "'")) {
      const escaped = text[at] === 'E';
      at += escaped ? 2 : 1;
      let value = '';
      for (;;) {
        if (at >= text.length) return { kind: 'more' };
        const char = text[at]!;
        if (char === "'") {
          if (text[at + 1] === "'") {
            value += "'";
            at += 2;
            continue;
          }
          at += 1;
          break;
        }
        if (escaped && char === '\\') {
          if (at + 1 >= text.length) return { kind: 'more' };
          if (text[at + 1] !== '\\') return { kind: 'bad', reason: 'a value holds an escape the backup never writes' };
          value += '\\';
          at += 2;
          continue;
        }
        value += char;
        at += 1;
      }
      values.push(value);
    } else {
      return { kind: 'bad', reason: 'a value is neither NULL nor a quoted text' };
    }
    if (text.startsWith(', ', at)) {
      at += 2;
      continue;
    }
    if (text.length === at + 2 && text.endsWith(');')) break;
    return { kind: 'bad', reason: 'something follows its values' };
  }
  return { kind: 'row', table: start[1]!, columns: start[2]!, values };
}
