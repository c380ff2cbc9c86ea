/**
 * The payroll report as CSV (decision 255), under the exports' rules (domain/csv.ts, decision 162):
 * UTF-8 with a byte-order mark, CRLF, formula cells neutralised. Amounts are baht with two decimals
 * (`1500.00`), as a spreadsheet reads them; the last row is the totals.
 */
import { csvDocument } from '../../../domain/csv.ts';
import { satangToDecimalText } from '../../../domain/checkout/money.ts';
import type { I18n } from '../../../i18n/setup.ts';
import type { PayrollReport } from './payroll-report.ts';

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
