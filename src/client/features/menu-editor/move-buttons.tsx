import { useTranslation } from '../../lib/use-translation.ts';
import { ChevronRightIcon } from '../../components/icons.tsx';
import type { MoveDirection } from '../../../domain/menu-editing.ts';
import { iconButton } from './menu-editor-styles.ts';

interface MoveButtonsProps {
  /** Prefix of the buttons' ids, so focus can come back to them after the list re-orders. */
  readonly idPrefix: string;
  readonly upLabel: string;
  readonly downLabel: string;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  /** A change is on its way: clicks wait (the buttons stay enabled, so the focused one keeps focus). */
  readonly busy: boolean;
  onMove(direction: MoveDirection): void;
}

export function moveButtonId(idPrefix: string, direction: MoveDirection): string {
  return `${idPrefix}-${direction}`;
}

/** Up and down arrows: ordinary buttons, so a keyboard moves rows as easily as a finger. */
export function MoveButtons({ idPrefix, upLabel, downLabel, isFirst, isLast, busy, onMove }: MoveButtonsProps) {
  const { t } = useTranslation('menuEditor');
  return (
    <div className="flex gap-1" role="group" aria-label={t('moveUp') + ' / ' + t('moveDown')}>
      <button
        id={moveButtonId(idPrefix, 'up')}
        type="button"
        className={iconButton}
        aria-label={upLabel}
        title={upLabel}
        disabled={isFirst}
        aria-disabled={busy || undefined}
        onClick={() => (busy ? undefined : onMove('up'))}
      >
        <ChevronRightIcon size={16} className="-rotate-90" />
      </button>
      <button
        id={moveButtonId(idPrefix, 'down')}
        type="button"
        className={iconButton}
        aria-label={downLabel}
        title={downLabel}
        disabled={isLast}
        aria-disabled={busy || undefined}
        onClick={() => (busy ? undefined : onMove('down'))}
      >
        <ChevronRightIcon size={16} className="rotate-90" />
      </button>
    </div>
  );
}
