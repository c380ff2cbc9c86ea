/**
 * Which technicians are free for an interval: the dashboard's
 * technician select and the calendar say who can take an appointment. Busy
 * means another appointment overlapping [start, end) (no buffer, as the
 * placement rule) or not working then (their week, a day off, the salon's
 * hours: the technicians' own days). Appointment wins over not working
 * when both are true: it is the reason staff can do something about.
 */
import { timeToMinutes, type CalendarDate, type TimeOfDay } from '../../../domain/calendar.ts';
import { technicianConflicts } from '../../../domain/appointment-placement.ts';
import { isClosedAllDay, technicianWindow } from '../../../domain/day-availability.ts';
import type { FreeTechnicians } from '../../../domain/placement-requests.ts';
import { loadPlacementDay } from './appointment-placement.ts';
import type { Executor } from '../appointments/appointment-views.ts';
import { listAppointmentTechnicians } from '../appointments/list-appointment-technicians.ts';

export interface FreeTechniciansQuery {
  readonly date: CalendarDate;
  readonly time: TimeOfDay;
  readonly durationMinutes: number;
  /** The appointment being moved or assigned: its own time does not make its technician busy. */
  readonly exclude?: string | undefined;
}

export async function listFreeTechnicians(db: Executor, query: FreeTechniciansQuery): Promise<FreeTechnicians> {
  const [all, day] = await Promise.all([
    listAppointmentTechnicians(db),
    loadPlacementDay(db, query.date, query.exclude ? { exceptAppointmentId: query.exclude.toLowerCase() } : {}),
  ]);
  const start = timeToMinutes(query.time);
  const end = start + query.durationMinutes;
  const salonHours = day.context.day.hours;
  // A whole-day closure (a holiday) leaves the weekly windows in place but nobody works.
  const closed = isClosedAllDay(day.context.day);
  const windows = new Map(day.context.technicians.map((technician) => [technician.id, technician]));
  const free: { id: string; name: string }[] = [];
  const busy: FreeTechnicians['busy'][number][] = [];
  for (const technician of all.filter((candidate) => candidate.active)) {
    const entry = { id: technician.id, name: technician.displayName };
    const onDate = windows.get(technician.id);
    const window = onDate && !closed ? technicianWindow(onDate, salonHours) : null;
    const conflicts = technicianConflicts(day.others, technician.id, start, query.durationMinutes);
    if (conflicts.length > 0) {
      // Listed by start time: the span tells staff when the technician is free again.
      const busyFrom = conflicts.map((conflict) => conflict.time).sort()[0]!;
      const busyUntil = conflicts
        .map((conflict) => conflict.endTime)
        .sort()
        .at(-1)!;
      busy.push({ ...entry, why: 'appointment', busyFrom, busyUntil });
    } else if (!window || start < window.opensAtMinute || end > window.closesAtMinute) {
      busy.push({ ...entry, why: 'not_working' });
    } else {
      free.push(entry);
    }
  }
  return { free, busy };
}
