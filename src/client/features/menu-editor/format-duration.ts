import type { TFunction } from '../../../i18n/setup.ts';

/** "45 min", "1 h", "1 h 15 min": how a salon says a duration. */
export function formatDuration(t: TFunction, totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return t('duration', { minutes });
  if (minutes === 0) return t('durationHours', { hours });
  return t('durationHoursMinutes', { hours, minutes });
}
