/**
 * Sliding-window counters stored in the database (table rate_limit_events),
 * so limits survive a restart and hold across several app processes.
 * Used for login lockouts and for booking creation per IP.
 */
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema.ts';

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

export async function recordHit(db: Executor, bucket: string, key: string, now: Date): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket, key, occurredAt: now });
}

export async function clearHits(db: Executor, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
}

/** Deletes hits older than the longest window any caller uses (housekeeping). */
export async function pruneHits(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.occurredAt, olderThan));
}
