/**
 * The dashboard list (spec section 2; issue 6): search, filters, sorting and
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
 *   (decision record 042), so a page costs the same with 1,000 or 1,000,000
 *   appointments; beyond that the total is a lower bound (`totalExact` false,
 *   shown as "1,000+").
 */
import { and, asc, count, eq, gt, gte, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { dashboardDateRange, isDashboardFiltered, type DashboardQuery } from '../../domain/appointment-dashboard.ts';
import { minutesToTime } from '../../domain/calendar.ts';
import type { SalonMoment } from '../../domain/salon-time.ts';
import { appointments, staff } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { loadServiceLines, toSummary, type AppointmentSummary, type Executor } from './appointment-views.ts';

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
  // search_text holds lower(name), lower(e-mail) and the phone, one per line (schema.ts).
  const matches: SQL[] = [like(appointments.searchText, likePattern(text.toLowerCase()))];
  const digits = text.replace(/\D/g, '');
  if (PHONE_TEXT.test(text) && digits !== '') matches.push(like(appointments.phoneDigits, likePattern(digits)));
  return or(...matches);
}

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

/** Shorter fragments have no trigram to look up: the index cannot narrow them. */
const TRIGRAM_LENGTH = 3;

export async function listAppointments({ db, query, now }: ListAppointmentsOptions): Promise<AppointmentPage> {
  const where = dashboardConditions(query, now);
  const offset = (query.page - 1) * query.pageSize;
  // Counting every match would read the whole history for an unfiltered list; one row past the
  // limit tells "exactly countLimit" from "more".
  const countLimit = offset + COUNT_AHEAD;
  const countMatches = async (executor: Executor): Promise<number> => {
    const matching = executor
      .select({ one: sql`1` })
      .from(appointments)
      .where(where)
      .limit(countLimit + 1)
      .as('matching');
    const [counted] = await executor.select({ total: count() }).from(matching);
    return counted?.total ?? 0;
  };
  const readPage = (executor: Executor) =>
    executor
      .select(appointmentRowColumns)
      .from(appointments)
      .leftJoin(staff, eq(staff.id, appointments.technicianId))
      .where(where)
      .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime), asc(appointments.id))
      .limit(query.pageSize)
      .offset(offset);

  let matches: number;
  let rows: Awaited<ReturnType<typeof readPage>>;
  if (query.q.length < TRIGRAM_LENGTH) {
    [rows, matches] = await Promise.all([readPage(db), countMatches(db)]);
  } else {
    // The planner cannot estimate how many rows a fragment matches, and when it guesses "many" it
    // walks the date index hoping to meet 25 matches early — through the whole history for a rare
    // e-mail (0.5 s at 1M rows). So the trigram index answers first (plain index and sequential
    // scans priced out): it counts up to the cap. Few matches: the page is read the same way (at
    // most offset + COUNT_AHEAD rows to sort). Many: they are dense, and the planner's own choice
    // (usually walking the date index) finds the page quickly. Decision record 042.
    [rows, matches] = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const found = await countMatches(tx);
      if (found > countLimit) {
        await tx.execute(sql`set local enable_seqscan = on`);
        await tx.execute(sql`set local enable_indexscan = on`);
      }
      return [await readPage(tx), found] as const;
    });
  }
  const totalExact = matches <= countLimit;
  const total = Math.min(matches, countLimit);
  const lines = await loadServiceLines(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toSummary(row, lines.get(row.id) ?? [])),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalExact,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    filtered: isDashboardFiltered(query),
  };
}
