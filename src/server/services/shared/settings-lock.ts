/**
 * The one lock between the owner's settings and the bookings that obey them
 * ("a change of hours or a closure committed before a booking's
 * transaction is obeyed by that booking").
 *
 * Every transaction that books or moves an appointment takes this lock shared,
 * before its per-date lock, and reads the settings after it; every transaction
 * that changes something availability depends on (hours, closures, booking
 * rules, technicians' weeks and days off, a technician's account) takes it
 * exclusive. So a settings change waits for bookings in flight to commit, and
 * a booking that starts after the change committed sees it. Bookings never
 * wait for each other on it (shared with shared).
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';

/** First key of the two-key advisory lock; the second is always 0. */
export const SETTINGS_LOCK_CLASS = 7_246_005;

/** For a transaction that relies on the settings (a booking, a move). */
export async function lockSettingsShared(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${SETTINGS_LOCK_CLASS}, 0)`);
}

/** For a transaction that changes what availability depends on. */
export async function lockSettingsExclusive(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK_CLASS}, 0)`);
}
