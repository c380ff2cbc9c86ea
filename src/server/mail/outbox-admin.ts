/**
 * What staff see of the outbox (admin Outbox page, appointment detail):
 * list, read one, and retry a failed message.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { cappedCount, lastReachablePage, LIST_ROW_LIMIT } from '../../domain/list-bounds.ts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { refuse } from '../http/errors.ts';
import type { StaffRequestContext } from '../services/shared/request-context.ts';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'dropped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_PAGE_SIZE = 25;

const summaryColumns = {
  id: outbox.id,
  kind: outbox.kind,
  appointmentId: outbox.appointmentId,
  recipient: outbox.recipient,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  lastError: outbox.lastError,
  sentAt: outbox.sentAt,
  createdAt: outbox.createdAt,
};

export interface ListOutboxOptions {
  readonly db: Database;
  readonly status: OutboxStatus | undefined;
  /** 1-based. */
  readonly page: number;
  readonly pageSize?: number;
}

/**
 * Newest first, optionally one status, one page; with the count of every status.
 *
 * Cost (decision 210): the page is read backwards along `outbox_created_idx` (or the status one), at most
 * LIST_ROW_LIMIT rows deep (the route refuses deeper pages), and each status is counted only up to one
 * past LIST_ROW_LIMIT, so the page costs the same with a thousand or a million messages kept.
 */
export async function listOutboxMessages(options: ListOutboxOptions) {
  const { db, status, page } = options;
  const pageSize = options.pageSize ?? OUTBOX_PAGE_SIZE;
  const where = status ? eq(outbox.status, status) : undefined;
  const capped = (value: OutboxStatus) =>
    sql`(select count(*)::int from (select 1 from ${outbox} where ${outbox.status} = ${value}
          limit ${LIST_ROW_LIMIT + 1}) matching)`;
  const [messages, countRows] = await Promise.all([
    db
      .select(summaryColumns)
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.execute(
      sql`select ${sql.join(
        OUTBOX_STATUSES.map((value) => sql`${capped(value)} as ${sql.identifier(value)}`),
        sql`, `,
      )}`,
    ),
  ]);
  const found = (Array.isArray(countRows) ? countRows : (countRows as { rows: unknown[] }).rows)[0] as
    Record<OutboxStatus, number> | undefined;
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0, dropped: 0 };
  /** Statuses with more than LIST_ROW_LIMIT messages (their count shows as "more than 10,000"). */
  const countsCapped: Record<OutboxStatus, boolean> = { pending: false, sent: false, failed: false, dropped: false };
  for (const value of OUTBOX_STATUSES) {
    const counted = cappedCount(Number(found?.[value] ?? 0));
    counts[value] = counted.count;
    countsCapped[value] = !counted.exact;
  }
  const total = status ? counts[status] : counts.pending + counts.sent + counts.failed + counts.dropped;
  const totalExact = status ? !countsCapped[status] : !OUTBOX_STATUSES.some((value) => countsCapped[value]);
  return {
    messages,
    counts,
    countsCapped,
    page,
    pageSize,
    total,
    totalExact,
    pageCount: Math.min(lastReachablePage(pageSize), Math.max(1, Math.ceil(total / pageSize))),
  };
}

export async function getOutboxMessage(db: Database, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      textBody: outbox.textBody,
      htmlBody: outbox.htmlBody,
      icsAttachment: outbox.icsAttachment,
    })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!row) throw refuse(404, 'admin:refusals.noSuchMessage');
  return row;
}

/** A failed message gets a fresh set of attempts, starting now. */
export async function retryOutboxMessage(
  context: Pick<StaffRequestContext, 'db' | 'staffId' | 'now' | 'logger'>,
  id: number,
) {
  const { db, now } = context;
  const [updated] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning(summaryColumns);
  if (updated) {
    context.logger.info({ outboxId: updated.id, staffId: context.staffId }, 'outbox message retried by staff');
    return updated;
  }
  const [existing] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
  if (!existing) throw refuse(404, 'admin:refusals.noSuchMessage');
  throw refuse(409, existing.status === 'sent' ? 'admin:refusals.alreadySent' : 'admin:refusals.stillWaiting');
}

/**
 * The latest confirmation e-mail of an appointment, for the "not yet sent"
 * marker on the appointment detail page; undefined when none was written.
 */
export async function latestConfirmationEmail(db: Database, appointmentId: string) {
  const [row] = await db
    .select({
      id: outbox.id,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      nextAttemptAt: outbox.nextAttemptAt,
      sentAt: outbox.sentAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(and(eq(outbox.appointmentId, appointmentId), eq(outbox.kind, 'booking_confirmed')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}
