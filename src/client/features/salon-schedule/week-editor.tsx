import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { DayWindow, WeeklyPattern } from '../../../domain/salon-settings.ts';
import { fieldErrorClass, labelClass } from './schedule-styles.ts';
import { TimeSelect } from './time-select.tsx';

const DAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A closed day keeps the times it had, so ticking it open again brings them back. */
export interface EditableDay {
  readonly open: boolean;
  readonly window: DayWindow;
}

export function toEditableWeek(pattern: WeeklyPattern, fallback: DayWindow): EditableDay[] {
  return pattern.map((day) => (day ? { open: true, window: day } : { open: false, window: fallback }));
}

export function toPattern(week: readonly EditableDay[]): WeeklyPattern {
  return week.map((day) => (day.open ? day.window : null));
}

interface WeekEditorProps {
  readonly week: readonly EditableDay[];
  /** 'open' for the salon, 'working' for a technician. */
  readonly openWord: 'open' | 'working';
  /** A message for the whole week from the server (its field is the pattern). */
  readonly error?: string | undefined;
  onChange(week: EditableDay[]): void;
}

/** A row per weekday: a labelled open/closed checkbox and from–to selects. */
export function WeekEditor({ week, openWord, error, onChange }: WeekEditorProps) {
  const { t } = useTranslation('schedule');
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const update = (index: number, change: Partial<EditableDay>) =>
    onChange(week.map((day, dayIndex) => (dayIndex === index ? { ...day, ...change } : day)));

  return (
    <div>
      <ul className="divide-y divide-plum/10">
        {week.map((day, index) => {
          const dayName = t(`days.${DAY_KEYS[index]}`);
          const rowId = `${baseId}-${index}`;
          const backwards = day.open && day.window.closesAtMinute <= day.window.opensAtMinute;
          return (
            <li
              key={DAY_KEYS[index]}
              className="grid grid-cols-2 items-center gap-x-3 gap-y-2 py-3 sm:grid-cols-[12rem_1fr_1fr]"
            >
              <label className="col-span-2 flex items-center gap-3 sm:col-span-1">
                <input
                  type="checkbox"
                  checked={day.open}
                  onChange={(event) => update(index, { open: event.target.checked })}
                  className="size-5 shrink-0 accent-plum"
                />
                <span className="font-semibold text-plum">{dayName}</span>
                <span className="text-sm text-plum-soft">
                  {day.open ? t(`week.${openWord}`) : t(`week.not_${openWord}`)}
                </span>
              </label>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${rowId}-from`} className={labelClass}>
                  <span className="sr-only">{dayName} </span>
                  {t('week.from')}
                </label>
                <TimeSelect
                  id={`${rowId}-from`}
                  value={day.window.opensAtMinute}
                  disabled={!day.open}
                  onChange={(minute) => update(index, { window: { ...day.window, opensAtMinute: minute } })}
                />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${rowId}-to`} className={labelClass}>
                  <span className="sr-only">{dayName} </span>
                  {t('week.to')}
                </label>
                <TimeSelect
                  id={`${rowId}-to`}
                  value={day.window.closesAtMinute}
                  disabled={!day.open}
                  invalid={backwards}
                  describedBy={backwards ? `${rowId}-backwards` : undefined}
                  onChange={(minute) => update(index, { window: { ...day.window, closesAtMinute: minute } })}
                />
              </div>
              {backwards && (
                <p id={`${rowId}-backwards`} className={`col-span-2 sm:col-start-2 ${fieldErrorClass}`}>
                  {t('week.backwards', { day: dayName })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/** True when every open day closes after it opens (the form refuses to send otherwise). */
export function isWeekValid(week: readonly EditableDay[]): boolean {
  return week.every((day) => !day.open || day.window.closesAtMinute > day.window.opensAtMinute);
}
