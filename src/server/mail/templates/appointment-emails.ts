/**
 * The appointment e-mails, each as subject, plain text, HTML and (for
 * the confirmation) a calendar invitation:
 *
 * - confirmation: sent when staff confirm (or book with an e-mail address);
 * - update and cancellation: a confirmed appointment moved, an appointment cancelled;
 *   their calendar files update or remove the same event (same UID, higher SEQUENCE);
 * - booking received: to the customer when they book online;
 * - new-booking notification: to the salon's own address.
 *
 * Every word comes from the `email` catalogue; every value is escaped in
 * the HTML part.
 */
import { LANGUAGE_NAMES } from '../../../domain/language.ts';
import { formatBaht } from '../../../domain/checkout/money.ts';
import type { AppointmentEmailData, MailContext } from './appointment-email-data.ts';
import {
  findUsSection,
  lineOfferSection,
  manageSection,
  servicesSection,
  whenSection,
} from './appointment-sections.ts';
import { renderCalendarInvitation } from './calendar-invitation.ts';
import { heading, palette, paragraph, renderLayout, sectionLabel } from './email-layout.ts';
import { emailText, escapeHtml, safeHref, type EmailText } from './email-text.ts';

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** An .ics calendar invitation, when the e-mail has one. */
  readonly ics: string | null;
}

function signOff(context: MailContext, text: EmailText): { html: string; text: string } {
  const { t } = text;
  const team = t('common.team', { salon: context.salon.name });
  return {
    html: `<p style="margin:24px 0 0 0;">${escapeHtml(t('common.signOff'))}<br>${escapeHtml(team)}</p>`,
    text: `${t('common.signOff')}\n${team}`,
  };
}

/**
 * The e-mails to the customer about one appointment. Each names its catalogue section (subject, heading,
 * intro, and calendarHint when it carries a file) and what its calendar file does: every file of one
 * appointment has the same UID and its version as SEQUENCE, so the customer's calendar adds the event
 * once (tentative while pending), then moves or removes that same event.
 */
const CUSTOMER_EMAILS = {
  /** "We received your booking" (online bookings): the requested time, tentative. */
  received: { ics: 'PUBLISH', findUs: true, canChange: true, offersLine: true },
  /** Sent when staff confirm (or book with an e-mail address): the booking is now certain. */
  confirmation: { ics: 'PUBLISH', findUs: true, canChange: true, offersLine: true },
  /** Staff moved a confirmed appointment. */
  update: { ics: 'PUBLISH', findUs: true, canChange: true, offersLine: false },
  /** The customer moved it through their link. */
  rescheduled: { ics: 'PUBLISH', findUs: true, canChange: true, offersLine: false },
  /** Cancelled by staff or by the customer; the file removes the event. */
  cancellation: { ics: 'CANCEL', findUs: false, canChange: false, offersLine: false },
  /** The reminder before the appointment. */
  reminder: { ics: null, findUs: true, canChange: true, offersLine: false },
  /** Staff issued a new private link. */
  newLink: { ics: null, findUs: false, canChange: true, offersLine: false },
} as const satisfies Record<
  string,
  {
    ics: 'PUBLISH' | 'CANCEL' | null;
    findUs: boolean;
    canChange: boolean;
    /** The booking's first e-mails: where a customer decides how to hear from the salon. */
    offersLine: boolean;
  }
>;

export type CustomerEmailKind = keyof typeof CUSTOMER_EMAILS;

/** Sections whose intro has a variant for a booking still waiting for confirmation. */
const PENDING_INTROS: ReadonlySet<CustomerEmailKind> = new Set(['rescheduled', 'reminder']);

/**
 * What the cancellation says of a deposit that arrived: refunded (cancelled before the cut-off the
 * customer was shown at booking) or kept (later). Nothing when no money arrived (decision 254).
 */
function depositOnCancellation(data: AppointmentEmailData, text: EmailText): string | null {
  const deposit = data.deposit;
  if (!deposit) return null;
  const values = { amount: formatBaht(deposit.amountSatang, data.language), hours: String(deposit.refundCutoffHours) };
  if (deposit.state === 'refund_due' || deposit.state === 'refunded') return text.t('deposit.cancelRefunded', values);
  if (deposit.state === 'kept') return text.t('deposit.cancelKept', values);
  return null;
}

export function renderCustomerEmail(
  kind: CustomerEmailKind,
  data: AppointmentEmailData,
  context: MailContext,
  now: Date,
  text: EmailText = emailText(data.language),
): RenderedEmail {
  const { t } = text;
  const { salon } = context;
  const shape = CUSTOMER_EMAILS[kind];
  const pending = data.status === 'pending';
  const date = text.date(data.date);
  const time = text.time(data.startTime);
  const subject = t(`${kind}.subject`, { salon: salon.name, date, time });
  const greeting = t('common.greeting', { name: data.customerName });
  const intro = t(pending && PENDING_INTROS.has(kind) ? `${kind}.introPending` : `${kind}.intro`);
  const when = whenSection(data, text);
  const services = servicesSection(data, text);
  // A cancelled appointment needs no directions; it needs a way to book again.
  const findUs = shape.findUs ? findUsSection(salon, text, context.hours) : null;
  const manage = manageSection(context, text, { canChange: shape.canChange });
  const line = shape.offersLine && context.lineOffered ? lineOfferSection(context, text) : null;
  const calendarHint = shape.ics ? t(`${kind}.calendarHint`) : null;
  const deposit = kind === 'cancellation' ? depositOnCancellation(data, text) : null;
  const changes =
    kind === 'cancellation'
      ? t('cancellation.rebookHint', { phone: salon.phone })
      : t('common.changesHint', { phone: salon.phone });
  const bye = signOff(context, text);
  const note = (line: string, top: number) =>
    `<p style="margin:${top}px 0 0 0;font-size:14px;color:${palette.plumSoft};">${escapeHtml(line)}</p>`;
  const html = renderLayout({
    salon,
    title: subject,
    language: text.language,
    preheader: t('common.when', { date, time }),
    footer: t('common.footer', { salon: salon.name }),
    bodyHtml: [
      heading(t(`${kind}.heading`)),
      paragraph(greeting),
      paragraph(intro),
      ...(deposit ? [paragraph(deposit)] : []),
      when.html,
      services.html,
      manage.html,
      ...(line ? [line.html] : []),
      ...(findUs ? [findUs.html] : []),
      ...(calendarHint ? [note(calendarHint, 24)] : []),
      note(changes, calendarHint ? 8 : 24),
      bye.html,
    ].join('\n'),
  });
  const plain = [
    greeting,
    '',
    intro,
    '',
    ...(deposit ? [deposit, ''] : []),
    when.text,
    '',
    services.text,
    '',
    manage.text,
    '',
    ...(line ? [line.text, ''] : []),
    ...(findUs ? [findUs.text, ''] : []),
    ...(calendarHint ? [calendarHint] : []),
    changes,
    '',
    bye.text,
    '',
    '--',
    t('common.footer', { salon: salon.name }),
  ].join('\n');
  const ics = shape.ics
    ? renderCalendarInvitation({ data, salon, text, now, method: shape.ics, tentative: pending })
    : null;
  return { subject, text: plain + '\n', html, ics };
}

export const renderConfirmationEmail = (
  data: AppointmentEmailData,
  context: MailContext,
  now: Date,
  text: EmailText = emailText(data.language),
): RenderedEmail => renderCustomerEmail('confirmation', { ...data, status: 'confirmed' }, context, now, text);

/** After a confirmed appointment moved: the new time, and a file that moves the same event. */
export const renderUpdateEmail = (
  data: AppointmentEmailData,
  context: MailContext,
  now: Date,
  text: EmailText = emailText(data.language),
): RenderedEmail => renderCustomerEmail('update', data, context, now, text);

/** After an appointment was cancelled: what was cancelled, and a file that removes the event. */
export const renderCancellationEmail = (
  data: AppointmentEmailData,
  context: MailContext,
  now: Date,
  text: EmailText = emailText(data.language),
): RenderedEmail => renderCustomerEmail('cancellation', data, context, now, text);

export function renderBookingReceivedEmail(
  data: AppointmentEmailData,
  context: MailContext,
  text: EmailText = emailText(data.language),
): RenderedEmail {
  return renderCustomerEmail('received', { ...data, status: 'pending' }, context, context.now ?? new Date(), text);
}

export function renderSalonNotificationEmail(
  data: AppointmentEmailData,
  context: MailContext,
  text: EmailText = emailText(),
): RenderedEmail {
  const { t } = text;
  const { salon, publicUrl } = context;
  const date = text.date(data.date);
  const time = text.time(data.startTime);
  const subject = t('notification.subject', { name: data.customerName, date, time });
  const intro = t('notification.intro', { name: data.customerName });
  const when = whenSection(data, text);
  const services = servicesSection(data, text, 'salon');
  const orderUrl = `${publicUrl}/admin/orders/${data.id}`;
  const notes = data.notes?.trim() ? data.notes : t('notification.noNotes');
  const contactRows: [string, string, string | null][] = [
    [t('notification.customerLabel'), data.customerName, null],
    [t('notification.emailLabel'), data.customerEmail, `mailto:${data.customerEmail}`],
    [t('notification.phoneLabel'), data.customerPhone, `tel:${data.customerPhone.replace(/[^+\d]/g, '')}`],
    [t('notification.notesLabel'), notes, null],
    // Staff see which language to answer in; an English booking's notice reads as it always did.
    ...(data.language === 'en'
      ? []
      : [[t('notification.languageLabel'), LANGUAGE_NAMES[data.language], null] satisfies [string, string, null]]),
  ];
  const link = `color:${palette.roseDeep};text-decoration:underline;`;
  const contactHtml =
    sectionLabel(t('notification.customerLabel')) +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:15px;color:${palette.plum};">` +
    contactRows
      .map(([label, value, href]) => {
        const shown = href
          ? `<a href="${safeHref(href)}" style="${link}">${escapeHtml(value)}</a>`
          : escapeHtml(value).replace(/\r?\n/g, '<br>');
        return `<tr><td valign="top" style="padding:4px 16px 4px 0;color:${palette.plumSoft};white-space:nowrap;">${escapeHtml(label)}</td><td style="padding:4px 0;">${shown}</td></tr>`;
      })
      .join('') +
    `</table>`;
  const html = renderLayout({
    salon,
    title: subject,
    language: text.language,
    preheader: intro,
    footer: t('notification.footer', { salon: salon.name }),
    bodyHtml: [
      heading(t('notification.heading')),
      paragraph(intro),
      when.html,
      contactHtml,
      services.html,
      `<p style="margin:24px 0 0 0;"><a href="${safeHref(orderUrl)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background-color:${palette.roseDeep};color:#ffffff;text-decoration:none;font-weight:600;">${escapeHtml(t('notification.openLink'))}</a></p>`,
    ].join('\n'),
  });
  const plain = [
    intro,
    '',
    when.text,
    '',
    ...contactRows.map(([label, value]) => `${label}: ${value}`),
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
