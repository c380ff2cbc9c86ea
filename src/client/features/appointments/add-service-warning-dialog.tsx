import { DialogClose, DialogShell } from '../../components/dialog-shell.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { salon } from '../../../config/salon.ts';
import { isoWeekday, minutesToTime } from '../../../domain/calendar.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { useSalonFacts } from '../../lib/salon-facts.ts';
import type { AppointmentDetail } from './appointments-api.ts';

export type AddableService = AppointmentDetail['addableServices'][number];

/**
 * Adding this service would break a rule (past closing, the technician busy…):
 * the warnings, then 'Don't add' or 'Add anyway'. Open while `service` is set.
 */
export function AddServiceWarningDialog({
  appointment,
  service,
  onAddAnyway,
  onCancel,
}: {
  appointment: AppointmentDetail;
  service: AddableService | null;
  onAddAnyway(service: AddableService): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  // That weekday's closing as the owner set it; a day closed by the week falls back to the configured one.
  const { hours } = useSalonFacts();
  const closingMinute = hours[isoWeekday(appointment.date) - 1]?.closesAtMinute ?? salon.hours.closesAtMinute;

  const endAfter = (added: { durationMinutes: number }) => {
    const [hours, minutes] = appointment.startTime.split(':').map(Number) as [number, number];
    return minutesToTime(hours * 60 + minutes + appointment.totalDurationMinutes + added.durationMinutes);
  };

  return (
    <DialogShell
      look="admin-card"
      open={service !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('order.warningTitle', { name: service?.name ?? '' })}
      details={
        <>
          <ul className="list-disc space-y-1 pl-5 font-semibold text-red-900">
            {(service?.warnings ?? []).map((warning) => (
              <li key={warning}>
                {t(`order.warnings.${warning}`, {
                  end: service ? formatTimeOfDay(endAfter(service), locale) : '',
                  closing: formatTimeOfDay(minutesToTime(closingMinute), locale),
                })}
              </li>
            ))}
          </ul>
          <p>{t('order.warningQuestion')}</p>
        </>
      }
      footer={
        <>
          <DialogClose asChild>
            <button
              type="button"
              className="rounded-full border border-plum/30 bg-white px-5 py-2 font-semibold text-plum hover:bg-cream-deep"
            >
              {t('order.dontAdd')}
            </button>
          </DialogClose>
          <button
            type="button"
            onClick={() => {
              if (service) onAddAnyway(service);
            }}
            className="rounded-full bg-rose-deep px-5 py-2 font-semibold text-white hover:bg-plum"
          >
            {t('order.addAnyway')}
          </button>
        </>
      }
    />
  );
}
