import { useTranslation } from '../../lib/use-translation.ts';
import { durationParts } from './front-desk-form.ts';

/** "45 min", "1 h", "1 h 30 min" in the front desk's words. */
export function useDuration(): (minutes: number) => string {
  const { t } = useTranslation('frontDesk');
  return (minutes) => {
    const { hours, minutes: rest } = durationParts(minutes);
    if (hours === 0) return t('duration.minutes', { minutes: rest });
    if (rest === 0) return t('duration.hours', { hours });
    return t('duration.hoursMinutes', { hours, minutes: rest });
  };
}
