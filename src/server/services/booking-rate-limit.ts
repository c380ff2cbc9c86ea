/**
 * Per-IP limit on booking attempts (issue 4, "Abuse"). Counted in the
 * database (rate_limit_events) so it holds across restarts and processes.
 * Only attempts that passed input validation count: a typo costs nothing.
 *
 * Defaults: 60 attempts per hour per address: plenty for a hotel desk or a
 * family behind one router, and a real brake on a script filling the book
 * (every booking also stays pending until staff confirm it).
 * Behind a reverse proxy set TRUST_PROXY=true, or every customer shares the
 * proxy's address and therefore one limit.
 * Override with BOOKING_RATE_LIMIT_MAX and BOOKING_RATE_LIMIT_WINDOW_SECONDS.
 */
import { sql } from 'drizzle-orm';
import { englishMessage } from './booking-queries.ts';
import type { Database } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { defineStatement, runPrepared } from './prepared-statements.ts';

export const BOOKING_RATE_BUCKET = 'booking-create';

export interface BookingRateLimit {
  readonly max: number;
  readonly windowMs: number;
}

export function bookingRateLimitFromEnv(env: Record<string, string | undefined> = process.env): BookingRateLimit {
  const max = Number(env.BOOKING_RATE_LIMIT_MAX ?? 60);
  const windowSeconds = Number(env.BOOKING_RATE_LIMIT_WINDOW_SECONDS ?? 3600);
  return {
    max: Number.isInteger(max) && max > 0 ? max : 60,
    windowMs: (Number.isFinite(windowSeconds) && windowSeconds > 0 ? windowSeconds : 3600) * 1000,
  };
}

/**
 * Counts the address's attempts in the window and records this one only when fewer than `max`
 * were counted, in one prepared statement (rate-limit.ts's countAndRecordHit, for the booking
 * bucket; issue 12). Like a count followed by an insert, two attempts of one address at the same
 * instant may both pass at the limit.
 */
const countAndRecordStatement = defineStatement(
  'booking_rate_limit',
  { bucket: 'text', key: 'text', since: 'timestamptz', now: 'timestamptz', max: 'int4' },
  sql`with recent as (
      select count(*)::int as hits from ${rateLimitEvents}
      where ${rateLimitEvents.bucket} = ${sql.placeholder('bucket')}::text and ${rateLimitEvents.key} = ${sql.placeholder('key')}::text
        and ${rateLimitEvents.occurredAt} >= ${sql.placeholder('since')}::timestamptz
    ), recorded as (
      insert into ${rateLimitEvents} (bucket, key, occurred_at)
      select ${sql.placeholder('bucket')}::text, ${sql.placeholder('key')}::text, ${sql.placeholder('now')}::timestamptz
      from recent where hits < ${sql.placeholder('max')}::int
    )
    select hits from recent`,
);

/** Throws 429 (with Retry-After) when the address used up its attempts; otherwise counts this one. */
export async function enforceBookingRateLimit(
  db: Database,
  ip: string,
  now: Date,
  limit: BookingRateLimit = bookingRateLimitFromEnv(),
): Promise<void> {
  const [row] = await runPrepared<{ hits: number }>(db, countAndRecordStatement, {
    bucket: BOOKING_RATE_BUCKET,
    key: ip,
    since: new Date(now.getTime() - limit.windowMs).toISOString(),
    now: now.toISOString(),
    max: limit.max,
  });
  const hits = row?.hits ?? 0;
  if (hits >= limit.max) {
    throw new ApiError(429, 'rate_limited', englishMessage('booking:errors.rateLimited'), undefined, {
      'Retry-After': String(Math.ceil(limit.windowMs / 1000)),
    });
  }
}
