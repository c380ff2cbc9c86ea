/**
 * Staff opened an appointment that its customer changed through their link: the dashboard's
 * "Changed by customer" mark goes. The detail answered with the mark still on it, so the page says what
 * happened once; the next dashboard load no longer shows it.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';

export async function acknowledgeCustomerChange(db: Database, appointmentId: string): Promise<void> {
  await db
    .update(appointments)
    .set({ customerChangedAt: null })
    .where(and(eq(appointments.id, appointmentId), isNotNull(appointments.customerChangedAt)));
}
