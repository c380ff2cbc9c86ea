/**
 * The booking as the customer reads it: when (in words), the status in plain
 * words, the reference, a calendar file, then the treatments with durations
 * and prices, the total and, when discounted, the price to pay.
 */
import { UnambiguousDigits } from '../../components/unambiguous-digits.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { CalendarIcon, ClockIcon } from '../../components/icons.tsx';
import type { ManagedBooking } from '../../../domain/manage-booking.ts';
import { formatBaht, formatTimeOfDay, formatWeekdayDate } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { DepositNotice } from './deposit-notice.tsx';
import { calendarFileUrl } from './manage-api.ts';
import { cardClass, cardTitleClass, holdWasReleased, secondaryButtonClass, statusPillClass } from './manage-format.ts';

export function WhenCard({ booking, token }: { booking: ManagedBooking; token: string }) {
  const { t } = useTranslation('manage');
  const locale = currentLocale();
  const cancelled = booking.status === 'cancelled';
  const released = holdWasReleased(booking);
  return (
    <section aria-labelledby="manage-when-title" className={cardClass} data-testid="manage-when">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="manage-when-title" className={cardTitleClass}>
          {t('when.title')}
        </h2>
        <p className="flex items-center gap-2 text-sm">
          <span className="sr-only">{t('page.status')}: </span>
          <span
            className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${statusPillClass[booking.status]}`}
            data-testid="manage-status"
          >
            {released ? t('status.released') : t(`status.${booking.status}`)}
          </span>
        </p>
      </div>
      <p
        className={`mt-3 font-display text-3xl leading-tight font-semibold text-plum sm:text-4xl ${cancelled ? 'line-through decoration-1' : ''}`}
      >
        <UnambiguousDigits text={formatWeekdayDate(booking.date, locale)} />
      </p>
      <p className="mt-1 flex items-center gap-2 text-xl text-plum">
        <ClockIcon size={22} className="shrink-0 text-rose-deep" />
        {t('when.timeRange', {
          start: formatTimeOfDay(booking.startTime, locale),
          end: formatTimeOfDay(booking.endTime, locale),
        })}
        <span className="text-base text-plum-soft">
          · {t('when.duration', { count: booking.totalDurationMinutes })}
        </span>
      </p>
      <p className="mt-3 text-sm text-plum-soft" data-testid="manage-status-note">
        {released ? t('statusNote.released') : t(`statusNote.${booking.status}`)}
      </p>
      <dl className="mt-4 flex flex-wrap items-baseline gap-x-2 border-t border-blush pt-4 text-sm">
        <dt className="text-plum-soft">{t('page.reference')}</dt>
        <dd className="font-semibold tracking-wider text-plum" data-testid="manage-reference">
          {booking.reference}
        </dd>
      </dl>
      {cancelled ? null : (
        <div className="mt-4">
          {/* A plain link: the browser downloads the file; nothing on the server changes. */}
          <a href={calendarFileUrl(token)} download className={`${secondaryButtonClass} w-full sm:w-auto`}>
            <CalendarIcon size={20} />
            {t('when.addToCalendar')}
          </a>
          <p className="mt-2 text-xs text-plum-soft">{t('when.addToCalendarHint')}</p>
        </div>
      )}
    </section>
  );
}

export function ServicesCard({ booking }: { booking: ManagedBooking }) {
  const { t } = useTranslation('manage');
  const locale = currentLocale();
  const price = (amount: number) => t('services.price', { price: formatBaht(amount, locale) });
  const discounted = booking.discountPercentage > 0 && booking.priceToPayThb !== booking.totalPriceThb;
  return (
    <section aria-labelledby="manage-services-title" className={cardClass}>
      <h2 id="manage-services-title" className={cardTitleClass}>
        {t('services.title')}
      </h2>
      <ul className="mt-3 divide-y divide-blush" data-testid="manage-services">
        {booking.services.map((service, index) => (
          <li key={`${index}-${service.name}`} className="flex justify-between gap-4 py-2.5">
            <span>
              <span className="block text-plum">{service.name}</span>
              <span className="text-sm text-plum-soft">
                {t('services.duration', { count: service.durationMinutes })}
              </span>
            </span>
            <span className="shrink-0 font-medium text-plum">{price(service.priceThb)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1.5 border-t border-gold/40 pt-3">
        <div className="flex justify-between gap-4 text-sm">
          <dt className="text-plum-soft">{t('services.totalDuration')}</dt>
          <dd className="text-plum">{t('services.duration', { count: booking.totalDurationMinutes })}</dd>
        </div>
        <div className={`flex justify-between gap-4 ${discounted ? 'text-sm' : 'text-lg font-semibold'}`}>
          <dt className={discounted ? 'text-plum-soft' : 'text-plum'}>{t('services.total')}</dt>
          <dd className="text-plum" data-testid="manage-total">
            {price(booking.totalPriceThb)}
          </dd>
        </div>
        {discounted ? (
          <>
            <div className="flex justify-between gap-4 text-sm">
              <dt className="text-plum-soft">{t('services.discount', { percent: booking.discountPercentage })}</dt>
              <dd className="text-plum">
                {t('services.discountAmount', {
                  price: formatBaht(booking.totalPriceThb - booking.priceToPayThb, locale),
                })}
              </dd>
            </div>
            <div className="flex justify-between gap-4 text-lg font-semibold">
              <dt className="text-plum">{t('services.toPay')}</dt>
              <dd className="text-plum" data-testid="manage-to-pay">
                {price(booking.priceToPayThb)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      <DepositNotice booking={booking} />
    </section>
  );
}
