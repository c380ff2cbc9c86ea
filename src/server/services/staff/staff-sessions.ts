/**
 * Server-side staff sessions (decision record 030). The cookie carries an
 * opaque token; the database keeps only its SHA-256, the staff member, a
 * sliding expiry and an absolute one. A session is valid only while both
 * expiries are in the future and its staff member is active.
 */
import { eq, lte, or } from 'drizzle-orm';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from '../../auth/session-cookie.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from '../../auth/session-policy.ts';
import type { Database } from '../../db/client.ts';
import { sessions, staff } from '../../db/schema.ts';
import type { AdminLanguage } from '../../../domain/admin-language.ts';
import type { StaffRole } from '../../../domain/staff-roles.ts';

export interface StaffSession {
  readonly staff: {
    readonly id: string;
    readonly email: string;
    readonly role: StaffRole;
    /** The language of their admin area (decision 175). */
    readonly language: AdminLanguage;
  };
  /** When the cookie should expire (the earlier of the sliding and the absolute expiry). */
  readonly expiresAt: Date;
  /** True when the expiry moved and the cookie should be sent again. */
  readonly renewed: boolean;
}

function slidingExpiry(now: Date, absoluteExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteExpiresAt.getTime()));
}

/** Starts a session for a staff member; returns the token for the cookie (never stored). */
export async function createStaffSession(
  db: Database,
  staffId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const expiresAt = slidingExpiry(now, absoluteExpiresAt);
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    absoluteExpiresAt,
  });
  // Housekeeping at each sign-in: dead sessions go (the table holds a few rows per staff member).
  await db.delete(sessions).where(or(lte(sessions.expiresAt, now), lte(sessions.absoluteExpiresAt, now)));
  return { token, expiresAt };
}

/**
 * The staff member behind a cookie token, or null when the token is unknown,
 * expired, or belongs to an inactive staff member. A valid session used more
 * than SESSION_TOUCH_INTERVAL_MS after its last use slides forward.
 */
export async function findStaffSession(db: Database, token: string, now: Date): Promise<StaffSession | null> {
  if (!looksLikeSessionToken(token)) return null;
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select({
      staffId: staff.id,
      email: staff.email,
      role: staff.role,
      language: staff.adminLanguage,
      active: staff.active,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const nowMs = now.getTime();
  if (!row.active || row.expiresAt.getTime() <= nowMs || row.absoluteExpiresAt.getTime() <= nowMs) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  const result = { staff: { id: row.staffId, email: row.email, role: row.role, language: row.language } };
  if (nowMs - row.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) {
    return { ...result, expiresAt: row.expiresAt, renewed: false };
  }
  const expiresAt = slidingExpiry(now, row.absoluteExpiresAt);
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  return { ...result, expiresAt, renewed: true };
}

/** Ends one session (sign-out, or the old session at a new sign-in). Unknown tokens are ignored. */
export async function deleteStaffSession(db: Database, token: string): Promise<void> {
  if (!looksLikeSessionToken(token)) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}
