/**
 * Appointments dashboard list, detail and edits, behind the admin guard.
 *
 *   GET    /api/admin/appointments?q=&status=&time=&technician=&page=&pageSize=   one page of the dashboard
 *   GET    /api/admin/appointments/technicians                                   technicians for selects and filter
 *   GET    /api/admin/appointments/free-technicians?date=&time=&durationMinutes=&exclude=   who is free then
 *   POST   /api/admin/appointments                 staffBookingSchema   -> 201 (front desk)
 *   POST   /api/admin/appointments/walk-in         walkInSchema         -> 201
 *   PATCH  /api/admin/appointments/:id/move        moveSchema
 *   GET    /api/admin/appointments/:id                                           detail (404 'Appointment not found');
 *                                                          clears the "changed by customer" mark
 *   POST   /api/admin/appointments/:id/manage-link   a new private link for the customer -> 201 { url, emailed }
 *   PATCH  /api/admin/appointments/:id/status       { version, status }
 *   PATCH  /api/admin/appointments/:id/technician   { version, technicianId | null }
 *   PATCH  /api/admin/appointments/:id/discount     { version, discountPercentage }
 *   POST   /api/admin/appointments/:id/services     { version, serviceId, acknowledgeWarnings? }
 *   DELETE /api/admin/appointments/:id/services/:serviceId?version=
 *   DELETE /api/admin/appointments/:id?version=
 *
 * Every edit answers with the fresh detail (new version); a stale version is 409.
 */
import { Hono } from 'hono';
import { dashboardQuerySchema } from '../../../domain/appointment-dashboard.ts';
import {
  addServiceSchema,
  appointmentParamSchema,
  appointmentServiceParamSchema,
  discountChangeSchema,
  statusChangeSchema,
  technicianChangeSchema,
  versionQuerySchema,
} from '../../../domain/appointment-edits.ts';
import {
  freeTechniciansQuerySchema,
  moveSchema,
  staffBookingSchema,
  walkInSchema,
} from '../../../domain/placement-requests.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import type { AppDeps, SessionStaff } from '../../app-env.ts';
import { appointmentsNamedIn } from '../../services/menu/service-names.ts';
import { validate } from '../../http/validation.ts';
import {
  assignAppointmentTechnician,
  changeAppointmentDiscount,
  changeAppointmentStatus,
  deleteAppointment,
  notFoundError,
} from '../../services/appointments/edit-appointment.ts';
import {
  addAppointmentService,
  removeAppointmentService,
} from '../../services/appointments/edit-appointment-services.ts';
import { createStaffAppointment, createWalkIn } from '../../services/front-desk/create-staff-appointment.ts';
import { getAppointmentDetail } from '../../services/appointments/get-appointment-detail.ts';
import { acknowledgeCustomerChange } from '../../services/manage-booking/acknowledge-customer-change.ts';
import { issueManageLink } from '../../services/manage-booking/issue-manage-link.ts';
import { listFreeTechnicians } from '../../services/front-desk/list-free-technicians.ts';
import { moveAppointment } from '../../services/front-desk/move-appointment.ts';
import { listAppointmentTechnicians } from '../../services/appointments/list-appointment-technicians.ts';
import { listAppointments } from '../../services/appointments/list-appointments.ts';
import type { AppEnv } from '../../app-env.ts';

/** The detail, its treatments named in the signed-in member's language. */
async function detailOrNotFound({ deps, staff }: { deps: AppDeps; staff: SessionStaff }, id: string) {
  const detail = await getAppointmentDetail({ db: deps.db, id, hours: deps.salon.hours });
  if (!detail) throw notFoundError();
  const [named] = await appointmentsNamedIn(deps.db, [detail], staff.language);
  return named ?? detail;
}

/** What a front-desk write needs from the request. */
function deskContext(c: { var: { deps: AppDeps; staff: { id: string } } }) {
  const { deps, staff } = c.var;
  return { db: deps.db, now: deps.clock(), salon: deps.salon, publicUrl: deps.publicUrl, staffId: staff.id };
}

export const appointmentRoutes = new Hono<AppEnv>()
  .get('/', validate('query', dashboardQuerySchema), async (c) => {
    const { db, clock, salon } = c.var.deps;
    const now = salonMoment(clock(), salon.timeZone);
    const page = await listAppointments({ db, query: c.req.valid('query'), now });
    const items = await appointmentsNamedIn(db, page.items, c.var.staff.language);
    return c.json({ ...page, items, today: now.date });
  })
  .get('/technicians', async (c) => c.json({ technicians: await listAppointmentTechnicians(c.var.deps.db) }))
  .get('/free-technicians', validate('query', freeTechniciansQuerySchema), async (c) =>
    c.json(await listFreeTechnicians(c.var.deps.db, c.req.valid('query'))),
  )
  .post('/', validate('json', staffBookingSchema), async (c) => {
    const id = await createStaffAppointment(deskContext(c), c.req.valid('json'));
    return c.json({ appointment: await detailOrNotFound(c.var, id) }, 201);
  })
  .post('/walk-in', validate('json', walkInSchema), async (c) => {
    const id = await createWalkIn(deskContext(c), c.req.valid('json'));
    return c.json({ appointment: await detailOrNotFound(c.var, id) }, 201);
  })
  .get('/:id', validate('param', appointmentParamSchema), async (c) => {
    const appointment = await detailOrNotFound(c.var, c.req.valid('param').id);
    if (appointment.customerChangedAt !== null) await acknowledgeCustomerChange(c.var.deps.db, appointment.id);
    return c.json({ appointment });
  })
  .post('/:id/manage-link', validate('param', appointmentParamSchema), async (c) => {
    const { deps, staff, logger } = c.var;
    const { id } = c.req.valid('param');
    const issued = await issueManageLink({
      db: deps.db,
      appointmentId: id,
      staffId: staff.id,
      now: deps.clock(),
      salon: deps.salon,
      publicUrl: deps.publicUrl,
    });
    logger.info({ appointmentId: id, emailed: issued.emailed }, 'manage link issued');
    return c.json(issued, 201);
  })
  .patch('/:id/move', validate('param', appointmentParamSchema), validate('json', moveSchema), async (c) => {
    const { id } = c.req.valid('param');
    await moveAppointment({ ...deskContext(c), id, move: c.req.valid('json') });
    return c.json({ appointment: await detailOrNotFound(c.var, id) });
  })
  .patch('/:id/status', validate('param', appointmentParamSchema), validate('json', statusChangeSchema), async (c) => {
    const { deps, staff } = c.var;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await changeAppointmentStatus({
      db: deps.db,
      id,
      version: body.version,
      status: body.status,
      staffId: staff.id,
      now: deps.clock(),
      salon: deps.salon,
      publicUrl: deps.publicUrl,
    });
    return c.json({ appointment: await detailOrNotFound(c.var, id) });
  })
  .patch(
    '/:id/technician',
    validate('param', appointmentParamSchema),
    validate('json', technicianChangeSchema),
    async (c) => {
      const { deps, staff } = c.var;
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      await assignAppointmentTechnician({
        db: deps.db,
        id,
        version: body.version,
        technicianId: body.technicianId,
        staffId: staff.id,
        now: deps.clock(),
      });
      return c.json({ appointment: await detailOrNotFound(c.var, id) });
    },
  )
  .patch(
    '/:id/discount',
    validate('param', appointmentParamSchema),
    validate('json', discountChangeSchema),
    async (c) => {
      const { deps, staff } = c.var;
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      await changeAppointmentDiscount({
        db: deps.db,
        id,
        version: body.version,
        discountPercentage: body.discountPercentage,
        staffId: staff.id,
        now: deps.clock(),
      });
      return c.json({ appointment: await detailOrNotFound(c.var, id) });
    },
  )
  .post('/:id/services', validate('param', appointmentParamSchema), validate('json', addServiceSchema), async (c) => {
    const { deps, staff } = c.var;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await addAppointmentService({
      db: deps.db,
      id,
      version: body.version,
      serviceId: body.serviceId,
      acknowledgeWarnings: body.acknowledgeWarnings,
      salon: deps.salon,
      staffId: staff.id,
      now: deps.clock(),
    });
    return c.json({ appointment: await detailOrNotFound(c.var, id) });
  })
  .delete(
    '/:id/services/:serviceId',
    validate('param', appointmentServiceParamSchema),
    validate('query', versionQuerySchema),
    async (c) => {
      const { deps, staff } = c.var;
      const { id, serviceId } = c.req.valid('param');
      await removeAppointmentService({
        db: deps.db,
        id,
        version: c.req.valid('query').version,
        serviceId,
        staffId: staff.id,
        now: deps.clock(),
      });
      return c.json({ appointment: await detailOrNotFound(c.var, id) });
    },
  )
  .delete('/:id', validate('param', appointmentParamSchema), validate('query', versionQuerySchema), async (c) => {
    const { deps, staff, logger } = c.var;
    const { id } = c.req.valid('param');
    await deleteAppointment({
      db: deps.db,
      id,
      version: c.req.valid('query').version,
      staffId: staff.id,
      now: deps.clock(),
      logger,
    });
    return c.json({ deleted: true as const, id });
  });
