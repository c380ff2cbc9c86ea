/**
 * An instant as the salon reads it: "Mon 23 Nov 2026, 10:05" in salon time
 * (config/salon.ts's time zone), in the language the
 * page is shown in (Thai: Buddhist-era year). Used by the owner's
 * settings pages and the set-password page.
 */
import { salon } from '../../config/salon.ts';
import { dateTimeFormat } from '../../i18n/format.ts';
import { currentLocale } from './i18n.ts';

const SALON_INSTANT: Intl.DateTimeFormatOptions = {
  timeZone: salon.timeZone,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

export function formatSalonInstant(iso: string, locale: string = currentLocale()): string {
  return dateTimeFormat(locale, SALON_INSTANT).format(new Date(iso));
}
