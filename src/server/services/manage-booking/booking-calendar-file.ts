/**
 * The calendar file the manage page offers for download: the same event as every e-mail's
 * file (same UID, the version as SEQUENCE), tentative while pending, removed when cancelled.
 */
import type { SalonConfig } from '../../../config/salon.ts';
import type { Database } from '../../db/client.ts';
import { liveMailContext, loadAppointmentEmailData } from '../../mail/templates/appointment-email-data.ts';
import { renderCalendarInvitation } from '../../mail/templates/calendar-invitation.ts';
import { emailText } from '../../mail/templates/email-text.ts';

export async function bookingCalendarFile(
  db: Database,
  appointmentId: string,
  options: { readonly salon: SalonConfig; readonly publicUrl: string; readonly now: Date },
): Promise<{ ics: string; reference: string }> {
  const [data, context] = await Promise.all([
    loadAppointmentEmailData(db, appointmentId),
    liveMailContext(db, { salon: options.salon, publicUrl: options.publicUrl, now: options.now }),
  ]);
  const ics = renderCalendarInvitation({
    data,
    salon: context.salon,
    text: emailText(data.language),
    now: options.now,
    method: data.status === 'cancelled' ? 'CANCEL' : 'PUBLISH',
    tentative: data.status === 'pending',
  });
  return { ics, reference: data.reference };
}
