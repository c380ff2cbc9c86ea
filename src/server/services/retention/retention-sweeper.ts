/**
 * Applies the retention rules (retention-rules.ts) while the server runs, without an operator
 * (decision 190).
 *
 * Bounded: each sweep removes at most `batchSize` rows per transaction and `maxBatchesPerRule` batches per
 * rule, and yields to the event loop between batches, so a backlog (a server restarted after weeks, a
 * probe storm) is worked off in short steps while bookings go on; when a rule hit its cap, the next sweep
 * comes soon instead of after the full interval.
 *
 * Several processes against one PostgreSQL: every batch first takes `pg_try_advisory_xact_lock` on one
 * key; a process that does not get it skips this sweep (another one is sweeping), so the processes never
 * queue on each other. Started by main.ts (never on import) and stopped before the database closes.
 */
import { repeatingTask, type RepeatingTask } from '../../repeating-task.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { RetentionRule } from './retention-rules.ts';

/** Advisory lock class of the sweep (the others: 7_246_001 migrations … 7_246_006 customer keys). */
export const RETENTION_LOCK_CLASS = 7_246_010;

export interface SweepLimits {
  /** Rows per transaction: short enough that the embedded database's one connection is never held long. */
  readonly batchSize: number;
  /** Batches per rule per sweep: bounds one sweep's work whatever the backlog. */
  readonly maxBatchesPerRule: number;
}

export const DEFAULT_SWEEP_LIMITS: SweepLimits = { batchSize: 500, maxBatchesPerRule: 20 };

export interface SweepOutcome {
  /** Rows removed per rule name. */
  readonly removed: Readonly<Record<string, number>>;
  /** A rule hit its batch cap: more may be waiting. */
  readonly more: boolean;
  /** Another process held the sweep's lock; this one did nothing. */
  readonly skipped: boolean;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows: Record<string, unknown>[] }).rows;
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One sweep at `now`: every rule in turn, batch by batch, each batch its own transaction under the
 * sweep's lock. Answers what it removed; `skipped` when another process was sweeping.
 */
export async function sweepRetention(
  db: Database,
  now: Date,
  rules: readonly RetentionRule[],
  limits: SweepLimits = DEFAULT_SWEEP_LIMITS,
): Promise<SweepOutcome> {
  const removed: Record<string, number> = {};
  let more = false;
  for (const rule of rules) {
    removed[rule.name] = 0;
    for (let batch = 0; batch < limits.maxBatchesPerRule; batch += 1) {
      const count = await db.transaction(async (tx) => {
        const [lock] = rowsOf(
          await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_CLASS}, 0) as locked`),
        );
        if (lock?.locked !== true) return null;
        return rule.sweep(tx, now, limits.batchSize);
      });
      if (count === null) return { removed, more: false, skipped: true };
      removed[rule.name] = (removed[rule.name] ?? 0) + count;
      if (count < limits.batchSize) break;
      if (batch === limits.maxBatchesPerRule - 1) more = true;
      await yieldToRequests();
    }
  }
  return { removed, more, skipped: false };
}

export interface RetentionSweeperOptions {
  readonly db: Database;
  readonly rules: readonly RetentionRule[];
  readonly clock: () => Date;
  readonly logger: Logger;
  readonly limits?: SweepLimits;
  /** The first sweep, after the server has come up (a restart after weeks cleans up at once). */
  readonly firstDelayMs?: number;
  /** Between sweeps; each wait varies by ±10 % so processes started together drift apart. */
  readonly intervalMs?: number;
  /** After a sweep that hit a cap: soon, to work off a backlog in bounded steps. */
  readonly backlogDelayMs?: number;
}

/** Stops the timer and waits for a sweep in progress, so the database can close after it. */
export type RetentionSweeper = RepeatingTask;

export const RETENTION_FIRST_DELAY_MS = 5_000;
export const RETENTION_INTERVAL_MS = 10 * 60_000;
export const RETENTION_BACKLOG_DELAY_MS = 5_000;

export function createRetentionSweeper(options: RetentionSweeperOptions): RetentionSweeper {
  const { db, rules, clock, logger } = options;
  const limits = options.limits ?? DEFAULT_SWEEP_LIMITS;
  const intervalMs = options.intervalMs ?? RETENTION_INTERVAL_MS;
  const backlogDelayMs = options.backlogDelayMs ?? RETENTION_BACKLOG_DELAY_MS;
  const jittered = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2));

  return repeatingTask({
    firstDelayMs: options.firstDelayMs ?? RETENTION_FIRST_DELAY_MS,
    // After a sweep that hit a cap, soon, to work off a backlog in bounded steps.
    delayAfter: (more) => (more ? backlogDelayMs : jittered(intervalMs)),
    run: () =>
      sweepRetention(db, clock(), rules, limits)
        .then((outcome) => {
          const total = Object.values(outcome.removed).reduce((sum, count) => sum + count, 0);
          if (total > 0) logger.info({ removed: outcome.removed, more: outcome.more }, 'retention sweep');
          return outcome.more;
        })
        .catch((error: unknown) => {
          // A failed sweep is retried at the next interval; nothing depends on it finishing now.
          logger.error({ err: error }, 'retention sweep failed');
          return false;
        }),
  });
}
