/**
 * The e-mailed receipt, in the reader's language: the same facts as the printed receipt (receipt.tsx),
 * taken from the same sale view (get-sale.ts), so nothing is computed twice: the receipt number, when it
 * was paid, the salon's name, address and tax ID, the lines with their discounts, the tips, the total,
 * the VAT part when the sale was written VAT-registered, the payments by method and any refunds. The
 * receipt's own words come from the customer-facing `receipt` catalogue; the e-mail's from `email`.
 */
import { formatBaht } from '../../../domain/checkout/money.ts';
import type { Language } from '../../../domain/language.ts';
import type { MailContext } from '../../mail/templates/appointment-email-data.ts';
import type { RenderedEmail } from '../../mail/templates/appointment-emails.ts';
import { heading, palette, paragraph, renderLayout, sectionLabel } from '../../mail/templates/email-layout.ts';
import { emailText, escapeHtml } from '../../mail/templates/email-text.ts';
import type { SaleView } from './get-sale.ts';

interface Row {
  readonly label: string;
  readonly value: string;
  /** A second, smaller line under the label (the technician, a line's discount). */
  readonly notes?: readonly string[];
  readonly strong?: boolean;
}

export function receiptNumberText(number: number): string {
  return String(number).padStart(6, '0');
}

function rowsHtml(rows: readonly Row[]): string {
  const cells = rows
    .map((row) => {
      const weight = row.strong ? 'font-weight:700;font-size:17px;' : '';
      const notes = (row.notes ?? [])
        .map((note) => `<br><span style="font-size:13px;color:${palette.plumSoft};">${escapeHtml(note)}</span>`)
        .join('');
      return `<tr><td style="padding:4px 12px 4px 0;vertical-align:top;${weight}">${escapeHtml(row.label)}${notes}</td><td align="right" style="padding:4px 0;vertical-align:top;white-space:nowrap;${weight}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px dashed ${palette.creamDeep};margin:0 0 8px 0;">\n${cells}\n</table>`;
}

function rowsText(rows: readonly Row[]): string {
  return rows
    .map((row) => [`${row.label}  ${row.value}`, ...(row.notes ?? []).map((note) => `  ${note}`)].join('\n'))
    .join('\n');
}

export function renderReceiptEmail(view: SaleView, language: Language, context: MailContext): RenderedEmail {
  const text = emailText(language);
  const { t } = text;
  const money = (amount: number) => formatBaht(amount, language, 'receipt');
  const { sale, salon } = view;
  const number = sale.receiptNumber === null ? '' : receiptNumberText(sale.receiptNumber);
  const paidAt =
    sale.paidAt === null
      ? ''
      : new Intl.DateTimeFormat(t('format.dateLocale'), {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: context.salon.timeZone,
        }).format(new Date(sale.paidAt));
  const values = { salon: salon.name, number, date: paidAt, name: sale.customerName };
  const methodName = (entry: SaleView['money'][number]) => entry.otherName ?? t(`receipt:methods.${entry.method}`);

  const header = [
    salon.address,
    salon.phone,
    sale.vatRegistration ? t('receipt:receipt.taxId', { id: sale.vatRegistration }) : '',
  ].filter((line) => line !== '');
  const title = sale.vatRegistration ? t('receipt:receipt.titleTaxInvoice') : t('receipt:receipt.title');
  const facts = [
    t('receipt:receipt.number', { number }),
    paidAt,
    sale.customerName ? t('receipt:receipt.customer', { name: sale.customerName }) : '',
    sale.void ? t('receipt:receipt.void') : '',
  ].filter((line) => line !== '');

  const lines: Row[] = view.lines.map((line) => ({
    label: `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.receiptName}`,
    value: money(line.total),
    notes: [
      ...(line.technicianName ? [line.technicianName] : []),
      ...(line.discount > 0 ? [t('receipt:receipt.lineDiscount', { amount: money(line.discount) })] : []),
    ],
  }));
  const totals: Row[] = [
    ...(sale.discounts > 0 ? [{ label: t('receipt:receipt.discounts'), value: `−${money(sale.discounts)}` }] : []),
    ...view.tips.map((tip) => ({
      label: t('receipt:receipt.tip', { name: tip.technicianName ?? '' }),
      value: money(tip.amount),
    })),
    { label: t('receipt:receipt.total'), value: money(sale.totalDue), strong: true },
    ...(sale.vatRegistration
      ? [
          { label: t('receipt:receipt.vatIncluded'), value: money(sale.vat) },
          { label: t('receipt:receipt.beforeVat'), value: money(sale.itemsTotal - sale.vat) },
        ]
      : []),
  ];
  const payments: Row[] = view.money
    .filter((entry) => entry.kind === 'payment')
    .flatMap((entry) => [
      { label: methodName(entry), value: money(entry.amount) },
      ...(entry.tendered !== null && entry.change > 0
        ? [
            { label: t('receipt:receipt.tendered'), value: money(entry.tendered) },
            { label: t('receipt:receipt.change'), value: money(entry.change) },
          ]
        : []),
    ]);
  const refunds: Row[] = view.money
    .filter((entry) => entry.kind !== 'payment')
    .map((entry) => ({
      label: t(entry.kind === 'refund' ? 'receiptEmail.refundLine' : 'receiptEmail.voidReturnLine', {
        method: methodName(entry),
      }),
      value: `−${money(entry.amount)}`,
    }));

  const subject = t('receiptEmail.subject', values);
  const greeting = sale.customerName ? t('common.greeting', values) : t('receiptEmail.greetingNoName');
  const intro = t('receiptEmail.intro', values);
  const closing = [...(sale.vatRegistration ? [] : [t('receipt:receipt.notTaxInvoice')]), t('receipt:receipt.thanks')];

  const html = renderLayout({
    salon: context.salon,
    title: subject,
    language,
    preheader: intro,
    footer: t('receiptEmail.footer', values),
    bodyHtml: [
      heading(t('receiptEmail.heading')),
      paragraph(greeting),
      paragraph(intro),
      `<p style="margin:0 0 4px 0;font-weight:700;">${escapeHtml(salon.name)}</p>`,
      ...header.map((line) => `<p style="margin:0;">${escapeHtml(line)}</p>`),
      sectionLabel(title),
      ...facts.map((line) => `<p style="margin:0;">${escapeHtml(line)}</p>`),
      sectionLabel(t('receiptEmail.itemsLabel')),
      rowsHtml(lines),
      rowsHtml(totals),
      sectionLabel(t('receiptEmail.paidLabel')),
      rowsHtml(payments),
      ...(refunds.length > 0 ? [sectionLabel(t('receiptEmail.refundsLabel')), rowsHtml(refunds)] : []),
      ...closing.map((line) => paragraph(line)),
    ].join('\n'),
  });
  const plain = [
    greeting,
    '',
    intro,
    '',
    salon.name,
    ...header,
    '',
    title,
    ...facts,
    '',
    rowsText(lines),
    '',
    rowsText(totals),
    '',
    text.listHeading(t('receiptEmail.paidLabel')),
    rowsText(payments),
    ...(refunds.length > 0 ? ['', text.listHeading(t('receiptEmail.refundsLabel')), rowsText(refunds)] : []),
    '',
    ...closing,
    '',
    '--',
    t('receiptEmail.footer', values),
  ].join('\n');
  return { subject, text: `${plain}\n`, html, ics: null };
}
