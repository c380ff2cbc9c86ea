/**
 * The calendar's two front-desk calls (src/domain/placement-requests.ts): moving an
 * appointment, and asking who is free at the place it would go. A refusal is
 * returned as data, not thrown, because each kind needs its own screen: a full
 * place can be overridden with a reason, a busy technician cannot, and a stale
 * version means the calendar was out of date.
 */
import type { CalendarDate, TimeOfDay } from '../../../domain/calendar.ts';
import type { PlacementConflict, PlacementRefusalDetails } from '../../../domain/placement-requests.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';

export interface MoveRequestBody {
  readonly version: number;
  readonly date: CalendarDate;
  readonly time: TimeOfDay;
  readonly technicianId: string | null;
  readonly override: { readonly reason: string } | null;
}

export type MoveOutcome =
  | { readonly kind: 'moved' }
  | { readonly kind: 'slot_full'; readonly conflicts: readonly PlacementConflict[] }
  | { readonly kind: 'technician_busy'; readonly conflicts: readonly PlacementConflict[] }
  /** Someone else changed the appointment since the calendar was loaded. */
  | { readonly kind: 'stale'; readonly message: string }
  /** Hours, closures, the 5-minute grid, a missing appointment, or the network: the server's words. */
  | { readonly kind: 'refused'; readonly message: string };

function isRefusalDetails(value: unknown): value is PlacementRefusalDetails {
  if (typeof value !== 'object' || value === null) return false;
  const { reason, conflicts } = value as { reason?: unknown; conflicts?: unknown };
  return (reason === 'slot_full' || reason === 'technician_busy') && Array.isArray(conflicts);
}

export async function moveAppointment(id: string, body: MoveRequestBody): Promise<MoveOutcome> {
  try {
    await readJson(await api.admin.appointments[':id'].move.$patch({ param: { id }, json: body }));
    return { kind: 'moved' };
  } catch (error) {
    return refusalOf(error);
  }
}

/** What a failed move means for the screen. */
export function refusalOf(error: unknown): Exclude<MoveOutcome, { kind: 'moved' }> {
  // Not an answer from the server at all (the network is down): there is nothing more to say.
  if (!(error instanceof ApiRequestError)) return { kind: 'refused', message: '' };
  if (error.status === 409 && isRefusalDetails(error.details)) {
    return { kind: error.details.reason, conflicts: error.details.conflicts };
  }
  // The version check's 409 names the current version (edit-appointment.ts); other 409s do not.
  if (error.status === 409 && 'version' in error.fields) return { kind: 'stale', message: error.message };
  return { kind: 'refused', message: error.message };
}
