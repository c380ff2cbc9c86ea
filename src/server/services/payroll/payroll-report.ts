/**
 * The payroll of a period (decision 255): per technician, the treatments done, what their lines
 * sold for after discounts and refunds, the commission, the tips at the owner's share and the pay.
 *
 * One SQL statement reads the period: the sales paid on a salon date between `from` and `to` (the
 * paid-date index), voided sales left out, each technician's line and tip with what was refunded of
 * it summed per line (the money events' sale index). The arithmetic is the domain's payrollSummary,
 * the one home of the rate and rounding rules (commission is rounded per line, so it cannot be
 * summed in SQL without writing the rule twice); the period is at most 31 days, so the rows read are
 * bounded by a month of sales.
 */
import { sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/calendar.ts';
import {
  payrollSummary,
  type CommissionRate,
  type PayrollLine,
  type PayrollTip,
} from '../../../domain/checkout/commission.ts';
import { sumSatang } from '../../../domain/checkout/money.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import type { Database } from '../../db/client.ts';
import { readCheckoutSettings } from '../checkout/checkout-records.ts';
import { executedRows } from '../shared/sql-rows.ts';

interface PeriodRow {
  readonly row_kind: 'line' | 'tip';
  readonly technician_id: string;
  readonly email: string;
  readonly line_kind: 'treatment' | 'product' | null;
  readonly item_id: number | null;
  readonly quantity: number;
  readonly commission_kind: 'percentage' | 'fixed' | null;
  readonly commission_value: number | null;
  readonly amount: number;
  readonly refunded: number;
}

function keptRate(kind: 'percentage' | 'fixed' | null, value: number | null): CommissionRate {
  return kind === 'fixed' ? { kind, amount: value ?? 0 } : { kind: 'percentage', basisPoints: value ?? 0 };
}

export interface PayrollPeriodQuery {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

export async function getPayrollReport(db: Database, period: PayrollPeriodQuery) {
  const settings = await readCheckoutSettings(db);
  // Lines, tips, voids and refunds are probed per sale (OFFSET 0 keeps each a correlated index read, as
  // decision 043 reads service lines): joined, the planner hashed every sale line ever written (a
  // sequential scan of the whole history, 1.3 s at the growth benchmark's million appointments).
  const result = await db.execute(sql`
    with period_sales as materialized (
      select s.id
      from sales s
      where s.paid_salon_date between ${period.from}::date and ${period.to}::date
        and not exists (select 1 from sale_voids v where v.sale_id = s.id offset 0)
    )
    select 'line' as row_kind, l.technician_id, st.email, l.kind as line_kind,
           coalesce(l.service_id, l.product_id) as item_id, l.quantity::int as quantity,
           l.commission_kind, l.commission_value, l.total as amount,
           coalesce((select sum(e.amount) from sale_money_events e
                     where e.sale_id = p.id and e.kind = 'refund' and e.refund_line = l.position), 0)::int as refunded
    from period_sales p
    cross join lateral (select * from sale_lines l where l.sale_id = p.id offset 0) l
    join staff st on st.id = l.technician_id
    union all
    select 'tip', t.technician_id, st.email, null, null, 0, null, null, t.amount,
           coalesce((select sum(e.amount) from sale_money_events e
                     where e.sale_id = p.id and e.kind = 'refund' and e.refund_tip_technician_id = t.technician_id), 0)::int
    from period_sales p
    cross join lateral (select * from sale_tips t where t.sale_id = p.id offset 0) t
    join staff st on st.id = t.technician_id
  `);
  const rows = executedRows<PeriodRow>(result);
  const names = new Map<string, string>();
  const lines: PayrollLine[] = [];
  const tips: PayrollTip[] = [];
  for (const row of rows) {
    names.set(row.technician_id, technicianDisplayName(row.email));
    if (row.row_kind === 'tip') {
      tips.push({ technicianId: row.technician_id, amount: row.amount, refunded: row.refunded, void: false });
    } else {
      lines.push({
        technicianId: row.technician_id,
        kind: row.line_kind ?? 'treatment',
        itemId: row.item_id,
        quantity: row.quantity,
        rate: keptRate(row.commission_kind, row.commission_value),
        total: row.amount,
        refunded: row.refunded,
        void: false,
      });
    }
  }
  const technicians = payrollSummary(lines, tips, settings.tipShareBasisPoints)
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
