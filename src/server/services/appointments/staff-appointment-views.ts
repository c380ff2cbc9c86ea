/**
 * What the admin's appointment routes answer: the dashboard's page and one appointment's detail, their
 * treatments named in the signed-in member's language and dated by the request's instant on the salon's
 * clock. Every edit answers with the fresh detail, so the editor sees the new version at once.
 */
import type { DashboardQuery } from '../../../domain/appointment-dashboard.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import { refuse, type ApiError } from '../../http/errors.ts';
import { acknowledgeCustomerChange } from '../manage-booking/acknowledge-customer-change.ts';
import { appointmentsNamedIn } from '../menu/service-names.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { getAppointmentDetail, type AppointmentDetail } from './get-appointment-detail.ts';
import { listAppointments } from './list-appointments.ts';

/** An unknown appointment, for the detail, every edit and a new private link alike. */
export function notFoundError(): ApiError {
  return refuse(404, 'admin:refusals.appointmentNotFound');
}

/** One page of the dashboard, with the salon's date today (the time filters' "today"). */
export async function listStaffAppointments(
  context: Pick<StaffRequestContext, 'db' | 'now' | 'salon' | 'language'>,
  query: DashboardQuery,
) {
  const now = salonMoment(context.now, context.salon.timeZone);
  const page = await listAppointments({ db: context.db, query, now });
  const items = await appointmentsNamedIn(context.db, page.items, context.language);
  return { ...page, items, today: now.date };
}

/** The detail, its treatments named in the member's language; 404 for an unknown id. */
export async function readStaffAppointment(
  context: Pick<StaffRequestContext, 'db' | 'language'>,
  id: string,
): Promise<AppointmentDetail> {
  const detail = await getAppointmentDetail({ db: context.db, id });
  if (!detail) throw notFoundError();
  const [named] = await appointmentsNamedIn(context.db, [detail], context.language);
  return named ?? detail;
}

/**
 * Staff open an appointment: the detail still carries the "changed by customer" mark, so the page says
 * what happened once, and the mark goes for the next dashboard load.
 */
export async function openStaffAppointment(
  context: Pick<StaffRequestContext, 'db' | 'language'>,
  id: string,
): Promise<AppointmentDetail> {
  const appointment = await readStaffAppointment(context, id);
  if (appointment.customerChangedAt !== null) await acknowledgeCustomerChange(context.db, appointment.id);
  return appointment;
}
