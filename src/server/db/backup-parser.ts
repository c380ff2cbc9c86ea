/**
 * The state machine that checks a backup file line by line (decision 215): which line may stand where
 * (identity, header, schema, each table's rows, sequences, row-count check, end), and the rows it hands
 * on when the restore asks for them. Fed by backup-format.ts, a chunk of lines at a time.
 */
import {
  BACKUP_FORMAT,
  BackupFileError,
  BODY_START,
  checkSchemaLevel,
  COPY_END,
  copyLine,
  DATA_LINE,
  FIRST_LINE,
  FRAME_END,
  knownTables,
  productName,
  PSQL_GUARD,
  rowCountCheck,
  schemaSql,
  unescapeCopyField,
  type Migration,
  type RowCounts,
} from './backup-frame.ts';
import {
  COPY_LINE,
  IDENTIFIER,
  JOURNAL_LINE,
  MAX_LINE,
  parseInsert,
  SEQUENCE_LINE,
  TABLE_LINE,
  type Row,
} from './backup-lines.ts';

const MAX_HEADER_LINES = 64;

/** Where a backup's bytes come from; read once to check and once to load. */
export interface BackupSource {
  readonly name: string;
  chunks(): AsyncIterable<Uint8Array>;
}

export interface BackupContents {
  readonly format: 1 | 2 | 3 | typeof BACKUP_FORMAT;
  /** The product that wrote it (unknown for the first format). */
  readonly product: string | null;
  readonly writtenAt: string;
  /** How many of this product's migrations the source database had applied. */
  readonly schemaLevel: number;
  readonly lastMigration: string;
  readonly rows: RowCounts;
  readonly checksum: string | null;
  /** Something the person restoring should know (an unverifiable first-format file). */
  readonly warning: string | null;
  /** The file, read again by the restore. */
  readonly source: BackupSource;
}

/** What a parser keeps of the rows it checks: nothing (a check), their values, or their COPY text lines. */
export type Collect = 'nothing' | 'values' | 'copy-text';

export interface RowSegment {
  readonly table: string;
  readonly columns: readonly string[];
  /** The rows' values (collecting 'values'). */
  readonly rows: Row[];
  /** The rows as lines of COPY text, each checked (collecting 'copy-text'). */
  readonly lines: string[];
}

/** COPY text of one row's values: the writer's four escapes, `\N` for NULL. */
export function copyTextLine(values: Row): string {
  return values
    .map((value) =>
      value === null
        ? '\\N'
        : value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('\r', '\\r').replaceAll('\t', '\\t'),
    )
    .join('\t');
}

/** The number of tab-separated fields of a COPY text line. */
function fieldCount(line: string): number {
  let fields = 1;
  for (let tab = line.indexOf('\t'); tab !== -1; tab = line.indexOf('\t', tab + 1)) fields += 1;
  return fields;
}

/**
 * True when every backslash of a COPY text line starts one of the escapes the backup writes (`\\`, `\n`,
 * `\r`, `\t`, or `\N` as a whole field): the rule of `unescapeCopyField`, without building the values, so
 * that a line that passes can be handed to COPY as it stands.
 */
function onlyWrittenEscapes(line: string): boolean {
  for (let at = line.indexOf('\\'); at !== -1; at = line.indexOf('\\', at + 2)) {
    const next = line[at + 1];
    if (next === '\\' || next === 'n' || next === 'r' || next === 't') continue;
    const wholeField =
      next === 'N' && (at === 0 || line[at - 1] === '\t') && (at + 2 === line.length || line[at + 2] === '\t');
    if (!wholeField) return false;
  }
  return true;
}

type State =
  | 'identity'
  | 'header'
  | 'body-start'
  | 'schema'
  | 'skip-schema'
  | 'between-tables'
  | 'copy-line'
  | 'copy-rows'
  | 'inserts'
  | 'sequences'
  | 'check'
  | 'frame-end'
  | 'done';

/** Checks a backup file line by line; hands rows to `onRows` when it is given one (the load). */
export class BackupParser {
  private state: State = 'identity';
  private lineNumber = 0;
  private format: 1 | 2 | 3 | 4 = 4;
  private guarded = false;
  private readonly header: string[] = [];
  private headerRows = new Map<string, number>();
  private rows: [string, number][] = [];
  private product: string | null = null;
  private writtenAt = 'unknown';
  private schemaLevel = 0;
  private lastMigration = '';
  private expected: string[] = [];
  private expectedAt = 0;
  private journal: number[] = [];
  private readonly seen = new Set<string>();
  private table = '';
  private listed = 0;
  private counted = 0;
  private columns: string[] = [];
  private columnText = '';
  private pending = '';
  private segments: RowSegment[] = [];
  /** The first thing found wrong: reported once the end marker and checksum have been checked. */
  problem: BackupFileError | null = null;
  private readonly known = knownTables();

  constructor(
    private readonly name: string,
    private readonly migrations: readonly Migration[],
    private readonly thisProduct: string,
    private readonly collect: Collect,
  ) {}

  get identified(): boolean {
    return this.state !== 'identity';
  }

  get isFirstFormat(): boolean {
    return this.format === 1;
  }

  /** Rows gathered since the last call, by table, in the file's order. */
  takeRows(): RowSegment[] {
    const segments = this.segments;
    this.segments = [];
    return segments;
  }

  private segment(): RowSegment {
    const last = this.segments.at(-1);
    if (last?.table === this.table) return last;
    const segment = { table: this.table, columns: this.columns, rows: [], lines: [] };
    this.segments.push(segment);
    return segment;
  }

  private keep(values: Row): void {
    if (this.collect === 'values') this.segment().rows.push(values);
    else if (this.collect === 'copy-text') this.segment().lines.push(copyTextLine(values));
  }

  private damaged(message: string): void {
    this.problem ??= new BackupFileError('damaged', `${this.name} is damaged: ${message}`);
  }

  private notPartOfBackup(line: string): void {
    const shown = line.length > 60 ? `${line.slice(0, 60)}…` : line;
    this.damaged(`line ${this.lineNumber} ("${shown}") is not part of a backup at that place. Use another backup.`);
  }

  line(line: string): void {
    this.lineNumber += 1;
    if (this.problem) return;
    switch (this.state) {
      case 'identity':
        return this.identity(line);
      case 'header':
        return this.headerLine(line);
      case 'body-start':
        return this.bodyStart(line);
      case 'schema':
        if (line !== this.expected[this.expectedAt]) {
          this.damaged(
            `its schema section differs from this product's migrations at line ${this.lineNumber}. Use another backup.`,
          );
          return;
        }
        this.expectedAt += 1;
        if (this.expectedAt === this.expected.length) this.state = 'between-tables';
        return;
      case 'skip-schema':
        // Formats 1–3: the schema section is never read or run; the product's own migrations make it.
        if (this.format === 1) {
          const journal = JOURNAL_LINE.exec(line);
          if (journal) this.journal.push(Number(journal[1]));
        }
        if (line === DATA_LINE) this.dataStarts();
        return;
      case 'between-tables':
        return this.betweenTables(line);
      case 'copy-line':
        return this.copyStart(line);
      case 'copy-rows':
        return this.copyRow(line);
      case 'inserts':
        return this.insertLine(line);
      case 'sequences':
        return this.sequence(line);
      case 'check':
        if (line !== this.expected[this.expectedAt]) return this.notPartOfBackup(line);
        this.expectedAt += 1;
        if (this.expectedAt === this.expected.length) {
          this.state = 'frame-end';
          this.expected = [...FRAME_END];
          this.expectedAt = 0;
        }
        return;
      case 'frame-end':
        if (line !== this.expected[this.expectedAt]) return this.notPartOfBackup(line);
        this.expectedAt += 1;
        if (this.expectedAt === this.expected.length) this.state = 'done';
        return;
      case 'done':
        return this.notPartOfBackup(line);
    }
  }

  private notThisProduct(): never {
    throw new BackupFileError(
      'not-a-backup',
      `${this.name} is not a backup of this product (it does not start with "${FIRST_LINE}").`,
    );
  }

  private identity(line: string): void {
    if (line.trim() === '') {
      // Empty, or not a backup: told apart at the end, when it is known whether anything follows.
      this.problem ??= new BackupFileError(
        'not-a-backup',
        `${this.name} is not a backup of this product (it does not start with "${FIRST_LINE}").`,
      );
      return;
    }
    if (this.lineNumber === 1) {
      if (line === PSQL_GUARD) {
        this.guarded = true;
        return;
      }
      if (line.startsWith(`${FIRST_LINE}, `)) {
        this.format = 1;
        this.writtenAt = /^-- Salon database backup, (\S+)$/.exec(line)?.[1] ?? 'unknown';
        this.state = 'header';
        return;
      }
      if (line !== FIRST_LINE) this.notThisProduct();
      this.state = 'header';
      return;
    }
    if (line !== FIRST_LINE) this.notThisProduct();
    this.state = 'header';
  }

  private headerLine(line: string): void {
    if (line === BODY_START[0]) {
      this.headerEnds();
      this.state = 'body-start';
      this.expected = [...BODY_START];
      this.expectedAt = 1;
      return;
    }
    const guardBeforeBody = line === PSQL_GUARD && !this.guarded && this.format !== 1;
    if ((line !== '' && !line.startsWith('--') && !guardBeforeBody) || this.header.length >= MAX_HEADER_LINES) {
      return this.notPartOfBackup(line);
    }
    this.header.push(line);
  }

  private bodyStart(line: string): void {
    if (line !== this.expected[this.expectedAt]) return this.notPartOfBackup(line);
    this.expectedAt += 1;
    if (this.expectedAt < this.expected.length) return;
    if (this.format === 4) {
      this.expected = [...schemaSql(this.migrations.slice(0, this.schemaLevel)).split('\n'), '', DATA_LINE];
      this.expectedAt = 0;
      this.state = 'schema';
    } else {
      this.state = 'skip-schema';
    }
  }

  private field(label: string): string | null {
    for (const line of this.header) {
      if (line.startsWith(`-- ${label}: `)) return line.slice(label.length + 5);
    }
    this.damaged(`its header lacks "${label}".`);
    return null;
  }

  private headerEnds(): void {
    if (this.format === 1) return;
    const guardBeforeBody = this.header.at(-1) === PSQL_GUARD;
    const formatField = this.field('format');
    const product = this.field('product');
    const written = this.field('written');
    const levelField = this.field('schema level');
    const rowsField = this.field('rows');
    if (formatField === null || product === null || written === null || levelField === null || rowsField === null) {
      return;
    }
    const format = Number(/^salon-backup (\d+)$/.exec(formatField)?.[1]);
    if (!Number.isInteger(format)) return this.damaged('unreadable format line.');
    if (this.guarded === guardBeforeBody || (format >= 3 && !this.guarded)) {
      return this.damaged('its checksum is right but its frame is not.');
    }
    if (product.split(' ')[0] !== productName(this.thisProduct)) {
      this.problem ??= new BackupFileError(
        'not-a-backup',
        `${this.name} was written by ${product}, not by ${productName(this.thisProduct)}: it is not a backup of this product.`,
      );
      return;
    }
    if (format > BACKUP_FORMAT) {
      this.problem ??= new BackupFileError(
        'newer',
        `${this.name} was written by a newer version of the product (${product}, backup format ${format}); ` +
          `this installation (${this.thisProduct}) reads backup format ${BACKUP_FORMAT} and older. ` +
          'Install that version or a newer one, then restore.',
      );
      return;
    }
    const level = new RegExp(`^(\\d+) \\(last migration (\\S+), (\\d+)\\)$`).exec(levelField);
    if (!level) return this.damaged('unreadable schema level.');
    for (const pair of rowsField.split(' ')) {
      const parsed = new RegExp(`^(${IDENTIFIER})=(\\d+)$`).exec(pair);
      if (!parsed || this.headerRows.has(parsed[1]!)) return this.damaged('unreadable row counts.');
      this.headerRows.set(parsed[1]!, Number(parsed[2]));
    }
    this.format = format === 2 ? 2 : format === 3 ? 3 : 4;
    this.product = product;
    this.writtenAt = written;
    this.schemaLevel = Number(level[1]);
    this.lastMigration = level[2]!;
    try {
      checkSchemaLevel(
        { name: this.name, product, schemaLevel: this.schemaLevel, tag: level[2]!, when: Number(level[3]) },
        this.migrations,
        this.thisProduct,
      );
    } catch (error) {
      if (error instanceof BackupFileError) this.problem ??= error;
      else throw error;
    }
  }

  private dataStarts(): void {
    if (this.format === 1) {
      const lastWhen = this.journal.at(-1);
      if (lastWhen === undefined)
        return this.damaged('it starts like a backup of an earlier version but lacks its schema.');
      this.schemaLevel = this.journal.length;
      try {
        checkSchemaLevel(
          { name: this.name, product: null, schemaLevel: this.schemaLevel, tag: null, when: lastWhen },
          this.migrations,
          this.thisProduct,
        );
      } catch (error) {
        if (error instanceof BackupFileError) this.problem ??= error;
        else throw error;
        return;
      }
      this.lastMigration = this.migrations[this.schemaLevel - 1]!.tag;
    }
    this.state = 'between-tables';
  }

  private betweenTables(line: string): void {
    if (line === '') {
      this.state = 'sequences';
      this.expected = [];
      return;
    }
    const parsed = TABLE_LINE.exec(line);
    if (!parsed) return this.notPartOfBackup(line);
    const [, table, rows] = parsed as unknown as [string, string, string];
    if (!this.known.has(table)) {
      this.damaged(`it holds a table "${table}", which this product does not have. Use another backup.`);
      return;
    }
    if (this.seen.has(table)) return this.damaged(`it holds table ${table} twice.`);
    this.seen.add(table);
    this.table = table;
    this.listed = Number(rows);
    this.counted = 0;
    this.columns = [];
    this.columnText = '';
    if (this.format === 1) this.rows.push([table, this.listed]);
    else if (this.headerRows.get(table) !== this.listed) {
      return this.damaged(`table ${table} is listed with ${this.headerRows.get(table) ?? 'no'} rows in its header.`);
    }
    this.state = this.format === 4 ? 'copy-line' : 'inserts';
  }

  private checkColumns(table: string, columns: string[]): boolean {
    const known = this.known.get(table)!;
    const unknown = columns.find((column) => !known.has(column));
    if (unknown !== undefined) {
      this.damaged(
        `its table ${table} has a column "${unknown}", which this product does not have. Use another backup.`,
      );
      return false;
    }
    if (new Set(columns).size !== columns.length) {
      this.damaged(`its table ${table} names a column twice.`);
      return false;
    }
    return true;
  }

  private copyStart(line: string): void {
    const parsed = COPY_LINE.exec(line);
    if (!parsed || parsed[1] !== this.table) return this.notPartOfBackup(line);
    const columns = parsed[2]!.split(', ').map((quoted) => quoted.slice(1, -1));
    if (!this.checkColumns(this.table, columns)) return;
    if (copyLine(this.table, columns) !== line) return this.notPartOfBackup(line);
    this.columns = columns;
    this.state = 'copy-rows';
  }

  private copyRow(line: string): void {
    if (line === COPY_END) {
      if (this.counted !== this.listed) {
        return this.damaged(`table ${this.table} holds ${this.counted} rows, its header lists ${this.listed}.`);
      }
      this.state = 'between-tables';
      return;
    }
    // COPY takes the line as it stands when it holds only the escapes the backup writes (a raw carriage
    // return, which COPY would read as the end of a line, goes through the values and is escaped).
    if (this.collect !== 'values' && !line.includes('\r')) {
      const fields = fieldCount(line);
      if (fields !== this.columns.length) return this.wrongFieldCount(fields);
      if (!onlyWrittenEscapes(line)) return this.badEscape();
      if (!this.counted1()) return;
      if (this.collect === 'copy-text') this.segment().lines.push(line);
      return;
    }
    const fields = line.split('\t');
    if (fields.length !== this.columns.length) return this.wrongFieldCount(fields.length);
    const values: Row = [];
    for (const field of fields) {
      const value = unescapeCopyField(field);
      if (value === undefined) return this.badEscape();
      values.push(value);
    }
    if (!this.counted1()) return;
    this.keep(values);
  }

  private wrongFieldCount(fields: number): void {
    this.damaged(
      `line ${this.lineNumber}, a row of table ${this.table}, has ${fields} fields where its table has ` +
        `${this.columns.length} columns. Use another backup.`,
    );
  }

  private badEscape(): void {
    this.damaged(`line ${this.lineNumber} holds an escape the backup never writes. Use another backup.`);
  }

  /** Counts a row of the current table; false (the file damaged) past the count its header lists. */
  private counted1(): boolean {
    this.counted += 1;
    if (this.counted > this.listed) {
      this.damaged(`table ${this.table} holds more rows than its header lists (${this.listed}).`);
      return false;
    }
    return true;
  }

  private insertLine(line: string): void {
    if (this.pending === '' && (line === '' || TABLE_LINE.test(line))) {
      if (this.counted !== this.listed) {
        return this.damaged(`table ${this.table} holds ${this.counted} rows, its header lists ${this.listed}.`);
      }
      this.state = 'between-tables';
      return this.betweenTables(line);
    }
    this.pending = this.pending === '' ? line : `${this.pending}\n${line}`;
    if (this.pending.length > MAX_LINE) return this.damaged('a statement is longer than any row of this product.');
    const parsed = parseInsert(this.pending);
    if (parsed.kind === 'more') return;
    this.pending = '';
    if (parsed.kind === 'bad') {
      return this.damaged(
        `line ${this.lineNumber} is not a row of table ${this.table}: ${parsed.reason}. Use another backup.`,
      );
    }
    if (parsed.table !== this.table) {
      return this.damaged(`line ${this.lineNumber} is a row of ${parsed.table} among the rows of ${this.table}.`);
    }
    if (this.columnText === '') {
      const columns = parsed.columns.split(', ').map((quoted) => quoted.slice(1, -1));
      if (!this.checkColumns(this.table, columns)) return;
      this.columns = columns;
      this.columnText = parsed.columns;
    } else if (parsed.columns !== this.columnText) {
      return this.damaged(`line ${this.lineNumber} lists other columns than the rows of ${this.table} before it.`);
    }
    if (parsed.values.length !== this.columns.length) {
      return this.damaged(
        `line ${this.lineNumber} has ${parsed.values.length} values for ${this.columns.length} columns.`,
      );
    }
    this.counted += 1;
    this.keep(parsed.values);
  }

  private sequence(line: string): void {
    const parsed = SEQUENCE_LINE.exec(line);
    if (parsed) {
      const [, , column, table] = parsed as unknown as [string, string, string, string];
      if (!this.known.get(table)?.has(column)) return this.notPartOfBackup(line);
      return;
    }
    if (this.format === 1) {
      if (line === '' || line === 'COMMIT;') {
        if (line === 'COMMIT;') this.state = 'done';
        return;
      }
      return this.notPartOfBackup(line);
    }
    if (line !== '') return this.notPartOfBackup(line);
    this.state = 'check';
    this.expected = rowCountCheck([...this.headerRows]).split('\n');
    this.expectedAt = 0;
  }

  /** After the last line: everything the file must have had. */
  finish(): void {
    if (this.problem) return;
    if (this.state !== 'done') {
      this.damaged('its checksum is right but its frame is not.');
      return;
    }
    if (this.format !== 1) {
      const missing = [...this.headerRows.keys()].find((table) => !this.seen.has(table));
      if (missing !== undefined) this.damaged(`its header lists table ${missing}, which it does not hold.`);
    }
  }

  contents(checksum: string | null, source: BackupSource): BackupContents {
    const rows = this.format === 1 ? this.rows : [...this.headerRows];
    return {
      format: this.format,
      product: this.product,
      writtenAt: this.writtenAt,
      schemaLevel: this.schemaLevel,
      lastMigration: this.lastMigration,
      rows,
      checksum,
      warning:
        this.format === 1
          ? `${this.name} was written by an earlier version of the product and carries no checksum: its end and its ` +
            'row counts are checked, but damage inside a row cannot be detected.'
          : null,
      source,
    };
  }
}
