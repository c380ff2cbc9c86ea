/**
 * Per-IP limit on booking attempts ("Abuse"). Counted in the
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
import { rateLimitEvents } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';

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

/** The rate limit's arguments in a statement (named apart from a booking context's). */
export const rateLimitTypes = {
  rateBucket: 'text',
  rateKey: 'text',
  rateSince: 'timestamptz',
  rateNow: 'timestamptz',
  rateMax: 'int4',
} as const;

/**
 * Two WITH items: `recent` (the address's attempts in the window: `hits`) and `recorded` (this
 * attempt, written only when fewer than the limit were counted; nothing when the key is null), so
 * the limit is counted and recorded by whatever statement the caller makes anyway. Like a count
 * followed by an insert, two attempts of one address at the same instant may both pass at the limit.
 */
export const countAndRecordCtes = sql`recent as (
      select count(*)::int as hits from ${rateLimitEvents}
      where ${rateLimitEvents.bucket} = ${sql.placeholder('rateBucket')}::text
        and ${rateLimitEvents.key} = ${sql.placeholder('rateKey')}::text
        and ${rateLimitEvents.occurredAt} >= ${sql.placeholder('rateSince')}::timestamptz
    ), recorded as (
      insert into ${rateLimitEvents} (bucket, key, occurred_at)
      select ${sql.placeholder('rateBucket')}::text, ${sql.placeholder('rateKey')}::text, ${sql.placeholder('rateNow')}::timestamptz
      from recent where hits < ${sql.placeholder('rateMax')}::int and ${sql.placeholder('rateKey')}::text is not null
    )`;

/** The arguments of countAndRecordCtes for one attempt from `address` (null: not counted). */
export function rateLimitArguments(address: string | null, now: Date, limit: BookingRateLimit) {
  return {
    rateBucket: BOOKING_RATE_BUCKET,
    rateKey: address,
    rateSince: new Date(now.getTime() - limit.windowMs).toISOString(),
    rateNow: now.toISOString(),
    rateMax: limit.max,
  };
}

/** 429 (with Retry-After) when `hits`, counted before this attempt, used up the limit. */
export function refuseWhenLimited(hits: number, limit: BookingRateLimit): void {
  if (hits >= limit.max) {
    throw refuse(429, 'booking:errors.rateLimited', {
      headers: {
        'Retry-After': String(Math.ceil(limit.windowMs / 1000)),
      },
    });
  }
}
