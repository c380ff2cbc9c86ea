/**
 * Fixtures for the customer tests (imported by *.db.test.ts only): appointments written as a booking
 * leaves them, attached to their customer record by the product's own attachCustomer.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema.ts';
import { insertTestAppointment, type TestAppointment } from './appointment-test-fixtures.ts';
import { attachCustomer } from './attach-customer.ts';

/**
 * Empties the customers and their history (test-database.ts's reset now does too; kept so these tests state
 * their starting point themselves).
 */
export async function emptyCustomers(db: Database): Promise<void> {
  await db.execute(sql`truncate table customers, customer_events cascade`);
}

export interface CustomerAppointmentSpec extends TestAppointment {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

/** Inserts the appointment and attaches it; answers both ids. */
export async function insertCustomerAppointment(
  db: Database,
  spec: CustomerAppointmentSpec,
): Promise<{ appointmentId: string; customerId: string }> {
  const appointmentId = await insertTestAppointment(db, spec);
  const customerId = await db.transaction(async (tx) => {
    const id = await attachCustomer(tx, { name: spec.name, email: spec.email, phone: spec.phone });
    if (id === null) throw new Error(`No customer key in ${spec.email} / ${spec.phone}`);
    await tx.update(appointments).set({ customerId: id }).where(eq(appointments.id, appointmentId));
    return id;
  });
  return { appointmentId, customerId };
}
