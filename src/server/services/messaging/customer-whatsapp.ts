/**
 * The customer's side of WhatsApp, through their private link: whether their booking's updates go by
 * WhatsApp (a consent given at booking and not stopped), and stopping it, as STOP in the chat does.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, whatsappOptIns } from '../../db/schema.ts';

export interface CustomerWhatsappState {
  /** Updates about this booking go by WhatsApp, to this number (E.164); null when they do not. */
  readonly phone: string | null;
}

async function customerOf(db: Database, appointmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: appointments.customerId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row?.customerId ?? null;
}

export async function customerWhatsappState(db: Database, appointmentId: string): Promise<CustomerWhatsappState> {
  const customerId = await customerOf(db, appointmentId);
  if (!customerId) return { phone: null };
  const [consent] = await db
    .select({ phone: whatsappOptIns.phoneE164 })
    .from(whatsappOptIns)
    .where(and(eq(whatsappOptIns.customerId, customerId), isNull(whatsappOptIns.stoppedAt)));
  return { phone: consent?.phone ?? null };
}

/** The customer stops WhatsApp: from now on their messages go by e-mail. Stopping twice changes nothing. */
export async function stopCustomerWhatsapp(
  db: Database,
  appointmentId: string,
  now: Date,
): Promise<CustomerWhatsappState> {
  const customerId = await customerOf(db, appointmentId);
  if (customerId) {
    await db
      .update(whatsappOptIns)
      .set({ stoppedAt: now })
      .where(and(eq(whatsappOptIns.customerId, customerId), isNull(whatsappOptIns.stoppedAt)));
  }
  return customerWhatsappState(db, appointmentId);
}
