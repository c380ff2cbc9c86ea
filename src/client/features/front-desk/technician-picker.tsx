/**
 * Technician or "No technician", with who is free for that time and length
 * (GET free-technicians): free ones first, the others disabled and marked
 * "busy" or "not working". A technician already chosen stays selectable so the
 * screen never changes the choice behind staff's back; a warning says why the
 * server will refuse it.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { FormField } from '../../components/form-field.tsx';
import { busySpan, freeTechniciansQuery, type FreeTechniciansQuestion } from '../../lib/free-technicians.ts';
import { fieldClass } from './front-desk-styles.ts';

interface TechnicianPickerProps {
  readonly id: string;
  readonly value: string | null;
  /** Null while the time is not chosen yet: only "No technician" and the current choice are offered. */
  readonly question: FreeTechniciansQuestion | null;
  readonly error: string | undefined;
  /** The technician the appointment has now (moves): shown even if no longer listed. */
  readonly current?: { readonly id: string; readonly displayName: string } | null;
  onChange(technicianId: string | null): void;
}

export function TechnicianPicker({ id, value, question, error, current, onChange }: TechnicianPickerProps) {
  const { t } = useTranslation('frontDesk');
  const answer = useQuery({
    ...freeTechniciansQuery(question ?? { date: '', time: '', durationMinutes: 0 }),
    enabled: question !== null,
  });
  const free = answer.data?.free ?? [];
  const busy = answer.data?.busy ?? [];
  const chosenBusy = busy.find((technician) => technician.id === value);
  const listed = [...free, ...busy].some((technician) => technician.id === value);
  const hint = chosenBusy
    ? t(chosenBusy.why === 'appointment' ? 'technician.chosenBusy' : 'technician.chosenNotWorking', {
        name: chosenBusy.name,
      })
    : answer.isFetching && !answer.data
      ? t('technician.checking')
      : answer.isError
        ? t('technician.checkFailed')
        : t('technician.hint');
  return (
    <FormField id={id} label={t('form.technician')} hint={hint} error={error}>
      {(describedBy) => (
        <select
          id={id}
          className={fieldClass}
          value={value ?? ''}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        >
          <option value="">{t('technician.none')}</option>
          {value && !listed ? (
            <option value={value}>{current?.id === value ? current.displayName : t('technician.chosen')}</option>
          ) : null}
          {free.length > 0 ? (
            <optgroup label={t('technician.freeGroup')}>
              {free.map((technician) => (
                <option key={technician.id} value={technician.id}>
                  {technician.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {busy.length > 0 ? (
            <optgroup label={t('technician.busyGroup')}>
              {busy.map((technician) => (
                <option key={technician.id} value={technician.id} disabled={technician.id !== value}>
                  {technician.why === 'appointment'
                    ? t('technician.busy', { name: technician.name, span: busySpan(technician) })
                    : t('technician.notWorking', { name: technician.name })}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      )}
    </FormField>
  );
}
