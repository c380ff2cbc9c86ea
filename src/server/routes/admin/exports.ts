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
import { CSV_BOM } from '../../../domain/csv.ts';
import { customerExportQuerySchema, customerMessages, EXPORT_MAX_ROWS } from '../../../domain/customers.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import { createI18n } from '../../../i18n/index.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError, keyedMessage } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import {
  appointmentsCsvBatches,
  appointmentsCsvHeader,
  countAppointmentsToExport,
} from '../../services/appointments/export-appointments-csv.ts';
import {
  countCustomersToExport,
  customersCsvBatches,
  customersCsvHeader,
} from '../../services/customers/export-customers-csv.ts';

const i18n = createI18n('en');

function tooManyRows(): ApiError {
  return new ApiError(422, keyedMessage(customerMessages.tooManyRows));
}

/** A CSV attachment whose body is the header, then each batch as it is read. */
function csvResponse(filename: string, header: string, batches: AsyncGenerator<string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + header));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      // The browser went away: stop reading batches.
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
}

export const exportRoutes = new Hono<AppEnv>()
  .get('/appointments.csv', validate('query', dashboardQuerySchema), async (c) => {
    const { db, clock, salon } = c.var.deps;
    const now = salonMoment(clock(), salon.timeZone);
    const options = { db, query: c.req.valid('query'), now, i18n };
    if ((await countAppointmentsToExport(options)) > EXPORT_MAX_ROWS) throw tooManyRows();
    return csvResponse(`appointments-${now.date}.csv`, appointmentsCsvHeader(i18n), appointmentsCsvBatches(options));
  })
  .get('/customers.csv', validate('query', customerExportQuerySchema), async (c) => {
    const { db, clock, salon } = c.var.deps;
    const now = salonMoment(clock(), salon.timeZone);
    const options = { db, q: c.req.valid('query').q, now, i18n };
    if ((await countCustomersToExport(options)) > EXPORT_MAX_ROWS) throw tooManyRows();
    return csvResponse(`customers-${now.date}.csv`, customersCsvHeader(i18n), customersCsvBatches(options));
  });
