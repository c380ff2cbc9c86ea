/**
 * The bar along the bottom of the screen while a block is moved, and the
 * outcome afterwards (decision 158). Fixed, so it never pushes the rows a
 * block is being dragged over; a polite live region, so "Move to 14:05 with
 * Nok" is read out on each arrow key. With a finger or the keyboard it holds
 * the buttons: 5 minutes earlier or later, Move here, Cancel.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { minutesToTime } from '../../../domain/calendar.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import type { MoveTarget } from './move-target.ts';
import type { BlockMove, MoveNotice } from './use-block-move.ts';

/** Success fades after a while (and "cancelled", which is only announced); a refusal stays until closed or the next move. */
const NOTICE_MS = 8_000;

const barButton =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-plum/25 bg-white px-3 text-sm font-semibold whitespace-nowrap text-plum hover:border-rose-deep hover:text-rose-deep disabled:opacity-50 sm:px-4';

export function MoveBar({
  move,
  rowName,
  busyNote,
}: {
  readonly move: BlockMove;
  /** The display name of a row, or null for "no technician". */
  readonly rowName: (rowId: string | null) => string | null;
  /** Why the target row cannot take the block, when it cannot (from "who is free"). */
  readonly busyNote: string | null;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const { moving, notice, dismissNotice } = move;

  const where = (target: MoveTarget) => {
    const time = formatTimeOfDay(minutesToTime(target.startMinute), locale);
    const name = rowName(target.rowId);
    return name === null ? t('calendar.move.toNobody', { time }) : t('calendar.move.toTechnician', { time, name });
  };

  useEffect(() => {
    if (!notice || (notice.kind !== 'moved' && notice.kind !== 'cancelled')) return;
    const timer = setTimeout(dismissNotice, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, dismissNotice]);

  const noticeText = (value: MoveNotice) => {
    switch (value.kind) {
      case 'moved':
        return t('calendar.move.moved', { customer: value.customer, where: where(value.target) });
      case 'cancelled':
        return t('calendar.move.cancelled', { customer: value.customer });
      case 'stale':
        return t('calendar.move.stale');
      case 'refused':
        return value.message ? t('calendar.move.refused', { message: value.message }) : t('calendar.move.failed');
    }
  };

  // "Cancelled" is only said to screen readers: on a phone the card would cover the rows the receptionist is using.
  const visible = moving !== null || (notice !== null && notice.kind !== 'cancelled');
  const warning = notice?.kind === 'stale' || notice?.kind === 'refused';
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-40 flex justify-center px-3 pb-3 ${visible ? '' : 'pointer-events-none'}`}
      data-testid="move-bar"
    >
      <div
        className={`w-full max-w-3xl rounded-2xl border px-3 py-2.5 shadow-2xl sm:px-4 sm:py-3 ${
          visible ? '' : 'sr-only'
        } ${warning ? 'border-red-300 bg-red-50 text-red-950' : 'border-plum/15 bg-white text-plum'}`}
      >
        <p role="status" aria-live="polite" className="text-sm font-semibold">
          {moving
            ? [
                moving.saving
                  ? t('calendar.move.saving', { customer: moving.block.customerName })
                  : t('calendar.move.proposal', { customer: moving.block.customerName, where: where(moving.target) }),
                busyNote,
              ]
                .filter(Boolean)
                .join(' ')
            : notice
              ? noticeText(notice)
              : ''}
        </p>
        {moving && moving.mode !== 'drag' ? (
          <>
            <p className="mt-1 text-xs text-plum-soft">
              {moving.mode === 'keyboard' ? t('calendar.move.keyboardHelp') : t('calendar.move.tapHelp')}
            </p>
            <div className="mt-2 grid grid-cols-4 gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
              <button
                type="button"
                className={barButton}
                disabled={moving.saving}
                onClick={() => move.step('ArrowLeft', false)}
              >
                {t('calendar.move.earlier')}
              </button>
              <button
                type="button"
                className={barButton}
                disabled={moving.saving}
                onClick={() => move.step('ArrowRight', false)}
              >
                {t('calendar.move.later')}
              </button>
              <button type="button" className={barButton} disabled={moving.saving} onClick={move.cancel}>
                {t('calendar.move.cancel')}
              </button>
              <button
                type="button"
                disabled={moving.saving}
                onClick={() => void move.commit()}
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-rose-deep px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-plum disabled:opacity-60 sm:px-5"
              >
                {t('calendar.move.confirm')}
              </button>
            </div>
          </>
        ) : null}
        {!moving && notice && warning ? (
          <button type="button" className={`${barButton} mt-2`} onClick={dismissNotice}>
            {t('calendar.move.dismiss')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
