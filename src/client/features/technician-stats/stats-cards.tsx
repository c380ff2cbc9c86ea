/**
 * The cards: Appointments, Total Duration, Booked (after discounts), Paid (checked out, after refunds;
 * decision 225), Tips, Kept deposits when any (decision 228), and No-shows on their own.
 */
import { useTranslation } from '../../lib/use-translation.ts';
import { formatBaht, formatSatangAsBaht } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { useDurationLabel } from './duration-label.ts';

export function StatsCards({
  totals,
}: {
  readonly totals: {
    appointmentCount: number;
    totalDurationMinutes: number;
    revenueThb: number;
    noShowCount: number;
    paidRevenueSatang: number;
    refundsSatang: number;
    tipsSatang: number;
    keptDepositsSatang: number;
  };
}) {
  const { t } = useTranslation('admin');
  const duration = useDurationLabel();
  const locale = currentLocale();
  const cards = [
    { key: 'appointments', label: t('technician.cards.appointments'), value: String(totals.appointmentCount) },
    { key: 'duration', label: t('technician.cards.totalDuration'), value: duration(totals.totalDurationMinutes) },
    {
      key: 'revenue',
      label: t('technician.cards.revenue'),
      value: t('technician.units.price', { amount: formatBaht(totals.revenueThb, locale) }),
      note: t('technician.cards.revenueNote'),
    },
    {
      key: 'paid',
      label: t('technician.cards.paid'),
      value: t('technician.units.price', { amount: formatSatangAsBaht(totals.paidRevenueSatang, locale) }),
      note:
        totals.refundsSatang > 0
          ? t('technician.cards.paidNoteRefunds', {
              amount: t('technician.units.price', { amount: formatSatangAsBaht(totals.refundsSatang, locale) }),
            })
          : t('technician.cards.paidNote'),
    },
    {
      key: 'tips',
      label: t('technician.cards.tips'),
      value: t('technician.units.price', { amount: formatSatangAsBaht(totals.tipsSatang, locale) }),
      note: t('technician.cards.tipsNote'),
    },
    // Money kept from late cancellations and no-shows (decision 228): apart from paid, shown when there is some.
    ...(totals.keptDepositsSatang > 0
      ? [
          {
            key: 'kept-deposits',
            label: t('technician.cards.keptDeposits'),
            value: t('technician.units.price', { amount: formatSatangAsBaht(totals.keptDepositsSatang, locale) }),
            note: t('technician.cards.keptDepositsNote'),
          },
        ]
      : []),
    {
      key: 'no-shows',
      label: t('technician.cards.noShows'),
      value: String(totals.noShowCount),
      note: t('technician.cards.noShowsNote'),
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <div
          key={card.key}
          className="rounded-2xl border border-plum/10 bg-white p-5 shadow-sm"
          data-testid={`card-${card.key}`}
        >
          <dt className="text-sm font-medium text-plum-soft">{card.label}</dt>
          <dd className="mt-1 font-display text-4xl font-semibold text-plum tabular-nums">{card.value}</dd>
          {card.note ? <dd className="text-xs text-plum-soft">{card.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
