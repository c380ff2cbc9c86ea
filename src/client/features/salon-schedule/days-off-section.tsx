import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { SETTINGS_LIMITS } from '../../../domain/salon-settings.ts';
import { formatScheduleDate } from '../../../domain/schedule-changes.ts';
import { useSalonNow } from '../../lib/use-salon-now.ts';
import { AffectedAppointmentsNotice } from './affected-appointments-notice.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { addDaysOff, removeDayOff, type NewDaysOff, type TechnicianScheduleItem } from './schedule-api.ts';
import {
  fieldClass,
  fieldErrorClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from './schedule-styles.ts';
import { useAcknowledgedSave } from './use-acknowledged-save.ts';
import { scheduleKeys } from './query-keys.ts';

/** A technician's upcoming days off (with "Remove") and the form to add one or a few. */
export function DaysOffSection({ technician }: { technician: TechnicianScheduleItem }) {
  const { t } = useTranslation('schedule');
  const ids = useId();
  const today = useSalonNow().date;
  const queryClient = useQueryClient();
  const name = technician.displayName;
  const [firstDate, setFirstDate] = useState('');
  const [lastDate, setLastDate] = useState('');
  const [note, setNote] = useState('');
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.technicians() });
  const save = useAcknowledgedSave(
    (request: NewDaysOff, acknowledgedChange) =>
      addDaysOff(technician.id, { ...request, ...(acknowledgedChange ? { acknowledgedChange } : {}) }),
    async () => {
      setFirstDate('');
      setLastDate('');
      setNote('');
      await refresh();
    },
  );
  const remove = useMutation({
    mutationFn: removeDayOff,
    onMutate: () => setRemoveProblem(null),
    onError: (error) => setRemoveProblem(error.message),
    onSettled: refresh,
  });
  const fieldError = (field: string) =>
    save.fields[field] ? (
      <p id={`${ids}-${field}-error`} className={fieldErrorClass}>
        {save.fields[field]}
      </p>
    ) : null;

  return (
    <div className="mt-4 border-t border-plum/10 pt-3">
      <h3 className="font-sans font-semibold text-plum">{t('daysOff.heading')}</h3>
      <ProblemAlert
        problem={removeProblem}
        onDismiss={() => setRemoveProblem(null)}
        dismissLabel={t('dismiss')}
        className="mt-3"
      />
      {technician.daysOff.length === 0 ? (
        <p className="mt-1 text-sm text-plum-soft">{t('daysOff.none', { name })}</p>
      ) : (
        <ul className="mt-1 divide-y divide-plum/10" aria-label={t('daysOff.listLabel', { name })}>
          {technician.daysOff.map((dayOff) => {
            const date = formatScheduleDate(dayOff.date);
            return (
              <li key={dayOff.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <p className="text-sm text-plum">
                  <span className="font-semibold tabular-nums">{date}</span>
                  {dayOff.note ? ` · ${dayOff.note}` : ''}
                </p>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={remove.isPending}
                  aria-label={t('daysOff.removeLabel', { name, date })}
                  onClick={() => remove.mutate(dayOff.id)}
                >
                  {t('daysOff.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        aria-label={t('daysOff.formLabel', { name })}
        className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void save.submit({ firstDate, ...(lastDate && lastDate !== firstDate ? { lastDate } : {}), note });
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-first`} className={labelClass}>
            {t('daysOff.firstDate')}
          </label>
          <input
            id={`${ids}-first`}
            type="date"
            required
            min={today}
            value={firstDate}
            aria-invalid={Boolean(save.fields.firstDate) || undefined}
            aria-describedby={save.fields.firstDate ? `${ids}-firstDate-error` : undefined}
            onChange={(event) => {
              save.cancel();
              setFirstDate(event.target.value);
            }}
            className={fieldClass}
          />
          {fieldError('firstDate')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-last`} className={labelClass}>
            {t('daysOff.lastDate')}
          </label>
          <input
            id={`${ids}-last`}
            type="date"
            min={firstDate || today}
            value={lastDate}
            aria-invalid={Boolean(save.fields.lastDate) || undefined}
            aria-describedby={save.fields.lastDate ? `${ids}-lastDate-error` : undefined}
            onChange={(event) => {
              save.cancel();
              setLastDate(event.target.value);
            }}
            className={fieldClass}
          />
          {fieldError('lastDate')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-note`} className={labelClass}>
            {t('daysOff.note')}
          </label>
          <input
            id={`${ids}-note`}
            type="text"
            maxLength={SETTINGS_LIMITS.dayOffNote.max}
            value={note}
            aria-invalid={Boolean(save.fields.note) || undefined}
            aria-describedby={save.fields.note ? `${ids}-note-error` : undefined}
            onChange={(event) => setNote(event.target.value)}
            className={fieldClass}
          />
          {fieldError('note')}
        </div>
        <button type="submit" className={primaryButtonClass} disabled={save.pending || Boolean(save.affected)}>
          {t('daysOff.add')}
        </button>
      </form>
      <ProblemAlert
        problem={save.problem}
        onDismiss={save.dismissProblem}
        dismissLabel={t('dismiss')}
        className="mt-3"
      />
      {save.affected && (
        <AffectedAppointmentsNotice
          affected={save.affected}
          change="dayOff"
          pending={save.pending}
          onConfirm={() => void save.confirm()}
          onCancel={save.cancel}
        />
      )}
    </div>
  );
}
