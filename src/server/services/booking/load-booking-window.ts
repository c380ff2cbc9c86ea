/** The booking dates' one read: the weekly hours, the rules and the whole-day closures ahead. */
import { sql } from 'drizzle-orm';
import { addDays, type CalendarDate } from '../../../domain/calendar.ts';
import type { ClosedDate } from '../../../domain/booking-window.ts';
import type { StoredClosureTranslations } from '../../../domain/closure-reasons.ts';
import { SETTINGS_LIMITS } from '../../../domain/salon-settings.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { closures } from '../../db/schema.ts';
import { defineStatement, runPrepared } from '../shared/prepared-statements.ts';
import { parseJson } from '../shared/sql-rows.ts';
import { scheduleFromRows, scheduleRowsSql, type SalonSchedule } from './stored-schedule.ts';

type Executor = Database | Transaction;

const placeholder = (name: string) => sql.placeholder(name);

const bookingWindowStatement = defineStatement(
  'booking_window',
  { today: 'date', last: 'date' },
  sql`select ${scheduleRowsSql} as schedule,
      coalesce((select json_agg(json_build_array(${closures.date}::text, ${closures.reason}, ${closures.translations}) order by ${closures.date}, ${closures.id})
        from ${closures}
        where ${closures.date} between ${placeholder('today')}::date and ${placeholder('last')}::date
          and ${closures.fromMinute} is null), '[]'::json) as closed`,
);

/** What the booking dates need: the weekly hours, the rules and the whole-day closures ahead. */
export async function loadBookingWindow(
  db: Executor,
  today: CalendarDate,
): Promise<{ schedule: SalonSchedule; closedDates: ClosedDate[] }> {
  // The window is at most 365 days plus the rest of a week ahead (SETTINGS_LIMITS.windowDaysAhead).
  const last = addDays(today, SETTINGS_LIMITS.windowDaysAhead.max + 7);
  const [row] = await runPrepared<{ schedule: unknown; closed: unknown }>(db, bookingWindowStatement, { today, last });
  return {
    schedule: scheduleFromRows(parseJson<[string, string][]>(row?.schedule ?? [])),
    closedDates: parseJson<[string, string, StoredClosureTranslations][]>(row?.closed ?? []).map(
      ([date, reason, translations]) => ({ date, reason, translations }),
    ),
  };
}
