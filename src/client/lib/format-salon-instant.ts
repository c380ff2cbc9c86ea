/**
 * An instant as the salon reads it: "Mon 23 Nov 2026, 10:05" in salon time
 * (the time zone never changes: Asia/Bangkok, issue 13). Used by the owner's
 * settings pages and the set-password page.
 */
const SALON_TIME_ZONE = 'Asia/Bangkok';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: SALON_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatSalonInstant(iso: string): string {
  return formatter.format(new Date(iso));
}
