import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { WeeklyPattern } from '../../../domain/salon-settings.ts';
import { AffectedAppointmentsNotice } from './affected-appointments-notice.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { openingHoursQuery, saveOpeningHours } from './schedule-api.ts';
import { cardClass, primaryButtonClass } from './schedule-styles.ts';
import { useAcknowledgedSave } from './use-acknowledged-save.ts';
import { isWeekValid, toEditableWeek, toPattern, WeekEditor, type EditableDay } from './week-editor.tsx';
import { scheduleKeys } from './query-keys.ts';
import { QueryCard } from '../../components/query-card.tsx';

const DEFAULT_DAY = { opensAtMinute: 600, closesAtMinute: 1260 };

/** The salon's opening hours per weekday, loaded and saved with its version. */
export function OpeningHoursForm() {
  const { t } = useTranslation('schedule');
  const query = useQuery(openingHoursQuery());
  return (
    // The week starts from what was loaded; the version follows the latest read, so a second save names it.
    <QueryCard query={query} loading={t('loading')}>
      {(data) => <OpeningHoursEditor hours={data.hours} version={data.version} />}
    </QueryCard>
  );
}

function OpeningHoursEditor({ hours, version }: { hours: WeeklyPattern; version: number }) {
  const { t } = useTranslation('schedule');
  const queryClient = useQueryClient();
  const [week, setWeek] = useState<EditableDay[]>(() => toEditableWeek(hours, DEFAULT_DAY));
  const [saved, setSaved] = useState(false);
  const save = useAcknowledgedSave(
    (pattern: WeeklyPattern, acknowledgedChange) =>
      saveOpeningHours({ hours: pattern, version, ...(acknowledgedChange ? { acknowledgedChange } : {}) }),
    async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    },
  );

  return (
    <form
      aria-labelledby="opening-hours-heading"
      className={cardClass}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        if (isWeekValid(week)) void save.submit(toPattern(week));
      }}
    >
      <h2 id="opening-hours-heading" className="font-display text-2xl font-semibold text-plum">
        {t('hours.heading')}
      </h2>
      <p className="mt-1 text-sm text-plum-soft">{t('hours.intro')}</p>
      <WeekEditor
        week={week}
        openWord="open"
        error={save.fields.hours}
        onChange={(next) => {
          setSaved(false);
          save.cancel();
          setWeek(next);
        }}
      />
      <ProblemAlert
        problem={save.problem}
        onDismiss={save.dismissProblem}
        dismissLabel={t('dismiss')}
        className="mt-3"
      />
      {save.affected ? (
        <AffectedAppointmentsNotice
          affected={save.affected}
          change="hours"
          pending={save.pending}
          onConfirm={() => void save.confirm()}
          onCancel={save.cancel}
        />
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButtonClass} disabled={save.pending || !isWeekValid(week)}>
            {save.pending ? t('saving') : t('hours.save')}
          </button>
          <p role="status" className="text-sm font-semibold text-plum">
            {saved ? t('hours.saved') : ''}
          </p>
        </div>
      )}
    </form>
  );
}
