/**
 * What staff see of the outbox (admin Outbox page, appointment detail):
 * list, read one, and retry a failed message.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

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

/** Newest first, optionally one status, one page; with the count of every status. */
export async function listOutboxMessages(options: ListOutboxOptions) {
  const { db, status, page } = options;
  const pageSize = options.pageSize ?? OUTBOX_PAGE_SIZE;
  const where = status ? eq(outbox.status, status) : undefined;
  const [messages, grouped] = await Promise.all([
    db
      .select(summaryColumns)
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ status: outbox.status, value: count() }).from(outbox).groupBy(outbox.status),
  ]);
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0, dropped: 0 };
  for (const row of grouped) counts[row.status] = row.value;
  const total = status ? counts[status] : counts.pending + counts.sent + counts.failed + counts.dropped;
  return {
    messages,
    counts,
    page,
    pageSize,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
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
  if (!row) throw new ApiError(404, 'not_found', 'There is no such message in the outbox.');
  return row;
}

/** A failed message gets a fresh set of attempts, starting now. */
export async function retryOutboxMessage(db: Database, id: number, now: Date) {
  const [updated] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning(summaryColumns);
  if (updated) return updated;
  const [existing] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
  if (!existing) throw new ApiError(404, 'not_found', 'There is no such message in the outbox.');
  throw new ApiError(
    409,
    'conflict',
    existing.status === 'sent'
      ? 'This message has already been sent, so there is nothing to retry.'
      : 'This message is still waiting to be sent; only a failed message can be retried.',
  );
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
