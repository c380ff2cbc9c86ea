/**
 * The salon's notice of a change a customer made through their private link: who, what
 * (cancelled, or moved from when to when), what follows for staff (a confirmed booking back to pending,
 * a technician released), and a button to the appointment. Reply-To is the customer, like the notice of
 * a new booking.
 */
import type { AppointmentEmailData, MailContext } from './appointment-email-data.ts';
import type { RenderedEmail } from './appointment-emails.ts';
import { servicesSection, whenSection } from './appointment-sections.ts';
import { heading, palette, paragraph, renderLayout } from './email-layout.ts';
import { emailText, escapeHtml, safeHref, type EmailText } from './email-text.ts';

export type CustomerChange =
  | { readonly kind: 'cancelled' }
  | {
      readonly kind: 'rescheduled';
      readonly from: { readonly date: string; readonly time: string };
      /** A confirmed booking went back to pending (the owner's rule). */
      readonly backToPending: boolean;
      /** The technician was busy at the new time and was taken off it. */
      readonly technicianReleased: boolean;
    };

export function renderCustomerChangeNotice(
  data: AppointmentEmailData,
  change: CustomerChange,
  context: MailContext,
  text: EmailText = emailText(),
): RenderedEmail {
  const { t } = text;
  const { salon, publicUrl } = context;
  const values = { name: data.customerName, date: text.date(data.date), time: text.time(data.startTime) };
  const subject = t(`customerChange.${change.kind}Subject`, values);
  const intro =
    change.kind === 'cancelled'
      ? t('customerChange.cancelledIntro', values)
      : t('customerChange.rescheduledIntro', {
          ...values,
          fromDate: text.date(change.from.date),
          fromTime: text.time(change.from.time),
        });
  const followUps =
    change.kind === 'rescheduled'
      ? [
          ...(change.backToPending ? [t('customerChange.backToPending')] : []),
          ...(change.technicianReleased ? [t('customerChange.technicianReleased')] : []),
        ]
      : [];
  const when = whenSection(data, text);
  const services = servicesSection(data, text, 'salon');
  const orderUrl = `${publicUrl}/admin/orders/${data.id}`;
  const html = renderLayout({
    salon,
    title: subject,
    language: text.language,
    preheader: intro,
    footer: t('notification.footer', { salon: salon.name }),
    bodyHtml: [
      heading(subject),
      paragraph(intro),
      ...followUps.map((line) => paragraph(line)),
      when.html,
      services.html,
      `<p style="margin:24px 0 0 0;"><a href="${safeHref(orderUrl)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background-color:${palette.roseDeep};color:#ffffff;text-decoration:none;font-weight:600;">${escapeHtml(t('notification.openLink'))}</a></p>`,
    ].join('\n'),
  });
  const plain = [
    intro,
    ...followUps,
    '',
    when.text,
    '',
    services.text,
    '',
    `${t('notification.openLink')}: ${orderUrl}`,
    '',
    '--',
    t('notification.footer', { salon: salon.name }),
  ].join('\n');
  return { subject, text: plain + '\n', html, ics: null };
}
