/**
 * The payroll report as CSV (decision 255), under the exports' rules (domain/csv.ts, decision 162):
 * UTF-8 with a byte-order mark, CRLF, formula cells neutralised. Amounts are baht with two decimals
 * (`1500.00`), as a spreadsheet reads them; the last row is the totals.
 */
import { csvDocument } from '../../../domain/csv.ts';
import { satangToDecimalText } from '../../../domain/checkout/money.ts';
import type { I18n } from '../../../i18n/setup.ts';
import { getPayrollReport, type PayrollPeriodQuery, type PayrollReport } from './payroll-report.ts';
import { exportTexts, type CsvFile } from '../shared/csv-file.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

export function payrollCsv(report: PayrollReport, i18n: I18n): string {
  const t = (key: string) => i18n.t(`payroll:report.${key}`);
  const money = satangToDecimalText;
  return csvDocument([
    [t('technician'), t('treatments'), t('salesBaht'), t('commissionBaht'), t('tipsBaht'), t('payBaht')],
    ...report.technicians.map((row) => [
      row.name,
      row.treatments,
      money(row.sales),
      money(row.commission),
      money(row.tips),
      money(row.pay),
    ]),
    [
      t('total'),
      report.totals.treatments,
      money(report.totals.sales),
      money(report.totals.commission),
      money(report.totals.tips),
      money(report.totals.pay),
    ],
  ]);
}

/** The report of the period as a CSV file named for its first and last day. */
export async function payrollCsvFile(
  context: Pick<StaffRequestContext, 'db'>,
  period: PayrollPeriodQuery,
): Promise<CsvFile> {
  const report = await getPayrollReport(context.db, period);
  return { filename: `payroll-${period.from}-${period.to}.csv`, content: payrollCsv(report, exportTexts) };
}
