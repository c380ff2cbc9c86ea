/**
 * The appointments admin API for the client: query options for the list,
 * the detail and the technicians, and the edit calls. Errors come back as
 * ApiRequestError (lib/api-client.ts); a 401/403 is reported to the auth
 * layer by the query client's caches (app/providers.tsx), which sends an
 * expired session to /login.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DashboardQuery } from '../../../domain/appointment-dashboard.ts';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';
import { appointmentKeys } from './query-keys.ts';

function queryStrings(query: DashboardQuery) {
  return {
    q: query.q,
    status: query.status,
    time: query.time,
    technician: query.technician,
    page: String(query.page),
    pageSize: String(query.pageSize),
  };
}

export async function fetchAppointmentPage(query: DashboardQuery) {
  return readJson(await api.admin.appointments.$get({ query: queryStrings(query) }));
}

export type AppointmentPage = Awaited<ReturnType<typeof fetchAppointmentPage>>;
export type AppointmentListItem = AppointmentPage['items'][number];

export function appointmentListQuery(query: DashboardQuery) {
  return queryOptions({
    queryKey: appointmentKeys.list(query),
    queryFn: () => fetchAppointmentPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // Other staff and the booking page change the list all day.
    refetchInterval: 60_000,
  });
}

export async function fetchAppointmentDetail(id: string) {
  return (await readJson(await api.admin.appointments[':id'].$get({ param: { id } }))).appointment;
}

export type AppointmentDetail = Awaited<ReturnType<typeof fetchAppointmentDetail>>;

export function appointmentDetailQuery(id: string) {
  return queryOptions({
    queryKey: appointmentKeys.detail(id),
    queryFn: () => fetchAppointmentDetail(id),
    staleTime: 5_000,
    // Not found is an answer, not a hiccup: do not retry it.
    retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1,
  });
}

export async function fetchTechnicians() {
  return (await readJson(await api.admin.appointments.technicians.$get())).technicians;
}

export type TechnicianOption = Awaited<ReturnType<typeof fetchTechnicians>>[number];

export function techniciansQuery() {
  return queryOptions({ queryKey: appointmentKeys.technicians(), queryFn: fetchTechnicians, staleTime: 5 * 60_000 });
}

/** One edit of an appointment, as the server accepts it. */
export type AppointmentEdit =
  | { readonly kind: 'status'; readonly status: AppointmentStatus }
  | { readonly kind: 'technician'; readonly technicianId: string | null }
  | { readonly kind: 'discount'; readonly discountPercentage: number }
  | { readonly kind: 'addService'; readonly serviceId: number; readonly acknowledgeWarnings: boolean }
  | { readonly kind: 'removeService'; readonly serviceId: number };

/**
 * DELETE requests carry no body, but the Node adapter gives every non-GET
 * request a body stream, and the API's JSON-only check would refuse it with
 * 415 without a JSON content type. Saying "JSON" for the empty body is honest
 * and passes the check.
 */
const EMPTY_JSON_BODY = { headers: { 'content-type': 'application/json' } };

/** Sends an edit with the version the editor saw; answers the fresh detail. */
export async function sendAppointmentEdit(id: string, version: number, edit: AppointmentEdit) {
  const one = api.admin.appointments[':id'];
  const param = { id };
  switch (edit.kind) {
    case 'status':
      return (await readJson(await one.status.$patch({ param, json: { version, status: edit.status } }))).appointment;
    case 'technician':
      return (
        await readJson(await one.technician.$patch({ param, json: { version, technicianId: edit.technicianId } }))
      ).appointment;
    case 'discount':
      return (
        await readJson(
          await one.discount.$patch({ param, json: { version, discountPercentage: edit.discountPercentage } }),
        )
      ).appointment;
    case 'addService':
      return (
        await readJson(
          await one.services.$post({
            param,
            json: { version, serviceId: edit.serviceId, acknowledgeWarnings: edit.acknowledgeWarnings },
          }),
        )
      ).appointment;
    case 'removeService':
      return (
        await readJson(
          await one.services[':serviceId'].$delete(
            { param: { id, serviceId: String(edit.serviceId) }, query: { version: String(version) } },
            EMPTY_JSON_BODY,
          ),
        )
      ).appointment;
  }
}

export async function deleteAppointment(id: string, version: number) {
  return readJson(
    await api.admin.appointments[':id'].$delete(
      { param: { id }, query: { version: String(version) } },
      EMPTY_JSON_BODY,
    ),
  );
}

/** True for the server's answer to a stale version: the appointment changed under us. */
export function isVersionConflict(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409 && 'version' in error.fields;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A new private link for the customer: every earlier one ends. Answers the link (shown once:
 * only its hash is kept) and whether it was e-mailed (phone bookings may have no e-mail address).
 */
export async function issueManageLink(id: string) {
  return readJson(await api.admin.appointments[':id']['manage-link'].$post({ param: { id } }, EMPTY_JSON_BODY));
}
