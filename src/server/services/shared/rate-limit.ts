/**
 * Sliding-window counters stored in the database (table rate_limit_events),
 * so limits survive a restart and hold across several app processes.
 * Used for login lockouts and for booking creation per IP. Hits past the longest
 * window are deleted by the retention sweep (retention-rules.ts).
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { rateLimitEvents } from '../../db/schema.ts';

type Executor = Database | Transaction;

export interface RateWindow {
  readonly bucket: string;
  readonly key: string;
  readonly windowMs: number;
}

export async function countRecentHits(db: Executor, window: RateWindow, now: Date): Promise<number> {
  const since = new Date(now.getTime() - window.windowMs);
  const [row] = await db
    .select({ value: count() })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, window.bucket),
        eq(rateLimitEvents.key, window.key),
        gte(rateLimitEvents.occurredAt, since),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Counts the hits in the window and records this one only when fewer than `max` were
 * counted, in one statement (one round trip on the booking path). Returns the
 * count before this hit: `>= max` means refused and not recorded. Like a count followed by
 * an insert, two requests of one address at the same instant may both pass at the limit.
 */
export async function countAndRecordHit(db: Executor, window: RateWindow, now: Date, max: number): Promise<number> {
  const since = new Date(now.getTime() - window.windowMs);
  const result = await db.execute(sql`with recent as (
      select count(*)::int as hits from ${rateLimitEvents}
      where ${rateLimitEvents.bucket} = ${window.bucket} and ${rateLimitEvents.key} = ${window.key}
        and ${rateLimitEvents.occurredAt} >= ${since.toISOString()}::timestamptz
    ), recorded as (
      insert into ${rateLimitEvents} (bucket, key, occurred_at)
      select ${window.bucket}::text, ${window.key}::text, ${now.toISOString()}::timestamptz from recent where hits < ${max}
    )
    select hits from recent`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { hits: number }[];
  return rows[0]?.hits ?? 0;
}

export async function recordHit(db: Executor, bucket: string, key: string, now: Date): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket, key, occurredAt: now });
}

export async function clearHits(db: Executor, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
}
