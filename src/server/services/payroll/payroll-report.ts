/**
 * The payroll of a period (decisions 255 and 226): per technician, the treatments done, what their lines
 * sold for after discounts and refunds, the commission, the tips at the owner's share and the pay.
 *
 * It reads the paid-revenue rollup (`derived.sale_day_totals`, one row per paid salon day and technician,
 * kept by the database in the transaction of every write to a sale): each line's commission was rounded
 * once by the domain when the line was written and kept on it, each tip's payout at the owner's share then,
 * and each refund keeps what it took back, so the database only adds. A month costs at most
 * technicians × 31 rows, whatever the number of sales. The figures are the domain's `payrollFromTotals`.
 */
import { sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/calendar.ts';
import { payrollFromTotals } from '../../../domain/checkout/commission.ts';
import { sumSatang } from '../../../domain/checkout/money.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import type { Database } from '../../db/client.ts';
import { readCheckoutSettings } from '../checkout/checkout-records.ts';
import { executedRows } from '../shared/sql-rows.ts';

interface TotalsRow {
  readonly technician_id: string;
  readonly email: string;
  readonly lines: number;
  readonly treatments: number;
  readonly sold: number;
  readonly refunded: number;
  readonly commission: number;
  readonly tips: number;
  readonly tip_payout: number;
}

export interface PayrollPeriodQuery {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

export async function getPayrollReport(db: Database, period: PayrollPeriodQuery) {
  const settings = await readCheckoutSettings(db);
  // The nil technician key holds lines nobody did: they earn nobody anything.
  const result = await db.execute(sql`
    select d.technician_key as technician_id, st.email,
           sum(d.lines)::int as lines, sum(d.treatments)::int as treatments, sum(d.sold)::bigint as sold,
           sum(d.refunded)::bigint as refunded, sum(d.commission)::bigint as commission,
           sum(d.tips)::bigint as tips, sum(d.tip_payout)::bigint as tip_payout
    from derived.sale_day_totals d
    join staff st on st.id = d.technician_key
    where d.salon_date between ${period.from}::date and ${period.to}::date
    group by d.technician_key, st.email
  `);
  const rows = executedRows<TotalsRow>(result);
  const names = new Map(rows.map((row) => [row.technician_id, technicianDisplayName(row.email)]));
  const totals = rows.map((row) => ({
    technicianId: row.technician_id,
    lines: Number(row.lines),
    treatments: Number(row.treatments),
    sold: Number(row.sold),
    refunded: Number(row.refunded),
    commission: Number(row.commission),
    tips: Number(row.tips),
    tipPayout: Number(row.tip_payout),
  }));
  const technicians = payrollFromTotals(totals)
    .map((entry) => ({
      technicianId: entry.technicianId,
      name: names.get(entry.technicianId) ?? '',
      treatments: entry.treatments,
      sales: entry.sales,
      commission: entry.commission,
      tips: entry.tips,
      pay: entry.pay,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const total = (pick: (entry: (typeof technicians)[number]) => number) => sumSatang(technicians.map(pick));
  return {
    from: period.from,
    to: period.to,
    tipShareBasisPoints: settings.tipShareBasisPoints,
    technicians,
    totals: {
      treatments: technicians.reduce((count, entry) => count + entry.treatments, 0),
      sales: total((entry) => entry.sales),
      commission: total((entry) => entry.commission),
      tips: total((entry) => entry.tips),
      pay: total((entry) => entry.pay),
    },
  };
}
export type PayrollReport = Awaited<ReturnType<typeof getPayrollReport>>;
