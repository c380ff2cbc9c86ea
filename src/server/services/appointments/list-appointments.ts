/**
 * The dashboard list (/admin): search, filters, sorting and
 * pagination in SQL, so the browser receives one page however many
 * appointments exist.
 *
 * - Search: name or e-mail contain the text, case-insensitively; the phone
 *   contains it as typed, or (for text made only of phone characters) its
 *   digits contain the text's digits, so "81 234" finds "+66 81-234-5678" (a local leading 0 is not rewritten to +66).
 *   Both read columns the database keeps (search_text, phone_digits).
 * - Time filters are salon dates from the app's clock (domain/appointment-dashboard.ts).
 * - Order: date, then start time, then id (a stable order for paging).
 * - Count: at most COUNT_AHEAD matches past the start of the page are counted
 *   (decision record 042), and never more than LIST_ROW_LIMIT, so a page costs the same with 1,000 or
 *   1,000,000 appointments; beyond that the total is a lower bound (`totalExact` false, shown as
 *   "1,000+", or "more than 10,000" at the limit).
 * - Pages: only the first LIST_ROW_LIMIT matches are paged through (the query schema refuses deeper
 *   pages, decision 210), so no OFFSET skips more than that.
 * - One or two characters (no trigram) match names that begin with them, read through
 *   `appointments_name_prefix_idx` (decision 210), instead of every row of the history.
 */
import { and, eq, gt, gte, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { dashboardDateRange, isDashboardFiltered, type DashboardQuery } from '../../../domain/appointment-dashboard.ts';
import type { AppointmentSource } from '../../../domain/appointment-source.ts';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import { minutesToTime, type CalendarDate } from '../../../domain/calendar.ts';
import { LIST_ROW_LIMIT, TRIGRAM_SEARCH_LENGTH } from '../../../domain/list-bounds.ts';
import type { SalonMoment } from '../../../domain/salon-time.ts';
import { appointments, appointmentServices, staff } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { toSummary, type AppointmentSummary } from './appointment-views.ts';
import { executedRows, parseJson } from '../shared/sql-rows.ts';

export interface AppointmentPage {
  readonly items: readonly AppointmentSummary[];
  readonly page: number;
  readonly pageSize: number;
  /**
   * Appointments matching the search and filters, on every page: exact when `totalExact`,
   * otherwise at least this many (counting stops COUNT_AHEAD matches past the page's start).
   */
  readonly total: number;
  readonly totalExact: boolean;
  /** Pages of `total` (at least this many when the total is not exact). */
  readonly pageCount: number;
  /** Whether search or a filter narrowed the list (the empty state's hint). */
  readonly filtered: boolean;
}

/** The columns of AppointmentRow, for selects joined with staff. */
export const appointmentRowColumns = {
  id: appointments.id,
  date: appointments.appointmentDate,
  startTime: appointments.startTime,
  endTime: appointments.endTime,
  status: appointments.status,
  version: appointments.version,
  customerName: appointments.customerName,
  customerEmail: appointments.customerEmail,
  customerPhone: appointments.customerPhone,
  source: appointments.source,
  technicianId: appointments.technicianId,
  technicianEmail: staff.email,
  discountPercentage: appointments.discountPercentage,
  customerChangedAt: appointments.customerChangedAt,
};

/** How many matches past the start of a page are counted at most (ten pages of the largest size). */
export const COUNT_AHEAD = 1000;

const PHONE_TEXT = /^[\d\s+().-]+$/;

/** Escapes LIKE wildcards so that "50%" or "a_b" match themselves (backslash is the default escape). */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchCondition(text: string): SQL | undefined {
  if (text === '') return undefined;
  if ([...text].length < TRIGRAM_SEARCH_LENGTH) {
    const prefix = `${likePattern(text.toLowerCase()).slice(1, -1)}%`;
    return sql`(lower(${appointments.customerName}) collate "C") like ${prefix}`;
  }
  // search_text holds lower(name), lower(e-mail) and the phone, one per line (schema.ts).
  const matches: SQL[] = [like(appointments.searchText, likePattern(text.toLowerCase()))];
  const digits = text.replace(/\D/g, '');
  if (PHONE_TEXT.test(text) && digits !== '') matches.push(like(appointments.phoneDigits, likePattern(digits)));
  return or(...matches);
}

/** Every column `dashboardConditions` reads (the dense-search probe selects only these). */
const FILTERED_COLUMNS = [
  appointments.customerName,
  appointments.searchText,
  appointments.phoneDigits,
  appointments.status,
  appointments.technicianId,
  appointments.appointmentDate,
  appointments.endTime,
];

export function dashboardConditions(query: DashboardQuery, now: SalonMoment): SQL | undefined {
  const conditions: (SQL | undefined)[] = [searchCondition(query.q)];
  if (query.status !== 'all') conditions.push(eq(appointments.status, query.status));
  if (query.technician === 'unassigned') conditions.push(isNull(appointments.technicianId));
  else if (query.technician !== 'all') conditions.push(eq(appointments.technicianId, query.technician));

  const range = dashboardDateRange(query.time, now);
  if (range.from !== undefined) {
    if (range.endsAfterMinute === undefined) {
      conditions.push(gte(appointments.appointmentDate, range.from));
    } else {
      // Written as a date bound plus an exception for the first day, so the date index still applies.
      conditions.push(
        gte(appointments.appointmentDate, range.from),
        or(
          gt(appointments.appointmentDate, range.from),
          gt(appointments.endTime, minutesToTime(range.endsAfterMinute)),
        ),
      );
    }
  }
  if (range.to !== undefined) conditions.push(lte(appointments.appointmentDate, range.to));
  return and(...conditions);
}

export interface ListAppointmentsOptions {
  readonly db: Database;
  readonly query: DashboardQuery;
  /** The salon's clock now (time filters). */
  readonly now: SalonMoment;
}

/** A page row as the statements below return it: the AppointmentRow columns, then its booked lines. */
type PageRowJson = [
  id: string,
  date: CalendarDate,
  startTime: string,
  endTime: string,
  status: AppointmentStatus,
  version: number,
  customerName: string,
  customerEmail: string,
  customerPhone: string,
  source: AppointmentSource,
  technicianId: string | null,
  technicianEmail: string | null,
  discountPercentage: number,
  customerChangedAt: string | null,
  lines: [serviceId: number, name: string, priceThb: number, durationMinutes: number][],
];

/**
 * The page whose ids `pageIds` selects (in page order), as one JSON array with each appointment's
 * booked lines: one statement instead of a page read and a lines read.
 */
function pageJson(pageIds: SQL): SQL {
  const lines = appointmentServices;
  return sql`(select coalesce(json_agg(json_build_array(${appointments.id}, ${appointments.appointmentDate},
        ${appointments.startTime}, ${appointments.endTime}, ${appointments.status}, ${appointments.version},
        ${appointments.customerName}, ${appointments.customerEmail}, ${appointments.customerPhone},
        ${appointments.source}, ${appointments.technicianId}, ${staff.email}, ${appointments.discountPercentage},
        ${appointments.customerChangedAt},
        (select coalesce(json_agg(json_build_array(${lines.serviceId}, ${lines.serviceName}, ${lines.priceThb},
                  ${lines.durationMinutes}) order by ${lines.id}), '[]')
           from ${lines} where ${lines.appointmentId} = ${appointments.id}))
        order by ${appointments.appointmentDate}, ${appointments.startTime}, ${appointments.id}), '[]')
      from ${appointments} left join ${staff} on ${staff.id} = ${appointments.technicianId}
      where ${appointments.id} in (${pageIds}))`;
}

const pageOrder = sql`order by ${appointments.appointmentDate}, ${appointments.startTime}, ${appointments.id}`;

function summariesOf(value: unknown): AppointmentSummary[] {
  return parseJson<PageRowJson[]>(value ?? []).map(
    ([
      id,
      date,
      startTime,
      endTime,
      status,
      version,
      customerName,
      customerEmail,
      customerPhone,
      source,
      technicianId,
      technicianEmail,
      discountPercentage,
      customerChangedAt,
      lines,
    ]) =>
      toSummary(
        {
          id,
          date,
          startTime,
          endTime,
          status,
          version,
          customerName,
          customerEmail,
          customerPhone,
          source,
          technicianId,
          technicianEmail,
          discountPercentage,
          customerChangedAt: customerChangedAt === null ? null : new Date(customerChangedAt),
        },
        lines.map(([serviceId, name, priceThb, durationMinutes]) => ({ serviceId, name, priceThb, durationMinutes })),
      ),
  );
}

/**
 * A search reads all its matches through the trigram index when there are at most this many past the
 * page's start (then the page comes from them); beyond, the date index finds the page faster.
 */
const ALL_MATCHES_AHEAD = 5 * COUNT_AHEAD;

/**
 * The dense-fragment probe: the first PROBE_PAGES pages of the table (a few thousand of the oldest
 * appointments); DENSE_SHARE of them matching marks the fragment as dense. Then up to
 * DENSE_BUDGET_PAGES pages are read in table order until COUNT_AHEAD more matches than the page's
 * start are found.
 */
const PROBE_PAGES = 50;
const DENSE_SHARE = 0.03;
const DENSE_BUDGET_PAGES = 4000;
/** Rows per page assumed by the probe's threshold (appointment rows are about 300 bytes). */
const ROWS_PER_PAGE = 24;

/**
 * A fragment that matches a few percent of all appointments ("anna") costs the trigram index a long
 * posting list (51,205 row ids at 1M: 15 ms on PostgreSQL) just to count to the cap, while reading
 * the table in its own order finds the capped count within a few hundred pages, and the date index
 * finds the page at once. So a search first looks at the table's first pages: when enough of them
 * match, it counts in table order, bounded, and if that reaches the cap, the count is the cap and the
 * page is the planner's; otherwise (null) the trigram index answers as usual. Each range is read
 * through a TID range scan behind `offset 0`, so no index can be chosen for it, and its pages stay in
 * the buffer cache (a sequential scan of a large table goes through a small ring of buffers).
 * Statistics are not needed: the embedded database never has them unless someone runs ANALYZE.
 */
async function denseSearch(
  db: Database,
  where: SQL,
  plannersPage: SQL,
  countLimit: number,
): Promise<readonly [number, AppointmentSummary[]] | null> {
  const firstPages = (pages: number) =>
    sql`(select ${sql.join(
      FILTERED_COLUMNS.map((column) => sql.identifier(column.name)),
      sql`, `,
    )} from ${appointments} where ctid < ${`(${pages},0)`}::tid offset 0) ${appointments}`;
  const [row] = executedRows<{ found: number | null; page: unknown }>(
    await db.execute(sql`with probe as materialized (
          select count(*)::int as hits from ${firstPages(PROBE_PAGES)} where ${where}),
        dense as materialized (
          select count(*)::int as found from (select 1 from ${firstPages(DENSE_BUDGET_PAGES)}
            where ${where} and (select hits from probe) >= ${Math.ceil(PROBE_PAGES * ROWS_PER_PAGE * DENSE_SHARE)}
            limit ${countLimit + 1}) matching)
        select (select found from dense) as found,
          case when (select found from dense) > ${countLimit} then ${plannersPage} end as page`),
  );
  if (row?.found === undefined || row.found === null || row.found <= countLimit) return null;
  return [row.found, summariesOf(row.page)];
}

export async function listAppointments({ db, query, now }: ListAppointmentsOptions): Promise<AppointmentPage> {
  const where = dashboardConditions(query, now) ?? sql`true`;
  const offset = (query.page - 1) * query.pageSize;
  // Counting every match would read the whole history for an unfiltered list; one row past the
  // limit tells "exactly countLimit" from "more".
  const countLimit = Math.min(offset + COUNT_AHEAD, LIST_ROW_LIMIT);
  // The planner's own page: for the unfiltered list and dense matches, the date index walked in page order.
  const plannersPage = pageJson(
    sql`select ${appointments.id} from ${appointments} where ${where} ${pageOrder}
        limit ${query.pageSize} offset ${offset}`,
  );

  // The planner cannot estimate how many rows a fragment matches, and when it guesses "many" it walks
  // the date index hoping to meet 25 matches early — through the whole history for a rare e-mail
  // (0.5 s at 1M rows). So the trigram index answers (plain index and sequential scans priced out):
  // the matches, up to ALL_MATCHES_AHEAD past the page's start, are read once, counted, and the page
  // is taken from them. More than that: they are dense enough for the planner's own choice (usually
  // walking the date index) to find the page quickly. Decision records 042 and 044.
  const readLimit = offset + ALL_MATCHES_AHEAD;
  const trigramSearch = () =>
    db.transaction(async (tx): Promise<readonly [number, AppointmentSummary[]]> => {
      await tx.execute(
        sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
      );
      const [row] = executedRows<{ found: number; page: unknown }>(
        await tx.execute(sql`with matches as materialized (
              select ${appointments.id} as id, ${appointments.appointmentDate} as appointment_date,
                     ${appointments.startTime} as start_time
              from ${appointments} where ${where} limit ${readLimit + 1})
            select (select count(*)::int from matches) as found,
              ${pageJson(sql`select id from matches order by appointment_date, start_time, id
                  limit ${query.pageSize} offset ${offset}`)} as page`),
      );
      const found = row?.found ?? 0;
      if (found <= readLimit) return [found, summariesOf(row?.page)];
      await tx.execute(
        sql`select set_config('enable_seqscan', 'on', true), set_config('enable_indexscan', 'on', true)`,
      );
      const [dense] = executedRows<{ page: unknown }>(await tx.execute(sql`select ${plannersPage} as page`));
      return [found, summariesOf(dense?.page)];
    });

  let matches: number;
  let items: AppointmentSummary[];
  if ([...query.q].length < TRIGRAM_SEARCH_LENGTH) {
    // One statement: the capped count and the page with its lines.
    const [row] = executedRows<{ found: number; page: unknown }>(
      await db.execute(sql`select
          (select count(*)::int from (select 1 from ${appointments} where ${where}
             limit ${countLimit + 1}) matching) as found,
          ${plannersPage} as page`),
    );
    matches = row?.found ?? 0;
    items = summariesOf(row?.page);
  } else {
    [matches, items] = (await denseSearch(db, where, plannersPage, countLimit)) ?? (await trigramSearch());
  }
  const totalExact = matches <= countLimit;
  const total = Math.min(matches, countLimit);
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalExact,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    filtered: isDashboardFiltered(query),
  };
}
