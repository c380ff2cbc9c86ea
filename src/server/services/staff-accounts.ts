/**
 * Staff accounts as the CLI (`npm run staff`) manages them. E-mails are
 * unique without regard to case; removing or deactivating a staff member or
 * changing a password ends that person's sessions at once.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, passwordProblem } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import { sessions, staff } from '../db/schema.ts';

export class StaffAccountError extends Error {
  override name = 'StaffAccountError';
}

const emailSchema = z.email();

export function normaliseStaffEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  if (!emailSchema.safeParse(trimmed).success) {
    throw new StaffAccountError(`"${email}" is not a valid e-mail address.`);
  }
  return trimmed;
}

function assertPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new StaffAccountError(problem);
}

const byEmail = (email: string) => eq(sql`lower(${staff.email})`, email);

export interface StaffSummary {
  readonly id: string;
  readonly email: string;
  readonly isTechnician: boolean;
  readonly active: boolean;
  readonly canSignIn: boolean;
}

export async function addStaff(
  db: Database,
  input: { email: string; password: string; technician: boolean },
): Promise<StaffSummary> {
  const email = normaliseStaffEmail(input.email);
  assertPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select({ id: staff.id }).from(staff).where(byEmail(email));
  if (existing) throw new StaffAccountError(`A staff member with the e-mail ${email} already exists.`);
  const [maxOrder] = await db.select({ value: sql<number>`coalesce(max(${staff.displayOrder}), 0)` }).from(staff);
  const inserted = await db
    .insert(staff)
    .values({
      email,
      passwordHash,
      isTechnician: input.technician,
      displayOrder: Number(maxOrder?.value ?? 0) + 1,
    })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0];
  if (!row) throw new StaffAccountError(`A staff member with the e-mail ${email} already exists.`);
  return summarise(row);
}

export async function listStaff(db: Database): Promise<StaffSummary[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.displayOrder), asc(staff.email));
  return rows.map(summarise);
}

export async function removeStaff(db: Database, rawEmail: string): Promise<void> {
  const email = normaliseStaffEmail(rawEmail);
  const deleted = await db.delete(staff).where(byEmail(email)).returning({ id: staff.id });
  if (deleted.length === 0) throw new StaffAccountError(`There is no staff member with the e-mail ${email}.`);
}

export async function setStaffPassword(db: Database, rawEmail: string, password: string): Promise<void> {
  const email = normaliseStaffEmail(rawEmail);
  assertPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(staff)
      .set({ passwordHash, updatedAt: new Date() })
      .where(byEmail(email))
      .returning({ id: staff.id });
    const row = updated[0];
    if (!row) throw new StaffAccountError(`There is no staff member with the e-mail ${email}.`);
    // A new password signs everyone out of that account.
    await tx.delete(sessions).where(eq(sessions.staffId, row.id));
  });
}

/**
 * Deactivating a staff member keeps their record (appointments still name
 * them) but ends their sessions at once and refuses new sign-ins.
 */
export async function setStaffActive(db: Database, rawEmail: string, active: boolean): Promise<void> {
  const email = normaliseStaffEmail(rawEmail);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(staff)
      .set({ active, updatedAt: new Date() })
      .where(byEmail(email))
      .returning({ id: staff.id });
    const row = updated[0];
    if (!row) throw new StaffAccountError(`There is no staff member with the e-mail ${email}.`);
    if (!active) await tx.delete(sessions).where(eq(sessions.staffId, row.id));
  });
}

function summarise(row: typeof staff.$inferSelect): StaffSummary {
  return {
    id: row.id,
    email: row.email,
    isTechnician: row.isTechnician,
    active: row.active,
    canSignIn: row.passwordHash !== null && row.active,
  };
}
