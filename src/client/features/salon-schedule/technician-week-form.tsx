import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { WeeklyPattern } from '../../../domain/salon-settings.ts';
import { formatMinute } from '../../../domain/schedule-changes.ts';
import { AffectedAppointmentsNotice } from './affected-appointments-notice.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { saveTechnicianWeek, type TechnicianScheduleItem } from './schedule-api.ts';
import { primaryButtonClass, secondaryButtonClass } from './schedule-styles.ts';
import { useAcknowledgedSave } from './use-acknowledged-save.ts';
import { isWeekValid, toEditableWeek, toPattern, WeekEditor, type EditableDay } from './week-editor.tsx';
import { scheduleKeys } from './query-keys.ts';

const DAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const FALLBACK_DAY = { opensAtMinute: 600, closesAtMinute: 1260 };

interface TechnicianWeekFormProps {
  readonly technician: TechnicianScheduleItem;
  /** The salon's hours: a new pattern starts from them. */
  readonly salonHours: WeeklyPattern;
}

/**
 * A technician's week: either "works whenever the salon is open" (no pattern)
 * or a pattern of days and times. The owner can set one or go back.
 */
export function TechnicianWeekForm({ technician, salonHours }: TechnicianWeekFormProps) {
  const { t } = useTranslation('schedule');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [week, setWeek] = useState<EditableDay[]>(() => toEditableWeek(technician.pattern ?? salonHours, FALLBACK_DAY));
  const [saved, setSaved] = useState<string | null>(null);
  const save = useAcknowledgedSave(
    (pattern: WeeklyPattern | null, acknowledgedChange) =>
      saveTechnicianWeek(technician.id, {
        pattern,
        version: technician.version,
        ...(acknowledgedChange ? { acknowledgedChange } : {}),
      }),
    async (result) => {
      setEditing(false);
      setSaved(result.pattern ? t('technicians.weekSaved') : t('technicians.backToOpen'));
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    },
  );
  const name = technician.displayName;

  return (
    <div>
      {!editing && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {technician.pattern === null ? (
            <p className="text-sm text-plum">{t('technicians.whenever')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('technicians.weekLabel', { name })}>
              {technician.pattern.map((day, index) => (
                <li key={DAY_KEYS[index]} className="rounded-lg bg-cream-deep px-2 py-1 text-plum tabular-nums">
                  <span className="font-semibold">{t(`daysShort.${DAY_KEYS[index]}`)}</span>{' '}
                  {day
                    ? `${formatMinute(day.opensAtMinute)}–${formatMinute(day.closesAtMinute)}`
                    : t('technicians.off')}
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButtonClass}
              aria-label={t('technicians.setWeekLabel', { name })}
              onClick={() => {
                setSaved(null);
                setWeek(toEditableWeek(technician.pattern ?? salonHours, FALLBACK_DAY));
                setEditing(true);
              }}
            >
              {technician.pattern === null ? t('technicians.setWeek') : t('technicians.changeWeek')}
            </button>
            {technician.pattern !== null && (
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={save.pending}
                aria-label={t('technicians.useSalonHoursLabel', { name })}
                onClick={() => void save.submit(null)}
              >
                {t('technicians.useSalonHours')}
              </button>
            )}
          </div>
        </div>
      )}
      {editing && (
        <form
          aria-label={t('technicians.weekFormLabel', { name })}
          onSubmit={(event) => {
            event.preventDefault();
            if (isWeekValid(week)) void save.submit(toPattern(week));
          }}
        >
          <WeekEditor
            week={week}
            openWord="working"
            error={save.fields.pattern}
            onChange={(next) => {
              save.cancel();
              setWeek(next);
            }}
          />
          {!save.affected && (
            <div className="mt-3 flex flex-wrap gap-3">
              <button type="submit" className={primaryButtonClass} disabled={save.pending || !isWeekValid(week)}>
                {t('technicians.saveWeek', { name })}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setEditing(false)}>
                {t('cancel')}
              </button>
            </div>
          )}
        </form>
      )}
      <ProblemAlert
        problem={save.problem}
        onDismiss={save.dismissProblem}
        dismissLabel={t('dismiss')}
        className="mt-3"
      />
      {save.affected && (
        <AffectedAppointmentsNotice
          affected={save.affected}
          change="week"
          pending={save.pending}
          onConfirm={() => void save.confirm()}
          onCancel={save.cancel}
        />
      )}
      <p role="status" className="mt-1 text-sm font-semibold text-plum">
        {saved ?? ''}
      </p>
    </div>
  );
}
