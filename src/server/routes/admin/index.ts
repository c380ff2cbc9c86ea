/**
 * Every /api/admin route. One guard in front of all of them denies by
 * default: a route added here is refused without a valid staff session.
 * Add a resource by mounting its sub-app with one `.route()` line.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireStaff } from '../../auth/require-staff.ts';
import { appointmentRoutes } from './appointments.ts';
import { calendarRoutes } from './calendar.ts';
import { outboxRoutes } from './outbox.ts';
import { technicianRoutes } from './technicians.ts';

export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireStaff)
  .route('/appointments', appointmentRoutes)
  .route('/calendar', calendarRoutes)
  .route('/technicians', technicianRoutes)
  .route('/outbox', outboxRoutes);
