/**
 * The salon's weekly hours and upcoming closures as customers read them (issue
 * 13): the about page, the footer and the Salon Hours popup show the same
 * lines, from the live facts (lib/salon-facts.ts). Day and date names come
 * from Intl in the page's clock locale, so the server's HTML and the
 * hydrated page say the same.
 */
import { closureReasonIn } from '../../domain/closure-reasons.ts';
import { dateInSentence } from '../../i18n/date-phrase.ts';
import { useLanguage, useTranslation } from '../lib/use-translation.ts';
import { groupWeeklyHours, type UpcomingClosure } from '../../domain/salon-facts.ts';
import type { WeeklyPattern } from '../../domain/salon-settings.ts';
import { englishShortDate, englishWeekday } from './english-calendar.ts';
import { formatClock } from './format-clock.ts';

/** 2024-01-01 was a Monday: ISO weekday n is 2024-01-0n. */
function weekdayName(isoDay: number, locale: string, width: 'long' | 'short'): string {
  const instant = new Date(Date.UTC(2024, 0, isoDay));
  return (
    englishWeekday(instant, locale, width) ??
    new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(instant)
  );
}

/** "Mon 13 Apr" in the salon's calendar (a date string has no time zone: read it as UTC). */
function shortDate(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const instant = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1));
  return (
    englishShortDate(instant, locale) ??
    new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      instant,
    )
  );
}

export interface HoursLine {
  readonly days: string;
  /** "10:00 AM – 9:00 PM", or the word for closed. */
  readonly times: string;
  readonly closed: boolean;
}

/** The week as "Monday–Saturday: 10:00 AM – 9:00 PM", "Sunday: Closed" lines. */
export function useWeeklyHoursLines(hours: WeeklyPattern, width: 'long' | 'short' = 'long'): HoursLine[] {
  const { t } = useTranslation('common');
  const locale = t('salonHours.clockLocale');
  return groupWeeklyHours(hours).map((group) => {
    const first = weekdayName(group.firstIsoDay, locale, width);
    const days =
      group.firstIsoDay === group.lastIsoDay ? first : `${first}–${weekdayName(group.lastIsoDay, locale, width)}`;
    return group.window
      ? {
          days,
          closed: false,
          times: t('salonHours.range', {
            opens: formatClock(group.window.opensAtMinute, locale),
            closes: formatClock(group.window.closesAtMinute, locale),
          }),
        }
      : { days, closed: true, times: t('salonHours.closed') };
  });
}

/** "Closed Mon 13 Apr: Songkran", "Closed Fri 5 Dec, 1:00 PM – 5:00 PM: Training". */
export function useClosureLines(closures: readonly UpcomingClosure[]): string[] {
  const { t } = useTranslation('common');
  const locale = t('salonHours.clockLocale');
  // "Mon 13 Apr": day before month reads the same to tourists from anywhere.
  const dateLocale = t('salonHours.dateLocale');
  const language = useLanguage();
  return closures.map((closure) => {
    // The date as the sentence needs it in this language ("в субботу, 5 декабря"), the reason in it too.
    const date = dateInSentence(t, closure.date, dateLocale, shortDate(closure.date, dateLocale));
    const reason = closureReasonIn(closure, language);
    return closure.fromMinute === null || closure.toMinute === null
      ? t('salonHours.closedDay', { date, reason })
      : t('salonHours.closedPart', {
          date,
          from: formatClock(closure.fromMinute, locale),
          to: formatClock(closure.toMinute, locale),
          reason,
        });
  });
}

interface SalonHoursProps {
  readonly hours: WeeklyPattern;
  readonly closures: readonly UpcomingClosure[];
  /** Classes of the outer element (the caller sets the colours of its surface). */
  readonly className?: string;
}

/** The week's hours, then the upcoming closures (if any) under a small heading. */
export function SalonHours({ hours, closures, className }: SalonHoursProps) {
  const { t } = useTranslation('common');
  const lines = useWeeklyHoursLines(hours);
  const closureLines = useClosureLines(closures);
  return (
    <div className={className}>
      <ul className="space-y-1">
        {lines.map((line) => (
          <li key={line.days}>
            <span className="font-medium">{line.days}</span> <span className="whitespace-nowrap">{line.times}</span>
          </li>
        ))}
      </ul>
      {closureLines.length > 0 ? (
        <div className="mt-3">
          <p className="text-sm font-semibold">{t('salonHours.upcomingClosures')}</p>
          <ul className="mt-1 space-y-1 text-sm" data-testid="upcoming-closures">
            {closureLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
