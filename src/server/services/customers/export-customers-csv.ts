/**
 * The customer list as CSV (decision 162): every customer the search matches, in the
 * page's order, with the page's totals; read in keyset batches (the name's bytes, id) so memory stays
 * bounded, at most EXPORT_MAX_ROWS.
 */
import { sql } from 'drizzle-orm';
import { csvRow } from '../../../domain/csv.ts';
import { customerSearch, EXPORT_MAX_ROWS } from '../../../domain/customers.ts';
import { salonMoment, type SalonMoment } from '../../../domain/salon-time.ts';
import type { I18n } from '../../../i18n/setup.ts';
import type { Database } from '../../db/client.ts';
import { csvPieces, exportTexts, tooManyRowsToExport, type CsvFile } from '../shared/csv-file.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { executedRows } from '../shared/sql-rows.ts';
import { customerNameOrder, customerRows, customerSearchCondition } from './customer-queries.ts';
import { EXPORT_BATCH_SIZE } from '../appointments/export-appointments-csv.ts';

export interface ExportCustomersOptions {
  readonly db: Database;
  readonly q: string;
  readonly now: SalonMoment;
  readonly i18n: I18n;
}

export async function countCustomersToExport({ db, q }: ExportCustomersOptions): Promise<number> {
  const where = customerSearchCondition(customerSearch(q));
  const result = await db.execute(
    sql`select count(*)::int as total from (select 1 from customers c where ${where} limit ${EXPORT_MAX_ROWS + 1}) m`,
  );
  return Number(executedRows<{ total: number }>(result)[0]?.total ?? 0);
}

export function customersCsvHeader(i18n: I18n): string {
  return csvRow(
    [
      'name',
      'email',
      'phone',
      'visits',
      'upcoming',
      'totalSpentThb',
      'cancellations',
      'noShows',
      'lastVisit',
      'notes',
    ].map((key) => i18n.t(`customers:csv.customers.${key}`)),
  );
}

export async function* customersCsvBatches({ db, q, now }: ExportCustomersOptions): AsyncGenerator<string> {
  const where = customerSearchCondition(customerSearch(q));
  let after: { sortName: string; id: string } | null = null;
  let sent = 0;
  while (sent < EXPORT_MAX_ROWS) {
    const keyset =
      after === null ? sql`true` : sql`(${customerNameOrder}, c.id) > (${after.sortName}, ${after.id}::uuid)`;
    const limit = Math.min(EXPORT_BATCH_SIZE, EXPORT_MAX_ROWS - sent);
    const rows = await customerRows(
      db,
      sql`select * from customers c where ${where} and ${keyset} order by ${customerNameOrder}, c.id limit ${limit}`,
      sql`${customerNameOrder}, c.id`,
      now,
    );
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    // The sort key comes from the database: JavaScript's toLowerCase and PostgreSQL's lower() differ
    // on a few letters, and a keyset must compare like the ORDER BY did.
    const extras = executedRows<{ id: string; notes: string; sort_name: string }>(
      await db.execute(
        sql`select id, notes, lower(name) as sort_name from customers where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    );
    const byId = new Map(extras.map((row) => [row.id, row]));
    yield rows
      .map((row) =>
        csvRow([
          row.name,
          row.email,
          row.phone,
          row.visits,
          row.upcoming,
          row.totalSpentThb,
          row.cancellations,
          row.noShows,
          row.lastVisit ?? '',
          byId.get(row.id)?.notes ?? '',
        ]),
      )
      .join('');
    sent += rows.length;
    const last = rows[rows.length - 1]!;
    after = { sortName: byId.get(last.id)?.sort_name ?? last.name.toLowerCase(), id: last.id };
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}

/** The Customers page's search as a CSV file named for the salon's date; 422 past EXPORT_MAX_ROWS. */
export async function exportCustomersCsv(
  context: Pick<StaffRequestContext, 'db' | 'now' | 'salon'>,
  query: { readonly q: string },
): Promise<CsvFile> {
  const now = salonMoment(context.now, context.salon.timeZone);
  const options = { db: context.db, q: query.q, now, i18n: exportTexts };
  if ((await countCustomersToExport(options)) > EXPORT_MAX_ROWS) throw tooManyRowsToExport();
  return {
    filename: `customers-${now.date}.csv`,
    content: csvPieces(customersCsvHeader(exportTexts), customersCsvBatches(options)),
  };
}
