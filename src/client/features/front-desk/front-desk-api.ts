/**
 * The front desk's calls (the contract is src/domain/placement-requests.ts):
 * staff bookings, walk-ins, moves, who is free, and earlier customers by
 * phone or e-mail. Refusals come back as ApiRequestError; `placementRefusal`
 * reads the 409's details (which appointments are in the way).
 */
import { queryOptions } from '@tanstack/react-query';
import type { StaffBookingInput } from '../../../domain/placement-requests.ts';
import type { PlacementConflict, PlacementRefusalDetails } from '../../../domain/placement-requests.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';
import { frontDeskKeys } from './query-keys.ts';

export interface OverrideInput {
  readonly reason: string;
}

export type StaffBookingRequest = StaffBookingInput & { readonly override?: OverrideInput | null };

export interface WalkInRequest {
  readonly serviceIds: number[];
  readonly technicianId: string | null;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly notes?: string | null;
  readonly override?: OverrideInput | null;
}

export interface MoveRequestInput {
  readonly version: number;
  readonly date: string;
  readonly time: string;
  readonly technicianId: string | null;
  readonly override?: OverrideInput | null;
}

export async function createStaffBooking(request: StaffBookingRequest) {
  return (await readJson(await api.admin.appointments.$post({ json: request }))).appointment;
}

export async function createWalkIn(request: WalkInRequest) {
  return (await readJson(await api.admin.appointments['walk-in'].$post({ json: request }))).appointment;
}

export async function moveAppointment(id: string, request: MoveRequestInput) {
  return (await readJson(await api.admin.appointments[':id'].move.$patch({ param: { id }, json: request })))
    .appointment;
}

/** What every front-desk write answers: the appointment as the detail page shows it. */
export type CreatedAppointment = Awaited<ReturnType<typeof createStaffBooking>>;

export function customerLookupQuery(contact: string) {
  return queryOptions({
    queryKey: frontDeskKeys.lookup(contact),
    queryFn: async () => (await readJson(await api.admin.customers.lookup.$get({ query: { contact } }))).matches,
    staleTime: 30_000,
  });
}

export type CustomerSuggestion = Awaited<
  ReturnType<NonNullable<ReturnType<typeof customerLookupQuery>['queryFn']>>
>[number];

/** The dashboard's current filter, as a CSV download (H4's endpoint takes the list's query names). */
export function appointmentsCsvHref(search: URLSearchParams): string {
  const query = new URLSearchParams(search);
  // Paging belongs to the screen, not to the export: the file holds every row of the filter.
  query.delete('page');
  query.delete('pageSize');
  const text = query.toString();
  return `/api/admin/exports/appointments.csv${text ? `?${text}` : ''}`;
}

function isConflict(value: unknown): value is PlacementConflict {
  if (typeof value !== 'object' || value === null) return false;
  const conflict = value as Record<string, unknown>;
  return (
    typeof conflict.id === 'string' &&
    typeof conflict.reference === 'string' &&
    typeof conflict.time === 'string' &&
    typeof conflict.endTime === 'string' &&
    typeof conflict.customerName === 'string'
  );
}

/** The details of a 409 `slot_full` / `technician_busy`, or null for any other error. */
export function placementRefusal(error: unknown): PlacementRefusalDetails | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const details = error.details;
  if (typeof details !== 'object' || details === null) return null;
  const { reason, conflicts } = details as Record<string, unknown>;
  if (reason !== 'slot_full' && reason !== 'technician_busy') return null;
  return { reason, conflicts: Array.isArray(conflicts) ? conflicts.filter(isConflict) : [] };
}

/** A 422's per-field messages (the shared schemas' sentences), or an empty object. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError && error.status === 422 ? error.fields : {};
}
