/**
 * The receipt: the salon, the receipt number (gap-free, six digits), the lines, discounts, tips,
 * the total and how it was paid (with the change), the VAT part and the tax ID when the salon is
 * VAT registered (otherwise it is a receipt, not a tax invoice), refunds and the net paid, and a
 * VOID stamp on a voided sale. Prints on 80 mm and A4.
 */
import './receipt.css';
import { Fragment } from 'react';
import { formatBaht } from '../../../domain/checkout/money.ts';
import { formatSalonInstant } from '../../lib/format-salon-instant.ts';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import type { SaleView } from './checkout-api.ts';
import { ReceiptCorrections, VoidStamp } from './receipt-corrections.tsx';

export function receiptNumberText(number: number): string {
  return String(number).padStart(6, '0');
}

export function Receipt({ view }: { view: SaleView }) {
  const { t } = useTranslation('receipt');
  const language = useLanguage();
  const money = (amount: number) => formatBaht(amount, language, 'receipt');
  const { sale, salon } = view;
  const payments = view.money.filter((entry) => entry.kind === 'payment');
  const methodName = (entry: (typeof payments)[number]) => entry.otherName ?? t(`methods.${entry.method}`);
  return (
    <article
      aria-labelledby="receipt-title"
      className="receipt mx-auto w-full max-w-sm space-y-3 rounded-xl border border-plum/15 bg-white p-5 font-mono text-sm text-black"
    >
      <header className="space-y-0.5 text-center">
        <p className="font-sans text-lg font-bold">{salon.name}</p>
        {salon.address ? <p>{salon.address}</p> : null}
        {salon.phone ? <p>{salon.phone}</p> : null}
        {sale.vatRegistration ? <p>{t('receipt.taxId', { id: sale.vatRegistration })}</p> : null}
      </header>
      <div className="border-y border-dashed border-black/40 py-2 text-center">
        <h2 id="receipt-title" className="font-sans text-base font-bold">
          {sale.vatRegistration ? t('receipt.titleTaxInvoice') : t('receipt.title')}
        </h2>
        {sale.receiptNumber !== null ? (
          <p data-testid="receipt-number">{t('receipt.number', { number: receiptNumberText(sale.receiptNumber) })}</p>
        ) : null}
        {sale.paidAt ? <p>{formatSalonInstant(sale.paidAt)}</p> : null}
        {sale.customerName ? <p>{t('receipt.customer', { name: sale.customerName })}</p> : null}
      </div>
      <VoidStamp view={view} />
      <table className="w-full">
        <caption className="sr-only">{t('receipt.linesCaption')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('receipt.item')}</th>
            <th scope="col">{t('receipt.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => (
            <tr key={line.position} className="align-top">
              <td className="py-0.5 pr-2">
                {line.quantity > 1 ? `${line.quantity} × ` : ''}
                {line.receiptName}
                {line.technicianName ? <span className="block text-xs">{line.technicianName}</span> : null}
                {line.discount > 0 ? (
                  <span className="block text-xs">{t('receipt.lineDiscount', { amount: money(line.discount) })}</span>
                ) : null}
              </td>
              <td className="py-0.5 text-right whitespace-nowrap">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="space-y-0.5 border-t border-dashed border-black/40 pt-2">
        {sale.discounts > 0 ? <Row label={t('receipt.discounts')} value={`−${money(sale.discounts)}`} /> : null}
        {view.tips.map((tip) => (
          <Row
            key={tip.technicianId}
            label={t('receipt.tip', { name: tip.technicianName ?? '' })}
            value={money(tip.amount)}
          />
        ))}
        <div className="flex justify-between font-sans text-base font-bold">
          <dt>{t('receipt.total')}</dt>
          <dd data-testid="receipt-total">{money(sale.totalDue)}</dd>
        </div>
        {sale.vatRegistration ? (
          <>
            <Row label={t('receipt.vatIncluded')} value={money(sale.vat)} />
            <Row label={t('receipt.beforeVat')} value={money(sale.itemsTotal - sale.vat)} />
          </>
        ) : null}
      </dl>
      <dl className="space-y-0.5 border-t border-dashed border-black/40 pt-2">
        {payments.map((entry) => (
          <Fragment key={entry.id}>
            <Row label={methodName(entry)} value={money(entry.amount)} />
            {entry.tendered !== null && entry.change > 0 ? (
              <>
                <Row label={t('receipt.tendered')} value={money(entry.tendered)} />
                <Row label={t('receipt.change')} value={money(entry.change)} />
              </>
            ) : null}
          </Fragment>
        ))}
      </dl>
      <ReceiptCorrections view={view} />
      {!sale.vatRegistration ? <p className="text-center text-xs">{t('receipt.notTaxInvoice')}</p> : null}
      <p className="text-center font-sans">{t('receipt.thanks')}</p>
    </article>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  );
}

/** Prints the receipt on the chosen paper. */
export function printReceipt(paper: '80mm' | 'a4'): void {
  document.documentElement.dataset.receiptPaper = paper;
  window.print();
}
