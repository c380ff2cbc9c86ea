/**
 * The appointments dashboard's questions and rules, shared by the server (validation, SQL ranges) and the
 * client (URL state, in-progress highlight, status buttons):
 *
 * - `dashboardQuerySchema`: search, filters and page, as they appear in the
 *   URL and in GET /api/admin/appointments.
 * - `dashboardDateRange`: a time filter as a range of salon dates (and, for
 *   "upcoming", a minute of the salon's today).
 * - `isInProgress`: from 30 minutes before the start until the end.
 * - `statusActions`: the buttons a status offers, with their action names.
 */
import { z } from 'zod';
import {
  AFTER_START_STATUSES,
  allowedTransitions,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
} from './appointment-status.ts';
import { addDays, endOfMondayWeek, startOfMondayWeek, timeToMinutes, type CalendarDate } from './calendar.ts';
import { decimalInteger, isUuid } from './input-bounds.ts';
import { isReachablePage, listBoundMessages } from './list-bounds.ts';
import { IN_PROGRESS_LEAD_MINUTES } from './salon-rules.ts';
import type { SalonMoment } from './salon-time.ts';

export const DASHBOARD_TIME_FILTERS = ['all', 'today', 'tomorrow', 'week', 'upcoming'] as const;
export type DashboardTimeFilter = (typeof DASHBOARD_TIME_FILTERS)[number];

export const DASHBOARD_STATUS_FILTERS = ['all', ...APPOINTMENT_STATUSES] as const;
export type DashboardStatusFilter = (typeof DASHBOARD_STATUS_FILTERS)[number];

/** Technician filter: everyone, appointments without a technician, or one technician's id. */
export type DashboardTechnicianFilter = 'all' | 'unassigned' | string;

export const DASHBOARD_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_DASHBOARD_PAGE_SIZE = 25;
export const DASHBOARD_SEARCH_MAX_LENGTH = 100;
/** The widest page number accepted; the pages reached are fewer (lastReachablePage, decision 210). */
export const DASHBOARD_MAX_PAGE = 10_000;

export const dashboardMessages = {
  search: `Search with at most ${DASHBOARD_SEARCH_MAX_LENGTH} characters.`,
  status: 'The status filter must be all, pending, confirmed, completed, cancelled or no_show.',
  time: 'The time filter must be all, today, tomorrow, week or upcoming.',
  technician: "The technician filter must be all, unassigned or a technician's id.",
  page: `The page must be a whole number from 1 to ${DASHBOARD_MAX_PAGE}.`,
  pageSize: `The page size must be one of ${DASHBOARD_PAGE_SIZES.join(', ')}.`,
} as const;

const pageNumber = decimalInteger(dashboardMessages.page, { min: 1, max: DASHBOARD_MAX_PAGE });

/** GET /api/admin/appointments query, also the dashboard URL's search parameters. */
export const dashboardQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(DASHBOARD_SEARCH_MAX_LENGTH, dashboardMessages.search)
      .optional()
      // Control characters (line breaks) never belong to a search; the search column separates fields with them.
      .transform((value) => (value ?? '').replace(/\p{Cc}/gu, '')),
    status: z
      .enum(DASHBOARD_STATUS_FILTERS, { error: dashboardMessages.status })
      .optional()
      .transform((value) => value ?? 'all'),
    time: z
      .enum(DASHBOARD_TIME_FILTERS, { error: dashboardMessages.time })
      .optional()
      .transform((value) => value ?? 'all'),
    technician: z
      .string()
      .refine((value) => value === 'all' || value === 'unassigned' || isUuid(value), dashboardMessages.technician)
      .optional()
      .transform((value) => (value ? value.toLowerCase() : 'all')),
    page: pageNumber.optional().transform((value) => value ?? 1),
    pageSize: decimalInteger(dashboardMessages.pageSize, { min: 1, max: Math.max(...DASHBOARD_PAGE_SIZES) })
      .refine((value) => (DASHBOARD_PAGE_SIZES as readonly number[]).includes(value), dashboardMessages.pageSize)
      .optional()
      .transform((value) => value ?? DEFAULT_DASHBOARD_PAGE_SIZE),
  })
  .refine((query) => isReachablePage(query.page, query.pageSize), { message: listBoundMessages.page, path: ['page'] });

export type DashboardQueryInput = z.input<typeof dashboardQuerySchema>;
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

export const DEFAULT_DASHBOARD_QUERY: DashboardQuery = {
  q: '',
  status: 'all',
  time: 'all',
  technician: 'all',
  page: 1,
  pageSize: DEFAULT_DASHBOARD_PAGE_SIZE,
};

/** True when search or any filter narrows the list (picks the empty-state hint: "no match" rather than "no appointments"). */
export function isDashboardFiltered(query: Pick<DashboardQuery, 'q' | 'status' | 'time' | 'technician'>): boolean {
  return query.q !== '' || query.status !== 'all' || query.time !== 'all' || query.technician !== 'all';
}

/**
 * Dates a time filter keeps, in salon time. Both ends inclusive; absent means
 * open. `endsAfterMinute` applies to `from` only: on the salon's today,
 * "upcoming" keeps appointments that have not ended yet (in progress or later).
 */
export interface DashboardDateRange {
  readonly from?: CalendarDate;
  readonly to?: CalendarDate;
  readonly endsAfterMinute?: number;
}

export function dashboardDateRange(filter: DashboardTimeFilter, now: SalonMoment): DashboardDateRange {
  switch (filter) {
    case 'all':
      return {};
    case 'today':
      return { from: now.date, to: now.date };
    case 'tomorrow': {
      const tomorrow = addDays(now.date, 1);
      return { from: tomorrow, to: tomorrow };
    }
    case 'week':
      return { from: startOfMondayWeek(now.date), to: endOfMondayWeek(now.date) };
    case 'upcoming':
      return { from: now.date, endsAfterMinute: now.minuteOfDay };
  }
}

export interface TimedAppointment {
  readonly date: CalendarDate;
  readonly startTime: string;
  readonly endTime: string;
}

/** In progress from 30 minutes before the start (the customer may be arriving) until the end, on the salon's clock. */
export function isInProgress(appointment: TimedAppointment, now: SalonMoment): boolean {
  if (appointment.date !== now.date) return false;
  const from = timeToMinutes(appointment.startTime) - IN_PROGRESS_LEAD_MINUTES;
  const until = timeToMinutes(appointment.endTime);
  return now.minuteOfDay >= from && now.minuteOfDay < until;
}

/** The name of each status button; the exact labels live in the admin catalogue under dashboard.actions. */
export type StatusActionName =
  'confirm' | 'complete' | 'cancel' | 'returnToConfirmed' | 'restoreToPending' | 'markNoShow' | 'undoNoShow';

export interface StatusAction {
  readonly to: AppointmentStatus;
  readonly action: StatusActionName;
}

function actionName(from: AppointmentStatus, to: AppointmentStatus): StatusActionName {
  if (to === 'confirmed') {
    if (from === 'completed') return 'returnToConfirmed';
    return from === 'no_show' ? 'undoNoShow' : 'confirm';
  }
  if (to === 'no_show') return 'markNoShow';
  if (to === 'pending') return 'restoreToPending';
  if (to === 'completed') return 'complete';
  return 'cancel';
}

/**
 * The buttons offered for a status, in the machine's order. Pass `startHasPassed` (the
 * salon clock has reached the appointment's start) to leave out "No-show" before then: the server refuses
 * it with 422 until the start (decision 153).
 */
export function statusActions(from: AppointmentStatus, startHasPassed = true): StatusAction[] {
  return allowedTransitions(from)
    .filter((to) => startHasPassed || !AFTER_START_STATUSES.includes(to))
    .map((to) => ({ to, action: actionName(from, to) }));
}
