import { useTranslation } from '../../lib/use-translation.ts';
import { formatPrice } from '../../components/format-price.ts';
import { currentLocale } from '../../lib/i18n.ts';
import type { MoveDirection } from '../../../domain/menu-editing.ts';
import { missingEnglishFields, missingServiceLanguages } from '../../../domain/menu-translations.ts';
import { formatDuration } from './format-duration.ts';
import type { EditorService } from './menu-editor-api.ts';
import { secondaryButton } from './menu-editor-styles.ts';
import { MissingTranslations } from './missing-translations.tsx';
import { MoveButtons } from './move-buttons.tsx';

interface ServiceRowProps {
  readonly service: EditorService;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  readonly moving: boolean;
  onMove(direction: MoveDirection): void;
  onEdit(): void;
}

export function serviceMovePrefix(serviceId: number): string {
  return `menu-service-${serviceId}`;
}

/**
 * One service, compact: name (and description), duration, price, a Hidden badge, which translations are
 * missing, order arrows and Edit.
 */
export function ServiceRow({ service, isFirst, isLast, moving, onMove, onEdit }: ServiceRowProps) {
  const { t } = useTranslation('menuEditor');
  return (
    <li
      className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:gap-3 sm:py-3"
      data-service-id={service.id}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-plum">
          <span className={service.visible ? '' : 'text-plum-soft'}>{service.name}</span>
          {service.visible ? null : (
            <span
              className="rounded-full border border-plum/25 bg-cream-deep px-2 py-0.5 text-xs font-semibold text-plum"
              title={t('hiddenHint')}
            >
              {t('hidden')}
            </span>
          )}
          <MissingTranslations
            languages={[
              ...(missingEnglishFields(service).length > 0 ? (['en'] as const) : []),
              ...missingServiceLanguages(service, service.translations),
            ]}
          />
        </p>
        {service.description ? <p className="truncate text-sm text-plum-soft">{service.description}</p> : null}
      </div>
      {/* Phone: duration, price and the actions share one line; wider screens lay them out as columns. */}
      <div className="flex items-center gap-3 sm:contents">
        <p className="text-sm whitespace-nowrap text-plum-soft sm:w-20 sm:text-right">
          {formatDuration(t, service.durationMinutes)}
        </p>
        <p className="font-semibold whitespace-nowrap text-plum sm:w-20 sm:text-right">
          {t('price', { price: formatPrice(service.priceThb, currentLocale()) })}
        </p>
        <div className="ml-auto flex items-center gap-2">
          <MoveButtons
            idPrefix={serviceMovePrefix(service.id)}
            upLabel={t('moveServiceUp', { name: service.name })}
            downLabel={t('moveServiceDown', { name: service.name })}
            isFirst={isFirst}
            isLast={isLast}
            busy={moving}
            onMove={onMove}
          />
          <button
            type="button"
            className={secondaryButton}
            aria-label={t('editServiceLabel', { name: service.name })}
            onClick={onEdit}
          >
            {t('edit')}
          </button>
        </div>
      </div>
    </li>
  );
}
