/**
 * What the receipt says about corrections, as they were: the VOID stamp (reason, who, when) and
 * each refund (what, method, amount, reason, who, when) with money given back on a void, then
 * the net paid. Printed with the receipt on 80 mm and A4.
 */
import { formatBaht } from '../../../domain/checkout/money.ts';
import { formatSalonInstant } from '../../lib/format-salon-instant.ts';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import type { SaleView } from './checkout-api.ts';
import { refundSubject } from './correction-choices.ts';

export function VoidStamp({ view }: { view: SaleView }) {
  const { t } = useTranslation('receipt');
  const voided = view.sale.void;
  if (!voided) return null;
  return (
    <div className="receipt-void-stamp border-4 border-double border-red-700 px-3 py-2 text-center text-red-800">
      <p className="font-sans text-3xl font-black tracking-[0.3em]">{t('receipt.void')}</p>
      <p className="text-xs">
        {t('receipt.voidedWhen', { when: formatSalonInstant(voided.at), who: voided.by ?? t('receipt.someone') })}
      </p>
      <p className="text-xs">{t('receipt.reason', { reason: voided.reason })}</p>
    </div>
  );
}

export function ReceiptCorrections({ view }: { view: SaleView }) {
  const { t } = useTranslation('receipt');
  const language = useLanguage();
  const money = (amount: number) => formatBaht(amount, language, 'receipt');
  const corrections = view.money.filter((entry) => entry.kind !== 'payment');
  if (corrections.length === 0) return null;
  // The receipt names a refunded line as its lines do: in the customer's language.
  const receiptLines = { lines: view.lines.map((line) => ({ ...line, name: line.receiptName })), tips: view.tips };
  const methodName = (entry: (typeof corrections)[number]) => entry.otherName ?? t(`methods.${entry.method}`);
  return (
    <section aria-labelledby="receipt-refunds" className="space-y-1.5 border-t border-dashed border-black/40 pt-2">
      <h3 id="receipt-refunds" className="font-sans font-bold">
        {corrections.some((entry) => entry.kind === 'refund') ? t('receipt.refundsTitle') : t('receipt.givenBackTitle')}
      </h3>
      <ul className="space-y-1.5">
        {corrections.map((entry) => {
          const subject = refundSubject(receiptLines, entry);
          const what =
            entry.kind === 'void-return'
              ? t('receipt.voidReturn')
              : subject.kind === 'line'
                ? subject.name
                : t('receipt.tip', { name: subject.name });
          return (
            <li key={entry.id} data-testid="receipt-refund">
              <p className="flex justify-between gap-2">
                <span>{what}</span>
                <span className="whitespace-nowrap">−{money(entry.amount)}</span>
              </p>
              <p className="text-xs">
                {t('receipt.refundMeta', {
                  method: methodName(entry),
                  when: formatSalonInstant(entry.at),
                  who: entry.by ?? t('receipt.someone'),
                })}
              </p>
              {entry.kind === 'refund' && entry.reason ? (
                <p className="text-xs">{t('receipt.reason', { reason: entry.reason })}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between font-sans text-base font-bold">
        <span>{t('receipt.netPaid')}</span>
        <span data-testid="receipt-net-paid">{money(view.balance.held)}</span>
      </p>
    </section>
  );
}
