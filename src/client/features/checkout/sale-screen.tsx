/**
 * A written sale: what it comes to, what has been paid and how, the payment form while something
 * is due, the receipt once it is paid (printable on 80 mm or A4) with its refunds or VOID stamp,
 * and the corrections (refund, void) for those who may make them.
 */
import { formatBaht } from '../../../domain/checkout/money.ts';
import { cardClass, primaryButton, secondaryButton, sectionTitle } from '../../components/admin-styles.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import { formatSalonInstant } from '../../lib/format-salon-instant.ts';
import { refusalText, useSale, type SaleView } from './checkout-api.ts';
import { PaymentForm } from './payment-form.tsx';
import { printReceipt, Receipt, receiptNumberText } from './receipt.tsx';
import { ReceiptEmailForm } from './receipt-email-form.tsx';
import { SaleCorrections } from './sale-corrections.tsx';

export function SaleScreen({ saleId }: { saleId: string }) {
  const { t } = useTranslation('checkout');
  const sale = useSale(saleId);
  if (sale.isError)
    return (
      <ProblemAlert
        problem={refusalText(sale.error)}
        onDismiss={() => void sale.refetch()}
        dismissLabel={t('screen.retry')}
      />
    );
  if (!sale.data) return <p className="text-plum-soft">{t('screen.loading')}</p>;
  return <SaleDetail view={sale.data} />;
}

function SaleDetail({ view }: { view: SaleView }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const money = (amount: number) => formatBaht(amount, language, 'receipt');
  const { balance, sale } = view;
  const paid = balance.status === 'paid';

  return (
    <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-5">
        {paid && sale.receiptNumber !== null ? (
          <div
            role="status"
            className="receipt-no-print rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
          >
            <p className="text-xl font-semibold">{t('payment.paidTitle')}</p>
            <p>{t('payment.paidText', { number: receiptNumberText(sale.receiptNumber) })}</p>
            {balance.refunded > 0 ? (
              <p data-testid="sale-net-paid">
                {t('corrections.refundedSummary', { refunded: money(balance.refunded), net: money(balance.held) })}
              </p>
            ) : null}
            {balance.changeGiven > 0 ? (
              <p className="mt-1 text-lg font-semibold">
                {t('payment.changeGiven', { change: money(balance.changeGiven) })}
              </p>
            ) : null}
          </div>
        ) : null}
        {sale.void ? (
          <div role="status" className="rounded-2xl border-2 border-red-700 bg-red-50 p-4 text-red-950">
            <p className="text-xl font-semibold">{t('corrections.voidedTitle')}</p>
            <p>
              {t('corrections.voidedText', {
                who: sale.void.by ?? t('receipt:receipt.someone'),
                when: formatSalonInstant(sale.void.at),
              })}
            </p>
            <p>{t('receipt:receipt.reason', { reason: sale.void.reason })}</p>
          </div>
        ) : null}
        {!paid && !sale.void ? (
          <section aria-labelledby="payment-title" className={`${cardClass} space-y-4`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="payment-title" className={sectionTitle}>
                {t('payment.title')}
              </h2>
              <p className="text-2xl font-semibold text-plum" data-testid="remaining-due">
                {t('payment.due', { amount: money(balance.remainingDue) })}
              </p>
            </div>
            <PaymentForm key={balance.remainingDue} view={view} />
          </section>
        ) : null}
        {paid || (sale.void && sale.receiptNumber !== null) ? (
          <div className="receipt-no-print flex flex-wrap gap-2">
            <button type="button" className={primaryButton} onClick={() => printReceipt('80mm')}>
              {t('print.print80')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => printReceipt('a4')}>
              {t('print.printA4')}
            </button>
          </div>
        ) : null}
        {sale.receiptNumber !== null ? <ReceiptEmailForm view={view} /> : null}
        <SaleCorrections view={view} />
      </div>
      <div className="space-y-3">
        {paid || sale.void ? (
          <Receipt view={view} />
        ) : (
          <section aria-labelledby="sale-summary" className={`${cardClass} space-y-2`}>
            <h2 id="sale-summary" className={sectionTitle}>
              {t('screen.summaryTitle')}
            </h2>
            <ul className="space-y-1 text-plum">
              {view.lines.map((line) => (
                <li key={line.position} className="flex justify-between gap-2">
                  <span>
                    {line.name}
                    {line.technicianName ? <span className="text-plum-soft"> · {line.technicianName}</span> : null}
                  </span>
                  <span>{money(line.total)}</span>
                </li>
              ))}
              {view.tips.map((tip) => (
                <li key={tip.technicianId} className="flex justify-between gap-2">
                  <span>{t('receipt:receipt.tip', { name: tip.technicianName ?? '' })}</span>
                  <span>{money(tip.amount)}</span>
                </li>
              ))}
            </ul>
            <p className="flex justify-between border-t border-plum/15 pt-2 text-lg font-semibold text-plum">
              <span>{t('screen.totalDue')}</span>
              <span>{money(sale.totalDue)}</span>
            </p>
            {view.money.length > 0 ? (
              <ul className="space-y-1 border-t border-plum/15 pt-2 text-sm text-plum">
                {view.money.map((entry) => (
                  <li key={entry.id} className="flex justify-between">
                    <span>
                      {t('payment.recorded', { method: entry.otherName ?? t(`receipt:methods.${entry.method}`) })}
                    </span>
                    <span>{money(entry.amount)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        )}
      </div>
    </div>
  );
}
