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
import { validate } from '../../http/validation.ts';
import {
  assignAppointmentTechnician,
  changeAppointmentDiscount,
  changeAppointmentStatus,
  deleteAppointment,
} from '../../services/appointments/edit-appointment.ts';
import {
  addAppointmentService,
  removeAppointmentService,
} from '../../services/appointments/edit-appointment-services.ts';
import { listAppointmentTechnicians } from '../../services/appointments/list-appointment-technicians.ts';
import { listStaffAppointments, openStaffAppointment } from '../../services/appointments/staff-appointment-views.ts';
import { createStaffAppointment, createWalkIn } from '../../services/front-desk/create-staff-appointment.ts';
import { listFreeTechnicians } from '../../services/front-desk/list-free-technicians.ts';
import { moveAppointment } from '../../services/front-desk/move-appointment.ts';
import { issueManageLink } from '../../services/manage-booking/issue-manage-link.ts';
import type { AppEnv } from '../../app-env.ts';

export const appointmentRoutes = new Hono<AppEnv>()
  .get('/', validate('query', dashboardQuerySchema), async (c) =>
    c.json(await listStaffAppointments(c.var.actor, c.req.valid('query'))),
  )
  .get('/technicians', async (c) => c.json({ technicians: await listAppointmentTechnicians(c.var.actor.db) }))
  .get('/free-technicians', validate('query', freeTechniciansQuerySchema), async (c) =>
    c.json(await listFreeTechnicians(c.var.actor.db, c.req.valid('query'))),
  )
  .post('/', validate('json', staffBookingSchema), async (c) =>
    c.json({ appointment: await createStaffAppointment(c.var.actor, c.req.valid('json')) }, 201),
  )
  .post('/walk-in', validate('json', walkInSchema), async (c) =>
    c.json({ appointment: await createWalkIn(c.var.actor, c.req.valid('json')) }, 201),
  )
  .get('/:id', validate('param', appointmentParamSchema), async (c) =>
    c.json({ appointment: await openStaffAppointment(c.var.actor, c.req.valid('param').id) }),
  )
  .post('/:id/manage-link', validate('param', appointmentParamSchema), async (c) =>
    c.json(await issueManageLink(c.var.actor, c.req.valid('param').id), 201),
  )
  .patch('/:id/move', validate('param', appointmentParamSchema), validate('json', moveSchema), async (c) => {
    const appointment = await moveAppointment(c.var.actor, { id: c.req.valid('param').id, move: c.req.valid('json') });
    return c.json({ appointment });
  })
  .patch('/:id/status', validate('param', appointmentParamSchema), validate('json', statusChangeSchema), async (c) => {
    const { version, status } = c.req.valid('json');
    const appointment = await changeAppointmentStatus(c.var.actor, { id: c.req.valid('param').id, version, status });
    return c.json({ appointment });
  })
  .patch(
    '/:id/technician',
    validate('param', appointmentParamSchema),
    validate('json', technicianChangeSchema),
    async (c) => {
      const { version, technicianId } = c.req.valid('json');
      const id = c.req.valid('param').id;
      const appointment = await assignAppointmentTechnician(c.var.actor, { id, version, technicianId });
      return c.json({ appointment });
    },
  )
  .patch(
    '/:id/discount',
    validate('param', appointmentParamSchema),
    validate('json', discountChangeSchema),
    async (c) => {
      const { version, discountPercentage } = c.req.valid('json');
      const id = c.req.valid('param').id;
      const appointment = await changeAppointmentDiscount(c.var.actor, { id, version, discountPercentage });
      return c.json({ appointment });
    },
  )
  .post('/:id/services', validate('param', appointmentParamSchema), validate('json', addServiceSchema), async (c) => {
    const { version, serviceId, acknowledgeWarnings } = c.req.valid('json');
    const id = c.req.valid('param').id;
    const appointment = await addAppointmentService(c.var.actor, { id, version, serviceId, acknowledgeWarnings });
    return c.json({ appointment });
  })
  .delete(
    '/:id/services/:serviceId',
    validate('param', appointmentServiceParamSchema),
    validate('query', versionQuerySchema),
    async (c) => {
      const { id, serviceId } = c.req.valid('param');
      const { version } = c.req.valid('query');
      const appointment = await removeAppointmentService(c.var.actor, { id, version, serviceId });
      return c.json({ appointment });
    },
  )
  .delete('/:id', validate('param', appointmentParamSchema), validate('query', versionQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    await deleteAppointment(c.var.actor, { id, version: c.req.valid('query').version });
    return c.json({ deleted: true as const, id });
  });
