/**
 * The checkout history of a growth benchmark's appointments (bench/support/history-seed.ts): every
 * completed appointment was paid at checkout on its own day, as the product records it (decisions 220,
 * 221), so the checkout screen, the cash drawer's Z report, payroll and the paid-revenue statistics are
 * measured against years of sales. Written by the database (one statement per batch of appointment
 * numbers), with triggers and foreign-key checks off like the appointments' load.
 *
 * Per completed appointment g (fields drawn from hashint8extended(g, k), so batches may be grouped
 * any way): one sale (id md5('growth-sale-' || g)) paying it, one line per booked service at its
 * booked price less the appointment's discount as a line discount (half up, as `percentageOf`), done by
 * the appointment's technician at a kept 10 % commission; 20 % of sales with a technician carry a tip
 * of ฿50 to ฿90; one payment of the whole (cash 50 %, card 30 %, PromptPay 20 %; none for a ฿0 sale);
 * 1 % refund half of their first line in cash; 0.5 % are voided after payment (all given back). The
 * receipt number is g (gaps are harmless here; the counter continues after the largest). Each day of
 * the history has one closed drawer session (id md5('growth-drawer-' || day)).
 */
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import { drawerReport } from '../../src/domain/checkout/drawer.ts';
import type { Database } from '../../src/server/db/client.ts';
import { drawerSessions } from '../../src/server/db/schema.ts';
import { loadDrawerEvents } from '../../src/server/services/checkout/checkout-records.ts';
import type { HistoryShape } from './history-seed.ts';

/** One closed drawer session per day before `today`, for the history's payments to belong to. */
export async function seedHistoryDrawers(db: Database, shape: HistoryShape): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into drawer_sessions (id, salon_date, float, opened_at, counted, closed_at)
      select md5('growth-drawer-' || day::date)::uuid, day::date, 200000,
             day + interval '2 hours', 200000, day + interval '15 hours'
      from generate_series(${shape.firstDay}::date::timestamptz, ${shape.today}::date::timestamptz - interval '1 day',
                           interval '1 day') as day
      on conflict do nothing`);
  });
}

/** Sales of the completed appointments numbered `first` to `last` (inclusive), in one transaction. */
export async function seedHistorySales(db: Database, first: number, last: number): Promise<void> {
  if (last < first) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with done as materialized (
        select g, a.id as appointment_id, a.appointment_date as day, a.technician_id, a.discount_percentage as pct,
               a.customer_name, a.customer_email, md5('growth-sale-' || g)::uuid as sale_id,
               md5('growth-drawer-' || a.appointment_date)::uuid as session_id,
               (a.appointment_date + a.end_time::time) at time zone 'Asia/Bangkok' as paid_at,
               (hashint8extended(g, 21) & 9223372036854775807) % 1000 as roll
        from generate_series(${first}::bigint, ${last}::bigint) as g
        join appointments a on a.id = md5('growth-' || g)::uuid
        where a.status = 'completed'),
      lined as materialized (
        select d.sale_id, d.technician_id, s.id as appointment_service_id, s.service_id, s.service_name,
               (row_number() over (partition by d.sale_id order by s.id) - 1)::int as position,
               s.price_thb * 100 as gross, (s.price_thb * 100 * d.pct + 50) / 100 as line_discount
        from done d
        join appointment_services s on s.appointment_id = d.appointment_id),
      per_sale as (
        select sale_id, sum(gross)::int as gross, sum(line_discount)::int as discount,
               min(gross - line_discount) filter (where position = 0)::int as first_line_total
        from lined
        group by sale_id),
      summed as materialized (
        select d.*, l.gross, l.discount, l.gross - l.discount as items_total, l.first_line_total,
               case when d.roll < 200 and d.technician_id is not null then 5000 + (d.roll % 5) * 1000 else 0 end as tip
        from done d
        join per_sale l on l.sale_id = d.sale_id),
      sales_written as (
        insert into sales (id, salon_date, customer_name, customer_email, drawer_session_id, list_subtotal, subtotal,
                           items_total, discounts, tips_total, vat, total_due, receipt_number, paid_at,
                           paid_salon_date, created_at)
        select sale_id, day, customer_name, customer_email, session_id, gross, gross, items_total, discount, tip, 0,
               items_total + tip, g, paid_at, day, paid_at - interval '5 minutes'
        from summed
        returning 1),
      links_written as (
        insert into sale_appointments (sale_id, appointment_id) select sale_id, appointment_id from summed
        returning 1),
      lines_written as (
        insert into sale_lines (sale_id, position, kind, service_id, appointment_service_id, name, technician_id,
                                list_unit_price, unit_price, quantity, line_discount, sale_discount_share, total, vat,
                                commission_kind, commission_value, commission)
        select sale_id, position, 'treatment', service_id, appointment_service_id, service_name, technician_id,
               gross, gross, 1, line_discount, 0, gross - line_discount, 0, 'percentage', 1000,
               -- 10 % rounded half up, as the domain's lineCommissionAsSold keeps it.
               ((gross - line_discount) * 1000 + 5000) / 10000
        from lined
        returning 1),
      tips_written as (
        insert into sale_tips (sale_id, technician_id, amount, share_basis_points, payout)
        select sale_id, technician_id, tip, 10000, tip from summed where tip > 0
        returning 1),
      voids_written as (
        insert into sale_voids (sale_id, reason, drawer_session_id, recorded_at)
        select sale_id, 'Wrong customer', session_id, paid_at + interval '10 minutes' from summed where roll >= 995
        returning 1)
      insert into sale_money_events (sale_id, kind, method, amount, tendered, refund_line, commission_reversed, reason,
                                     drawer_session_id, recorded_at)
      select sale_id, 'payment', m.method, items_total + tip, case when m.method = 'cash' then items_total + tip end,
             null, 0, null, session_id, paid_at
      from summed,
           lateral (select case when roll % 10 < 5 then 'cash' when roll % 10 < 8 then 'card' else 'promptpay' end
                      as method) m
      where items_total + tip > 0
      union all
      select sale_id, 'refund', 'cash', first_line_total / 2, null, 0,
             -- What the half refund takes back of the first line's 10 % (commissionTakenBack).
             (first_line_total * 1000 + 5000) / 10000 - ((first_line_total - first_line_total / 2) * 1000 + 5000) / 10000,
             'Chipped the next day', session_id,
             paid_at + interval '1 hour'
      from summed where roll between 985 and 994 and first_line_total >= 2
      union all
      select sale_id, 'void-return', m.method, items_total + tip, null, null, 0, 'Wrong customer', session_id,
             paid_at + interval '10 minutes'
      from summed,
           lateral (select case when roll % 10 < 5 then 'cash' when roll % 10 < 8 then 'card' else 'promptpay' end
                      as method) m
      where roll >= 995 and items_total + tip > 0`);
  });
}

/** The receipt counter continues after the history's largest number. */
export async function continueReceiptNumbers(db: Database): Promise<void> {
  await db.execute(sql`
    insert into receipt_counters (id, next_number)
    values (1, (select coalesce(max(receipt_number), 0) + 1 from sales))
    on conflict (id) do update set next_number = excluded.next_number`);
}

/**
 * The last closed day's Z report kept on its session, as closing the drawer keeps it (the history's sessions
 * are written closed, without one): the drawer screen reads it from there.
 */
export async function keepLastZReport(db: Database): Promise<void> {
  const [last] = await db
    .select()
    .from(drawerSessions)
    .where(isNotNull(drawerSessions.closedAt))
    .orderBy(desc(drawerSessions.closedAt))
    .limit(1);
  if (!last || last.zReport !== null) return;
  const report = drawerReport(await loadDrawerEvents(db, last));
  await db.update(drawerSessions).set({ zReport: report }).where(eq(drawerSessions.id, last.id));
}
