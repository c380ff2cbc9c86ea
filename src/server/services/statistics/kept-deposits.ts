/**
 * Kept deposits per salon day and technician of a period (decision 228; the rule is the domain's,
 * `domain/checkout/paid-revenue.ts`): deposits in state `kept` whose `outcome_at` falls in the period's
 * salon days, by their appointment's technician. Read through the partial index `deposits_kept_idx`
 * (migration 0023), so a period costs its kept deposits — a handful — whatever the history.
 */
import { sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/calendar.ts';
import { KEPT_DEPOSIT_STATE, type KeptDeposits } from '../../../domain/checkout/paid-revenue.ts';
import type { Database } from '../../db/client.ts';
import { executedRows } from '../shared/sql-rows.ts';

export interface KeptDepositsDay extends KeptDeposits {
  readonly date: CalendarDate;
}

export interface KeptDepositsScope {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  /** Only this technician's; every technician's and the unassigned when absent. */
  readonly technicianId?: string;
  /** The salon's time zone: a deposit counts on the salon date it was kept. */
  readonly timeZone: string;
}

export async function keptDepositsByDay(db: Database, scope: KeptDepositsScope): Promise<KeptDepositsDay[]> {
  const technician = scope.technicianId === undefined ? sql`` : sql` and a.technician_id = ${scope.technicianId}::uuid`;
  const rows = executedRows<{ day: string; technician_id: string | null; amount: number | string }>(
    await db.execute(sql`
      select to_char((d.outcome_at at time zone ${scope.timeZone})::date, 'YYYY-MM-DD') as day, a.technician_id,
             sum(d.amount)::bigint as amount
      from deposits d
      join appointments a on a.id = d.appointment_id
      -- A literal, so the planner sees the partial index's predicate.
      where d.state = ${sql.raw(`'${KEPT_DEPOSIT_STATE}'`)}
        and d.outcome_at >= (${scope.from}::date::timestamp at time zone ${scope.timeZone})
        and d.outcome_at < ((${scope.to}::date + 1)::timestamp at time zone ${scope.timeZone})${technician}
      group by 1, 2
      order by 1, 2`),
  );
  return rows.map((row) => ({
    date: row.day as CalendarDate,
    technicianId: row.technician_id,
    amount: Number(row.amount),
  }));
}
