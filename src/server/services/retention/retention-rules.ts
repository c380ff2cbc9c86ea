/**
 * What the database forgets, and when (decision 190).
 *
 * Some tables grow with traffic rather than with the salon's business: every booking attempt and every
 * unknown link leaves a rate-limit hit, every sign-in a session, every "send a new link" revoked links.
 * Each rule below names one such kind of row and deletes (or, for idempotency keys, clears) the rows that
 * nothing reads any more, in batches of at most `limit` rows per call. What the business needs stays:
 * a manage link that still opens its booking, a live session, a set-password link the person may still
 * open, the audit history (appointment, customer and settings events) and the outbox.
 *
 * Time is a parameter: every rule takes `now`, so tests shift the clock instead of waiting.
 * Each batch picks its rows with `FOR UPDATE SKIP LOCKED`, so two processes sweeping at once never wait
 * on each other's rows, and a row one of them deleted is simply not there for the other.
 */
import { and, eq, inArray, isNotNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MANAGE_LINK_LIFETIME_DAYS, manageLinkUsable } from '../../../domain/manage-booking.ts';
import { addDays, type CalendarDate } from '../../../domain/calendar.ts';
import { salonToday } from '../../../domain/salon-time.ts';
import { SIGN_IN_WINDOW_MS } from '../../auth/session-policy.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  appointments,
  lineLinkCodes,
  lineWebhookEvents,
  manageLinks,
  passwordTokens,
  rateLimitEvents,
  sessions,
} from '../../db/schema.ts';
import { DEPOSIT_STATUS_FAILURE_WINDOW_MS } from '../deposits/deposit-status.ts';
import { MANAGE_LINK_FAILURE_WINDOW_MS } from '../manage-booking/manage-links.ts';

type Executor = Database | Transaction;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A set-password link stays this long after it expired (used links expire too), so a colleague who opens
 * an old one still reads "already used" or "expired" rather than "not valid"; then it goes.
 */
export const PASSWORD_LINK_KEPT_AFTER_EXPIRY_MS = 7 * DAY_MS;

/**
 * A booking's idempotency key answers a retried request (a lost answer, a double tap) with the booking it
 * already made. Retries come within seconds; a week is far past any honest one.
 */
export const IDEMPOTENCY_KEY_KEPT_MS = 7 * DAY_MS;

export interface RetentionPolicy {
  /**
   * Rate-limit hits older than this are never counted again: the longest window of any limit
   * (the booking limit's is configurable, BOOKING_RATE_LIMIT_WINDOW_SECONDS).
   */
  readonly rateLimitHitsKeptMs: number;
  readonly timeZone: string;
}

/** The policy for a booking-limit window (the other limits' windows are fixed at 15 minutes). */
export function retentionPolicy(input: {
  readonly bookingWindowMs: number;
  readonly timeZone: string;
}): RetentionPolicy {
  return {
    rateLimitHitsKeptMs: Math.max(
      input.bookingWindowMs,
      SIGN_IN_WINDOW_MS,
      MANAGE_LINK_FAILURE_WINDOW_MS,
      DEPOSIT_STATUS_FAILURE_WINDOW_MS,
    ),
    timeZone: input.timeZone,
  };
}

export interface RetentionRule {
  /** Named in logs and in docs/reliability.md. */
  readonly name: string;
  /** Removes at most `limit` rows that have outlived their use; answers how many it removed. */
  sweep(db: Executor, now: Date, limit: number): Promise<number>;
}

/**
 * Deletes at most `limit` rows of `table` that match `where`, picked by their key with `FOR UPDATE SKIP
 * LOCKED` (rows another sweep holds are left to it); answers how many went.
 */
async function deleteBatch(db: Executor, table: PgTable, key: PgColumn, where: SQL | undefined, limit: number) {
  const removed = await db
    .delete(table)
    .where(inArray(key, db.select({ key }).from(table).where(where).limit(limit).for('update', { skipLocked: true })))
    .returning({ key });
  return removed.length;
}

/** Rate-limit hits past the longest window: they can never be counted again. */
function rateLimitHits(policy: RetentionPolicy): RetentionRule {
  return {
    name: 'rate-limit hits',
    sweep: (db, now, limit) =>
      deleteBatch(
        db,
        rateLimitEvents,
        rateLimitEvents.id,
        lt(rateLimitEvents.occurredAt, new Date(now.getTime() - policy.rateLimitHitsKeptMs)),
        limit,
      ),
  };
}

/** Sessions past their idle or absolute expiry: the guard refuses them already (403). */
const expiredSessions: RetentionRule = {
  name: 'expired staff sessions',
  sweep: (db, now, limit) =>
    deleteBatch(
      db,
      sessions,
      sessions.tokenHash,
      or(lte(sessions.expiresAt, now), lte(sessions.absoluteExpiresAt, now)),
      limit,
    ),
};

/** Set-password links a week after they expired (a used link has expired by then too). */
const oldPasswordLinks: RetentionRule = {
  name: 'used or expired set-password links',
  sweep: (db, now, limit) =>
    deleteBatch(
      db,
      passwordTokens,
      passwordTokens.tokenHash,
      lt(passwordTokens.expiresAt, new Date(now.getTime() - PASSWORD_LINK_KEPT_AFTER_EXPIRY_MS)),
      limit,
    ),
};

/**
 * The latest appointment date whose links no longer open it at `now`, by the domain's own rule
 * (manageLinkUsable), so this sweep can never end a link the manage page would still accept.
 */
export function lastExpiredManageLinkDate(now: Date, timeZone: string): CalendarDate {
  let date = addDays(salonToday(now, timeZone), -(MANAGE_LINK_LIFETIME_DAYS + 1));
  // At most a step or two (a daylight-saving shift in another salon's time zone).
  while (manageLinkUsable(date, now, timeZone)) date = addDays(date, -1);
  return date;
}

/** Revoked links (staff sent a new one) and links whose appointment is more than 30 days past. */
function endedManageLinks(policy: RetentionPolicy): RetentionRule {
  return {
    name: 'revoked or expired manage links',
    async sweep(db, now, limit) {
      const lastExpired = lastExpiredManageLinkDate(now, policy.timeZone);
      const removed = await db
        .delete(manageLinks)
        .where(
          inArray(
            manageLinks.tokenHash,
            db
              .select({ tokenHash: manageLinks.tokenHash })
              .from(manageLinks)
              .innerJoin(appointments, eq(appointments.id, manageLinks.appointmentId))
              .where(or(isNotNull(manageLinks.revokedAt), lte(appointments.appointmentDate, lastExpired)))
              .limit(limit)
              .for('update', { of: manageLinks, skipLocked: true }),
          ),
        )
        .returning({ tokenHash: manageLinks.tokenHash });
      return removed.length;
    },
  };
}

/**
 * Idempotency keys of bookings made more than a week ago are cleared (the appointment stays): the key's
 * unique index then holds only the last week's bookings. Clearing it changes no statistic (the rollup
 * triggers ignore the column) and no version (staff edits are not disturbed).
 */
const oldIdempotencyKeys: RetentionRule = {
  name: 'booking idempotency keys',
  async sweep(db, now, limit) {
    const olderThan = new Date(now.getTime() - IDEMPOTENCY_KEY_KEPT_MS);
    const cleared = await db
      .update(appointments)
      .set({ idempotencyKey: null })
      .where(
        inArray(
          appointments.id,
          db
            .select({ id: appointments.id })
            .from(appointments)
            .where(and(isNotNull(appointments.idempotencyKey), lt(appointments.createdAt, olderThan)))
            .limit(limit)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning({ id: appointments.id });
    return cleared.length;
  },
};

/** LINE webhook receipts: kept a week, far past LINE's redeliveries, so a repeat is still recognised. */
export const LINE_WEBHOOK_RECEIPT_KEPT_MS = 7 * DAY_MS;

const oldLineWebhookReceipts: RetentionRule = {
  name: 'LINE webhook receipts',
  sweep: (db, now, limit) =>
    deleteBatch(
      db,
      lineWebhookEvents,
      lineWebhookEvents.webhookEventId,
      lt(lineWebhookEvents.receivedAt, new Date(now.getTime() - LINE_WEBHOOK_RECEIPT_KEPT_MS)),
      limit,
    ),
};

/** LINE linking codes a day after they expired (used ones too): they can never link again. */
const oldLineLinkCodes: RetentionRule = {
  name: 'expired LINE linking codes',
  sweep: (db, now, limit) =>
    deleteBatch(
      db,
      lineLinkCodes,
      lineLinkCodes.codeHash,
      lt(lineLinkCodes.expiresAt, new Date(now.getTime() - DAY_MS)),
      limit,
    ),
};

/** Every rule, in the order a sweep applies them. */
export function retentionRules(policy: RetentionPolicy): readonly RetentionRule[] {
  return [
    rateLimitHits(policy),
    expiredSessions,
    oldPasswordLinks,
    endedManageLinks(policy),
    oldIdempotencyKeys,
    oldLineWebhookReceipts,
    oldLineLinkCodes,
  ];
}
