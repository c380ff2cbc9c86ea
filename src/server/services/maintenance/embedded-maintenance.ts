/**
 * The embedded database's nightly upkeep (decision 217). PostgreSQL vacuums and analyzes its tables by
 * itself (autovacuum); PGlite, the same engine in one process, does not. Without it, every updated or
 * deleted row stays in its table (the outbox, sessions, appointments changing status), index-only reads
 * visit the table again, and the planner chooses from statistics that are never gathered. So the server
 * that runs on the embedded database runs `VACUUM (ANALYZE)` itself, at night (maintenance-timing.ts).
 * Started by main.ts for the embedded engine only, stopped before the database closes.
 */
import { sql } from 'drizzle-orm';
import { maintenanceDue } from '../../../domain/maintenance-timing.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { repeatingTask, type RepeatingTask } from '../../repeating-task.ts';

/** How often the server asks whether the night's upkeep is due. */
export const MAINTENANCE_CHECK_INTERVAL_MS = 15 * 60_000;

/** Frees the space of dead rows for reuse and gathers the planner's statistics, for every table. */
export async function vacuumAndAnalyze(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

export interface EmbeddedMaintenanceOptions {
  readonly db: Database;
  readonly clock: () => Date;
  readonly timeZone: string;
  readonly logger: Logger;
  readonly checkIntervalMs?: number;
}

export function createEmbeddedMaintenance(options: EmbeddedMaintenanceOptions): RepeatingTask {
  const { db, clock, timeZone, logger } = options;
  const checkIntervalMs = options.checkIntervalMs ?? MAINTENANCE_CHECK_INTERVAL_MS;
  let lastRunAt: Date | null = null;
  return repeatingTask({
    firstDelayMs: checkIntervalMs,
    delayAfter: () => checkIntervalMs,
    run: async () => {
      const now = clock();
      if (!maintenanceDue({ now, lastRunAt, timeZone })) return false;
      // Counted as done even when it fails: a failing vacuum is not retried every 15 minutes of the night.
      lastRunAt = now;
      const started = performance.now();
      try {
        await vacuumAndAnalyze(db);
        logger.info({ ms: Math.round(performance.now() - started) }, 'database maintenance (vacuum, analyze)');
      } catch (error) {
        logger.error({ err: error }, 'database maintenance failed');
      }
      return false;
    },
  });
}
