/**
 * One day of the calendar (/admin/calendar): the active technicians in
 * display order, the day's appointments (cancelled ones hidden) each placed
 * in a row, the Daily Statistics per technician, read from the statistics
 * rollup (decision 044), and the owner's settings for the day:
 * closures, and who is off or in for only part of the day. All of it comes
 * from one prepared statement.
 */
import { sql } from 'drizzle-orm';
import type { AppointmentSource } from '../../../domain/appointment-source.ts';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import { byStartThenId, placeAppointments, type Placement } from '../../../domain/calendar-layout.ts';
import type { CalendarDate, TimeOfDay } from '../../../domain/calendar.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import { keptDepositsOf, paidFiguresOf } from '../../../domain/checkout/paid-revenue.ts';
import type { Database } from '../../db/client.ts';
import { appointments, staff } from '../../db/schema.ts';
import { technicianWindow } from '../../../domain/day-availability.ts';
import type { DayWindow } from '../../../domain/salon-settings.ts';
import { statisticsColumns, statisticsOf, type StatisticsRow } from '../statistics/appointment-stats.ts';
import { keptDepositsByDay } from '../statistics/kept-deposits.ts';
import {
  bookingContextColumns,
  contextFrom,
  contextTypes,
  contextValues,
  type BookingContext,
  type ContextRow,
} from '../booking/booking-context.ts';
import { parseJson } from '../shared/sql-rows.ts';
import { defineStatement, runPrepared } from '../shared/prepared-statements.ts';
import type { TechnicianSummary } from '../staff/list-technicians.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { salonToday } from '../../../domain/salon-time.ts';

export interface CalendarBlock {
  readonly id: string;
  readonly customerName: string;
  readonly startTime: TimeOfDay;
  readonly endTime: TimeOfDay;
  readonly status: AppointmentStatus;
  readonly technicianId: string | null;
  /** Display name of the assigned technician (also when that technician has no row). */
  readonly technicianName: string | null;
  readonly services: readonly string[];
  /** The technician row the block is drawn in; null only when there are no technicians. */
  readonly rowId: string | null;
  readonly placement: Placement['kind'];
  /** The appointment's version, sent back when the calendar moves it (a stale calendar is refused). */
  readonly version: number;
  /** Where it came from. */
  readonly source: AppointmentSource;
  /** Booked or moved past the capacity rule by staff (the reason is on the appointment's detail). */
  readonly overridden: boolean;
}

export interface ServiceCount {
  readonly name: string;
  readonly count: number;
  readonly totalMinutes: number;
}

export interface TechnicianDayStatistics {
  readonly appointmentCount: number;
  readonly totalDurationMinutes: number;
  /** Booked value: the counted appointments' prices after their discounts (whole baht). */
  readonly revenueThb: number;
  /** Paid revenue of the day (decision 225), satang: sale lines paid this salon day, net of refunds. */
  readonly paidRevenueSatang: number;
  /** Tips paid this day, net of tip refunds, satang; never in paid revenue. */
  readonly tipsSatang: number;
  /** Deposits kept this day (decision 228), satang, by the appointment's technician; apart from paid revenue. */
  readonly keptDepositsSatang: number;
  /** No-shows of the day: not in the appointment count or the revenue. */
  readonly noShowCount: number;
  readonly services: readonly ServiceCount[];
}

/** How one active technician stands on the day: off, partly in, or in all the salon's hours. */
export interface TechnicianDayStatus {
  readonly technicianId: string;
  readonly displayName: string;
  /** 'day_off': a dated day off; 'not_working': their week leaves this weekday out; 'part_day': in for part. */
  readonly kind: 'day_off' | 'not_working' | 'part_day';
  /** Their window on a part day. */
  readonly window: DayWindow | null;
  /** The day off's note ('' when none). */
  readonly note: string;
}

/** The owner's settings for the day, for staff to see at a glance. */
export interface CalendarDaySchedule {
  /** The salon's hours that weekday; null when closed by the week. */
  readonly hours: DayWindow | null;
  readonly closures: readonly { fromMinute: number | null; toMinute: number | null; reason: string }[];
  /** Only the technicians who are not in for all of the salon's hours. */
  readonly technicians: readonly TechnicianDayStatus[];
}

export interface CalendarDay {
  readonly date: CalendarDate;
  readonly schedule: CalendarDaySchedule;
  readonly technicians: readonly (TechnicianSummary & { readonly statistics: TechnicianDayStatistics })[];
  readonly appointments: readonly CalendarBlock[];
  /** Appointments of the day with no technician: in nobody's statistics, so counted apart. */
  readonly unassigned: TechnicianDayStatistics;
}

type Mutable<T> = { -readonly [Key in keyof T]: T[Key] };

const EMPTY_STATISTICS: TechnicianDayStatistics = {
  appointmentCount: 0,
  totalDurationMinutes: 0,
  revenueThb: 0,
  paidRevenueSatang: 0,
  tipsSatang: 0,
  keptDepositsSatang: 0,
  noShowCount: 0,
  services: [],
};

/**
 * The day's blocks as the calendar statement returns them: one JSON value holding a column per field
 * (null for a day without blocks), all in the same order. A busy day has over a thousand blocks: one
 * JSON text is parsed far faster than as many driver rows (three times on the embedded engine), and an
 * aggregate per column costs the database less than a JSON array built per row. Service names come
 * from the appointment's own derived column (decision 044).
 */
type BlockColumns = [
  ids: string[] | null,
  customerNames: string[] | null,
  startTimes: TimeOfDay[] | null,
  endTimes: TimeOfDay[] | null,
  statuses: AppointmentStatus[] | null,
  technicianIds: (string | null)[] | null,
  services: string[][] | null,
  versions: number[] | null,
  sources: AppointmentSource[] | null,
  overridden: boolean[] | null,
];

const datePlaceholder = sql.placeholder('date');

/** The columns of `calendarDayStatement`. */
type CalendarDayRow = ContextRow & StatisticsRow & { blocks: unknown; staff_emails: unknown };

/**
 * The day's settings (the booking context's columns: hours, closures, who works), blocks and Daily
 * Statistics in one prepared statement, one round trip. The blocks are not ordered by the database
 * (sorting a thousand rows inside the aggregate cost as much as building their JSON on the embedded
 * engine): `byStartThenId` orders them here, as the calendar's rows are ordered.
 */
const calendarDayStatement = defineStatement(
  'calendar_day',
  contextTypes,
  sql`select ${bookingContextColumns},
      (select json_build_array(json_agg(${appointments.id}), json_agg(${appointments.customerName}),
            json_agg(${appointments.startTime}), json_agg(${appointments.endTime}), json_agg(${appointments.status}),
            json_agg(${appointments.technicianId}), json_agg(${appointments.serviceNames}),
            json_agg(${appointments.version}), json_agg(${appointments.source}),
            json_agg(${appointments.capacityOverrideReason} is not null))
        from ${appointments}
        where ${appointments.appointmentDate} = ${datePlaceholder}::date and ${appointments.status} <> 'cancelled') as blocks,
      -- Every staff e-mail (a few rows) names the blocks' technicians, former ones included, without a
      -- join per block.
      (select coalesce(json_object_agg(${staff.id}, ${staff.email}), '{}') from ${staff}) as staff_emails,
      ${statisticsColumns({ from: datePlaceholder, to: datePlaceholder })}`,
);

export async function getCalendarDay(options: {
  db: Database;
  date: CalendarDate;
  timeZone: string;
}): Promise<CalendarDay> {
  const { db, date } = options;
  const [[row], kept] = await Promise.all([
    runPrepared<CalendarDayRow>(db, calendarDayStatement, { ...contextValues({ date }), serviceIds: [] }),
    keptDepositsByDay(db, { from: date, to: date, timeZone: options.timeZone }),
  ]);
  const context = contextFrom(date, row);
  const emails = parseJson<Record<string, string>>(row?.staff_emails ?? {});
  // The rows: the context's technicians are the active ones in display order, as listActiveTechnicians
  // reads them, so the statement that reads the day also gives the rows (one round trip for the day).
  const technicians: TechnicianSummary[] = context.technicians.map(({ id }) => {
    const email = emails[id] ?? '';
    return { id, email, displayName: technicianDisplayName(email), active: true };
  });
  const { days: dayTotals, services: serviceTotals, noShows, paid } = statisticsOf(row);

  const technicianNames = new Map<string, string | null>();
  const technicianName = (id: string): string | null => {
    let name = technicianNames.get(id);
    if (name === undefined) {
      const email = emails[id];
      technicianNames.set(id, (name = email === undefined ? null : technicianDisplayName(email)));
    }
    return name;
  };
  // Each block is built once, in its final shape, and placed in its row afterwards: a thousand object
  // copies with the row added cost more than the rest of the placement (profiled at 1,199 blocks).
  const [ids, customerNames, startTimes, endTimes, statuses, technicianIds, services, versions, sources, overridden] =
    parseJson<BlockColumns>(row?.blocks);
  const blocks: Mutable<CalendarBlock>[] = (ids ?? []).map((id, index) => {
    const technicianId = technicianIds?.[index] ?? null;
    return {
      id,
      customerName: customerNames?.[index] ?? '',
      startTime: startTimes?.[index] ?? '',
      endTime: endTimes?.[index] ?? '',
      status: statuses?.[index] ?? 'pending',
      technicianId,
      technicianName: technicianId === null ? null : technicianName(technicianId),
      services: services?.[index] ?? [],
      rowId: null,
      placement: 'unassigned',
      version: versions?.[index] ?? 0,
      source: sources?.[index] ?? 'online',
      overridden: overridden?.[index] ?? false,
    };
  });
  blocks.sort(byStartThenId);
  const placements = placeAppointments(
    technicians.map((technician) => technician.id),
    blocks,
  );
  for (const block of blocks) {
    const placement = placements.get(block.id);
    if (placement) {
      block.rowId = placement.rowId;
      block.placement = placement.kind;
    }
  }

  const statisticsFor = (technicianId: string | null): TechnicianDayStatistics => {
    const totals = dayTotals.find((row) => row.technicianId === technicianId);
    const noShowCount = noShows.find((row) => row.technicianId === technicianId)?.count ?? 0;
    const paidFigures = paidFiguresOf(paid, technicianId);
    const paidPart = {
      paidRevenueSatang: paidFigures.revenue,
      tipsSatang: paidFigures.tips,
      keptDepositsSatang: keptDepositsOf(kept, technicianId),
    };
    if (!totals) return { ...EMPTY_STATISTICS, noShowCount, ...paidPart };
    return {
      noShowCount,
      ...paidPart,
      appointmentCount: totals.appointmentCount,
      totalDurationMinutes: totals.totalDurationMinutes,
      revenueThb: totals.revenueThb,
      services: serviceTotals
        .filter((row) => row.technicianId === technicianId)
        .map((row) => ({ name: row.serviceName, count: row.count, totalMinutes: row.totalMinutes })),
    };
  };

  return {
    date,
    schedule: daySchedule(context, technicians),
    technicians: technicians.map((technician) => ({ ...technician, statistics: statisticsFor(technician.id) })),
    appointments: blocks,
    unassigned: statisticsFor(null),
  };
}

function daySchedule(context: BookingContext, technicians: readonly TechnicianSummary[]): CalendarDaySchedule {
  const { hours, closures } = context.day;
  const names = new Map(technicians.map((technician) => [technician.id, technician.displayName]));
  const statuses: TechnicianDayStatus[] = [];
  for (const technician of context.technicians) {
    const displayName = names.get(technician.id) ?? '';
    const base = { technicianId: technician.id, displayName, note: technician.dayOffNote };
    const window = technicianWindow(technician, hours);
    if (technician.dayOff) statuses.push({ ...base, kind: 'day_off', window: null });
    // On a day closed by the week, nobody is "off": the salon is.
    else if (window === null && hours !== null) statuses.push({ ...base, kind: 'not_working', window: null });
    else if (
      window !== null &&
      hours !== null &&
      (window.opensAtMinute > hours.opensAtMinute || window.closesAtMinute < hours.closesAtMinute)
    ) {
      statuses.push({ ...base, kind: 'part_day', window });
    }
  }
  return {
    hours,
    closures: closures.map(({ fromMinute, toMinute, reason }) => ({ fromMinute, toMinute, reason })),
    technicians: statuses,
  };
}

/** The day a staff member opens (the salon's today when none is asked for), with today beside it. */
export async function getStaffCalendarDay(
  context: Pick<StaffRequestContext, 'db' | 'now' | 'salon'>,
  query: { readonly date?: CalendarDate | undefined },
): Promise<CalendarDay & { today: CalendarDate }> {
  const { timeZone } = context.salon;
  const today = salonToday(context.now, timeZone);
  const day = await getCalendarDay({ db: context.db, date: query.date ?? today, timeZone });
  return { ...day, today };
}
