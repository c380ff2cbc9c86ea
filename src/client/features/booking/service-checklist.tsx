/**
 * The service checklist, grouped by category as the menu is. Each category
 * is a disclosure so the list stays short on a phone; the category chosen on
 * the home page opens highlighted.
 */
import { forwardRef, useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { describedBy, FieldMessage } from '../../components/field-message.tsx';
import { formatPrice } from '../../components/format-price.ts';

export interface ChecklistService {
  readonly id: number;
  readonly name: string;
  readonly priceThb: number;
  readonly durationMinutes: number;
}

export interface ChecklistCategory {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly services: readonly ChecklistService[];
}

interface ServiceChecklistProps {
  readonly categories: readonly ChecklistCategory[];
  readonly chosen: readonly number[];
  readonly expanded: ReadonlySet<string>;
  readonly highlighted: string | null;
  readonly error: string | undefined;
  onToggleService(id: number): void;
  onToggleCategory(slug: string): void;
}

export const ServiceChecklist = forwardRef<HTMLDivElement, ServiceChecklistProps>(function ServiceChecklist(
  { categories, chosen, expanded, highlighted, error, onToggleService, onToggleCategory },
  ref,
) {
  const { t } = useTranslation('booking');
  const locale = currentLocale();
  const baseId = useId();
  const legendId = `${baseId}-legend`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;

  return (
    <div
      ref={ref}
      role="group"
      tabIndex={-1}
      aria-labelledby={legendId}
      aria-describedby={describedBy(hintId, error && errorId)}
      // Below the fixed header when scrolled to (a refusal shows its message at the top).
      className="scroll-mt-20 outline-none"
      data-field="serviceIds"
    >
      <h2 id={legendId} className="text-2xl font-semibold text-plum">
        {t('services.legend')}
      </h2>
      <p id={hintId} className="mt-1 text-sm text-plum-soft">
        {t('services.hint')}
      </p>
      <FieldMessage id={errorId} message={error} />
      <ul className="mt-4 space-y-3">
        {categories.map((category) => {
          const open = expanded.has(category.slug);
          const panelId = `${baseId}-${category.slug}`;
          const chosenHere = category.services.filter((service) => chosen.includes(service.id)).length;
          const isHighlighted = highlighted === category.slug;
          return (
            <li
              key={category.id}
              data-category={category.slug}
              className={`overflow-hidden rounded-2xl border bg-white/70 shadow-sm transition ${
                isHighlighted ? 'border-rose ring-2 ring-rose/40' : 'border-blush'
              }`}
            >
              <h3 className="font-sans">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => onToggleCategory(category.slug)}
                  className="flex w-full items-center justify-between gap-3 px-4 py-3.5 text-left"
                >
                  <span className="font-display text-xl font-semibold">{category.name}</span>
                  <span className="flex items-center gap-3">
                    {chosenHere > 0 && (
                      <span className="rounded-full bg-rose-deep px-2.5 py-0.5 text-xs font-semibold text-cream">
                        {t('services.chosenCount', { count: chosenHere })}
                      </span>
                    )}
                    <span
                      aria-hidden="true"
                      className={`inline-block text-rose-deep transition-transform ${open ? 'rotate-180' : ''}`}
                    >
                      ▾
                    </span>
                  </span>
                </button>
              </h3>
              <div id={panelId} hidden={!open} className="border-t border-blush/70 px-2 pb-2">
                <ul>
                  {category.services.map((service) => {
                    const inputId = `${baseId}-service-${service.id}`;
                    const checked = chosen.includes(service.id);
                    return (
                      <li key={service.id}>
                        <label
                          htmlFor={inputId}
                          className={`mt-2 flex cursor-pointer items-center gap-3 rounded-xl px-3 py-3 transition ${
                            checked ? 'bg-blush/70' : 'hover:bg-cream-deep'
                          }`}
                        >
                          <input
                            id={inputId}
                            type="checkbox"
                            checked={checked}
                            onChange={() => onToggleService(service.id)}
                            className="size-5 shrink-0 accent-rose-deep"
                            data-service-id={service.id}
                          />
                          <span className="min-w-0 flex-1">
                            <span className="block font-medium text-plum">{service.name}</span>
                            <span className="block text-sm text-plum-soft">
                              {t('services.duration', { count: service.durationMinutes })}
                            </span>
                          </span>
                          <span className="shrink-0 font-semibold text-plum">
                            {t('services.price', { price: formatPrice(service.priceThb, locale) })}
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
