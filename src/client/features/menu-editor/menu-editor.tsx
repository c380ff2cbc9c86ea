/**
 * The owner's menu editor: categories as sections, each service a
 * compact row, dialogs to add and edit, arrows to reorder. The menu shown is
 * always the server's answer to the last change (fresh versions), so a second
 * owner's save is noticed (409) rather than overwritten.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { MoveDirection } from '../../../domain/menu-editing.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { categoryMovePrefix, CategorySection } from './category-section.tsx';
import { editorMenuQuery, type EditorCategory, type EditorService, type MenuChange } from './menu-editor-api.ts';
import { primaryButton } from './menu-editor-styles.ts';
import { moveButtonId } from './move-buttons.tsx';
import { ServiceDialog } from './service-dialog.tsx';
import { serviceMovePrefix } from './service-row.tsx';
import { problemOf, useMenuChange } from './use-menu-change.ts';

const ADD_CATEGORY_ID = 'menu-editor-add-category';

type OpenDialog =
  | { readonly kind: 'category'; readonly category?: EditorCategory }
  | { readonly kind: 'service'; readonly categoryId: number; readonly service?: EditorService };

/** After a move the row re-renders elsewhere: keep focus on its arrow (or the other one at an end). */
function refocus(prefix: string, direction: MoveDirection): void {
  requestAnimationFrame(() => {
    const same = document.getElementById(moveButtonId(prefix, direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(prefix, direction === 'up' ? 'down' : 'up'));
    (same && !same.disabled ? same : other)?.focus();
  });
}

export function MenuEditor() {
  const { t } = useTranslation('menuEditor');
  const menu = useQuery(editorMenuQuery());
  const change = useMenuChange();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The dialogs mount and unmount with the state below (no Radix trigger), so focus goes back by hand.
  const openedFrom = useRef<HTMLElement | null>(null);

  const open = (next: OpenDialog) => {
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(next);
  };
  const close = () => {
    setDialog(null);
    requestAnimationFrame(() => {
      const back = openedFrom.current;
      (back?.isConnected ? back : document.getElementById(ADD_CATEGORY_ID))?.focus();
    });
  };

  const move = (moveChange: MenuChange & { direction: MoveDirection }, prefix: string) => {
    setProblem(null);
    change.mutate(moveChange, {
      onSuccess: () => {
        setAnnouncement(t('moved'));
        refocus(prefix, moveChange.direction);
      },
      onError: (error) => setProblem(problemOf(error, t('saveFailed')).message),
    });
  };

  if (menu.isPending)
    return (
      <p role="status" className="text-plum-soft">
        {t('loading')}
      </p>
    );
  if (menu.isError)
    return (
      <p role="alert" className="text-red-900">
        {t('loadError')}
      </p>
    );
  const categories = menu.data;

  return (
    <div className="flex flex-col gap-5">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {problem ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p>{problem}</p>
          <button type="button" onClick={() => setProblem(null)} className="font-semibold underline">
            {t('dismiss')}
          </button>
        </div>
      ) : null}
      {categories.map((category, index) => (
        <CategorySection
          key={category.id}
          category={category}
          isFirst={index === 0}
          isLast={index === categories.length - 1}
          moving={change.isPending}
          onMoveCategory={(direction) =>
            move({ kind: 'moveCategory', id: category.id, direction }, categoryMovePrefix(category.id))
          }
          onMoveService={(service, direction) =>
            move({ kind: 'moveService', id: service.id, direction }, serviceMovePrefix(service.id))
          }
          onEditCategory={() => open({ kind: 'category', category })}
          onEditService={(service) => open({ kind: 'service', categoryId: category.id, service })}
          onAddService={() => open({ kind: 'service', categoryId: category.id })}
        />
      ))}
      <div>
        <button id={ADD_CATEGORY_ID} type="button" className={primaryButton} onClick={() => open({ kind: 'category' })}>
          + {t('addCategory')}
        </button>
      </div>
      {dialog?.kind === 'category' ? (
        <CategoryDialog {...(dialog.category ? { category: dialog.category } : {})} onClose={close} />
      ) : null}
      {dialog?.kind === 'service' ? (
        <ServiceDialog
          categories={categories}
          categoryId={dialog.categoryId}
          {...(dialog.service ? { service: dialog.service } : {})}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
