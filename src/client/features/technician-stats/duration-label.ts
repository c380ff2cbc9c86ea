/** "2 h 15 min" style labels for minutes. */
import { useTranslation } from '../../lib/use-translation.ts';
import { durationParts } from '../../../domain/stats-duration.ts';

export function useDurationLabel(): (minutes: number) => string {
  const { t } = useTranslation('admin');
  return (minutes) => {
    const parts = durationParts(minutes);
    if (parts.hours === 0) return t('technician.units.minutes', { count: parts.minutes });
    if (parts.minutes === 0) return t('technician.units.hours', { hours: parts.hours });
    return t('technician.units.hoursMinutes', { hours: parts.hours, minutes: parts.minutes });
  };
}
