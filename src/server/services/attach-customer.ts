/**
 * Finds or creates the customer record an appointment belongs to (issue 14;
 * decision 150), inside the transaction that writes the appointment.
 *
 * The normalised e-mail wins over the phone: a booking whose e-mail is known
 * joins that customer even if its phone belongs to another record (the two are
 * not merged automatically; staff see both in the Customers page). A record
 * found by one key learns the other when nobody else holds it yet.
 *
 * Concurrency: transaction-scoped advisory locks on each key (in a fixed
 * order, so two bookings never wait for each other in a circle) make the
 * find-then-write safe across processes on both engines.
 */
import { eq, or, sql } from 'drizzle-orm';
import { emailKey, phoneKey } from '../../domain/customer-identity.ts';
import type { Transaction } from '../db/client.ts';
import { customers } from '../db/schema.ts';

/** First key of the advisory lock taken per customer key; the second is hashtext(key). */
export const CUSTOMER_KEY_LOCK_CLASS = 7_246_006;

export interface CustomerContact {
  readonly name: string;
  /** '' when none. */
  readonly email: string;
  /** '' when none. */
  readonly phone: string;
}

/** The customer's id, or null when the contact holds neither a usable e-mail nor phone. */
export async function attachCustomer(tx: Transaction, contact: CustomerContact): Promise<string | null> {
  const byEmail = emailKey(contact.email);
  const byPhone = phoneKey(contact.phone);
  const lockKeys = [byEmail && `email:${byEmail}`, byPhone && `phone:${byPhone}`].filter(
    (key): key is string => key !== null,
  );
  if (lockKeys.length === 0) return null;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CUSTOMER_KEY_LOCK_CLASS}, lock_key)
        from (select distinct hashtext(key) as lock_key
              from unnest(array[${sql.join(
                lockKeys.map((key) => sql`${key}`),
                sql`, `,
              )}]::text[]) as key) as keys
        order by lock_key`,
  );

  const found = await tx
    .select({ id: customers.id, emailKey: customers.emailKey, phoneKey: customers.phoneKey })
    .from(customers)
    .where(
      or(
        byEmail === null ? undefined : eq(customers.emailKey, byEmail),
        byPhone === null ? undefined : eq(customers.phoneKey, byPhone),
      ),
    );
  const emailOwner = byEmail === null ? undefined : found.find((row) => row.emailKey === byEmail);
  const phoneOwner = byPhone === null ? undefined : found.find((row) => row.phoneKey === byPhone);
  const customer = emailOwner ?? phoneOwner;
  if (!customer) {
    const [created] = await tx
      .insert(customers)
      .values({ name: contact.name, emailKey: byEmail, phoneKey: byPhone })
      .returning({ id: customers.id });
    return created!.id;
  }
  await tx
    .update(customers)
    .set({
      name: contact.name,
      // Learn a key nobody holds yet; never take one from another record.
      ...(customer.emailKey === null && byEmail !== null && !emailOwner ? { emailKey: byEmail } : {}),
      ...(customer.phoneKey === null && byPhone !== null && !phoneOwner ? { phoneKey: byPhone } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, customer.id));
  return customer.id;
}
