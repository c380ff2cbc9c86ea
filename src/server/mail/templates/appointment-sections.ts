/**
 * The blocks the customer e-mails share, each in HTML (escaped, inline
 * styles) and plain text: when, the treatments with totals, and where.
 */
import type { SalonConfig } from '../../../config/salon.ts';
import type { WeeklyPattern } from '../../../domain/salon-settings.ts';
import { lineStartUrl, manageLinkUrl } from '../manage-link-placeholder.ts';
import type { AppointmentEmailData, MailContext } from './appointment-email-data.ts';
import { palette, sectionLabel } from './email-layout.ts';
import { escapeHtml, safeHref, type EmailText } from './email-text.ts';

export interface Section {
  readonly html: string;
  readonly text: string;
}

export function whenSection(data: AppointmentEmailData, text: EmailText): Section {
  const { t } = text;
  const when = t('common.when', { date: text.date(data.date), time: text.time(data.startTime) });
  const reference = data.reference;
  return {
    html:
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${palette.cream};border-radius:12px;">` +
      `<tr><td style="padding:16px 20px;">` +
      `<p style="margin:0;font-size:12px;color:${palette.plumSoft};">${escapeHtml(t('common.whenLabel'))}</p>` +
      `<p style="margin:0 0 8px 0;font-size:18px;font-weight:600;color:${palette.plum};">${escapeHtml(when)}</p>` +
      `<p style="margin:0;font-size:12px;color:${palette.plumSoft};">${escapeHtml(
        text.labelled(t('common.referenceLabel'), '\u0000'),
      )
        .split('\u0000')
        .join(`<strong style="color:${palette.plum};">${escapeHtml(reference)}</strong>`)}</p>` +
      `</td></tr></table>`,
    text: `${text.labelled(t('common.whenLabel'), when)}\n${text.labelled(t('common.referenceLabel'), reference)}`,
  };
}

/**
 * The treatments with their totals. `reader`: a customer reads "Your treatments"; the salon's notices name
 * them as what was booked, never speaking to the customer.
 */
export function servicesSection(
  data: AppointmentEmailData,
  text: EmailText,
  reader: 'customer' | 'salon' = 'customer',
): Section {
  const { t } = text;
  const label = t(reader === 'salon' ? 'notification.servicesLabel' : 'common.servicesLabel');
  const rows = data.services
    .map(
      (service) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid ${palette.creamDeep};">${escapeHtml(service.name)}` +
        `<br><span style="font-size:13px;color:${palette.plumSoft};">${escapeHtml(text.duration(service.durationMinutes))}</span></td>` +
        `<td align="right" style="padding:8px 0;border-bottom:1px solid ${palette.creamDeep};white-space:nowrap;">${escapeHtml(text.price(service.priceThb))}</td></tr>`,
    )
    .join('');
  const totalRow = (label: string, value: string) =>
    `<tr><td style="padding:8px 0 0 0;font-weight:600;">${escapeHtml(label)}</td>` +
    `<td align="right" style="padding:8px 0 0 0;font-weight:600;white-space:nowrap;">${escapeHtml(value)}</td></tr>`;
  const lines = data.services.map(
    (service) =>
      `- ${t('common.serviceLine', {
        name: service.name,
        duration: text.duration(service.durationMinutes),
        price: text.price(service.priceThb),
      })}`,
  );
  return {
    html:
      sectionLabel(label) +
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:15px;color:${palette.plum};">` +
      rows +
      totalRow(t('common.totalDurationLabel'), text.duration(data.totalDurationMinutes)) +
      totalRow(t('common.totalPriceLabel'), text.price(data.totalPriceThb)) +
      `</table>`,
    text: [
      text.listHeading(label),
      ...lines,
      text.labelled(t('common.totalDurationLabel'), text.duration(data.totalDurationMinutes)),
      text.labelled(t('common.totalPriceLabel'), text.price(data.totalPriceThb)),
    ].join('\n'),
  };
}

export function salonAddress(salon: SalonConfig): string {
  return `${salon.streetAddress}, ${salon.locality}, ${salon.region} ${salon.postalCode}`;
}

export function findUsSection(salon: SalonConfig, text: EmailText, hours?: WeeklyPattern): Section {
  const { t } = text;
  const address = salonAddress(salon);
  const hoursLine = hours ? t('common.hoursLine', { hours: text.weeklyHours(hours) }) : undefined;
  const link = `color:${palette.roseDeep};text-decoration:underline;`;
  return {
    html:
      sectionLabel(t('common.findUsLabel')) +
      `<p style="margin:0 0 4px 0;">${escapeHtml(salon.name)}<br>${escapeHtml(address)}</p>` +
      (salon.mapsUrl
        ? `<p style="margin:0 0 4px 0;"><a href="${safeHref(salon.mapsUrl)}" style="${link}">${escapeHtml(t('common.mapLink'))}</a></p>`
        : '') +
      `<p style="margin:0 0 4px 0;">${escapeHtml(t('common.phoneLine', { phone: '\u0000' }))
        .split('\u0000')
        .join(`<a href="tel:${escapeHtml(salon.phoneE164)}" style="${link}">${escapeHtml(salon.phone)}</a>`)}</p>` +
      `<p style="margin:0;">${escapeHtml(t('common.emailLine', { email: '\u0000' }))
        .split('\u0000')
        .join(`<a href="mailto:${escapeHtml(salon.email)}" style="${link}">${escapeHtml(salon.email)}</a>`)}</p>` +
      (hoursLine ? `<p style="margin:4px 0 0 0;">${escapeHtml(hoursLine)}</p>` : ''),
    text: [
      text.listHeading(t('common.findUsLabel')),
      salon.name,
      address,
      ...(salon.mapsUrl ? [text.labelled(t('common.mapLink'), salon.mapsUrl)] : []),
      t('common.phoneLine', { phone: salon.phone }),
      t('common.emailLine', { email: salon.email }),
      ...(hoursLine ? [hoursLine] : []),
    ].join('\n'),
  };
}

/**
 * The customer's private link to their booking: a button, and when changes are possible the
 * cut-off in words. The URL carries the placeholder the worker replaces with a fresh token at send time.
 */
/** "Get updates on LINE": the same private token as the manage link, filled in when the e-mail is sent. */
export function lineOfferSection(context: MailContext, text: EmailText): Section {
  const { t } = text;
  const url = lineStartUrl(context.publicUrl);
  const label = t('lineOffer.button');
  return {
    html:
      sectionLabel(t('lineOffer.label')) +
      `<p style="margin:0 0 8px 0;"><a href="${safeHref(url)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background-color:#047a3a;color:#ffffff;text-decoration:none;font-weight:600;">${escapeHtml(label)}</a></p>` +
      `<p style="margin:0;font-size:14px;color:${palette.plumSoft};">${escapeHtml(t('lineOffer.hint'))}</p>`,
    text: [text.labelled(label, url), t('lineOffer.hint')].join('\n'),
  };
}

export function manageSection(context: MailContext, text: EmailText, options: { canChange: boolean }): Section {
  const { t } = text;
  const url = manageLinkUrl(context.publicUrl, undefined, text.language);
  const cutoffHours = context.changeCutoffHours ?? 0;
  const hint = options.canChange
    ? cutoffHours > 0
      ? t('manage.hintCutoff', { count: cutoffHours })
      : t('manage.hintUntilStart')
    : null;
  const label = options.canChange ? t('manage.button') : t('manage.viewButton');
  return {
    html:
      sectionLabel(t('manage.label')) +
      `<p style="margin:0 0 8px 0;"><a href="${safeHref(url)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background-color:${palette.roseDeep};color:#ffffff;text-decoration:none;font-weight:600;">${escapeHtml(label)}</a></p>` +
      (hint ? `<p style="margin:0 0 4px 0;font-size:14px;color:${palette.plumSoft};">${escapeHtml(hint)}</p>` : '') +
      `<p style="margin:0;font-size:13px;color:${palette.plumSoft};">${escapeHtml(t('manage.private'))}</p>`,
    text: [text.labelled(label, url), ...(hint ? [hint] : []), t('manage.private')].join('\n'),
  };
}
