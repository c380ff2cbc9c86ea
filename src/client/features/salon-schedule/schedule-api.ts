/**
 * The owner's schedule API for the client: opening hours,
 * closures, technicians' weeks and days off. A change that would leave
 * existing appointments outside the new schedule is answered 409 with the
 * list (`affected`); `sendScheduleChange` turns that answer into a value the
 * form shows, and every other error into ApiRequestError as usual.
 */
import { queryOptions } from '@tanstack/react-query';
import type { WeeklyPattern } from '../../../domain/salon-settings.ts';
import type { MenuTranslationLanguage } from '../../../domain/menu-translations.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { scheduleKeys } from './query-keys.ts';

export interface AffectedAppointment {
  readonly id: string;
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly customerName: string;
  readonly services: string;
  readonly technician: string | null;
}

export interface AffectedAppointments {
  readonly items: readonly AffectedAppointment[];
  readonly total: number;
  readonly fingerprint: string | null;
}

export type ScheduleChangeResult<T> =
  | { readonly kind: 'saved'; readonly value: T }
  | { readonly kind: 'affected'; readonly affected: AffectedAppointments };

function isAffectedAnswer(body: unknown): body is { affected: AffectedAppointments } {
  return typeof body === 'object' && body !== null && 'affected' in body;
}

/** Reads a schedule change's answer: saved, the affected list to show, or an error thrown. */
export async function sendScheduleChange<T>(response: Response): Promise<ScheduleChangeResult<T>> {
  if (response.status === 409) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (isAffectedAnswer(body)) return { kind: 'affected', affected: body.affected };
  }
  return { kind: 'saved', value: await readJson<T>(response) };
}

export async function fetchOpeningHours() {
  return readJson(await api.admin.settings.hours.$get());
}

export function openingHoursQuery() {
  return queryOptions({ queryKey: scheduleKeys.hours(), queryFn: fetchOpeningHours, staleTime: 0 });
}

export async function saveOpeningHours(body: { hours: WeeklyPattern; version: number; acknowledgedChange?: string }) {
  const response = await api.admin.settings.hours.$put({ json: { ...body, hours: [...body.hours] } });
  return sendScheduleChange<{ hours: WeeklyPattern; version: number }>(response as unknown as Response);
}

export async function fetchClosures() {
  return (await readJson(await api.admin.settings.closures.$get())).closures;
}

export type ClosureItem = Awaited<ReturnType<typeof fetchClosures>>[number];

export function closuresQuery() {
  return queryOptions({ queryKey: scheduleKeys.closures(), queryFn: fetchClosures, staleTime: 0 });
}

export interface NewClosure {
  readonly firstDate: string;
  readonly lastDate?: string;
  readonly fromMinute: number | null;
  readonly toMinute: number | null;
  readonly reason: string;
  /** The reason in Thai, Russian and Chinese; empty: customers read the English one. */
  readonly translations?: Partial<Record<MenuTranslationLanguage, string>>;
  readonly acknowledgedChange?: string;
}

export async function addClosures(body: NewClosure) {
  const response = await api.admin.settings.closures.$post({ json: body });
  return sendScheduleChange<{ closures: ClosureItem[] }>(response as unknown as Response);
}

export async function removeClosure(id: number) {
  return readJson(await api.admin.settings.closures[':id'].$delete({ param: { id: String(id) } }));
}

export async function fetchTechnicianSchedules() {
  return readJson(await api.admin.settings.technicians.$get());
}

export type TechnicianSchedules = Awaited<ReturnType<typeof fetchTechnicianSchedules>>;
export type TechnicianScheduleItem = TechnicianSchedules['technicians'][number];

export function technicianSchedulesQuery() {
  return queryOptions({ queryKey: scheduleKeys.technicians(), queryFn: fetchTechnicianSchedules, staleTime: 0 });
}

export async function saveTechnicianWeek(
  technicianId: string,
  body: { pattern: WeeklyPattern | null; version: number; acknowledgedChange?: string },
) {
  const response = await api.admin.settings.technicians[':id'].week.$put({
    param: { id: technicianId },
    json: { ...body, pattern: body.pattern ? [...body.pattern] : null },
  });
  return sendScheduleChange<{ pattern: WeeklyPattern | null; version: number }>(response as unknown as Response);
}

export interface NewDaysOff {
  readonly firstDate: string;
  readonly lastDate?: string;
  readonly note: string;
  readonly acknowledgedChange?: string;
}

export async function addDaysOff(technicianId: string, body: NewDaysOff) {
  const response = await api.admin.settings.technicians[':id']['days-off'].$post({
    param: { id: technicianId },
    json: body,
  });
  return sendScheduleChange<{ daysOff: { id: number; date: string; note: string }[] }>(response as unknown as Response);
}

export async function removeDayOff(dayOffId: number) {
  return readJson(
    await api.admin.settings.technicians['days-off'][':dayOffId'].$delete({ param: { dayOffId: String(dayOffId) } }),
  );
}
