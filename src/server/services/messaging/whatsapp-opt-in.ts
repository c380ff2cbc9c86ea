/**
 * The customer's consent to WhatsApp, given by ticking "Send updates on WhatsApp" at booking: kept on their
 * customer record with the number in E.164, the time and the exact wording they saw in their language, in
 * the booking's own transaction. A new tick renews a consent that was stopped (STOP, the manage page).
 */
import { eq } from 'drizzle-orm';
import type { Language } from '../../../domain/language.ts';
import { toE164 } from '../../../domain/whatsapp.ts';
import { createI18n } from '../../../i18n/index.ts';
import type { Transaction } from '../../db/client.ts';
import { appointments, whatsappOptIns } from '../../db/schema.ts';

/** The label the customer ticked, as the booking page showed it in their language. */
export function optInWording(language: Language): string {
  return createI18n(language).t('booking:details.whatsappOptIn');
}

export async function recordWhatsappOptIn(
  tx: Transaction,
  input: { readonly appointmentId: string; readonly phone: string; readonly language: Language; readonly now: Date },
): Promise<void> {
  const phoneE164 = toE164(input.phone);
  const [appointment] = await tx
    .select({ customerId: appointments.customerId })
    .from(appointments)
    .where(eq(appointments.id, input.appointmentId));
  // The request schema refused a number that cannot be E.164; a booking without a record keeps no consent.
  if (!phoneE164 || !appointment?.customerId) return;
  const consent = { phoneE164, wording: optInWording(input.language), optedInAt: input.now, stoppedAt: null };
  await tx
    .insert(whatsappOptIns)
    .values({ customerId: appointment.customerId, ...consent })
    .onConflictDoUpdate({ target: whatsappOptIns.customerId, set: consent });
}
