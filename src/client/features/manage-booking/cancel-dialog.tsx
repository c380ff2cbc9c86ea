/**
 * "Cancel this booking?": says which appointment, and opens with the focus on
 * keeping it, so a stray tap or Enter never cancels. Escape and the overlay
 * keep it too.
 */
import * as Dialog from '@radix-ui/react-dialog';
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
    <Dialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-3 bottom-3 z-50 rounded-3xl bg-cream p-6 shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2"
        >
          <Dialog.Title className="font-display text-3xl font-semibold text-plum">{t('cancel.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-plum-soft">
            {t('cancel.description', {
              date: formatWeekdayDate(booking.date, locale),
              time: formatTimeOfDay(booking.startTime, locale),
              services: booking.services.map((service) => service.name).join(', '),
            })}
          </Dialog.Description>
          {depositLine ? (
            <p className="mt-3 font-medium text-plum" data-testid="cancel-deposit">
              {depositLine}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
            <Dialog.Close asChild>
              <button type="button" className={secondaryButtonClass} disabled={pending}>
                {t('cancel.keep')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              disabled={pending}
              onClick={onConfirm}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-red-800 px-6 py-3 font-semibold text-white hover:bg-red-900 disabled:cursor-wait disabled:opacity-70"
            >
              {pending ? t('cancel.confirming') : t('cancel.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
