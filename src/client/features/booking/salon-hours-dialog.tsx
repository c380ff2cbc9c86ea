/** The Salon Hours popup (spec sections 2 and 5): the chosen slot would end after closing. */
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../lib/use-translation.ts';
import { SalonHours } from '../../components/salon-hours.tsx';
import { formatClock } from '../../components/format-clock.ts';
import { useSalonFacts } from '../../lib/salon-facts.ts';

interface SalonHoursDialogProps {
  readonly open: boolean;
  /** The chosen day's closing time (minutes after midnight), named in the instruction. */
  readonly closesAtMinute: number;
  onBookAnotherTime(): void;
  /** After the popup closed: put focus on the time select. */
  onClosed(): void;
}

export function SalonHoursDialog({ open, closesAtMinute, onBookAnotherTime, onClosed }: SalonHoursDialogProps) {
  const { t } = useTranslation('booking');
  // The owner's hours and upcoming closures, not a sentence fixed in the texts.
  const { hours, closures } = useSalonFacts();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onBookAnotherTime()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum/50 backdrop-blur-sm" />
        <Dialog.Content
          // Focus goes back to the time select, never to whatever opened the popup.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-7 text-center shadow-2xl"
        >
          <p
            aria-hidden="true"
            className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-blush text-2xl"
          >
            🕘
          </p>
          <Dialog.Title className="font-display text-3xl font-semibold text-plum">{t('salonHours.title')}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-2 text-plum">
              <p className="font-semibold text-rose-deep">{t('salonHours.reason')}</p>
              <SalonHours hours={hours} closures={closures} className="mx-auto w-fit text-left" />
              <p>
                {t('salonHours.instruction', {
                  time: formatClock(closesAtMinute, t('salonHours.clockLocale', { ns: 'common' })),
                })}
              </p>
            </div>
          </Dialog.Description>
          <Dialog.Close asChild>
            <button
              type="button"
              className="mt-6 w-full rounded-full bg-rose-deep px-6 py-3 font-semibold text-cream shadow hover:bg-plum"
            >
              {t('salonHours.bookAnotherTime')}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
