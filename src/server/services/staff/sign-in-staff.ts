/**
 * Staff sign-in with a lockout against password guessing (decision record 031).
 *
 * Every failure answers the same 401 'Invalid email or password', whether the
 * e-mail is unknown, the password wrong, the account inactive or without a
 * password; each of those paths runs exactly one argon2id verification (a
 * decoy hash stands in for a missing one), so the time does not tell them apart.
 *
 * Lockout: more than 5 failures for one e-mail or 20 from one IP within 15
 * minutes refuses further attempts with 429 until the window has slid past.
 * The attempt is recorded *before* it is checked, so concurrent guesses (many
 * processes, one PostgreSQL) cannot all slip in under the limit; an attempt
 * that is refused, or that succeeds, removes its own record again.
 */
import type { AdminLanguage } from '../../../domain/admin-language.ts';
import type { StaffRole } from '../../../domain/staff-roles.ts';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords.ts';
import {
  SIGN_IN_EMAIL_BUCKET,
  SIGN_IN_IP_BUCKET,
  SIGN_IN_MAX_FAILURES_PER_EMAIL,
  SIGN_IN_MAX_FAILURES_PER_IP,
  SIGN_IN_WINDOW_MS,
} from '../../auth/session-policy.ts';
import type { Database } from '../../db/client.ts';
import { rateLimitEvents, staff } from '../../db/schema.ts';
import { type ApiError, refuse } from '../../http/errors.ts';
import { countRecentHits, type RateWindow } from '../shared/rate-limit.ts';
import { createStaffSession } from './staff-sessions.ts';

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  readonly ip: string;
  readonly now: Date;
}

export interface SignInResult {
  readonly staff: {
    readonly id: string;
    readonly email: string;
    readonly role: StaffRole;
    /** The language of their admin area (decision 175). */
    readonly language: AdminLanguage;
  };
  readonly token: string;
  readonly expiresAt: Date;
}

export function invalidCredentials(): ApiError {
  return refuse(401, 'auth:login.invalid');
}

export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return refuse(429, 'auth:login.tooManyAttempts', {
    params: { count: minutes },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** Lower-cased and trimmed, so "Owner@Salon.com " and "owner@salon.com" share one counter. */
export function signInEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Seconds until the window holds fewer than `limit` hits again (the attempt's own hit already removed). */
async function secondsUntilBelowLimit(db: Database, window: RateWindow, limit: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - window.windowMs);
  const [hit] = await db
    .select({ occurredAt: rateLimitEvents.occurredAt })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, window.bucket),
        eq(rateLimitEvents.key, window.key),
        gte(rateLimitEvents.occurredAt, since),
      ),
    )
    .orderBy(desc(rateLimitEvents.occurredAt))
    .offset(limit - 1)
    .limit(1);
  if (!hit) return 1;
  const ms = hit.occurredAt.getTime() + window.windowMs - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

export async function signInStaff(db: Database, input: SignInInput): Promise<SignInResult> {
  const { now } = input;
  const emailWindow: RateWindow = {
    bucket: SIGN_IN_EMAIL_BUCKET,
    key: signInEmailKey(input.email),
    windowMs: SIGN_IN_WINDOW_MS,
  };
  const ipWindow: RateWindow = { bucket: SIGN_IN_IP_BUCKET, key: input.ip, windowMs: SIGN_IN_WINDOW_MS };

  // Housekeeping: sign-in hits older than the window are never read again.
  await db
    .delete(rateLimitEvents)
    .where(
      and(
        inArray(rateLimitEvents.bucket, [SIGN_IN_EMAIL_BUCKET, SIGN_IN_IP_BUCKET]),
        lt(rateLimitEvents.occurredAt, new Date(now.getTime() - SIGN_IN_WINDOW_MS)),
      ),
    );

  const ownHits = await db
    .insert(rateLimitEvents)
    .values([
      { bucket: emailWindow.bucket, key: emailWindow.key, occurredAt: now },
      { bucket: ipWindow.bucket, key: ipWindow.key, occurredAt: now },
    ])
    .returning({ id: rateLimitEvents.id });
  const ownHitIds = ownHits.map((hit) => hit.id);
  const removeOwnHits = () => db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ownHitIds));

  const [emailCount, ipCount] = await Promise.all([
    countRecentHits(db, emailWindow, now),
    countRecentHits(db, ipWindow, now),
  ]);
  const emailLocked = emailCount > SIGN_IN_MAX_FAILURES_PER_EMAIL;
  const ipLocked = ipCount > SIGN_IN_MAX_FAILURES_PER_IP;
  if (emailLocked || ipLocked) {
    // A refused attempt is not a failure: it must not stretch the cooling-off period.
    await removeOwnHits();
    const waits = await Promise.all([
      emailLocked ? secondsUntilBelowLimit(db, emailWindow, SIGN_IN_MAX_FAILURES_PER_EMAIL, now) : 0,
      ipLocked ? secondsUntilBelowLimit(db, ipWindow, SIGN_IN_MAX_FAILURES_PER_IP, now) : 0,
    ]);
    throw tooManyAttempts(Math.max(...waits));
  }

  const [member] = await db
    .select({
      id: staff.id,
      email: staff.email,
      role: staff.role,
      language: staff.adminLanguage,
      active: staff.active,
      passwordHash: staff.passwordHash,
    })
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, emailWindow.key));
  const passwordMatches = await verifyPassword(member?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!member || !member.active || member.passwordHash === null || !passwordMatches) {
    throw invalidCredentials();
  }

  // Success: this attempt was no failure, and the e-mail's earlier failures are forgiven.
  // (The IP's are not: one known password must not reset a guessing run from that address.)
  await removeOwnHits();
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, emailWindow.bucket), eq(rateLimitEvents.key, emailWindow.key)));

  const session = await createStaffSession(db, member.id, now);
  return {
    staff: { id: member.id, email: member.email, role: member.role, language: member.language },
    token: session.token,
    expiresAt: session.expiresAt,
  };
}
