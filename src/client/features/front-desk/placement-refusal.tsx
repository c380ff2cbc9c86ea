/**
 * What staff see when the server refuses a place (409): the appointments in
 * the way (reference, time, customer, technician). A full slot may be booked
 * anyway with a reason the salon keeps on the appointment; a busy technician
 * may not (a person cannot be in two places): choose someone else or another time.
 */
import { useTranslation } from '../../lib/use-translation.ts';
import { OVERRIDE_REASON_MAX_LENGTH, type PlacementRefusalDetails } from '../../../domain/placement-requests.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { FormField } from '../../components/form-field.tsx';
import { fieldClass } from './front-desk-styles.ts';

interface PlacementRefusalProps {
  /** The form's id prefix: the reason field is `<id>-override`, where a 422 on `override` focuses. */
  readonly id: string;
  readonly refusal: PlacementRefusalDetails;
  readonly reason: string;
  readonly reasonError: string | undefined;
  onReason(reason: string): void;
}

/** The panel is `<id>-refusal`: it takes the focus when a busy technician is refused. */
export function PlacementRefusal({ id, refusal, reason, reasonError, onReason }: PlacementRefusalProps) {
  const { t } = useTranslation('frontDesk');
  const locale = currentLocale();
  const full = refusal.reason === 'slot_full';
  return (
    <div
      id={`${id}-refusal`}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${id}-refusal-title`}
      className={`rounded-xl border px-4 py-3 text-sm outline-none ${
        full ? 'border-amber-700/40 bg-amber-50 text-amber-950' : 'border-red-300 bg-red-50 text-red-950'
      }`}
    >
      <h3 id={`${id}-refusal-title`} className="font-semibold">
        {full ? t('refusal.fullTitle') : t('refusal.busyTitle')}
      </h3>
      <p className="mt-1">{full ? t('refusal.fullText') : t('refusal.busyText')}</p>
      {refusal.conflicts.length > 0 ? (
        <ul className="mt-2 space-y-1" aria-label={t('refusal.conflicts')}>
          {refusal.conflicts.map((conflict) => (
            <li key={conflict.id} className="rounded-lg bg-white/70 px-2 py-1">
              <span className="font-mono font-semibold">{conflict.reference}</span>{' '}
              {t('refusal.conflict', {
                from: formatTimeOfDay(conflict.time, locale),
                to: formatTimeOfDay(conflict.endTime, locale),
                name: conflict.customerName,
                technician: conflict.technicianName ?? t('technician.none'),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <FormField
          id={`${id}-override`}
          label={t('refusal.reason')}
          hint={t('refusal.reasonHint')}
          error={reasonError}
          className="mt-3"
        >
          {(describedBy) => (
            <input
              id={`${id}-override`}
              className={fieldClass}
              value={reason}
              maxLength={OVERRIDE_REASON_MAX_LENGTH}
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={reasonError ? true : undefined}
              onChange={(event) => onReason(event.target.value)}
            />
          )}
        </FormField>
      ) : null}
    </div>
  );
}
