/** The upcoming closures the owner's hours page lists: from today on, by date and time. */
import { asc, gte } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/calendar.ts';
import type { Closure } from '../../../domain/salon-settings.ts';
import { describeClosureTime, describeDates } from '../../../domain/schedule-changes.ts';
import { salonToday } from '../../../domain/salon-time.ts';
import type { Database } from '../../db/client.ts';
import { closures } from '../../db/schema.ts';

/** More than a year of daily closures is not a schedule; the list stops there. */
const UPCOMING_CLOSURES_LIMIT = 400;

export const closureColumns = {
  id: closures.id,
  date: closures.date,
  fromMinute: closures.fromMinute,
  toMinute: closures.toMinute,
  reason: closures.reason,
  translations: closures.translations,
};

/** Closures from today on (salon time), by date and time. */
export async function listUpcomingClosures(db: Database, options: { now: Date; timeZone: string }): Promise<Closure[]> {
  return db
    .select(closureColumns)
    .from(closures)
    .where(gte(closures.date, salonToday(options.now, options.timeZone)))
    .orderBy(asc(closures.date), asc(closures.fromMinute), asc(closures.id))
    .limit(UPCOMING_CLOSURES_LIMIT);
}

/** "Tue 13 Apr 2027 all day: Songkran", the history's words for a closure. */
export function closureSentence(
  closure: Pick<Closure, 'fromMinute' | 'toMinute' | 'reason'>,
  dates: readonly CalendarDate[],
) {
  return `${describeDates(dates)} ${describeClosureTime(closure.fromMinute, closure.toMinute)}: ${closure.reason}`;
}
