/**
 * CSV exports (decision 162), behind the admin guard.
 *
 *   GET /api/admin/exports/appointments.csv?q=&status=&time=&technician=   the dashboard's filters (page ignored)
 *   GET /api/admin/exports/customers.csv?q=                                the Customers page's search
 *
 * UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting, formula cells neutralised (domain/csv.ts);
 * a dated attachment that is never cached. More than EXPORT_MAX_ROWS matches is refused with 422
 * before anything is sent; the rows are streamed in batches.
 */
import { Hono } from 'hono';
import { dashboardQuerySchema } from '../../../domain/appointment-dashboard.ts';
import { customerExportQuerySchema } from '../../../domain/customers.ts';
import type { AppEnv } from '../../app-env.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { validate } from '../../http/validation.ts';
import { exportAppointmentsCsv } from '../../services/appointments/export-appointments-csv.ts';
import { exportCustomersCsv } from '../../services/customers/export-customers-csv.ts';

export const exportRoutes = new Hono<AppEnv>()
  .get('/appointments.csv', validate('query', dashboardQuerySchema), async (c) =>
    csvResponse(await exportAppointmentsCsv(c.var.actor, c.req.valid('query'))),
  )
  .get('/customers.csv', validate('query', customerExportQuerySchema), async (c) =>
    csvResponse(await exportCustomersCsv(c.var.actor, c.req.valid('query'))),
  );
