/**
 * The customer's deposit e-mails, in their language: the request (the amount, the salon's PromptPay ID
 * to pay from a banking app, the reference for the transfer's note, the deadline and the refund rule;
 * what the booking page shows beside its QR) and the release of a hold whose deposit did not arrive.
 * A QR image is not embedded: mail clients block inline data images; the request links to the
 * customer's private page, which shows the QR while the deposit is awaited (decision 257). LINE and
 * WhatsApp carry the same request (the outbox's channels), with the same link.
 */
import { formatBaht } from '../../../domain/checkout/money.ts';
import { localizedPath } from '../../../domain/language-paths.ts';
import type { Transaction } from '../../db/client.ts';
import { manageLinkUrl } from '../../mail/manage-link-placeholder.ts';
import { writeOutboxMessage } from '../../mail/outbox.ts';
import {
  loadAppointmentEmailData,
  type AppointmentEmailData,
  type MailContext,
} from '../../mail/templates/appointment-email-data.ts';
import type { RenderedEmail } from '../../mail/templates/appointment-emails.ts';
import { heading, palette, paragraph, renderLayout } from '../../mail/templates/email-layout.ts';
import { emailText, escapeHtml, safeHref } from '../../mail/templates/email-text.ts';
import type { CustomerDeposit } from './deposit-view.ts';

/** The deposit's deadline as the customer reads it: the salon's clock, the booking's language. */
export function depositDeadlineText(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

function linkButton(url: string, label: string): string {
  return `<p style="margin:24px 0 0 0;"><a href="${safeHref(url)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background-color:${palette.roseDeep};color:#ffffff;text-decoration:none;font-weight:600;">${escapeHtml(label)}</a></p>`;
}

export function renderDepositRequestEmail(
  data: AppointmentEmailData,
  deposit: CustomerDeposit,
  context: MailContext,
): RenderedEmail {
  const text = emailText(data.language);
  const { t } = text;
  const values = {
    name: data.customerName,
    date: text.date(data.date),
    time: text.time(data.startTime),
    amount: formatBaht(deposit.amountSatang, data.language),
    deadline: depositDeadlineText(deposit.dueAt, context.salon.timeZone, t('format.dateLocale')),
    hours: String(deposit.refundCutoffHours),
    phone: context.salon.phone,
    salon: context.salon.name,
  };
  const subject = t('deposit.requestSubject', values);
  const lines = [
    t('common.greeting', values),
    t('deposit.requestIntro', values),
    text.labelled(t('deposit.amountLabel'), values.amount),
    deposit.promptpayId === null
      ? t('deposit.noPromptPay', values)
      : text.labelled(t('deposit.promptpayLabel'), deposit.promptpayId),
    text.labelled(t('deposit.referenceLabel'), deposit.reference),
    text.labelled(t('deposit.deadlineLabel'), values.deadline),
    t('deposit.releaseHint', values),
    t('deposit.rule', values),
  ];
  // The private page that shows the QR (its token filled in when sent): what LINE and WhatsApp link to.
  const qrUrl = manageLinkUrl(context.publicUrl, undefined, data.language);
  const html = renderLayout({
    salon: context.salon,
    title: subject,
    language: data.language,
    preheader: t('deposit.requestIntro', values),
    footer: t('common.footer', values),
    bodyHtml: [
      heading(t('deposit.requestHeading')),
      ...lines.map((line) => paragraph(line)),
      linkButton(qrUrl, t('deposit.qrLink')),
    ].join('\n'),
  });
  return { subject, text: `${lines.join('\n\n')}\n\n${t('deposit.qrLink')}: ${qrUrl}\n`, html, ics: null };
}

export function renderDepositExpiredEmail(data: AppointmentEmailData, context: MailContext): RenderedEmail {
  const text = emailText(data.language);
  const { t } = text;
  const values = {
    name: data.customerName,
    date: text.date(data.date),
    time: text.time(data.startTime),
    phone: context.salon.phone,
    salon: context.salon.name,
  };
  const subject = t('deposit.expiredSubject', values);
  const bookUrl = `${context.publicUrl}${localizedPath('/booking', data.language)}`;
  const lines = [t('common.greeting', values), t('deposit.expiredIntro', values)];
  const html = renderLayout({
    salon: context.salon,
    title: subject,
    language: data.language,
    preheader: t('deposit.expiredIntro', values),
    footer: t('common.footer', values),
    bodyHtml: [
      heading(t('deposit.expiredHeading')),
      ...lines.map((line) => paragraph(line)),
      linkButton(bookUrl, t('deposit.bookAgain')),
    ].join('\n'),
  });
  return { subject, text: `${lines.join('\n\n')}\n\n${t('deposit.bookAgain')}: ${bookUrl}\n`, html, ics: null };
}

export async function enqueueDepositRequestEmail(
  tx: Transaction,
  data: AppointmentEmailData,
  deposit: CustomerDeposit,
  context: MailContext,
): Promise<void> {
  const email = renderDepositRequestEmail(data, deposit, context);
  await writeOutboxMessage(tx, 'deposit_requested', data, data.customerEmail, email, context);
}

export async function enqueueDepositExpiredEmail(
  tx: Transaction,
  appointmentId: string,
  context: MailContext,
): Promise<void> {
  const data = await loadAppointmentEmailData(tx, appointmentId);
  const email = renderDepositExpiredEmail(data, context);
  await writeOutboxMessage(tx, 'deposit_expired', data, data.customerEmail, email, context);
}
