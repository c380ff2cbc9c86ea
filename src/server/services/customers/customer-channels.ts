/**
 * How a customer asked to hear from the salon besides e-mail (LINE linked, WhatsApp agreed, or stopped),
 * as staff see it on the customer record and on each of the customer's appointments: one reading for both.
 */
import { eq } from 'drizzle-orm';
import type { CustomerChannels } from '../../../domain/customers.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { lineLinks, whatsappOptIns } from '../../db/schema.ts';

export async function readCustomerChannels(db: Database | Transaction, customerId: string): Promise<CustomerChannels> {
  const [[line], [whatsapp]] = await Promise.all([
    db
      .select({ linkedAt: lineLinks.linkedAt, stoppedAt: lineLinks.stoppedAt })
      .from(lineLinks)
      .where(eq(lineLinks.customerId, customerId)),
    db
      .select({
        phone: whatsappOptIns.phoneE164,
        wording: whatsappOptIns.wording,
        optedInAt: whatsappOptIns.optedInAt,
        stoppedAt: whatsappOptIns.stoppedAt,
      })
      .from(whatsappOptIns)
      .where(eq(whatsappOptIns.customerId, customerId)),
  ]);
  return {
    line: line ? { linkedAt: line.linkedAt.toISOString(), stoppedAt: line.stoppedAt?.toISOString() ?? null } : null,
    whatsapp: whatsapp
      ? {
          phone: whatsapp.phone,
          wording: whatsapp.wording,
          optedInAt: whatsapp.optedInAt.toISOString(),
          stoppedAt: whatsapp.stoppedAt?.toISOString() ?? null,
        }
      : null,
  };
}
