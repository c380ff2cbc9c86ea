/**
 * What the customer's page says of their deposit (decision 254): paid, and until when a cancellation
 * refunds it; due back, refunded, or kept. The cancel dialog says which a cancellation now would mean:
 * the rule they were shown at booking, by the cut-off stored with the deposit. Nothing while the
 * deposit is awaited (the page then shows the QR panel of the deposits chunk) or when there is none.
 */
import type { ManagedBooking } from '../../../domain/manage-booking.ts';
import { formatBaht } from '../../../domain/checkout/money.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatSalonDeadline } from './manage-format.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

function depositText(booking: ManagedBooking, t: Translate, now: Date): string | null {
  const deposit = booking.deposit;
  if (!deposit) return null;
  const amount = formatBaht(deposit.amountSatang, booking.language);
  switch (deposit.state) {
    case 'received':
      return now.getTime() <= new Date(deposit.refundUntil).getTime()
        ? t('deposit.paid', { amount, until: formatSalonDeadline(deposit.refundUntil, currentLocale()) })
        : t('deposit.paidLate', { amount, hours: deposit.refundCutoffHours });
    case 'refund_due':
      return t('deposit.refundDue', { amount });
    case 'refunded':
      return t('deposit.refunded', { amount });
    case 'kept':
      return t('deposit.kept', { amount });
    default:
      return null;
  }
}

export function DepositNotice({ booking }: { booking: ManagedBooking }) {
  const { t } = useTranslation('manage');
  const text = depositText(booking, t, new Date());
  if (!text) return null;
  return (
    <p className="mt-3 rounded-2xl bg-blush/40 px-4 py-3 text-sm text-plum" data-testid="manage-deposit">
      {text}
    </p>
  );
}

/** The cancel dialog's sentence: refunded or kept if cancelled now; null when no money arrived. */
export function depositOnCancelText(booking: ManagedBooking, t: Translate, now: Date): string | null {
  const deposit = booking.deposit;
  if (deposit?.state !== 'received') return null;
  const amount = formatBaht(deposit.amountSatang, booking.language);
  return now.getTime() <= new Date(deposit.refundUntil).getTime()
    ? t('cancel.depositRefund', { amount })
    : t('cancel.depositKept', { amount, hours: deposit.refundCutoffHours });
}
