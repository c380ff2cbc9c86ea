/** The Salon Hours popup: the chosen slot would end after closing, so the visitor sees when the salon is open. */
import { DialogClose, DialogShell } from '../../components/dialog-shell.tsx';
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
    <DialogShell
      look="public-notice"
      open={open}
      onOpenChange={(next) => !next && onBookAnotherTime()}
      // Focus goes back to the time select, never to whatever opened the popup.
      returnFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
      badge={
        <p
          aria-hidden="true"
          className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-blush text-2xl"
        >
          🕘
        </p>
      }
      title={t('salonHours.title')}
      details={
        <>
          <p className="font-semibold text-rose-deep">{t('salonHours.reason')}</p>
          <SalonHours hours={hours} closures={closures} className="mx-auto w-fit text-left" />
          <p>
            {t('salonHours.instruction', {
              time: formatClock(closesAtMinute, t('salonHours.clockLocale', { ns: 'common' })),
            })}
          </p>
        </>
      }
      footer={
        <DialogClose asChild>
          <button
            type="button"
            className="mt-6 w-full rounded-full bg-rose-deep px-6 py-3 font-semibold text-cream shadow hover:bg-plum"
          >
            {t('salonHours.bookAnotherTime')}
          </button>
        </DialogClose>
      }
    />
  );
}
