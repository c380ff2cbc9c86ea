import { salon } from '../../../config/salon.ts';

/** A moment (e-mail sent, change made) as the salon's clock showed it: "Nov 23, 2026, 2:05 PM". */
export function formatInstant(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: salon.timeZone,
  }).format(new Date(value));
}
