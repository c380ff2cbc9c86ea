/**
 * Test-only helpers for the reminder tests (reminders.db.test.ts, reminder-delivery.db.test.ts): the owner's
 * reminder hours, planning in a transaction, the reminder rows, and a worker built as the server builds it
 * (mail-worker-from-environment.ts) but with the test's transport, clock and batch size.
 */
import { and, asc, eq, min } from 'drizzle-orm';
import type { TestClock } from '../../../../test/support/test-app.ts';
import { defaultSalonConfig } from '../../../config/salon.ts';
import { DEFAULT_CUSTOMER_CHANGE_RULES } from '../../../domain/manage-booking.ts';
import type { Database } from '../../db/client.ts';
import { outbox, salonSettings } from '../../db/schema.ts';
import { silentLogger } from '../../logger.ts';
import { createDeliveryPreparation } from '../prepare-delivery.ts';
import { createReminderPreparation, planReminder, type PlannedReminder } from '../reminders.ts';
import { defaultMailFrom, type MailTransport } from '../transport.ts';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../worker.ts';
import { TEST_PUBLIC_URL } from './mail-fixtures.ts';

/** An instant written as the salon's wall clock ('2026-11-25T14:30'; Asia/Bangkok is +07:00 all year). */
export const salonAt = (wallClock: string): Date => new Date(`${wallClock}:00+07:00`);

/** The owner's reminder hours (0: off), saved as the settings page would leave them. */
export async function setReminderHours(db: Database, reminderHoursBefore: number): Promise<void> {
  const value = { ...DEFAULT_CUSTOMER_CHANGE_RULES, reminderHoursBefore };
  await db
    .insert(salonSettings)
    .values({ section: 'customer_changes', value })
    .onConflictDoUpdate({ target: salonSettings.section, set: { value } });
}

/** Back to the defaults (24 hours): a missing row is the default. */
export async function resetReminderHours(db: Database): Promise<void> {
  await db.delete(salonSettings).where(eq(salonSettings.section, 'customer_changes'));
}

/** planReminder in a transaction of its own, as a booking or a move would run it. */
export function planIn(db: Database, appointmentId: string, now: Date): Promise<PlannedReminder | null> {
  return db.transaction((tx) =>
    planReminder(tx, appointmentId, { salon: defaultSalonConfig, publicUrl: TEST_PUBLIC_URL, now }),
  );
}

export type OutboxRow = typeof outbox.$inferSelect;

/** The reminder rows, of one appointment or all, oldest first. */
export function reminderRows(db: Database, appointmentId?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'booking_reminder'),
        appointmentId === undefined ? undefined : eq(outbox.appointmentId, appointmentId),
      ),
    )
    .orderBy(asc(outbox.id));
}

/** The worker of one server process: the preparation of mail-worker-from-environment.ts, over `transport`. */
export function reminderWorker(
  db: Database,
  transport: MailTransport | null,
  clock: () => Date,
  overrides: Partial<OutboxWorkerOptions> = {},
): OutboxWorker {
  return createOutboxWorker({
    db,
    transport,
    from: defaultMailFrom(defaultSalonConfig),
    replyTo: defaultSalonConfig.email,
    messageIdDomain: defaultSalonConfig.emailDomain,
    clock,
    logger: silentLogger,
    prepare: createDeliveryPreparation({
      db,
      publicUrl: TEST_PUBLIC_URL,
      prepareReminder: createReminderPreparation({ db, salon: defaultSalonConfig, publicUrl: TEST_PUBLIC_URL }),
    }),
    ...overrides,
  });
}

/** The earliest time a pending message is due, or null when none is pending. */
export async function nextDue(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(outbox.nextAttemptAt) })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  return row?.at ?? null;
}

/**
 * Runs `worker` on a pinned clock from its current time up to `until`: each pass at the next instant a
 * message is due (as a polling worker would find it), then the clock stops at `until`. Calls `onPass`
 * with the clock after each pass, so a test can see when things happened.
 */
export async function runUntil(
  db: Database,
  worker: OutboxWorker,
  clock: TestClock,
  until: Date,
  onPass: (now: Date) => void | Promise<void> = () => {},
): Promise<void> {
  for (let pass = 0; pass < 1_000; pass += 1) {
    const due = await nextDue(db);
    if (due === null || due.getTime() > until.getTime()) {
      clock.set(until);
      await worker.runOnce();
      await onPass(clock());
      return;
    }
    if (due.getTime() > clock().getTime()) clock.set(due);
    await worker.runOnce();
    await onPass(clock());
  }
  throw new Error('the worker did not reach the end time');
}
