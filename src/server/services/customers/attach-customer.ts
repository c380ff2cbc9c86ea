/**
 * Finds or creates the customer record an appointment belongs to (decision
 * 150), inside the transaction that writes the appointment.
 *
 * The normalised e-mail wins over the phone: a booking whose e-mail is known
 * joins that customer even if its phone belongs to another record (the two are
 * not merged automatically; staff see both in the Customers page). A record
 * found by one key learns the other when nobody else holds it yet.
 *
 * Concurrency: transaction-scoped advisory locks on each key (in a fixed
 * order, so two bookings never wait for each other in a circle) make the
 * find-then-write safe across processes on both engines.
 *
 * `attachCustomer` does it in three statements (lock, find, write) for the
 * staff's bookings; the online booking's hot path (create-booking.ts) takes
 * the same locks with its others, finds the records in its locked read and
 * writes with the appointment, through `customerKeysOf` and `planCustomer`.
 */
import { eq, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { emailKey, phoneKey } from '../../../domain/customer-identity.ts';
import type { Transaction } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';

/** First key of the advisory lock taken per customer key; the second is hashtext(key). */
export const CUSTOMER_KEY_LOCK_CLASS = 7_246_006;

export interface CustomerContact {
  readonly name: string;
  /** '' when none. */
  readonly email: string;
  /** '' when none. */
  readonly phone: string;
}

/** A contact's customer keys and the advisory-lock keys ('email:…', 'phone:…') that guard them. */
export interface CustomerKeys {
  readonly emailKey: string | null;
  readonly phoneKey: string | null;
  /** Empty when the contact holds neither a usable e-mail nor phone (no customer record). */
  readonly lockKeys: readonly string[];
}

export function customerKeysOf(contact: CustomerContact): CustomerKeys {
  const byEmail = emailKey(contact.email);
  const byPhone = phoneKey(contact.phone);
  const lockKeys = [byEmail && `email:${byEmail}`, byPhone && `phone:${byPhone}`].filter(
    (key): key is string => key !== null,
  );
  return { emailKey: byEmail, phoneKey: byPhone, lockKeys };
}

/** A record holding one of the contact's keys, as read under the locks. */
export interface CustomerKeyHolder {
  readonly id: string;
  readonly emailKey: string | null;
  readonly phoneKey: string | null;
}

/** What to write for a contact, decided from the records holding its keys (read under the locks). */
export type CustomerPlan =
  | { readonly kind: 'none' }
  | { readonly kind: 'new'; readonly id: string }
  /** An existing record: renamed, and given the keys it lacks that nobody else holds (null: keep). */
  | {
      readonly kind: 'existing';
      readonly id: string;
      readonly learnEmailKey: string | null;
      readonly learnPhoneKey: string | null;
    };

export function planCustomer(keys: CustomerKeys, found: readonly CustomerKeyHolder[]): CustomerPlan {
  if (keys.lockKeys.length === 0) return { kind: 'none' };
  const emailOwner = keys.emailKey === null ? undefined : found.find((row) => row.emailKey === keys.emailKey);
  const phoneOwner = keys.phoneKey === null ? undefined : found.find((row) => row.phoneKey === keys.phoneKey);
  const customer = emailOwner ?? phoneOwner;
  if (!customer) return { kind: 'new', id: randomUUID() };
  return {
    kind: 'existing',
    id: customer.id,
    // Learn a key nobody holds yet; never take one from another record.
    learnEmailKey: customer.emailKey === null && keys.emailKey !== null && !emailOwner ? keys.emailKey : null,
    learnPhoneKey: customer.phoneKey === null && keys.phoneKey !== null && !phoneOwner ? keys.phoneKey : null,
  };
}

/** The customer's id, or null when the contact holds neither a usable e-mail nor phone. */
export async function attachCustomer(tx: Transaction, contact: CustomerContact): Promise<string | null> {
  const keys = customerKeysOf(contact);
  if (keys.lockKeys.length === 0) return null;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CUSTOMER_KEY_LOCK_CLASS}, lock_key)
        from (select distinct hashtext(key) as lock_key
              from unnest(array[${sql.join(
                keys.lockKeys.map((key) => sql`${key}`),
                sql`, `,
              )}]::text[]) as key) as keys
        order by lock_key`,
  );

  const found = await tx
    .select({ id: customers.id, emailKey: customers.emailKey, phoneKey: customers.phoneKey })
    .from(customers)
    .where(
      or(
        keys.emailKey === null ? undefined : eq(customers.emailKey, keys.emailKey),
        keys.phoneKey === null ? undefined : eq(customers.phoneKey, keys.phoneKey),
      ),
    );
  const plan = planCustomer(keys, found);
  if (plan.kind === 'none') return null;
  if (plan.kind === 'new') {
    await tx
      .insert(customers)
      .values({ id: plan.id, name: contact.name, emailKey: keys.emailKey, phoneKey: keys.phoneKey });
    return plan.id;
  }
  await tx
    .update(customers)
    .set({
      name: contact.name,
      ...(plan.learnEmailKey !== null ? { emailKey: plan.learnEmailKey } : {}),
      ...(plan.learnPhoneKey !== null ? { phoneKey: plan.learnPhoneKey } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, plan.id));
  return plan.id;
}
