/**
 * The dashboard's list of deposits awaited, soonest deadline first: what the receptionist checks against
 * the salon's banking app between clients, with "Deposit received" on each row. Nothing when none is awaited.
 */
import { Link } from 'react-router';
import { formatBaht } from '../../../domain/checkout/money.ts';
import { formatBookingDate, formatTimeOfDay } from '../../../i18n/format.ts';
import { smallButton } from '../../components/admin-styles.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { currentLanguage, currentLocale } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { dueTime } from './appointment-deposit-card.tsx';
import { refusalText, useAwaitedDeposits, useSettleDeposit } from './deposits-api.ts';

export function AwaitedDeposits() {
  const { t } = useTranslation('deposits');
  const awaited = useAwaitedDeposits();
  if (!awaited.data || awaited.data.length === 0) return null;
  return (
    <section
      aria-labelledby="awaited-deposits-title"
      data-testid="awaited-deposits"
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50/70 p-4"
    >
      <h2 id="awaited-deposits-title" className="font-display text-xl font-semibold text-plum">
        {t('admin.awaitedTitle')} ({awaited.data.length})
      </h2>
      <ul className="mt-2 divide-y divide-amber-200">
        {awaited.data.map((deposit) => (
          <AwaitedRow key={deposit.appointmentId} deposit={deposit} readAt={awaited.dataUpdatedAt} />
        ))}
      </ul>
    </section>
  );
}

type Row = NonNullable<ReturnType<typeof useAwaitedDeposits>['data']>[number];

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
