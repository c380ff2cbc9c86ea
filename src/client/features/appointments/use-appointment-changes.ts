/**
 * What the dashboard and the detail page both do with an appointment: send an
 * edit, delete it, and keep the one message a refused change leaves on screen
 * ('Could not save the change: …') until the next edit or a dismissal.
 */
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { errorMessage, type AppointmentEdit } from './appointments-api.ts';
import { useAppointmentEdit, useDeleteAppointment } from './use-appointment-edit.ts';

/** Which appointment, at which version: a change to an older version is refused by the server. */
interface AppointmentVersion {
  readonly id: string;
  readonly version: number;
}

export function useAppointmentChanges() {
  const { t } = useTranslation('admin');
  const edit = useAppointmentEdit();
  const remove = useDeleteAppointment();
  const [problem, setProblem] = useState<string | null>(null);

  const reportFailure = (error: Error) => setProblem(t('dashboard.changeFailed', { message: errorMessage(error) }));

  const change = (appointment: AppointmentVersion, changeToSend: AppointmentEdit, onSaved?: () => void) => {
    setProblem(null);
    edit.mutate(
      { id: appointment.id, version: appointment.version, edit: changeToSend },
      { onSuccess: () => onSaved?.(), onError: reportFailure },
    );
  };

  /** `onFailed` is for the caller's own state (closing the confirmation); the message is set here. */
  const deleteAppointment = (
    appointment: AppointmentVersion,
    { onDeleted, onFailed }: { onDeleted(): void; onFailed(): void },
  ) =>
    remove.mutate(
      { id: appointment.id, version: appointment.version },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          onFailed();
          reportFailure(error);
        },
      },
    );

  return {
    problem,
    dismissProblem: () => setProblem(null),
    change,
    deleteAppointment,
    /** An edit is on its way: the controls wait for it. */
    saving: edit.isPending,
    deleting: remove.isPending,
    /** The appointment whose badge plays the brief "saved" animation. */
    feedbackId: edit.feedbackId,
  };
}
