/**
 * "Move" on the appointment detail: another date, start time (any
 * 5-minute mark within the hours) or technician, with who is free then (the
 * appointment's own time does not count against its technician). Sent with
 * the version staff saw; a full time may be taken anyway with a reason, a busy
 * technician may not. Only pending and confirmed appointments move (the
 * server refuses the others).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import { moveSchema } from '../../../domain/placement-requests.ts';
import { salonToday } from '../../../domain/salon-time.ts';
import { salon } from '../../../config/salon.ts';
import { moveAppointment, type CreatedAppointment, type MoveRequestInput } from './front-desk-api.ts';
import { primaryButton, warningButton } from './front-desk-styles.ts';
import { PlacementMessage } from './placement-message.tsx';
import { PlacementRefusal } from './placement-refusal.tsx';
import { TechnicianPicker } from './technician-picker.tsx';
import { usePlacement } from './use-placement.ts';
import { WhenFields } from './when-fields.tsx';

export interface MovableAppointment {
  readonly id: string;
  readonly version: number;
  readonly status: AppointmentStatus;
  readonly date: string;
  readonly startTime: string;
  readonly totalDurationMinutes: number;
  readonly technician: { readonly id: string; readonly displayName: string } | null;
}

interface MoveAppointmentCardProps {
  readonly appointment: MovableAppointment;
  /** Card looks of the page it sits on. */
  readonly className: string;
  readonly titleClassName: string;
  onMoved(appointment: CreatedAppointment): void;
}

export function MoveAppointmentCard({ appointment, className, titleClassName, onMoved }: MoveAppointmentCardProps) {
  const { t } = useTranslation('frontDesk');
  // Kept here: a move gives the appointment a new version, and the form starts again from it.
  const [moved, setMoved] = useState(false);
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') return null;
  return (
    <section aria-labelledby={`move-${appointment.id}`} className={className}>
      <h2 id={`move-${appointment.id}`} className={titleClassName}>
        {t('move.title')}
      </h2>
      <p className="mt-1 text-sm text-plum-soft">{t('move.description')}</p>
      {/* A new version (any edit) starts the form again from what the appointment now is. */}
      <MoveForm
        key={appointment.version}
        appointment={appointment}
        onEdit={() => setMoved(false)}
        onMoved={(detail) => {
          setMoved(true);
          onMoved(detail);
        }}
      />
      <p role="status" className="mt-2 text-sm font-semibold text-emerald-800 empty:hidden">
        {moved ? t('move.done') : ''}
      </p>
    </section>
  );
}

function MoveForm({
  appointment,
  onEdit,
  onMoved,
}: Pick<MoveAppointmentCardProps, 'appointment' | 'onMoved'> & { onEdit(): void }) {
  const { t } = useTranslation('frontDesk');
  const id = useId().replace(/:/g, '');
  const [date, setDate] = useState(appointment.date);
  const [time, setTime] = useState(appointment.startTime.slice(0, 5));
  const [technicianId, setTechnicianId] = useState(appointment.technician?.id ?? null);
  const placement = usePlacement<MoveRequestInput>({
    idPrefix: id,
    shownFields: ['date', 'time', 'technicianId', 'override'],
    schema: moveSchema,
    send: (request) => moveAppointment(appointment.id, request),
    onPlaced: onMoved,
  });
  const unchanged =
    date === appointment.date &&
    time === appointment.startTime.slice(0, 5) &&
    technicianId === (appointment.technician?.id ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    placement.submit({ version: appointment.version, date, time, technicianId });
  };
  const changed = (apply: () => void) => {
    apply();
    onEdit();
    placement.placeChanged();
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <PlacementMessage idPrefix={id} message={placement.message} />
      <WhenFields
        idPrefix={id}
        date={date}
        time={time}
        minDate={salonToday(new Date(), salon.timeZone)}
        errors={placement.errors}
        onDate={(next) => changed(() => setDate(next))}
        onTime={(next) => changed(() => setTime(next))}
      />
      <TechnicianPicker
        id={`${id}-technicianId`}
        value={technicianId}
        current={appointment.technician}
        question={{ date, time, durationMinutes: appointment.totalDurationMinutes, exclude: appointment.id }}
        error={placement.errors.technicianId}
        onChange={(next) => changed(() => setTechnicianId(next))}
      />
      {placement.refusal ? (
        <PlacementRefusal
          id={id}
          refusal={placement.refusal}
          reason={placement.reason}
          reasonError={placement.errors.override}
          onReason={placement.setReason}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <button
          type="submit"
          disabled={placement.pending || (unchanged && !placement.overriding)}
          className={placement.overriding ? warningButton : primaryButton}
        >
          {placement.overriding ? t('refusal.moveAnyway') : t('move.submit')}
        </button>
      </div>
    </form>
  );
}
