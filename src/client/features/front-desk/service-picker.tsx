/**
 * The services of a front-desk appointment: the live menu as a grouped
 * checklist (name, duration, price), dense enough to scan while on the phone.
 */
import { forwardRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatBaht } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { fieldErrorClass, sectionTitle } from './front-desk-styles.ts';
import { useDuration } from './use-duration.ts';

export interface PickerService {
  readonly id: number;
  readonly name: string;
  readonly priceThb: number;
  readonly durationMinutes: number;
}

export interface PickerCategory {
  readonly id: number;
  readonly name: string;
  readonly services: readonly PickerService[];
}

interface ServicePickerProps {
  readonly id: string;
  readonly categories: readonly PickerCategory[];
  readonly chosen: readonly number[];
  readonly error: string | undefined;
  onToggle(serviceId: number): void;
}

export const ServicePicker = forwardRef<HTMLDivElement, ServicePickerProps>(function ServicePicker(
  { id, categories, chosen, error, onToggle },
  ref,
) {
  const { t } = useTranslation('frontDesk');
  const duration = useDuration();
  const locale = currentLocale();
  const errorId = `${id}-error`;
  return (
    <div
      ref={ref}
      id={id}
      role="group"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={error ? errorId : undefined}
      className="outline-none focus-visible:ring-2 focus-visible:ring-rose-deep"
    >
      <h3 id={`${id}-title`} className={sectionTitle}>
        {t('form.services')}
      </h3>
      {error ? (
        <p id={errorId} className={`${fieldErrorClass} mt-1`}>
          {error}
        </p>
      ) : null}
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {categories.map((category) => (
          <fieldset key={category.id} className="rounded-xl border border-plum/10 bg-white px-3 py-2">
            <legend className="px-1 text-xs font-semibold tracking-wide text-plum-soft uppercase">
              {category.name}
            </legend>
            <ul className="divide-y divide-plum/5">
              {category.services.map((service) => {
                const checked = chosen.includes(service.id);
                return (
                  <li key={service.id}>
                    <label className="flex min-h-10 cursor-pointer items-center gap-3 py-1.5 text-sm">
                      <input
                        type="checkbox"
                        checked={checked}
                        onChange={() => onToggle(service.id)}
                        className="size-4 shrink-0 accent-rose-deep"
                      />
                      <span className="min-w-0 flex-1 text-plum">{service.name}</span>
                      <span className="shrink-0 text-right text-xs text-plum-soft tabular-nums">
                        {duration(service.durationMinutes)} ·{' '}
                        {t('price', { amount: formatBaht(service.priceThb, locale) })}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </div>
  );
});
