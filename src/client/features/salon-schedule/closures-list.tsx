import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_NAMES } from '../../../domain/language.ts';
import { MENU_TRANSLATION_LANGUAGES } from '../../../domain/menu-translations.ts';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatMinute, formatScheduleDate } from '../../../domain/schedule-changes.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { closuresQuery, removeClosure, type ClosureItem } from './schedule-api.ts';
import { secondaryButtonClass } from './schedule-styles.ts';
import { scheduleKeys } from './query-keys.ts';

function closureTime(closure: ClosureItem, allDay: string): string {
  return closure.fromMinute === null || closure.toMinute === null
    ? allDay
    : `${formatMinute(closure.fromMinute)}–${formatMinute(closure.toMinute)}`;
}

/** Upcoming closures (today on), each with "Remove". Past ones are not listed: they no longer change anything. */
export function ClosuresList() {
  const { t } = useTranslation('schedule');
  const queryClient = useQueryClient();
  const query = useQuery(closuresQuery());
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: removeClosure,
    onMutate: () => setProblem(null),
    onError: (error) => setProblem(error.message),
    // Refreshed either way: a 404 means someone else removed it, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.closures() }),
  });

  if (query.isPending) return <p>{t('loading')}</p>;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return (
    <div>
      <ProblemAlert problem={problem} onDismiss={() => setProblem(null)} dismissLabel={t('dismiss')} className="mt-3" />
      {query.data.length === 0 ? (
        <p className="mt-2 text-sm text-plum-soft">{t('closures.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-plum/10" aria-label={t('closures.listLabel')}>
          {query.data.map((closure) => {
            const date = formatScheduleDate(closure.date);
            return (
              <li key={closure.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-semibold text-plum tabular-nums">
                    {date} · {closureTime(closure, t('closures.allDay'))}
                  </p>
                  <p className="text-sm text-plum-soft">{closure.reason}</p>
                  {MENU_TRANSLATION_LANGUAGES.map((language) => {
                    const reason = closure.translations[language]?.reason;
                    return reason ? (
                      <p key={language} lang={language} className="text-sm text-plum-soft">
                        {t('closures.translatedLine', { language: LANGUAGE_NAMES[language], reason })}
                      </p>
                    ) : null;
                  })}
                </div>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={remove.isPending}
                  aria-label={t('closures.removeLabel', { date, reason: closure.reason })}
                  onClick={() => remove.mutate(closure.id)}
                >
                  {t('closures.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
