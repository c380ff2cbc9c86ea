/**
 * Releases the time of holds whose deposit did not arrive by its deadline: the deposit becomes
 * `expired`, its appointment `cancelled` (so it no longer counts against capacity or the technician's
 * time) and the customer receives an e-mail saying so, all in one transaction per batch.
 *
 * Run by every server process (like the outbox and the retention sweep): each batch claims its rows
 * with FOR UPDATE SKIP LOCKED, so two processes never expire one hold twice and a staff member's
 * "Deposit received" holding the row is skipped, then seen settled on the next run.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { appointmentEvents, appointments, deposits } from '../../db/schema.ts';
import { liveMailContext, type MailContext } from '../../mail/templates/appointment-email-data.ts';
import { repeatingTask, type RepeatingTask } from '../../repeating-task.ts';
import { enqueueDepositExpiredEmail } from './deposit-emails.ts';

/** Holds released per transaction: short, so the embedded database's one connection is never held long. */
export const EXPIRY_BATCH = 50;

export interface ExpiryOutcome {
  readonly expired: readonly string[];
  /** The batch was full: more may be due. */
  readonly more: boolean;
}

export async function expireDueDeposits(
  db: Database,
  now: Date,
  mail: Omit<MailContext, 'now'>,
  batch = EXPIRY_BATCH,
): Promise<ExpiryOutcome> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ appointmentId: deposits.appointmentId })
      .from(deposits)
      .where(and(eq(deposits.state, 'awaited'), lte(deposits.dueAt, now)))
      .orderBy(asc(deposits.dueAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { expired: [], more: false };
    const ids = due.map((row) => row.appointmentId);
    await tx.update(deposits).set({ state: 'expired', settledAt: now }).where(inArray(deposits.appointmentId, ids));
    // Only a hold still waiting is released: one staff already cancelled, completed or marked stays as it is.
    const released = await tx
      .update(appointments)
      .set({ status: 'cancelled', version: sql`${appointments.version} + 1`, updatedAt: now })
      .where(and(inArray(appointments.id, ids), inArray(appointments.status, ['pending', 'confirmed'])))
      .returning({ id: appointments.id, email: appointments.customerEmail });
    await tx.insert(appointmentEvents).values(
      ids.map((appointmentId) => ({
        appointmentId,
        staffId: null,
        kind: 'deposit_expired',
        detail: { released: released.some((row) => row.id === appointmentId) },
        createdAt: now,
      })),
    );
    const context = await liveMailContext(tx, { ...mail, now });
    for (const appointment of released) {
      if (appointment.email !== '') await enqueueDepositExpiredEmail(tx, appointment.id, context);
    }
    return { expired: ids, more: due.length === batch };
  });
}

export interface DepositExpiryOptions {
  readonly db: Database;
  readonly clock: () => Date;
  readonly logger: Logger;
  readonly mail: Omit<MailContext, 'now'>;
  /** Between runs when nothing more is due (default 15 s: a hold is released within that of its deadline). */
  readonly intervalMs?: number;
}

/** The repeating task main.ts starts and stops. */
export function createDepositExpiry(options: DepositExpiryOptions): RepeatingTask {
  const interval = options.intervalMs ?? 15_000;
  return repeatingTask({
    firstDelayMs: 2_000,
    delayAfter: (more) => (more ? 0 : interval),
    run: async () => {
      try {
        const outcome = await expireDueDeposits(options.db, options.clock(), options.mail);
        if (outcome.expired.length > 0)
          options.logger.info({ released: outcome.expired.length }, 'deposit holds expired');
        return outcome.more;
      } catch (error) {
        options.logger.error({ err: error }, 'expiring deposit holds failed');
        return false;
      }
    },
  });
}
