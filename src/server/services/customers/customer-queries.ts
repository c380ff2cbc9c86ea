/**
 * SQL shared by the Customers page, the record, the lookup and the customer export
 * (decisions 150 and 161): the search condition over `customers`, and one customer's totals read
 * through `appointments_customer_idx`.
 *
 * Cost: the totals are a LATERAL subquery evaluated only for the customers already chosen (one page,
 * one export batch, one record), each reading that customer's appointments by the customer index and
 * each appointment's service lines by the appointment index. Nothing groups the whole appointments
 * table, so a page costs the same with 1,000 or 1,000,000 appointments.
 */
import { sql, type SQL } from 'drizzle-orm';
import { minutesToTime } from '../../../domain/calendar.ts';
import type { CustomerListRow, CustomerSearch } from '../../../domain/customers.ts';
import type { SalonMoment } from '../../../domain/salon-time.ts';
import { executedRows } from '../shared/sql-rows.ts';
import type { Executor } from '../appointments/appointment-views.ts';

/** Escapes LIKE wildcards so that "50%" or "a_b" match themselves (backslash is the default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The Customers page's order, in the bytes of the lower-cased name (`customers_name_order_idx`, decision
 * 210): the same on both engines, and a name prefix is a range of it. `c` is customers.
 */
export const customerNameOrder = sql`lower(c.name) collate "C"`;

/**
 * Name or e-mail contain the text; a phone fragment's digits appear in the phone. `c` is customers.
 * A person keeps one key of each kind, but may have booked under other names, e-mails and phones
 * (decision 150: a new e-mail with a known phone joins the phone's owner), so the search reads
 * `customers.search_text`: the record's own name and keys and everything its appointments were booked
 * under, kept by the database (decision 211). One trigram index on customers answers a fragment, so its
 * cost follows the customers it matches, never the history. One or two characters have no trigram: they
 * match the names that begin with them, a range of the name index (decision 210).
 */
export function customerSearchCondition(search: CustomerSearch | null): SQL {
  if (search === null) return sql`true`;
  if (search.prefixOnly) return sql`${customerNameOrder} like ${`${escapeLike(search.text)}%`}`;
  const matches = [sql`c.search_text like ${`%${escapeLike(search.text)}%`}`];
  if (search.phoneDigits !== null) matches.push(sql`c.search_text like ${`%${escapeLike(search.phoneDigits)}%`}`);
  return sql`(${sql.join(matches, sql` or `)})`;
}

/**
 * The customers whose ids `ids` selects (a column `id`), as a relation `c`, each read by its primary key:
 * the fence (`offset 0`) keeps the planner from hashing the whole customers table to join a few
 * hundred matches.
 */
export function customersById(ids: SQL): SQL {
  return sql`(select found.* from (${ids}) matched (id)
    cross join lateral (select * from customers where customers.id = matched.id offset 0) found) c`;
}

/**
 * The columns of a CustomerListRow for a customer aliased `c`, with `t` the totals lateral below.
 * The e-mail and phone are the latest ones they booked with (as typed then), falling back to the key.
 */
export const customerRowColumns = sql`
  c.id, c.name,
  coalesce((select a.customer_email from appointments a
            where a.customer_id = c.id and a.customer_email <> ''
            order by a.appointment_date desc, a.start_time desc, a.created_at desc limit 1), c.email_key, '') as email,
  coalesce((select a.customer_phone from appointments a
            where a.customer_id = c.id and a.customer_phone <> ''
            order by a.appointment_date desc, a.start_time desc, a.created_at desc limit 1), c.phone_key, '') as phone,
  t.visits, t.upcoming, t.total_spent, t.cancellations, t.no_shows, t.last_visit`;

/**
 * One customer's totals (join it LATERAL after a customers row `c`). Money follows the statistics'
 * rule (appointment-stats.ts): each appointment's discount applies to its own total, rounded to the
 * whole baht, half up; only completed appointments are money spent and visits. "Upcoming" is
 * pending or confirmed and not ended on the salon's clock.
 */
export function customerTotalsLateral(now: SalonMoment): SQL {
  const nowTime = minutesToTime(now.minuteOfDay);
  return sql`left join lateral (
    select
      (count(*) filter (where a.status = 'completed'))::int as visits,
      (count(*) filter (where a.status in ('pending', 'confirmed')
        and (a.appointment_date > ${now.date} or (a.appointment_date = ${now.date} and a.end_time > ${nowTime}))))::int
        as upcoming,
      coalesce(sum((a.services_price_thb * (100 - a.discount_percentage) + 50) / 100)
        filter (where a.status = 'completed'), 0)::int as total_spent,
      (count(*) filter (where a.status = 'cancelled'))::int as cancellations,
      (count(*) filter (where a.status = 'no_show'))::int as no_shows,
      (max(a.appointment_date) filter (where a.status = 'completed'))::text as last_visit
    -- Each appointment's booked total is its derived services_price_thb (decision 044): no service lines read.
    from appointments a
    where a.customer_id = c.id
  ) t on true`;
}

interface CustomerRowRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  visits: number;
  upcoming: number;
  total_spent: number;
  cancellations: number;
  no_shows: number;
  last_visit: string | null;
}

export function toCustomerListRow(row: CustomerRowRecord): CustomerListRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    visits: Number(row.visits ?? 0),
    upcoming: Number(row.upcoming ?? 0),
    totalSpentThb: Number(row.total_spent ?? 0),
    cancellations: Number(row.cancellations ?? 0),
    noShows: Number(row.no_shows ?? 0),
    lastVisit: row.last_visit ?? null,
  };
}

/**
 * Customers chosen by `chosen` (a select of customers `c` already ordered and limited: a page, an
 * export batch, one id) with their totals, in the order `chosen` gives them (`order by` repeated
 * outside, since a join does not keep a subquery's order).
 */
export async function customerRows(
  db: Executor,
  chosen: SQL,
  orderBy: SQL,
  now: SalonMoment,
): Promise<CustomerListRow[]> {
  const result = await db.execute(sql`
    select ${customerRowColumns}
    from (${chosen}) c
    ${customerTotalsLateral(now)}
    order by ${orderBy}`);
  return executedRows<CustomerRowRecord>(result).map(toCustomerListRow);
}
