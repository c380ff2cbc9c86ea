/**
 * Commission rates and the payroll report (decision 255), the owner's only.
 *
 *   GET /api/admin/payroll?from=&to=       per technician: treatments, sales, commission, tips, pay
 *   GET /api/admin/payroll.csv?from=&to=   the same as a CSV attachment
 *
 * Mounted under /settings (so behind requireOwner): GET/PUT /api/admin/settings/commission.
 * The report's period is salon dates, first to last day inclusive, at most 31 days.
 */
import { Hono } from 'hono';
import { commissionSettingsInputSchema, payrollQuerySchema } from '../../../domain/payroll.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireOwner } from '../../auth/require-owner.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { validate } from '../../http/validation.ts';
import { getCommissionSettings, saveCommissionSettings } from '../../services/payroll/commission-rates.ts';
import { payrollCsvFile } from '../../services/payroll/payroll-csv.ts';
import { getPayrollReport } from '../../services/payroll/payroll-report.ts';

/** Mounted at /api/admin (each route carries the owner guard: the paths sit beside staff routes). */
export const payrollRoutes = new Hono<AppEnv>()
  .get('/payroll', requireOwner, validate('query', payrollQuerySchema), async (c) =>
    c.json(await getPayrollReport(c.var.actor.db, c.req.valid('query'))),
  )
  .get('/payroll.csv', requireOwner, validate('query', payrollQuerySchema), async (c) =>
    csvResponse(await payrollCsvFile(c.var.actor, c.req.valid('query'))),
  );

/** Owner-only (mounted behind requireOwner under /settings). */
export const commissionSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getCommissionSettings(c.var.actor.db)))
  .put('/', validate('json', commissionSettingsInputSchema), async (c) =>
    c.json(await saveCommissionSettings(c.var.actor, c.req.valid('json'))),
  );
