/**
 * The day's settings above the calendar rows, quietly: closures
 * with their reason and time, and the technicians who are off or in for only
 * part of the day, so staff see at a glance why a row stays empty.
 */
import { useTranslation } from '../../lib/use-translation.ts';
import { minutesToTime } from '../../../domain/calendar.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import type { CalendarDayData } from './use-calendar-day.ts';

export function DayScheduleNote({ schedule }: { schedule: CalendarDayData['schedule'] }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const clock = (minute: number) => formatTimeOfDay(minutesToTime(minute), locale);
  const lines: { key: string; text: string; tone: 'closed' | 'off' }[] = [];

  if (schedule.hours === null) lines.push({ key: 'week', text: t('calendar.schedule.closedByWeek'), tone: 'closed' });
  schedule.closures.forEach((closure, index) => {
    const text =
      closure.fromMinute === null || closure.toMinute === null
        ? t('calendar.schedule.closedAllDay', { reason: closure.reason })
        : t('calendar.schedule.closedPart', {
            from: clock(closure.fromMinute),
            to: clock(closure.toMinute),
            reason: closure.reason,
          });
    lines.push({ key: `closure-${index}`, text, tone: 'closed' });
  });
  for (const technician of schedule.technicians) {
    const text =
      technician.kind === 'day_off'
        ? technician.note
          ? t('calendar.schedule.dayOffNote', { name: technician.displayName, note: technician.note })
          : t('calendar.schedule.dayOff', { name: technician.displayName })
        : technician.kind === 'not_working'
          ? t('calendar.schedule.notWorking', { name: technician.displayName })
          : t('calendar.schedule.partDay', {
              name: technician.displayName,
              from: clock(technician.window?.opensAtMinute ?? 0),
              to: clock(technician.window?.closesAtMinute ?? 0),
            });
    lines.push({ key: `technician-${technician.technicianId}`, text, tone: 'off' });
  }
  if (lines.length === 0) return null;

  return (
    <ul
      aria-label={t('calendar.schedule.label')}
      className="mb-3 flex flex-wrap gap-x-4 gap-y-1 rounded-lg border border-gold/30 bg-white/70 px-3 py-2 text-sm text-plum-soft"
      data-testid="day-schedule"
    >
      {lines.map((line) => (
        <li key={line.key} className="flex items-baseline gap-1.5">
          <span
            aria-hidden="true"
            className={`inline-block h-2 w-2 shrink-0 rounded-full ${line.tone === 'closed' ? 'bg-rose-deep' : 'bg-gold'}`}
          />
          <span className={line.tone === 'closed' ? 'font-medium text-plum' : undefined}>{line.text}</span>
        </li>
      ))}
    </ul>
  );
}
