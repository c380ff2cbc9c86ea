/** An instant shown on the salon's clock ("24 Nov 2026, 14:30"), whatever the browser's time zone. */
import { salon } from '../../../config/salon.ts';

export function formatSalonInstant(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: salon.timeZone,
  }).format(new Date(iso));
}
