/**
 * The outbox worker: delivers the messages that outbox.ts wrote, from inside
 * the server process (main.ts starts and stops it).
 *
 * Claim, then send, then record (decision record 050):
 *
 * 1. Claim, in one short transaction: `SELECT ... FOR UPDATE SKIP LOCKED`
 *    the due pending rows, and push their `next_attempt_at` forward by a
 *    lease (10 minutes) while counting the attempt. Other workers skip the
 *    locked rows while the transaction is open and see them as not due
 *    after it commits, so two workers (two app processes on PostgreSQL)
 *    never send the same row. No transaction stays open during SMTP, so a
 *    slow mail server never holds a lock or blocks PGlite's one connection.
 * 2. Send over SMTP, outside any transaction. The SMTP timeouts
 *    (transport.ts) keep one send well inside the lease.
 * 3. Record the outcome, fenced on the lease: `sent`, or the error with a
 *    retry time (exponential backoff, capped), or `failed` after the last
 *    attempt. Failed rows stay visible on the Outbox page, where staff can
 *    retry them.
 *
 * Delivery is at least once: a process that dies after the SMTP server
 * accepted a message but before step 3 leaves the row claimed; when the
 * lease runs out another run sends it again (same Message-ID, drawn at
 * random when the row was written, so mail clients recognise the copy). It is never zero times: a row only
 * leaves `pending` when SMTP accepted it or its attempts are used up.
 *
 * Without SMTP_URL no e-mail leaves: each new message is logged once and
 * stays pending, readable on the Outbox page, and is delivered as soon as
 * the server runs with SMTP_URL. The other channels still work without it
 * (decision 237): a customer's message that LINE or WhatsApp carries is sent;
 * one they do not carry is kept for e-mail, looked at again every
 * KEPT_FOR_EMAIL_RECHECK_MS, and released at once when a worker with SMTP starts.
 */
import { repeatingTask } from '../repeating-task.ts';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { CUSTOMER_KINDS } from './outbox.ts';
import type { DeliveryPlan, PrepareDelivery } from './prepare-delivery.ts';
import type { ChannelRoute } from '../services/messaging/channels.ts';
import { formatMessageId, type MailTransport } from './transport.ts';

export interface RetryPolicy {
  /** Wait after the first failed attempt; doubles after each further one. */
  readonly baseDelayMs: number;
  /** Longest wait between two attempts. */
  readonly maxDelayMs: number;
  /** After this many failed attempts the message is marked failed. */
  readonly maxAttempts: number;
}

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: ten attempts span about four hours. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 10 };

/**
 * Without SMTP, how long a message no other channel carried waits before it is looked at again (a
 * channel may carry it by then). A day: each look prepares the message anew, so a long SMTP-less
 * backlog costs one pass a day, not one per poll.
 */
export const KEPT_FOR_EMAIL_RECHECK_MS = 24 * 60 * 60_000;

/** The Outbox page's word for a message waiting for SMTP; also how a worker with SMTP finds them. */
export const KEPT_FOR_EMAIL = 'SMTP_URL is not set: kept until the server can send e-mail';

/** How long a claimed row is reserved for the worker that claimed it. */
export const DEFAULT_LEASE_MS = 10 * 60_000;

/** Wait before the next attempt, after `attemptsMade` failed attempts (1, 2, …). */
export function retryDelayMs(attemptsMade: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const exponent = Math.max(0, attemptsMade - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
}

export interface OutboxWorkerOptions {
  readonly db: Database;
  /** null when SMTP_URL is unset: messages stay in the outbox. */
  readonly transport: MailTransport | null;
  /** The From header (MAIL_FROM, or the salon's name and address). */
  readonly from: string;
  /** Reply-To of the e-mails to customers (the salon's address); a row's own Reply-To wins. */
  readonly replyTo: string;
  /** Domain part of the Message-IDs (the From address's domain). */
  readonly messageIdDomain: string;
  readonly clock: () => Date;
  readonly logger: Logger;
  readonly pollIntervalMs?: number;
  readonly batchSize?: number;
  readonly leaseMs?: number;
  readonly retryPolicy?: RetryPolicy;
  /**
   * Makes a claimed row final just before it is sent (prepare-delivery.ts: the customer's private link,
   * due reminders), or drops or defers it. Without it rows go as written.
   */
  readonly prepare?: PrepareDelivery;
  /**
   * The other channels that may carry a customer's message instead of the e-mail (LINE, WhatsApp:
   * services/messaging/channels.ts): 'carried' records the row as sent without SMTP; a throw is a
   * failed attempt like an SMTP error. Without it every message goes by e-mail.
   */
  readonly route?: ChannelRoute;
}

export interface RunResult {
  readonly claimed: number;
  readonly sent: number;
  /** Failed attempts that will be retried. */
  readonly retrying: number;
  /** Messages that used their last attempt and are now marked failed. */
  readonly failed: number;
}

export interface OutboxWorker {
  /** Polls every `pollIntervalMs` until stopped. */
  start(): void;
  /** Stops polling and waits for a run in progress to finish. */
  stop(): Promise<void>;
  /** One claim-send-record pass (tests call this directly). */
  runOnce(): Promise<RunResult>;
}

const MAX_ERROR_LENGTH = 1_000;

export function describeSendError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    const text =
      typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
    return text.slice(0, MAX_ERROR_LENGTH);
  }
  return String(error).slice(0, MAX_ERROR_LENGTH);
}

/**
 * A refusal that no retry will change: the SMTP server answered 5xx to the
 * recipient or the message itself (unknown mailbox, message rejected).
 * Connection problems, 4xx answers and refused logins (a configuration the
 * owner can fix) are retried.
 */
export function isPermanentSendError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    typeof command === 'string' &&
    /^(RCPT|DATA)/i.test(command)
  );
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, clock, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 3_000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const log = logger.child({ component: 'outbox' });

  /** Without SMTP: the highest outbox id already logged by this process. */
  let lastLoggedId: number | undefined;
  /** With SMTP: whether the messages an SMTP-less run kept for e-mail were released yet. */
  let keptReleased = false;

  async function claim(now: Date): Promise<{ rows: (typeof outbox.$inferSelect)[]; leaseUntil: Date }> {
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const rows = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ nextAttemptAt: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
    rows.sort((a, b) => a.id - b.id);
    return { rows, leaseUntil };
  }

  /** Only the worker holding the lease may record the outcome. */
  function stillClaimed(id: number, leaseUntil: Date) {
    return and(eq(outbox.id, id), eq(outbox.status, 'pending'), eq(outbox.nextAttemptAt, leaseUntil));
  }

  /** Messages kept for e-mail by a run without SMTP are due now that e-mail can go. */
  async function releaseKept(): Promise<void> {
    if (keptReleased) return;
    const now = clock();
    await db
      .update(outbox)
      .set({ nextAttemptAt: now, lastError: null })
      .where(and(eq(outbox.status, 'pending'), eq(outbox.lastError, KEPT_FOR_EMAIL), gt(outbox.nextAttemptAt, now)));
    keptReleased = true;
  }

  /** Without SMTP: the row stays pending for e-mail, its attempt given back. */
  async function keepForEmail(row: typeof outbox.$inferSelect, leaseUntil: Date): Promise<void> {
    await db
      .update(outbox)
      .set({
        nextAttemptAt: new Date(clock().getTime() + KEPT_FOR_EMAIL_RECHECK_MS),
        attempts: sql`${outbox.attempts} - 1`,
        lastError: KEPT_FOR_EMAIL,
      })
      .where(stillClaimed(row.id, leaseUntil));
    if (row.lastError !== KEPT_FOR_EMAIL) {
      log.info(
        { outboxId: row.id, kind: row.kind, recipient: row.recipient, subject: row.subject },
        'e-mail kept in the outbox (SMTP_URL is not set)',
      );
    }
  }

  async function deliver(activeTransport: MailTransport | null): Promise<RunResult> {
    if (activeTransport) await releaseKept();
    const { rows, leaseUntil } = await claim(clock());
    let sent = 0;
    let retrying = 0;
    let failed = 0;
    for (const row of rows) {
      try {
        const plan: DeliveryPlan = options.prepare
          ? await options.prepare(row, clock())
          : { action: 'send', message: row };
        if (plan.action === 'drop') {
          await db
            .update(outbox)
            .set({ status: 'dropped', lastError: plan.reason, nextAttemptAt: clock() })
            .where(stillClaimed(row.id, leaseUntil));
          log.info({ outboxId: row.id, kind: row.kind, reason: plan.reason }, 'e-mail dropped');
          continue;
        }
        if (plan.action === 'defer') {
          // Held back, not failed: the claim's attempt is given back.
          await db
            .update(outbox)
            .set({ nextAttemptAt: plan.until, attempts: sql`${outbox.attempts} - 1` })
            .where(stillClaimed(row.id, leaseUntil));
          log.info({ outboxId: row.id, kind: row.kind, until: plan.until.toISOString() }, 'e-mail deferred');
          continue;
        }
        const { message } = plan;
        const channel = options.route ? await options.route(row, message) : 'email';
        if (channel === 'email' && !activeTransport) {
          await keepForEmail(row, leaseUntil);
          continue;
        }
        if (channel === 'email' && activeTransport)
          await activeTransport.send({
            from: options.from,
            to: row.recipient,
            ...(row.replyToAddress
              ? { replyTo: { name: row.replyToName ?? '', address: row.replyToAddress } }
              : CUSTOMER_KINDS.has(row.kind)
                ? { replyTo: options.replyTo }
                : {}),
            subject: message.subject,
            text: message.textBody,
            html: message.htmlBody,
            ics: message.icsAttachment,
            messageId: formatMessageId(row.messageUuid, options.messageIdDomain),
          });
      } catch (error) {
        const message = describeSendError(error);
        const now = clock();
        const giveUp = row.attempts >= policy.maxAttempts || isPermanentSendError(error);
        const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts, policy));
        await db
          .update(outbox)
          .set(
            giveUp
              ? { status: 'failed', lastError: message, nextAttemptAt: now }
              : { lastError: message, nextAttemptAt: retryAt },
          )
          .where(stillClaimed(row.id, leaseUntil));
        if (giveUp) {
          failed += 1;
          log.error({ outboxId: row.id, kind: row.kind, attempts: row.attempts, error: message }, 'e-mail failed');
        } else {
          retrying += 1;
          log.warn(
            {
              outboxId: row.id,
              kind: row.kind,
              attempts: row.attempts,
              retryAt: retryAt.toISOString(),
              error: message,
            },
            'e-mail not sent; will retry',
          );
        }
        continue;
      }
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: clock(), lastError: null })
        .where(stillClaimed(row.id, leaseUntil));
      sent += 1;
      log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'e-mail sent');
    }
    return { claimed: rows.length, sent, retrying, failed };
  }

  /** Without SMTP: log each pending message once per process, so nothing passes unnoticed. */
  async function logUnsent(): Promise<RunResult> {
    const none = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
    if (options.route) {
      // Another channel may still carry a customer's message: said once, then the ordinary run.
      if (lastLoggedId === undefined) {
        lastLoggedId = 0;
        log.warn('SMTP_URL is not set: LINE and WhatsApp messages go; e-mails stay in the outbox until it is');
      }
      return deliver(null);
    }
    if (lastLoggedId === undefined) {
      const [summary] = await db
        .select({ count: sql<number>`count(*)::int`, maxId: sql<number>`coalesce(max(${outbox.id}), 0)::int` })
        .from(outbox)
        .where(eq(outbox.status, 'pending'));
      lastLoggedId = summary?.maxId ?? 0;
      log.warn(
        { pending: summary?.count ?? 0 },
        'SMTP_URL is not set: e-mails stay in the outbox (admin Outbox page) until the server runs with SMTP_URL',
      );
      return none;
    }
    const fresh = await db
      .select({ id: outbox.id, kind: outbox.kind, recipient: outbox.recipient, subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), gt(outbox.id, lastLoggedId)))
      .orderBy(asc(outbox.id))
      .limit(100);
    for (const row of fresh) {
      log.info(
        { outboxId: row.id, kind: row.kind, recipient: row.recipient, subject: row.subject },
        'e-mail kept in the outbox (SMTP_URL is not set)',
      );
      lastLoggedId = row.id;
    }
    return none;
  }

  function runOnce(): Promise<RunResult> {
    return transport ? deliver(transport) : logUnsent();
  }

  const task = repeatingTask({
    firstDelayMs: 0,
    // A full batch means more may be due: go again at once.
    delayAfter: (more) => (more ? 0 : pollIntervalMs),
    run: () =>
      runOnce()
        .then((result) => result.claimed === batchSize)
        .catch((error: unknown) => {
          log.error({ err: error }, 'outbox run failed');
          return false;
        }),
  });

  return {
    start: () => task.start(),
    async stop() {
      await task.stop();
      transport?.close();
    },
    runOnce,
  };
}
