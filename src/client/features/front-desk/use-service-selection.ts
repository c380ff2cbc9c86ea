import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatBaht } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import type { PickerCategory } from './service-picker.tsx';
import { useDuration } from './use-duration.ts';

/** The services ticked, in the order ticked, with their total length (for who is free) and a summary line. */
export function useServiceSelection(categories: readonly PickerCategory[]) {
  const { t } = useTranslation('frontDesk');
  const duration = useDuration();
  const [chosen, setChosen] = useState<number[]>([]);
  const picked = categories.flatMap((category) => category.services).filter((service) => chosen.includes(service.id));
  const durationMinutes = picked.reduce((sum, service) => sum + service.durationMinutes, 0);
  const priceThb = picked.reduce((sum, service) => sum + service.priceThb, 0);
  return {
    chosen,
    durationMinutes,
    summary:
      picked.length > 0
        ? t('services.summary', {
            count: picked.length,
            duration: duration(durationMinutes),
            price: t('price', { amount: formatBaht(priceThb, currentLocale()) }),
          })
        : '',
    toggle: (serviceId: number) =>
      setChosen((current) =>
        current.includes(serviceId) ? current.filter((id) => id !== serviceId) : [...current, serviceId],
      ),
  };
}
