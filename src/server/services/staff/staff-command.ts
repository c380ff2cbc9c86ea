/**
 * Staff accounts as the CLI (`npm run staff`) manages them. E-mails are
 * unique without regard to case; removing or deactivating a staff member or
 * changing a password ends that person's sessions at once.
 *
 * The CLI turns its arguments into a `StaffCommand` and runs it with
 * `runStaffCommand`, on the database it opened or, while a server holds the
 * embedded database, in that server (`staffRequestHandler`, through
 * db/server-requests.ts). A command carries a password only as the argon2id
 * hash the CLI computed, so no password is ever written to a request file.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { resolve } from 'node:path';
import { z } from 'zod';
import { hashPassword, PASSWORD_MIN_LENGTH, passwordProblem } from '../../auth/passwords.ts';
import type { Database } from '../../db/client.ts';
import { passwordTokens, sessions, staff } from '../../db/schema.ts';
import type { ServerRequestHandler } from '../../db/server-requests.ts';
import { STAFF_ROLES, type StaffRole } from '../../../domain/staff-roles.ts';
import { ApiError } from '../../http/errors.ts';
import { EMAIL_TAKEN_KEY, insertStaffAccount } from './manage-staff-accounts.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';
import { lockStaffAccounts } from './staff-accounts-lock.ts';

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
  readonly role: StaffRole;
  readonly isTechnician: boolean;
  readonly active: boolean;
  readonly canSignIn: boolean;
}

/** Checks a password against the rules and hashes it (argon2id). */
export async function hashStaffPassword(password: string): Promise<string> {
  assertPassword(password);
  return hashPassword(password);
}

/**
 * Adds an account. Without a role it is staff, except that while the salon
 * has no active owner (a new installation) the new account is an owner: the
 * first account ever made can run the salon.
 */
export async function addStaff(
  db: Database,
  input: { email: string; password: string; technician: boolean; role?: StaffRole },
): Promise<StaffSummary> {
  const passwordHash = await hashStaffPassword(input.password);
  return addStaffWithHash(db, { ...input, passwordHash });
}

async function addStaffWithHash(
  db: Database,
  input: { email: string; passwordHash: string; technician: boolean; role?: StaffRole | undefined },
): Promise<StaffSummary> {
  const email = normaliseStaffEmail(input.email);
  try {
    const { account } = await db.transaction((tx) =>
      insertStaffAccount(tx, {
        actorId: null,
        email,
        role: input.role,
        technician: input.technician,
        passwordHash: input.passwordHash,
        now: new Date(),
      }),
    );
    const { id, role, isTechnician, active, canSignIn } = account;
    return { id, email: account.email, role, isTechnician, active, canSignIn };
  } catch (error) {
    if (error instanceof ApiError && error.key === EMAIL_TAKEN_KEY) {
      throw new StaffAccountError(`A staff member with the e-mail ${email} already exists.`);
    }
    throw error;
  }
}

export async function listStaff(db: Database): Promise<StaffSummary[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.displayOrder), asc(staff.email));
  return rows.map(summarise);
}

export async function removeStaff(db: Database, rawEmail: string): Promise<void> {
  const email = normaliseStaffEmail(rawEmail);
  await db.transaction(async (tx) => {
    // A removed technician no longer works: the same lock as any change availability depends on.
    await lockSettingsExclusive(tx);
    await lockStaffAccounts(tx);
    const deleted = await tx.delete(staff).where(byEmail(email)).returning({ id: staff.id });
    if (deleted.length === 0) throw new StaffAccountError(`There is no staff member with the e-mail ${email}.`);
    await recordSettingsChange(tx, {
      staffId: null,
      area: 'accounts',
      summary: `Removed ${email} from the command line; their sessions ended.`,
      detail: { email },
    });
  });
}

export async function setStaffPassword(db: Database, rawEmail: string, password: string): Promise<void> {
  await setStaffPasswordHash(db, rawEmail, await hashStaffPassword(password));
}

async function setStaffPasswordHash(db: Database, rawEmail: string, passwordHash: string): Promise<void> {
  const email = normaliseStaffEmail(rawEmail);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(staff)
      .set({ passwordHash, updatedAt: sql`clock_timestamp()` })
      .where(byEmail(email))
      .returning({ id: staff.id });
    const row = updated[0];
    if (!row) throw new StaffAccountError(`There is no staff member with the e-mail ${email}.`);
    // A new password signs everyone out of that account, and voids any set-password link.
    await tx.delete(sessions).where(eq(sessions.staffId, row.id));
    await tx.delete(passwordTokens).where(and(eq(passwordTokens.staffId, row.id), isNull(passwordTokens.usedAt)));
    await recordSettingsChange(tx, {
      staffId: null,
      area: 'accounts',
      summary: `Set a new password for ${email} from the command line; their sessions ended.`,
      detail: { email },
    });
  });
}

/**
 * Deactivating a staff member keeps their record (appointments still name
 * them) but ends their sessions at once and refuses new sign-ins.
 */
export async function setStaffActive(db: Database, rawEmail: string, active: boolean): Promise<void> {
  const email = normaliseStaffEmail(rawEmail);
  await db.transaction(async (tx) => {
    await lockSettingsExclusive(tx);
    await lockStaffAccounts(tx);
    const updated = await tx
      .update(staff)
      .set({ active, updatedAt: sql`clock_timestamp()` })
      .where(byEmail(email))
      .returning({ id: staff.id });
    const row = updated[0];
    if (!row) throw new StaffAccountError(`There is no staff member with the e-mail ${email}.`);
    if (!active) {
      await tx.delete(sessions).where(eq(sessions.staffId, row.id));
      await tx.delete(passwordTokens).where(and(eq(passwordTokens.staffId, row.id), isNull(passwordTokens.usedAt)));
    }
    await recordSettingsChange(tx, {
      staffId: null,
      area: 'accounts',
      summary: `${active ? 'Reactivated' : 'Deactivated'} ${email} from the command line.`,
      detail: { email, before: { active: !active }, after: { active } },
    });
  });
}

function summarise(row: typeof staff.$inferSelect): StaffSummary {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    isTechnician: row.isTechnician,
    active: row.active,
    canSignIn: row.passwordHash !== null && row.active,
  };
}

/** An argon2id hash as `hashPassword` encodes it; anything else is refused. */
const passwordHashSchema = z.string().regex(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);

/** One staff command, as the CLI sends it (possibly through a request file, so validated on arrival). */
export const staffCommandSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('add'),
    email: z.string(),
    passwordHash: passwordHashSchema,
    technician: z.boolean(),
    /** Absent from commands of an older CLI: the server then decides (owner only for the first account). */
    role: z.enum(STAFF_ROLES).optional(),
  }),
  z.object({ command: z.literal('list') }),
  z.object({ command: z.literal('remove'), email: z.string() }),
  z.object({ command: z.literal('set-password'), email: z.string(), passwordHash: passwordHashSchema }),
  z.object({ command: z.literal('deactivate'), email: z.string() }),
  z.object({ command: z.literal('activate'), email: z.string() }),
]);
export type StaffCommand = z.infer<typeof staffCommandSchema>;

/** Runs one command and returns what to tell the person who gave it. */
export async function runStaffCommand(db: Database, command: StaffCommand): Promise<string[]> {
  switch (command.command) {
    case 'add': {
      const added = await addStaffWithHash(db, command);
      const traits = [added.role, added.isTechnician ? 'technician' : null].filter(Boolean).join(', ');
      return [`Added ${added.email} (${traits}). They can sign in at /login.`];
    }
    case 'list': {
      const all = await listStaff(db);
      if (all.length === 0) return ['No staff yet.'];
      return all.map((member) => {
        const traits = [
          member.role,
          member.isTechnician ? 'technician' : null,
          member.canSignIn ? 'can sign in' : 'no login',
          member.active ? null : 'inactive',
        ].filter(Boolean);
        return `${member.email}\t${traits.join(', ')}`;
      });
    }
    case 'remove':
      await removeStaff(db, command.email);
      return [`Removed ${normaliseStaffEmail(command.email)}; their sessions have ended.`];
    case 'set-password':
      await setStaffPasswordHash(db, command.email, command.passwordHash);
      return [`Password changed for ${normaliseStaffEmail(command.email)}; their other sessions have ended.`];
    case 'deactivate':
      await setStaffActive(db, command.email, false);
      return [`Deactivated ${normaliseStaffEmail(command.email)}; their sessions have ended and they cannot sign in.`];
    case 'activate':
      await setStaffActive(db, command.email, true);
      return [`Activated ${normaliseStaffEmail(command.email)}; they can sign in again.`];
  }
}

export function staffRequestHandler(db: Database): ServerRequestHandler {
  return async (body) => {
    const parsed = staffCommandSchema.safeParse(body);
    if (!parsed.success) throw new StaffAccountError('The request is not a valid staff command.');
    return runStaffCommand(db, parsed.data);
  };
}

/**
 * What the server prints on a start without any staff login: the exact
 * command that creates one while the server keeps running (for the embedded
 * database the command hands the work to the server), run where the server
 * runs and pointed at the same database.
 */
export function firstStaffLoginInstructions(
  settings: { readonly dataDir: string; readonly databaseUrl: string | undefined },
  cwd: string,
): string {
  const usesDefaultDataDir = resolve(cwd, 'data') === resolve(settings.dataDir);
  const environment = settings.databaseUrl
    ? 'DATABASE_URL=<the same URL as the server> '
    : usesDefaultDataDir
      ? ''
      : `DATA_DIR=${settings.dataDir} `;
  return [
    '',
    'No staff login exists yet. Create the first one now; the server keeps running.',
    `In another terminal, in ${cwd}, run (it asks for the password, at least ${PASSWORD_MIN_LENGTH} characters):`,
    `  ${environment}npm run staff -- add owner@your-salon.com`,
    '',
  ].join('\n');
}
