/**
 * An instant as the salon reads it: "Mon 23 Nov 2026, 10:05" in salon time
 * (the time zone never changes: Asia/Bangkok, issue 13), in the language the
 * page is shown in (Thai: Buddhist-era year, issue 16). Used by the owner's
 * settings pages and the set-password page.
 */
import { currentLocale } from './i18n.ts';

const SALON_TIME_ZONE = 'Asia/Bangkok';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone: SALON_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

export function formatSalonInstant(iso: string, locale: string = currentLocale()): string {
  return formatterFor(locale).format(new Date(iso));
}
