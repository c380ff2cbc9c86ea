/**
 * The owner's staff-account changes (decision records 100-102):
 * list, add, change role, deactivate/reactivate, reset password.
 *
 * Every change runs in one transaction that
 * - takes lockSettingsExclusive first when it can change who works (adding a
 *   technician, deactivating or reactivating anyone: availability counts the
 *   active technicians), then lockStaffAccounts (the last-owner rule);
 * - checks the version the owner saw (the account's updated_at to the
 *   microsecond) and answers 409 when someone else changed the account since;
 * - refuses to leave the salon without an active owner;
 * - records itself in the settings history (area 'accounts'; never a password
 *   nor a link).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/staff-roles.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { passwordTokens, sessions, staff } from '../../db/schema.ts';
import type { AddAccountInput, ResetPasswordInput } from '../../../domain/staff-account-forms.ts';
import { refuse } from '../../http/errors.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { issuePasswordLink, voidPasswordLinks, type IssuedPasswordLink } from './password-links.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';
import { lockStaffAccounts } from './staff-accounts-lock.ts';
import { assertCurrentVersion } from '../shared/versions.ts';

export const EMAIL_TAKEN_KEY = 'admin:refusals.emailTaken';

/** The version token: updated_at in UTC to the microsecond (JavaScript dates keep only milliseconds). */
export const staffVersion = sql<string>`to_char(${staff.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** Every change moves updated_at, even two in one millisecond or under a test clock that stands still. */
const changedNow = sql`clock_timestamp()`;

export interface StaffAccountView {
  readonly id: string;
  readonly email: string;
  readonly role: StaffRole;
  readonly isTechnician: boolean;
  readonly active: boolean;
  readonly canSignIn: boolean;
  /** An unused, unexpired set-password link is waiting. */
  readonly linkPending: boolean;
  readonly version: string;
}

const accountColumns = (now: Date) => ({
  id: staff.id,
  email: staff.email,
  role: staff.role,
  isTechnician: staff.isTechnician,
  active: staff.active,
  hasPassword: sql<boolean>`${staff.passwordHash} is not null`,
  linkPending: sql<boolean>`exists (select 1 from ${passwordTokens} where ${passwordTokens.staffId} = ${staff.id}
    and ${passwordTokens.usedAt} is null and ${passwordTokens.expiresAt} > ${now.toISOString()}::timestamptz)`,
  version: staffVersion,
});

type AccountRow = {
  id: string;
  email: string;
  role: StaffRole;
  isTechnician: boolean;
  active: boolean;
  hasPassword: boolean;
  linkPending: boolean;
  version: string;
};

function view(row: AccountRow): StaffAccountView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    isTechnician: row.isTechnician,
    active: row.active,
    canSignIn: row.active && row.hasPassword,
    linkPending: row.linkPending,
    version: row.version,
  };
}

export async function listStaffAccounts(db: Database, now: Date): Promise<StaffAccountView[]> {
  const rows = await db.select(accountColumns(now)).from(staff).orderBy(asc(staff.email));
  // Active accounts first, owners before staff, then by e-mail.
  return rows
    .map(view)
    .sort(
      (a, b) => Number(b.active) - Number(a.active) || a.role.localeCompare(b.role) || a.email.localeCompare(b.email),
    );
}

async function readAccount(tx: Transaction, id: string, now: Date): Promise<StaffAccountView> {
  const [row] = await tx.select(accountColumns(now)).from(staff).where(eq(staff.id, id)).for('update', { of: staff });
  if (!row) throw refuse(404, 'admin:refusals.accountNotFound');
  return view(row);
}

function assertVersion(account: StaffAccountView, version: string): void {
  assertCurrentVersion('account', account.version, version);
}

async function countOtherActiveOwners(tx: Transaction, id: string): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(staff)
    .where(sql`${staff.role} = 'owner' and ${staff.active} and ${staff.id} <> ${id}`);
  return row?.value ?? 0;
}

/** The last-owner rule: an active owner may lose the role or be deactivated only while another active owner remains. */
async function assertAnotherOwnerRemains(tx: Transaction, account: StaffAccountView): Promise<void> {
  if (account.role !== 'owner' || !account.active) return;
  if ((await countOtherActiveOwners(tx, account.id)) === 0) throw refuse(409, 'admin:refusals.lastOwner');
}

async function hasActiveOwner(tx: Transaction): Promise<boolean> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(staff)
    .where(sql`${staff.role} = 'owner' and ${staff.active}`);
  return (row?.value ?? 0) > 0;
}

/**
 * The role a new account gets: the one asked for, except that while the salon
 * has no active owner (a new installation: only seeded technician records
 * without a login), the new account is an owner.
 */
export async function roleForNewAccount(tx: Transaction, requested: StaffRole | undefined): Promise<StaffRole> {
  if (!(await hasActiveOwner(tx))) return 'owner';
  return requested ?? 'staff';
}

export interface AddAccountCommand {
  readonly actorId: string | null;
  readonly email: string;
  readonly role: StaffRole | undefined;
  readonly technician: boolean;
  /** The argon2id hash of the password the owner typed, or null to issue a set-password link. */
  readonly passwordHash: string | null;
  readonly now: Date;
}

export async function insertStaffAccount(
  tx: Transaction,
  command: AddAccountCommand,
): Promise<{ account: StaffAccountView; link: IssuedPasswordLink | null }> {
  if (command.technician) await lockSettingsExclusive(tx);
  await lockStaffAccounts(tx);
  const [existing] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, command.email));
  if (existing) throw refuse(409, EMAIL_TAKEN_KEY, { fields: { email: EMAIL_TAKEN_KEY } });
  const role = await roleForNewAccount(tx, command.role);
  const [maxOrder] = await tx.select({ value: sql<number>`coalesce(max(${staff.displayOrder}), 0)::int` }).from(staff);
  const [inserted] = await tx
    .insert(staff)
    .values({
      email: command.email,
      role,
      passwordHash: command.passwordHash,
      isTechnician: command.technician,
      displayOrder: (maxOrder?.value ?? 0) + 1,
    })
    .returning({ id: staff.id });
  if (!inserted) throw refuse(409, EMAIL_TAKEN_KEY, { fields: { email: EMAIL_TAKEN_KEY } });
  const link = command.passwordHash
    ? null
    : await issuePasswordLink(tx, { staffId: inserted.id, createdBy: command.actorId, now: command.now });
  const after = { email: command.email, role, technician: command.technician, active: true };
  await recordSettingsChange(tx, {
    staffId: command.actorId,
    area: 'accounts',
    summary: `Added ${describe(after)}${link ? ', with a set-password link' : ''}.`,
    detail: { after },
  });
  return { account: await readAccount(tx, inserted.id, command.now), link };
}

function describe(account: { email: string; role: StaffRole; technician: boolean }): string {
  const what = `${account.role === 'owner' ? 'owner' : 'staff'}${account.technician ? ' technician' : ''}`;
  return `${account.email} as ${what}`;
}

/** What an owner's change of accounts takes from the request: the database, who acts and the instant. */
type AccountsContext = Pick<StaffRequestContext, 'db' | 'staffId' | 'now'>;

/** A set-password link as the owner's answer shows it once: its path and expiry, never stored readable. */
export interface PasswordLinkBody {
  readonly path: string;
  readonly expiresAt: string;
}

function linkBody(link: IssuedPasswordLink | null): PasswordLinkBody | null {
  return link ? { path: link.path, expiresAt: link.expiresAt.toISOString() } : null;
}

/** The password the owner typed, or null when they chose a set-password link. */
function typedPassword(input: { credential: string; password?: string | undefined }): string | null {
  return input.credential === 'password' ? (input.password ?? '') : null;
}

export async function addStaffAccount(context: AccountsContext, input: AddAccountInput) {
  const password = typedPassword(input);
  const passwordHash = password === null ? null : await hashPassword(password);
  const { account, link } = await context.db.transaction((tx) =>
    insertStaffAccount(tx, {
      actorId: context.staffId,
      email: input.email,
      role: input.role,
      technician: input.technician,
      passwordHash,
      now: context.now,
    }),
  );
  return { account, link: linkBody(link) };
}

type ResetPasswordCredential = Pick<ResetPasswordInput, 'credential' | 'password'>;

/** The account changed and the version the owner saw. */
interface AccountChange {
  readonly id: string;
  readonly version: string;
}

export async function changeStaffRole(context: AccountsContext, change: AccountChange & { role: StaffRole }) {
  const { db, staffId: actorId, now } = context;
  const saved = await db.transaction(async (tx) => {
    await lockStaffAccounts(tx);
    const account = await readAccount(tx, change.id, now);
    assertVersion(account, change.version);
    if (account.role === change.role) return account;
    if (change.role !== 'owner') await assertAnotherOwnerRemains(tx, account);
    await tx.update(staff).set({ role: change.role, updatedAt: changedNow }).where(eq(staff.id, account.id));
    await recordSettingsChange(tx, {
      staffId: actorId,
      area: 'accounts',
      summary: `Changed the role of ${account.email} from ${account.role} to ${change.role}.`,
      detail: { email: account.email, before: { role: account.role }, after: { role: change.role } },
    });
    return readAccount(tx, account.id, now);
  });
  return { account: saved };
}

/**
 * Deactivating keeps the record (appointments still name the person) but
 * ends their sessions and voids their links at once; reactivating lets them
 * sign in again with the password they had.
 */
export async function setStaffAccountActive(context: AccountsContext, change: AccountChange & { active: boolean }) {
  const { db, staffId: actorId, now } = context;
  const saved = await db.transaction(async (tx) => {
    // Who is active decides which technicians work: the same lock as any other change availability depends on.
    await lockSettingsExclusive(tx);
    await lockStaffAccounts(tx);
    const account = await readAccount(tx, change.id, now);
    assertVersion(account, change.version);
    if (account.active === change.active) return account;
    if (!change.active) await assertAnotherOwnerRemains(tx, account);
    await tx.update(staff).set({ active: change.active, updatedAt: changedNow }).where(eq(staff.id, account.id));
    if (!change.active) {
      await tx.delete(sessions).where(eq(sessions.staffId, account.id));
      await voidPasswordLinks(tx, account.id);
    }
    await recordSettingsChange(tx, {
      staffId: actorId,
      area: 'accounts',
      summary: change.active
        ? `Reactivated ${account.email}; they can sign in again.`
        : `Deactivated ${account.email}; their sessions ended and they cannot sign in.`,
      detail: { email: account.email, before: { active: account.active }, after: { active: change.active } },
    });
    return readAccount(tx, account.id, now);
  });
  return { account: saved };
}

/**
 * A new password typed by the owner, or a new set-password link. Either way
 * the old password stops working and every session of the person ends (a
 * reset is what an owner does when a password may have leaked); with a link
 * the person cannot sign in until they use it.
 */
export async function resetStaffPassword(context: AccountsContext, change: AccountChange & ResetPasswordCredential) {
  const { db, staffId: actorId, now } = context;
  const password = typedPassword(change);
  const passwordHash = password === null ? null : await hashPassword(password);
  const saved = await db.transaction(async (tx) => {
    await lockStaffAccounts(tx);
    const account = await readAccount(tx, change.id, now);
    assertVersion(account, change.version);
    if (!account.active) {
      throw refuse(409, 'admin:refusals.accountDeactivated', { params: { email: account.email } });
    }
    await tx.update(staff).set({ passwordHash, updatedAt: changedNow }).where(eq(staff.id, account.id));
    await tx.delete(sessions).where(eq(sessions.staffId, account.id));
    await voidPasswordLinks(tx, account.id);
    const link = passwordHash ? null : await issuePasswordLink(tx, { staffId: account.id, createdBy: actorId, now });
    await recordSettingsChange(tx, {
      staffId: actorId,
      area: 'accounts',
      summary: link
        ? `Reset the password of ${account.email} with a new set-password link; their sessions ended.`
        : `Set a new password for ${account.email}; their sessions ended.`,
      detail: { email: account.email },
    });
    return { account: await readAccount(tx, account.id, now), link };
  });
  return { account: saved.account, link: linkBody(saved.link) };
}
