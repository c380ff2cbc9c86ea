/**
 * "Cancel this booking?": says which appointment, and opens with the focus on
 * keeping it, so a stray tap or Enter never cancels. Escape and the overlay
 * keep it too.
 */
import { DialogClose, DialogShell } from '../../components/dialog-shell.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ManagedBooking } from '../../../domain/manage-booking.ts';
import { formatTimeOfDay, formatWeekdayDate } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { depositOnCancelText } from './deposit-notice.tsx';
import { secondaryButtonClass } from './manage-format.ts';

interface CancelDialogProps {
  readonly open: boolean;
  readonly booking: ManagedBooking;
  readonly pending: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  /** Where the focus goes when the dialog closes by itself (after cancelling, its button is gone). */
  onCloseAutoFocus(event: Event): void;
}

export function CancelDialog({ open, booking, pending, onOpenChange, onConfirm, onCloseAutoFocus }: CancelDialogProps) {
  const { t } = useTranslation('manage');
  const locale = currentLocale();
  const depositLine = depositOnCancelText(booking, t, new Date());
  return (
    <DialogShell
      look="public-sheet"
      open={open}
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
      returnFocus={onCloseAutoFocus}
      title={t('cancel.title')}
      description={t('cancel.description', {
        date: formatWeekdayDate(booking.date, locale),
        time: formatTimeOfDay(booking.startTime, locale),
        services: booking.services.map((service) => service.name).join(', '),
      })}
      footer={
        <>
          <DialogClose asChild>
            <button type="button" className={secondaryButtonClass} disabled={pending}>
              {t('cancel.keep')}
            </button>
          </DialogClose>
          <button
            type="button"
            disabled={pending}
            onClick={onConfirm}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-red-800 px-6 py-3 font-semibold text-white hover:bg-red-900 disabled:cursor-wait disabled:opacity-70"
          >
            {pending ? t('cancel.confirming') : t('cancel.confirm')}
          </button>
        </>
      }
    >
      {depositLine ? (
        <p className="mt-3 font-medium text-plum" data-testid="cancel-deposit">
          {depositLine}
        </p>
      ) : null}
    </DialogShell>
  );
}
