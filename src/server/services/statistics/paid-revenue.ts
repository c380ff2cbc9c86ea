/**
 * Paid revenue of a scope (a day, week or month; one technician or everyone), as the statistics screens
 * show it beside the booked value (decision 225). What counts is decided in
 * `domain/checkout/paid-revenue.ts`; the statements only find the rows and sum columns.
 *
 * The screens read `derived.sale_day_totals` (`paidRevenueColumn`): a few rows per day and technician,
 * kept by the triggers of migration 0021 in the transaction of every write to a sale, so a month costs
 * about thirty rows per technician whatever the history and the period's density.
 *
 * `paidRevenueFromSalesColumn` computes the same sums from the sales themselves; the tests compare the
 * two. Its rows are the scope's paid sales, found through `sales_paid_date_idx`
 * (`paid_salon_date between from and to`), voided ones left out through `sale_voids`' primary key, their
 * lines and tips by primary key, and refunds summed per line and per tip through the money events' sale
 * index — the rows the payroll report reads (services/payroll/payroll-report.ts), so a technician's month
 * here equals their payroll "sales" for that month. Each of those reads is a correlated probe kept from
 * being flattened into a join by `OFFSET 0` (as decision 043 reads service lines): a join would let the
 * planner hash every line, tip, void or refund ever recorded whenever its row estimate for the period
 * is high, and the embedded database has no statistics unless someone runs ANALYZE. So the cost follows
 * the period's sales, never the length of the history.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/calendar.ts';
import { paidFiguresByTechnician, type PaidFigures } from '../../../domain/checkout/paid-revenue.ts';
import { NO_TECHNICIAN_KEY, saleDayTotals } from '../../db/schema.ts';
import { parseJson } from '../shared/sql-rows.ts';

/** What the statement is asked: values, or `sql.placeholder`s for a prepared statement. */
export interface PaidScopeArguments {
  readonly from: unknown;
  readonly to: unknown;
  readonly technicianId?: unknown;
}

/** Summed columns of one salon day and technician (null: lines nobody did), as the statement returns them. */
export interface PaidDaySums {
  readonly date: CalendarDate;
  readonly technicianId: string | null;
  /** Line totals after discounts. */
  readonly sold: number;
  /** Refunded of those lines. */
  readonly refunded: number;
  readonly tips: number;
  readonly tipsRefunded: number;
}

/** One day's paid figures of one technician. */
export interface PaidDayFigures extends PaidFigures {
  readonly date: CalendarDate;
}

/**
 * The scope's paid sums per salon day and technician as one JSON column (`paid_days`), for a select of its
 * own or a screen's larger statement (the calendar's and the technician page's), so the figures cost no
 * extra round trip. Read from the rollup; rows summing to nothing (left by a void) are skipped.
 */
export function paidRevenueColumn(scope: PaidScopeArguments): SQL {
  const totals = saleDayTotals;
  const technician =
    scope.technicianId === undefined ? sql`` : sql` and ${totals.technicianKey} = ${scope.technicianId}::uuid`;
  return sql`(select coalesce(json_agg(json_build_object(
                'date', ${totals.salonDate},
                'technicianId', nullif(${totals.technicianKey}, ${sql.raw(`'${NO_TECHNICIAN_KEY}'`)}::uuid),
                'sold', ${totals.sold}, 'refunded', ${totals.refunded},
                'tips', ${totals.tips}, 'tipsRefunded', ${totals.tipsRefunded})
                order by ${totals.salonDate}, ${totals.technicianKey}), '[]')
       from ${totals}
       where ${totals.salonDate} between ${scope.from}::date and ${scope.to}::date${technician}
         and (${totals.sold} <> 0 or ${totals.tips} <> 0 or ${totals.refunded} <> 0)) as paid_days`;
}

/** The same column as `paidRevenueColumn`, computed from the sales themselves (the tests' reference). */
export function paidRevenueFromSalesColumn(scope: PaidScopeArguments): SQL {
  const lineTechnician =
    scope.technicianId === undefined ? sql`` : sql` and l.technician_id = ${scope.technicianId}::uuid`;
  const tipTechnician =
    scope.technicianId === undefined ? sql`` : sql` and t.technician_id = ${scope.technicianId}::uuid`;
  return sql`(select coalesce(json_agg(json_build_object(
                'date', day, 'technicianId', technician_id, 'sold', sold, 'refunded', refunded,
                'tips', tips, 'tipsRefunded', tips_refunded) order by day, technician_id), '[]')
       from (
         with paid_sales as materialized (
           select s.id, s.paid_salon_date as day
           from sales s
           where s.paid_salon_date between ${scope.from}::date and ${scope.to}::date
             -- OFFSET 0 keeps this a probe of sale_voids' key per sale, never a join reading every void.
             and not exists (select 1 from sale_voids v where v.sale_id = s.id offset 0)
         ),
         parts as (
           select p.day, l.technician_id, l.total as sold,
                  coalesce((select sum(e.amount) from sale_money_events e
                            where e.sale_id = p.id and e.kind = 'refund' and e.refund_line = l.position), 0) as refunded,
                  0 as tips, 0 as tips_refunded
           from paid_sales p
           cross join lateral (select l.technician_id, l.total, l.position from sale_lines l
                               where l.sale_id = p.id${lineTechnician} offset 0) l
           union all
           select p.day, t.technician_id, 0, 0, t.amount,
                  coalesce((select sum(e.amount) from sale_money_events e
                            where e.sale_id = p.id and e.kind = 'refund' and e.refund_tip_technician_id = t.technician_id), 0)
           from paid_sales p
           cross join lateral (select t.technician_id, t.amount from sale_tips t
                               where t.sale_id = p.id${tipTechnician} offset 0) t
         )
         select day, technician_id, sum(sold)::bigint as sold, sum(refunded)::bigint as refunded,
                sum(tips)::bigint as tips, sum(tips_refunded)::bigint as tips_refunded
         from parts
         group by day, technician_id
       ) per_day) as paid_days`;
}

/** The figures of a `paid_days` column, per day and technician, through the domain's one definition. */
export function paidDaysOf(column: unknown): PaidDayFigures[] {
  const sums = parseJson<PaidDaySums[]>(column ?? []);
  const days = new Map<CalendarDate, PaidDaySums[]>();
  for (const row of sums) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  return [...days].flatMap(([date, rows]) =>
    paidFiguresByTechnician(
      rows.map((row) => ({
        technicianId: row.technicianId,
        total: Number(row.sold),
        refunded: Number(row.refunded),
        void: false,
      })),
      rows.flatMap((row) =>
        row.technicianId === null || Number(row.tips) === 0
          ? []
          : [
              {
                technicianId: row.technicianId,
                amount: Number(row.tips),
                refunded: Number(row.tipsRefunded),
                void: false,
              },
            ],
      ),
    ).map((figures) => ({ date, ...figures })),
  );
}
