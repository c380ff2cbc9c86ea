/**
 * The confirmed screen: date and time, wait for the e-mail, how to reach the salon. When the booking's
 * unpaid hold was released (decision 266) the same screen says so instead: the time crossed out, no
 * e-mail to wait for, and "Book again" back to the form with the same choice.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { ClockIcon } from '../../components/icons.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSalonFacts } from '../../lib/salon-facts.ts';
import { formatBaht, formatTimeOfDay, formatBookingDate } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import type { BookingConfirmation as Confirmation } from './use-create-booking.ts';

interface BookingConfirmationProps {
  readonly booking: Confirmation;
  onBookAnother(): void;
  /** The hold was released: the deposit did not arrive in time and the time is free again. */
  readonly released?: boolean;
  onBookAgain?(): void;
  /** What the page adds under the reference (a deposit's QR). */
  readonly children?: ReactNode;
}

export function BookingConfirmation({
  booking,
  onBookAnother,
  released = false,
  onBookAgain,
  children,
}: BookingConfirmationProps) {
  const { t } = useTranslation('booking');
  const { details } = useSalonFacts();
  const locale = currentLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="booking-confirmed-title" className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <div className="rounded-3xl border border-blush bg-white/80 p-6 text-center shadow-sm sm:p-10">
        <p
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-blush text-2xl text-rose-deep"
        >
          {released ? <ClockIcon size={28} /> : '✓'}
        </p>
        <h1
          id="booking-confirmed-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-4xl font-semibold text-plum outline-none sm:text-5xl"
        >
          {released ? t('released.title') : t('confirmed.title')}
        </h1>
        <p
          className={`mt-4 text-xl text-plum ${released ? 'line-through decoration-1' : ''}`}
          data-testid="confirmed-when"
        >
          {t('confirmed.when', {
            date: formatBookingDate(booking.date, locale),
            time: formatTimeOfDay(booking.time, locale),
          })}
        </p>
        <p className="mt-1 text-sm tracking-wide text-plum-soft">
          {t('confirmed.reference', { reference: booking.reference })}
        </p>
        {children}

        <ul className="mx-auto mt-6 max-w-sm divide-y divide-blush text-left">
          {booking.services.map((service) => (
            <li key={service.id} className="flex justify-between gap-4 py-2">
              <span>{service.name}</span>
              <span className="shrink-0 font-medium">
                {t('summary.price', { price: formatBaht(service.priceThb, locale) })}
              </span>
            </li>
          ))}
          <li className="flex justify-between gap-4 py-2 font-semibold">
            <span>{t('summary.duration', { count: booking.totalDurationMinutes })}</span>
            <span>{t('summary.price', { price: formatBaht(booking.totalPriceThb, locale) })}</span>
          </li>
        </ul>

        {released ? null : (
          <p className="mt-6 rounded-2xl bg-blush/60 px-4 py-3 font-medium text-plum">{t('confirmed.waitForEmail')}</p>
        )}

        {booking.lineUrl && !released ? (
          // A plain link: it opens LINE with the one-time code typed in, whether or not the scripts run.
          <div className="mt-6 flex flex-col items-center gap-2" data-testid="confirmed-line">
            <a
              href={booking.lineUrl}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-[#06883A] px-6 py-3 font-semibold text-white shadow-sm hover:bg-[#05702F] focus-visible:ring-2 focus-visible:ring-plum focus-visible:ring-offset-2"
            >
              {t('confirmed.lineButton')}
            </a>
            <p className="max-w-sm text-sm text-plum-soft">{t('confirmed.lineHint')}</p>
          </div>
        ) : null}

        <div className="mt-6 text-plum">
          <p>{t('confirmed.contact')}</p>
          <p className="mt-2 flex flex-col items-center gap-1 sm:flex-row sm:justify-center sm:gap-6">
            <span>
              {t('confirmed.phone')}:{' '}
              <a
                className="font-semibold text-rose-deep underline underline-offset-2"
                href={`tel:${details.phoneE164}`}
              >
                {details.phone}
              </a>
            </span>
            <span>
              {t('confirmed.email')}:{' '}
              <a className="font-semibold text-rose-deep underline underline-offset-2" href={`mailto:${details.email}`}>
                {details.email}
              </a>
            </span>
          </p>
        </div>

        <button
          type="button"
          onClick={released && onBookAgain ? onBookAgain : onBookAnother}
          className="mt-8 w-full rounded-full bg-rose-deep px-8 py-3.5 font-semibold text-cream shadow hover:bg-plum sm:w-auto"
          data-testid={released ? 'book-again' : undefined}
        >
          {released ? t('released.bookAgain') : t('confirmed.bookAnother')}
        </button>
      </div>
    </section>
  );
}
