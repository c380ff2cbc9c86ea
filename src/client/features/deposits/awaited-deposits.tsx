/**
 * The dashboard's list of deposits awaited, soonest deadline first: what the receptionist checks against
 * the salon's banking app between clients, with "Deposit received" on each row; and beside it the deposits
 * to pay back (bookings cancelled before the cut-off), oldest first, with "Record refund" on each row and,
 * for one Stripe took, "Refund through Stripe" (decision 265). Nothing when neither has a row.
 */
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { formatBaht } from '../../../domain/checkout/money.ts';
import { formatBookingDate, formatTimeOfDay } from '../../../i18n/format.ts';
import { smallButton } from '../../components/admin-styles.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { currentLanguage, currentLocale } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { dueTime } from './appointment-deposit-card.tsx';
import { DepositRefundForm } from './deposit-refund-form.tsx';
import { refusalText, useDepositsToHandle, useSettleDeposit } from './deposits-api.ts';
import { StripeRefundButton, StripeRefundOutcome, useRefundOutcome } from './stripe-refund-button.tsx';

export function AwaitedDeposits() {
  const lists = useDepositsToHandle();
  // A refund through Stripe takes its row away (and the list, if it was the last): the outcome stays here.
  const outcome = useRefundOutcome();
  if (!lists.data) return null;
  return (
    <>
      <StripeRefundOutcome text={outcome.text} outcomeRef={outcome.ref} className="mb-4" />
      {lists.data.refundsDue.length > 0 ? (
        <RefundsDue rows={lists.data.refundsDue} outcomeRef={outcome.ref} onStripeRefund={outcome.show} />
      ) : null}
      {lists.data.deposits.length > 0 ? <AwaitedList rows={lists.data.deposits} readAt={lists.dataUpdatedAt} /> : null}
    </>
  );
}

type Lists = NonNullable<ReturnType<typeof useDepositsToHandle>['data']>;

function RefundsDue({
  rows,
  outcomeRef,
  onStripeRefund,
}: {
  rows: Lists['refundsDue'];
  outcomeRef: RefObject<HTMLParagraphElement | null>;
  onStripeRefund(outcome: string): void;
}) {
  const { t } = useTranslation('deposits');
  const locale = currentLocale();
  return (
    <section
      aria-labelledby="refunds-due-title"
      data-testid="refunds-due"
      className="mb-6 rounded-2xl border border-sky-300 bg-sky-50/70 p-4"
    >
      <h2 id="refunds-due-title" className="font-display text-xl font-semibold text-plum">
        {t('admin.refundsDueTitle')} ({rows.length})
      </h2>
      <ul className="mt-2 divide-y divide-sky-200">
        {rows.map((row) => (
          <li key={row.appointmentId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm text-plum">
            <Link
              to={`/admin/orders/${row.appointmentId}`}
              // On a phone the booking has a line of its own: the amount, reference and actions wrap under it.
              className="min-w-0 flex-1 basis-full font-semibold underline-offset-2 hover:underline sm:basis-auto"
            >
              {t('admin.booking', {
                date: formatBookingDate(row.date, locale),
                time: formatTimeOfDay(row.startTime, locale),
                name: row.customerName,
              })}
            </Link>
            <span className="font-semibold">{formatBaht(row.amountSatang, currentLanguage())}</span>
            <span className="tracking-wide text-plum-soft">{row.reference}</span>
            {row.paidThroughStripe ? (
              <>
                <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-900">
                  {t('admin.paidThroughStripe')}
                </span>
                <StripeRefundButton
                  appointmentId={row.appointmentId}
                  amountSatang={row.amountSatang}
                  reference={row.reference}
                  compact
                  outcomeRef={outcomeRef}
                  onRefunded={(amount) =>
                    onStripeRefund(t('admin.stripeRefundedFor', { amount, name: row.customerName }))
                  }
                />
              </>
            ) : null}
            <DepositRefundForm appointmentId={row.appointmentId} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AwaitedList({ rows, readAt }: { rows: Lists['deposits']; readAt: number }) {
  const { t } = useTranslation('deposits');
  return (
    <section
      aria-labelledby="awaited-deposits-title"
      data-testid="awaited-deposits"
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50/70 p-4"
    >
      <h2 id="awaited-deposits-title" className="font-display text-xl font-semibold text-plum">
        {t('admin.awaitedTitle')} ({rows.length})
      </h2>
      <ul className="mt-2 divide-y divide-amber-200">
        {rows.map((deposit) => (
          <AwaitedRow key={deposit.appointmentId} deposit={deposit} readAt={readAt} />
        ))}
      </ul>
    </section>
  );
}

type Row = Lists['deposits'][number];

/** `readAt`: when the list was read (it is read again every 30 s), the instant "overdue" is judged at. */
function AwaitedRow({ deposit, readAt }: { deposit: Row; readAt: number }) {
  const { t } = useTranslation('deposits');
  const settle = useSettleDeposit(deposit.appointmentId);
  const locale = currentLocale();
  const overdue = new Date(deposit.dueAt).getTime() <= readAt;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm text-plum">
      <Link
        to={`/admin/orders/${deposit.appointmentId}`}
        className="min-w-0 flex-1 font-semibold underline-offset-2 hover:underline"
      >
        {t('admin.booking', {
          date: formatBookingDate(deposit.date, locale),
          time: formatTimeOfDay(deposit.startTime, locale),
          name: deposit.customerName,
        })}
      </Link>
      <span className="font-semibold">{formatBaht(deposit.amountSatang, currentLanguage())}</span>
      <span className="tracking-wide text-plum-soft">{deposit.reference}</span>
      <span className={overdue ? 'font-semibold text-red-800' : 'text-plum-soft'}>
        {overdue ? t('admin.overdue') : t('admin.dueIn', { time: dueTime(deposit.dueAt) })}
      </span>
      <button
        type="button"
        className={smallButton}
        disabled={settle.isPending}
        onClick={() => settle.mutate({ kind: 'received' })}
      >
        {t('admin.received')}
      </button>
      {settle.error ? (
        <div className="w-full">
          <ProblemAlert
            problem={refusalText(settle.error)}
            onDismiss={() => settle.reset()}
            dismissLabel={t('admin.dismiss')}
          />
        </div>
      ) : null}
    </li>
  );
}
