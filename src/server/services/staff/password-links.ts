/**
 * One-time set-password links (decision record 102). The owner
 * gets the link once, to copy and send; the database keeps only the SHA-256
 * of its token. A link works once, for PASSWORD_LINK_VALIDITY_MS, and only
 * the newest one of a person works (issuing a link voids their older ones).
 * Opening the page only reads the link; setting the password marks it used
 * in the same transaction as the new password and ends the person's sessions.
 *
 * Guessing is pointless (256 random bits) but still bounded: every failed
 * look-up from an address counts, like a failed sign-in, and more than
 * PASSWORD_LINK_MAX_FAILURES_PER_IP of them within the sign-in window answer 429.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { SIGN_IN_WINDOW_MS } from '../../auth/session-policy.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { passwordTokens, sessions, staff } from '../../db/schema.ts';
import { type ApiError, refuse } from '../../http/errors.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import { countRecentHits, recordHit } from '../shared/rate-limit.ts';
import { tooManyAttempts } from './sign-in-staff.ts';

export const PASSWORD_LINK_VALIDITY_MS = 72 * 60 * 60 * 1000;
export const PASSWORD_LINK_IP_BUCKET = 'password-link-ip';
export const PASSWORD_LINK_MAX_FAILURES_PER_IP = 20;

const LINK_UNKNOWN_KEY = 'auth:refusals.linkUnknown';

export function hashPasswordLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedPasswordLink {
  /** The token itself: shown to the owner once, never stored. */
  readonly token: string;
  /** `/set-password?token=…`, to put after the salon's address. */
  readonly path: string;
  readonly expiresAt: Date;
}

/** Issues a new link for a person inside the caller's transaction; their older unused links stop working. */
export async function issuePasswordLink(
  tx: Transaction,
  input: { staffId: string; createdBy: string | null; now: Date },
): Promise<IssuedPasswordLink> {
  await tx.delete(passwordTokens).where(and(eq(passwordTokens.staffId, input.staffId), isNull(passwordTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + PASSWORD_LINK_VALIDITY_MS);
  await tx.insert(passwordTokens).values({
    tokenHash: hashPasswordLinkToken(token),
    staffId: input.staffId,
    createdBy: input.createdBy,
    expiresAt,
    createdAt: input.now,
  });
  return { token, path: `/set-password?token=${token}`, expiresAt };
}

/** Voids every unused link of a person (deactivation, a password typed by the owner). */
export async function voidPasswordLinks(tx: Transaction, staffId: string): Promise<void> {
  await tx.delete(passwordTokens).where(and(eq(passwordTokens.staffId, staffId), isNull(passwordTokens.usedAt)));
}

async function refuseWhenTooManyFailures(db: Database, ip: string, now: Date): Promise<void> {
  const window = { bucket: PASSWORD_LINK_IP_BUCKET, key: ip, windowMs: SIGN_IN_WINDOW_MS };
  if ((await countRecentHits(db, window, now)) >= PASSWORD_LINK_MAX_FAILURES_PER_IP) {
    throw tooManyAttempts(Math.ceil(SIGN_IN_WINDOW_MS / 1000));
  }
}

type LinkRow = { staffId: string; email: string; active: boolean; expiresAt: Date; usedAt: Date | null };

async function findLink(executor: Database | Transaction, token: string, lock: boolean): Promise<LinkRow | undefined> {
  const query = executor
    .select({
      staffId: passwordTokens.staffId,
      email: staff.email,
      active: staff.active,
      expiresAt: passwordTokens.expiresAt,
      usedAt: passwordTokens.usedAt,
    })
    .from(passwordTokens)
    .innerJoin(staff, eq(staff.id, passwordTokens.staffId))
    .where(eq(passwordTokens.tokenHash, hashPasswordLinkToken(token)));
  const [row] = lock ? await query.for('update', { of: passwordTokens }) : await query;
  return row;
}

function linkProblem(row: LinkRow | undefined, now: Date): ApiError | null {
  if (!row) return refuse(404, LINK_UNKNOWN_KEY);
  if (row.usedAt) return refuse(410, 'auth:refusals.linkUsed');
  if (row.expiresAt.getTime() <= now.getTime()) return refuse(410, 'auth:refusals.linkExpired');
  if (!row.active) return refuse(410, 'auth:refusals.accountInactive');
  return null;
}

async function failed(db: Database, ip: string, now: Date, problem: ApiError): Promise<never> {
  await recordHit(db, PASSWORD_LINK_IP_BUCKET, ip, now);
  throw problem;
}

/** What the page shows before the form: whose password it sets and until when. Reads only. */
export async function checkPasswordLink(
  db: Database,
  input: { token: string; ip: string; now: Date },
): Promise<{ email: string; expiresAt: Date }> {
  await refuseWhenTooManyFailures(db, input.ip, input.now);
  const row = await findLink(db, input.token, false);
  const problem = linkProblem(row, input.now);
  if (problem || !row) return failed(db, input.ip, input.now, problem ?? refuse(404, LINK_UNKNOWN_KEY));
  return { email: row.email, expiresAt: row.expiresAt };
}

/**
 * Sets the password through a link: in one transaction the link is checked
 * (locked, so two submissions of one link cannot both succeed), marked used,
 * the password replaced, the person's sessions ended and the change recorded.
 */
export async function setPasswordWithLink(
  db: Database,
  input: { token: string; password: string; ip: string; now: Date },
): Promise<{ email: string }> {
  await refuseWhenTooManyFailures(db, input.ip, input.now);
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx) => {
    const row = await findLink(tx, input.token, true);
    const problem = linkProblem(row, input.now);
    if (problem || !row) return { problem: problem ?? refuse(404, LINK_UNKNOWN_KEY) } as const;
    await tx
      .update(passwordTokens)
      .set({ usedAt: input.now })
      .where(eq(passwordTokens.tokenHash, hashPasswordLinkToken(input.token)));
    await tx
      .update(staff)
      .set({ passwordHash, updatedAt: sql`clock_timestamp()` })
      .where(eq(staff.id, row.staffId));
    await tx.delete(sessions).where(eq(sessions.staffId, row.staffId));
    await recordSettingsChange(tx, {
      staffId: row.staffId,
      area: 'accounts',
      summary: `${row.email} set their password with a set-password link.`,
      detail: { email: row.email },
    });
    return { email: row.email, problem: null } as const;
  });
  if (outcome.problem) return failed(db, input.ip, input.now, outcome.problem);
  return { email: outcome.email };
}
