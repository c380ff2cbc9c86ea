import { useTranslation } from '../../lib/use-translation.ts';
import type { MoveDirection } from '../../../domain/menu-editing.ts';
import { missingCategoryLanguages } from '../../../domain/menu-translations.ts';
import type { EditorCategory, EditorService } from './menu-editor-api.ts';
import { secondaryButton } from './menu-editor-styles.ts';
import { MissingTranslations } from './missing-translations.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { ServiceRow } from './service-row.tsx';

interface CategorySectionProps {
  readonly category: EditorCategory;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  readonly moving: boolean;
  onMoveCategory(direction: MoveDirection): void;
  onMoveService(service: EditorService, direction: MoveDirection): void;
  onEditCategory(): void;
  onEditService(service: EditorService): void;
  onAddService(): void;
}

export function categoryMovePrefix(categoryId: number): string {
  return `menu-category-${categoryId}`;
}

/** One category as a section: its name and order, its services as rows, "Add service". */
export function CategorySection(props: CategorySectionProps) {
  const { category } = props;
  const { t } = useTranslation('menuEditor');
  const headingId = `menu-editor-category-${category.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-plum/10 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-3 border-b border-gold/40 pb-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-display text-2xl font-semibold text-plum">
            {category.name}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-xs text-plum-soft">
            <span>{t('serviceCount', { count: category.services.length })}</span>
            <MissingTranslations languages={missingCategoryLanguages(category.translations)} />
          </p>
        </div>
        <MoveButtons
          idPrefix={categoryMovePrefix(category.id)}
          upLabel={t('moveCategoryUp', { name: category.name })}
          downLabel={t('moveCategoryDown', { name: category.name })}
          isFirst={props.isFirst}
          isLast={props.isLast}
          busy={props.moving}
          onMove={props.onMoveCategory}
        />
        <button
          type="button"
          className={secondaryButton}
          aria-label={t('editCategoryLabel', { name: category.name })}
          onClick={props.onEditCategory}
        >
          {t('editCategory')}
        </button>
      </div>
      {category.services.length === 0 ? (
        <p className="py-4 text-sm text-plum-soft">{t('emptyCategory')}</p>
      ) : (
        <ul className="divide-y divide-plum/10">
          {category.services.map((service, index) => (
            <ServiceRow
              key={service.id}
              service={service}
              isFirst={index === 0}
              isLast={index === category.services.length - 1}
              moving={props.moving}
              onMove={(direction) => props.onMoveService(service, direction)}
              onEdit={() => props.onEditService(service)}
            />
          ))}
        </ul>
      )}
      <div className="pt-3">
        <button
          type="button"
          className={secondaryButton}
          aria-label={t('addServiceTo', { category: category.name })}
          onClick={props.onAddService}
        >
          + {t('addService')}
        </button>
      </div>
    </section>
  );
}
