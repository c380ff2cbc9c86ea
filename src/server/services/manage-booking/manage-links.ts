/**
 * Customers' private links to their booking (decision 170; design invariant 9).
 *
 * A token is 32 random bytes (base64url); only its SHA-256 is stored. Every e-mail to the customer gets
 * a token of its own when it is sent (mail/prepare-delivery.ts), so no usable token ever sits in the
 * database, not even in the outbox; all of an appointment's tokens open it until staff issue a new link
 * (which revokes the others) or 30 days after the appointment's day.
 *
 * Guessing is hopeless (256 bits) and still bounded: every token that opens nothing counts against the
 * address it came from, and past MANAGE_LINK_MAX_FAILURES_PER_IP in the window the address gets 429 on
 * every manage request for a while. Unknown, malformed, revoked and expired tokens get one and the same
 * 404, so an answer never tells which.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  MANAGE_LINK_INVALID_KEY,
  MANAGE_TOKEN_BYTES,
  MANAGE_TOKEN_PATTERN,
  manageLinkUsable,
} from '../../../domain/manage-booking.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments, manageLinks } from '../../db/schema.ts';
import { type ApiError, refuse } from '../../http/errors.ts';
import { countRecentHits, recordHit } from '../shared/rate-limit.ts';

type Executor = Database | Transaction;

export const MANAGE_LINK_IP_BUCKET = 'manage-link-ip';
export const MANAGE_LINK_FAILURE_WINDOW_MS = 15 * 60_000;
/** A customer mistyping a link a few times never gets near this; a scanner of random tokens does. */
export const MANAGE_LINK_MAX_FAILURES_PER_IP = 30;

export const MANAGE_LINK_TOO_MANY_KEY = 'manage:refusals.tooManyLinks';

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function drawManageToken(): string {
  return randomBytes(MANAGE_TOKEN_BYTES).toString('base64url');
}

/** Draws a token for the appointment and stores its hash; answers the token (never stored). */
export async function mintManageLink(
  db: Executor,
  input: { readonly appointmentId: string; readonly outboxId: number | null; readonly now: Date },
): Promise<string> {
  const token = drawManageToken();
  await db.insert(manageLinks).values({
    tokenHash: hashManageToken(token),
    appointmentId: input.appointmentId,
    outboxId: input.outboxId,
    createdAt: input.now,
  });
  return token;
}

/** Ends every link of the appointment (staff issue a new one right after, in the same transaction). */
export async function revokeManageLinks(tx: Transaction, appointmentId: string, now: Date): Promise<number> {
  const revoked = await tx
    .update(manageLinks)
    .set({ revokedAt: now })
    .where(and(eq(manageLinks.appointmentId, appointmentId), isNull(manageLinks.revokedAt)))
    .returning({ tokenHash: manageLinks.tokenHash });
  return revoked.length;
}

function invalidLink(): ApiError {
  return refuse(404, MANAGE_LINK_INVALID_KEY);
}

export interface ResolveManageTokenOptions {
  readonly db: Executor;
  /** Whatever the request carried (validated here, so a malformed one is answered like an unknown one). */
  readonly token: string;
  /** The client's address (http/client-ip.ts), for the failure limit. */
  readonly ip: string;
  readonly now: Date;
  readonly timeZone: string;
}

/**
 * The appointment a token opens, or the one 404 for every token that opens nothing (counted against the
 * address); 429 once the address has failed too often. Reads only: opening a link changes nothing.
 */
export async function resolveManageToken(options: ResolveManageTokenOptions): Promise<string> {
  const { db, token, ip, now, timeZone } = options;
  const window = { bucket: MANAGE_LINK_IP_BUCKET, key: ip, windowMs: MANAGE_LINK_FAILURE_WINDOW_MS };
  if ((await countRecentHits(db, window, now)) >= MANAGE_LINK_MAX_FAILURES_PER_IP) {
    throw refuse(429, MANAGE_LINK_TOO_MANY_KEY, {
      headers: {
        'Retry-After': String(MANAGE_LINK_FAILURE_WINDOW_MS / 1000),
      },
    });
  }
  if (MANAGE_TOKEN_PATTERN.test(token)) {
    const [row] = await db
      .select({ appointmentId: manageLinks.appointmentId, date: appointments.appointmentDate })
      .from(manageLinks)
      .innerJoin(appointments, eq(appointments.id, manageLinks.appointmentId))
      .where(and(eq(manageLinks.tokenHash, hashManageToken(token)), isNull(manageLinks.revokedAt)));
    if (row && manageLinkUsable(row.date, now, timeZone)) return row.appointmentId;
  }
  await recordHit(db, MANAGE_LINK_IP_BUCKET, ip, now);
  throw invalidLink();
}
