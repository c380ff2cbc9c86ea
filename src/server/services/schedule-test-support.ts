/**
 * Shared by the schedule routes' db tests (imported by *.db.test.ts only): an
 * owner signed in through the real API, and readers of what the settings
 * history and tables hold.
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { signInAsStaff } from '../../../test/support/sign-in.ts';
import { call } from '../../../test/support/test-app.ts';
import type { Database } from '../db/client.ts';
import { settingsChanges, staff } from '../db/schema.ts';

type RequestableApp = Parameters<typeof call>[0];

export interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
  affected?: {
    items: {
      id: string;
      date: string;
      startTime: string;
      customerName: string;
      services: string;
      technician: string | null;
    }[];
    total: number;
    fingerprint: string;
  };
}

/** A staff login made owner before it signs in (every request reads the role afresh). */
export async function signInAsOwner(app: RequestableApp, db: Database) {
  const session = await signInAsStaff(app, db);
  await db.update(staff).set({ role: 'owner' }).where(eq(staff.email, session.email));
  return session;
}

export async function historyOf(db: Database, area: string) {
  return db
    .select({ summary: settingsChanges.summary, detail: settingsChanges.detail, staffId: settingsChanges.staffId })
    .from(settingsChanges)
    .where(eq(settingsChanges.area, area))
    .orderBy(asc(settingsChanges.id));
}

/** History rows of the schedule's areas (creating the test's accounts records rows of its own). */
export async function historyCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(settingsChanges)
    .where(inArray(settingsChanges.area, ['hours', 'closures', 'technicians']));
  return row?.value ?? 0;
}

/** A request through the app; the body typed loosely for assertions. */
export async function request<T = unknown>(
  app: RequestableApp,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T & ErrorReply }> {
  const response = await call(app, method, path, body, headers);
  return { status: response.status, body: response.body as T & ErrorReply };
}

export function expectStatus(reply: { status: number; body: unknown }, status: number) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
}
