/**
 * Who is free for an appointment's time (GET
 * /api/admin/appointments/free-technicians). One query for every screen that
 * places an appointment: the front desk's dialogs, the calendar's moves and
 * the dashboard's "Assign Technician" selects.
 */
import { queryOptions } from '@tanstack/react-query';
import type { FreeTechnicians } from '../../domain/placement-requests.ts';
import { formatTimeOfDay } from '../../i18n/format.ts';
import { api, readJson } from './api-client.ts';
import { currentLocale } from './i18n.ts';

export interface FreeTechniciansQuestion {
  readonly date: string;
  readonly time: string;
  readonly durationMinutes: number;
  /** The appointment being moved or assigned: its own time does not make its technician busy. */
  readonly exclude?: string;
}

export const freeTechniciansKey = (question: FreeTechniciansQuestion) =>
  [
    'admin',
    'free-technicians',
    question.date,
    question.time,
    question.durationMinutes,
    question.exclude ?? '',
  ] as const;

export function freeTechniciansQuery(question: FreeTechniciansQuestion) {
  return queryOptions({
    queryKey: freeTechniciansKey(question),
    queryFn: async (): Promise<FreeTechnicians> =>
      readJson(
        await api.admin.appointments['free-technicians'].$get({
          query: {
            date: question.date,
            time: question.time,
            durationMinutes: String(question.durationMinutes),
            ...(question.exclude ? { exclude: question.exclude } : {}),
          },
        }),
      ),
    staleTime: 10_000,
    // While a block is dragged the place changes every few frames: a late answer is still useful, a retry is not.
    retry: false,
  });
}

export type BusyTechnician = FreeTechnicians['busy'][number];

/** "14:00–15:00" in the page's locale: when a busy technician's other appointments are; '' when not known. */
export function busySpan(technician: BusyTechnician): string {
  if (!technician.busyFrom || !technician.busyUntil) return '';
  const locale = currentLocale();
  return `${formatTimeOfDay(technician.busyFrom, locale)}–${formatTimeOfDay(technician.busyUntil, locale)}`;
}

export type { FreeTechnicians };
