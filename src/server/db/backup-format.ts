/**
 * Reading a backup file line by line, in bounded memory (decision 215).
 *
 * A file is read twice: once to check it completely (end marker, checksum,
 * header, schema level, and every line against the format) before anything
 * is opened, and again by the restore, which takes the rows this reader hands
 * over and checks the checksum once more before it commits. Nothing in a file
 * is ever executed: format 4 rows are COPY text lines, split into their
 * fields; rows of formats 1–3 (INSERT statements) go through a parser that
 * accepts only `INSERT INTO "<known table>" (<known columns>) VALUES (<literals>);`
 * exactly as those versions wrote them. Every other line must be the frame
 * line expected at its place.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import {
  BackupFileError,
  END_MARKER,
  FIRST_LINE,
  productMigrations,
  productVersion,
  type Migration,
} from './backup-frame.ts';
import { LineSplitter, LineTooLong, type Row } from './backup-lines.ts';
import {
  BackupParser,
  type BackupContents,
  type BackupSource,
  type Collect,
  type RowSegment,
} from './backup-parser.ts';

// The frame (constants, header, migrations, errors) is part of what this module offers its callers.
export * from './backup-frame.ts';
export { parseInsert, type Row } from './backup-lines.ts';
export { copyTextLine, type BackupContents, type BackupSource } from './backup-parser.ts';

const CHUNK = 1 << 20;

export function fileSource(path: string): BackupSource {
  return { name: path, chunks: () => createReadStream(path, { highWaterMark: CHUNK }) };
}

export function bufferSource(name: string, bytes: Uint8Array): BackupSource {
  return {
    name,
    async *chunks() {
      for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
    },
  };
}

/** Receives the rows of a checked file, a chunk of the file at a time, in the file's table order. */
export type RowSink = (table: string, columns: readonly string[], rows: Row[]) => Promise<void>;

/**
 * Receives the rows of a checked file as COPY text (lines, each ending in a newline), a chunk of the file
 * at a time: every line has its table's number of fields and only the escapes the backup writes.
 */
export type CopyTextSink = (table: string, columns: readonly string[], text: string, rows: number) => Promise<void>;

const cutShort = (name: string) =>
  new BackupFileError(
    'incomplete',
    `${name} is incomplete: it ends before the backup's end marker, so it was cut short ` +
      '(an interrupted copy or a full disk). Use another backup.',
  );

interface Reading {
  readonly splitter: LineSplitter;
  readonly parser: BackupParser;
}

function startReading(name: string, migrations: readonly Migration[], thisProduct: string, collect: Collect): Reading {
  return { splitter: new LineSplitter(), parser: new BackupParser(name, migrations, thisProduct, collect) };
}

function feed(reading: Reading, name: string, chunk: Uint8Array, lines: string[]): void {
  try {
    reading.splitter.push(chunk, lines);
  } catch (error) {
    if (error instanceof LineTooLong) {
      throw new BackupFileError('damaged', `${name} is damaged: a line is longer than any backup holds.`);
    }
    throw error;
  }
  for (const line of lines) reading.parser.line(line);
  lines.length = 0;
}

/** After the last byte: the order of decision 080 (empty, not a backup, incomplete, damaged, …). */
function conclude(reading: Reading, name: string, source: BackupSource): BackupContents {
  const lines: string[] = [];
  const end = reading.splitter.end(lines);
  const { parser } = reading;
  if (!end.sawContent) throw new BackupFileError('empty', `${name} is empty: it holds no backup. Use another backup.`);
  if (parser.isFirstFormat) {
    for (const line of lines) parser.line(line);
    if (end.lastLine.trim() !== 'COMMIT;') throw cutShort(name);
    parser.line('COMMIT;');
    parser.finish();
    if (parser.problem) throw parser.problem;
    return parser.contents(null, source);
  }
  for (const line of lines) parser.line(line);
  if (!parser.identified) {
    throw new BackupFileError(
      'not-a-backup',
      `${name} is not a backup of this product (it does not start with "${FIRST_LINE}").`,
    );
  }
  if (!end.lastLine.startsWith(END_MARKER)) throw cutShort(name);
  const written = end.lastLine.slice(END_MARKER.length);
  if (!/^[0-9a-f]{64}$/.test(written)) {
    // Cut inside the last line (no final newline yet), or a changed last line.
    if (!end.endsWithNewline) throw cutShort(name);
    throw new BackupFileError('damaged', `${name} is damaged: its end marker has been changed. Use another backup.`);
  }
  if (end.checksum !== written) {
    throw new BackupFileError(
      'damaged',
      `${name} is damaged: its checksum does not match its contents, so it was changed or corrupted ` +
        'after it was written. Use another backup.',
    );
  }
  parser.finish();
  if (parser.problem) throw parser.problem;
  return parser.contents(end.checksum, source);
}

/**
 * Reads and checks a whole backup held in memory (tests, small files). Throws BackupFileError saying
 * what is wrong; never returns a file that is cut, damaged, newer than this product, or holds anything
 * but the lines of a backup.
 */
export function readBackup(
  bytes: Uint8Array,
  name: string,
  migrations: readonly Migration[] = productMigrations(),
  thisProduct = productVersion(),
): BackupContents {
  const reading = startReading(name, migrations, thisProduct, 'nothing');
  feed(reading, name, bytes, []);
  return conclude(reading, name, bufferSource(name, bytes));
}

/** The same check, reading the source a chunk at a time. */
export async function inspectBackup(
  source: BackupSource,
  migrations: readonly Migration[] = productMigrations(),
  thisProduct = productVersion(),
): Promise<BackupContents> {
  const reading = startReading(source.name, migrations, thisProduct, 'nothing');
  const lines: string[] = [];
  for await (const chunk of source.chunks()) feed(reading, source.name, chunk, lines);
  return conclude(reading, source.name, source);
}

export async function inspectBackupFile(path: string): Promise<BackupContents> {
  if (!existsSync(path) || !statSync(path).isFile()) {
    throw new BackupFileError('not-a-backup', `There is no backup file ${path}.`);
  }
  return inspectBackup(fileSource(path));
}

/**
 * Reads a checked file again and hands its rows to `sink` as values; throws if the file is not the one
 * that was checked (the restore then rolls back).
 */
export function readBackupRows(
  contents: BackupContents,
  sink: RowSink,
  migrations: readonly Migration[] = productMigrations(),
  thisProduct = productVersion(),
): Promise<void> {
  return readAgain(
    contents,
    'values',
    (segment) => sink(segment.table, segment.columns, segment.rows),
    migrations,
    thisProduct,
  );
}

/**
 * The same, handing the rows over as COPY text: a format-4 line that passed the check is passed on as it
 * stands (no values are built and escaped again), rows of the older formats are written as COPY text.
 */
export function readBackupCopyText(
  contents: BackupContents,
  sink: CopyTextSink,
  migrations: readonly Migration[] = productMigrations(),
  thisProduct = productVersion(),
): Promise<void> {
  return readAgain(
    contents,
    'copy-text',
    (segment) => sink(segment.table, segment.columns, `${segment.lines.join('\n')}\n`, segment.lines.length),
    migrations,
    thisProduct,
  );
}

async function readAgain(
  contents: BackupContents,
  collect: Collect,
  take: (segment: RowSegment) => Promise<void>,
  migrations: readonly Migration[],
  thisProduct: string,
): Promise<void> {
  const { source } = contents;
  const reading = startReading(source.name, migrations, thisProduct, collect);
  const lines: string[] = [];
  for await (const chunk of source.chunks()) {
    try {
      reading.splitter.push(chunk, lines);
    } catch (error) {
      if (error instanceof LineTooLong)
        throw new BackupFileError('damaged', `${source.name} changed while it was restored.`);
      throw error;
    }
    for (const line of lines) {
      reading.parser.line(line);
      if (reading.parser.problem) throw reading.parser.problem;
    }
    lines.length = 0;
    for (const segment of reading.parser.takeRows()) await take(segment);
  }
  const again = conclude(reading, source.name, source);
  for (const segment of reading.parser.takeRows()) await take(segment);
  if (again.checksum !== contents.checksum || JSON.stringify(again.rows) !== JSON.stringify(contents.rows)) {
    throw new BackupFileError('damaged', `${source.name} changed while it was restored.`);
  }
}
