/**
 * Saves the staff's notes on a customer (allergies, preferences, patch tests) with the version check
 * every edit in the admin uses: a save names the version it edited and is refused (409) when someone
 * saved in between, so nobody's allergy note is silently overwritten. Each change writes a
 * customer_events row (who, when, before and after) in the same transaction (decision 160).
 */
import { eq, sql } from 'drizzle-orm';
import { customerMessages, type CustomerRecord } from '../../../domain/customers.ts';
import { customerEvents, customers } from '../../db/schema.ts';
import { ApiError, keyedMessage } from '../../http/errors.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { customerNotFound, getCustomerRecord } from './get-customer-record.ts';

/** Answers the fresh record (the version unchanged when the text is the same). */
export async function saveCustomerNotes(
  context: Pick<StaffRequestContext, 'db' | 'staffId' | 'now' | 'salon'>,
  input: { readonly id: string; readonly version: number; readonly notes: string },
): Promise<CustomerRecord> {
  const { db, staffId } = context;
  const { id, version, notes } = input;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ notes: customers.notes, version: customers.version })
      .from(customers)
      .where(eq(customers.id, id))
      .for('update');
    if (!current) throw customerNotFound();
    if (current.version !== version) throw new ApiError(409, keyedMessage(customerMessages.staleNotes));
    if (current.notes === notes) return;
    await tx
      .update(customers)
      .set({ notes, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
      .where(eq(customers.id, id));
    await tx.insert(customerEvents).values({
      customerId: id,
      staffId,
      kind: 'notes_changed',
      detail: { before: current.notes, after: notes },
    });
  });
  return getCustomerRecord(context, id);
}
