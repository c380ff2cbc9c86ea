/**
 * When the embedded database gets its upkeep (decision 217): PGlite runs no autovacuum, so the server
 * vacuums and analyzes it itself, once a night while the salon is closed and nobody books from the
 * counter. A request that arrives meanwhile waits for the one connection (seconds at a year's history).
 */
import { salonMoment } from './salon-time.ts';

/** 03:00 to 05:00 salon time: after the last booking of a late evening, before the first reminder. */
export const MAINTENANCE_WINDOW = { fromMinute: 3 * 60, toMinute: 5 * 60 } as const;

/** At most once in this long, so one night's window gets one run whatever the check's rhythm. */
export const MAINTENANCE_MIN_GAP_MS = 20 * 60 * 60_000;

export function maintenanceDue(options: {
  readonly now: Date;
  readonly lastRunAt: Date | null;
  readonly timeZone: string;
}): boolean {
  const { minuteOfDay } = salonMoment(options.now, options.timeZone);
  if (minuteOfDay < MAINTENANCE_WINDOW.fromMinute || minuteOfDay >= MAINTENANCE_WINDOW.toMinute) return false;
  return options.lastRunAt === null || options.now.getTime() - options.lastRunAt.getTime() >= MAINTENANCE_MIN_GAP_MS;
}
