/**
 * Booked revenue (bars) and appointments (dots) per day across the period, drawn as
 * a small SVG without a chart library. The picture is for sighted people; a
 * screen reader gets the same numbers as a table, with what was paid each day beside them.
 */
import { useTranslation } from '../../lib/use-translation.ts';
import type { CalendarDate } from '../../../domain/calendar.ts';
import { formatBaht, formatSatangAsBaht } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';

export interface ChartDay {
  readonly date: CalendarDate;
  readonly revenueThb: number;
  /** Paid that day at checkout, after refunds (decision 225). */
  readonly paidRevenueSatang: number;
  readonly appointmentCount: number;
}

const WIDTH = 960;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 40, bottom: 36, left: 64 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

/** A round number at or above `value` (1, 2, 2.5, 5 × 10^n), so axis labels read well. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude;
  }
  return 10 * magnitude;
}

function dayLabel(date: CalendarDate, locale: string, withWeekday: boolean): string {
  return new Intl.DateTimeFormat(locale, {
    ...(withWeekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

function fullDayLabel(date: CalendarDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

export function StatsChart({ days }: { readonly days: readonly ChartDay[] }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const revenueMax = niceCeiling(Math.max(0, ...days.map((day) => day.revenueThb)));
  // An even whole number, so the middle grid line is a whole number of appointments too.
  const countMax = Math.max(2, Math.ceil(Math.max(0, ...days.map((day) => day.appointmentCount)) / 2) * 2);
  const band = PLOT_WIDTH / Math.max(1, days.length);
  const barWidth = Math.min(36, band * 0.62);
  const withWeekday = days.length <= 7;
  const labelEvery = days.length > 16 ? 2 : 1;
  const yRevenue = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / revenueMax) * PLOT_HEIGHT;
  const yCount = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / countMax) * PLOT_HEIGHT;
  const xCenter = (index: number) => MARGIN.left + band * index + band / 2;
  const countPath = days.map((day, index) => `${xCenter(index)},${yCount(day.appointmentCount)}`).join(' ');
  const price = (amount: number) => t('technician.units.price', { amount: formatBaht(amount, locale) });

  return (
    <figure className="rounded-2xl border border-plum/10 bg-white p-4 shadow-sm">
      <figcaption>
        <h2 className="text-xl font-semibold text-plum">{t('technician.chartTitle')}</h2>
        <p className="text-sm text-plum-soft">{t('technician.chartDescription')}</p>
        <ul aria-hidden="true" className="mt-2 flex gap-4 text-xs text-plum-soft">
          <li className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-rose" />
            {t('technician.legendRevenue')}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-full bg-plum" />
            {t('technician.legendAppointments')}
          </li>
        </ul>
      </figcaption>
      {/* Scrolls sideways on narrow screens; focusable so the keyboard can scroll it too. */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="group" aria-label={t('technician.chartTitle')}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full min-w-[40rem] text-plum"
          aria-hidden="true"
          focusable="false"
          data-testid="stats-chart"
        >
          {[0, 0.5, 1].map((fraction) => (
            <g key={fraction}>
              <line
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
                y1={yRevenue(revenueMax * fraction)}
                y2={yRevenue(revenueMax * fraction)}
                stroke="currentColor"
                strokeOpacity={fraction === 0 ? 0.4 : 0.12}
              />
              <text
                x={MARGIN.left - 8}
                y={yRevenue(revenueMax * fraction)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize="12"
                fill="currentColor"
              >
                {price(revenueMax * fraction)}
              </text>
              <text
                x={WIDTH - MARGIN.right + 8}
                y={yCount(countMax * fraction)}
                dominantBaseline="middle"
                fontSize="12"
                fill="currentColor"
              >
                {countMax * fraction}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const top = yRevenue(day.revenueThb);
            return (
              <g key={day.date} data-date={day.date}>
                <rect
                  x={xCenter(index) - barWidth / 2}
                  y={top}
                  width={barWidth}
                  height={MARGIN.top + PLOT_HEIGHT - top}
                  rx={3}
                  className="fill-rose"
                  data-revenue={day.revenueThb}
                />
                {index % labelEvery === 0 ? (
                  <text
                    x={xCenter(index)}
                    y={HEIGHT - MARGIN.bottom + 18}
                    textAnchor="middle"
                    fontSize="12"
                    fill="currentColor"
                  >
                    {dayLabel(day.date, locale, withWeekday)}
                  </text>
                ) : null}
              </g>
            );
          })}
          {days.length > 1 ? (
            <polyline points={countPath} fill="none" stroke="currentColor" strokeWidth={1.5} strokeOpacity={0.6} />
          ) : null}
          {days.map((day, index) =>
            day.appointmentCount === 0 ? null : (
              <circle
                key={day.date}
                cx={xCenter(index)}
                cy={yCount(day.appointmentCount)}
                r={4}
                fill="currentColor"
                data-appointments={day.appointmentCount}
              />
            ),
          )}
        </svg>
      </div>
      <table className="sr-only">
        <caption>{t('technician.chartTableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('technician.dayColumn')}</th>
            <th scope="col">{t('technician.revenueColumn')}</th>
            <th scope="col">{t('technician.paidColumn')}</th>
            <th scope="col">{t('technician.appointmentsColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{fullDayLabel(day.date, locale)}</th>
              <td>{price(day.revenueThb)}</td>
              <td>{t('technician.units.price', { amount: formatSatangAsBaht(day.paidRevenueSatang, locale) })}</td>
              <td>{day.appointmentCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
