/**
 * The dashboard's current filter as CSV (decision 162): every appointment the dashboard's
 * search and filters match (no paging), oldest first like the dashboard, at most EXPORT_MAX_ROWS.
 *
 * Bounded memory: the rows are read in batches of EXPORT_BATCH_SIZE by keyset (date, start, id: the
 * dashboard's order, so no OFFSET walks back over what was sent) and each batch is turned into CSV
 * text and handed on before the next is read, so the server holds one batch however large the file.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DashboardQuery } from '../../../domain/appointment-dashboard.ts';
import { csvRow, type CsvValue } from '../../../domain/csv.ts';
import { EXPORT_MAX_ROWS } from '../../../domain/customers.ts';
import { salonMoment, type SalonMoment } from '../../../domain/salon-time.ts';
import type { I18n } from '../../../i18n/setup.ts';
import type { Database } from '../../db/client.ts';
import { appointments, staff } from '../../db/schema.ts';
import { csvPieces, exportTexts, tooManyRowsToExport, type CsvFile } from '../shared/csv-file.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { loadServiceLines, toSummary } from './appointment-views.ts';
import { appointmentRowColumns, dashboardConditions } from './list-appointments.ts';

export const EXPORT_BATCH_SIZE = 500;

/** Where the previous batch ended, in the dashboard's order. */
interface Keyset {
  readonly date: string;
  readonly startTime: string;
  readonly id: string;
}

export interface ExportAppointmentsOptions {
  readonly db: Database;
  readonly query: DashboardQuery;
  readonly now: SalonMoment;
  /** English texts for the header and statuses (the customers catalogue). */
  readonly i18n: I18n;
}

/** How many appointments match, counting at most one past the limit (enough to refuse). */
export async function countAppointmentsToExport({ db, query, now }: ExportAppointmentsOptions): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(appointments)
    .where(dashboardConditions(query, now))
    .limit(EXPORT_MAX_ROWS + 1)
    .as('matching');
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  return Number(counted?.total ?? 0);
}

export function appointmentsCsvHeader(i18n: I18n): string {
  const column = (key: string) => i18n.t(`customers:csv.appointments.${key}`);
  return csvRow(
    [
      'reference',
      'date',
      'start',
      'end',
      'status',
      'customer',
      'email',
      'phone',
      'services',
      'technician',
      'durationMinutes',
      'priceThb',
      'discountPercentage',
      'priceAfterDiscountThb',
      'source',
      'notes',
    ].map(column),
  );
}

/** The CSV's lines after the header, one batch of rows per string. */
export async function* appointmentsCsvBatches({
  db,
  query,
  now,
  i18n,
}: ExportAppointmentsOptions): AsyncGenerator<string> {
  const where = dashboardConditions(query, now);
  const readBatch = (after: Keyset | null, limit: number) =>
    db
      .select({ ...appointmentRowColumns, source: appointments.source, notes: appointments.notes })
      .from(appointments)
      .leftJoin(staff, eq(staff.id, appointments.technicianId))
      .where(
        and(
          where,
          after === null
            ? undefined
            : sql`(${appointments.appointmentDate}, ${appointments.startTime}, ${appointments.id}) > (${after.date}::date, ${after.startTime}, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime), asc(appointments.id))
      .limit(limit);
  let after: Keyset | null = null;
  let sent = 0;
  while (sent < EXPORT_MAX_ROWS) {
    const rows = await readBatch(after, Math.min(EXPORT_BATCH_SIZE, EXPORT_MAX_ROWS - sent));
    if (rows.length === 0) return;
    const lines = await loadServiceLines(
      db,
      rows.map((row) => row.id),
    );
    let text = '';
    for (const row of rows) {
      const summary = toSummary(row, lines.get(row.id) ?? []);
      const values: CsvValue[] = [
        summary.reference,
        summary.date,
        summary.startTime,
        summary.endTime,
        i18n.t(`customers:status.${summary.status}`),
        summary.customerName,
        summary.customerEmail,
        summary.customerPhone,
        summary.services.map((service) => service.name).join('; '),
        summary.technician?.displayName ?? '',
        summary.totalDurationMinutes,
        summary.totalPriceThb,
        summary.discountPercentage,
        summary.priceAfterDiscountThb,
        i18n.t(`customers:source.${row.source}`),
        row.notes ?? '',
      ];
      text += csvRow(values);
    }
    yield text;
    sent += rows.length;
    const last = rows[rows.length - 1]!;
    after = { date: last.date, startTime: last.startTime, id: last.id };
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}

/** The dashboard's current filter as a CSV file named for the salon's date; 422 past EXPORT_MAX_ROWS. */
export async function exportAppointmentsCsv(
  context: Pick<StaffRequestContext, 'db' | 'now' | 'salon'>,
  query: DashboardQuery,
): Promise<CsvFile> {
  const now = salonMoment(context.now, context.salon.timeZone);
  const options = { db: context.db, query, now, i18n: exportTexts };
  if ((await countAppointmentsToExport(options)) > EXPORT_MAX_ROWS) throw tooManyRowsToExport();
  return {
    filename: `appointments-${now.date}.csv`,
    content: csvPieces(appointmentsCsvHeader(exportTexts), appointmentsCsvBatches(options)),
  };
}
