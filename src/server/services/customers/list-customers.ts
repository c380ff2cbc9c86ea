/**
 * The Customers page: one page of customers found by name, phone (any format) or e-mail,
 * each with their visits, upcoming appointments, money spent, cancellations and no-shows.
 * Alphabetical by name (decision 161), so a page is stable while staff page through it.
 *
 * Cost (decision 210): the page is read along the name index (at most LIST_ROW_LIMIT rows skipped:
 * deeper pages are refused by the query schema), and the count stops one past LIST_ROW_LIMIT, so a page
 * costs the same with 1,000 or 100,000 customers.
 */
import { sql } from 'drizzle-orm';
import { customerSearch, type CustomerListQuery, type CustomerPage } from '../../../domain/customers.ts';
import { cappedCount, lastReachablePage, LIST_ROW_LIMIT } from '../../../domain/list-bounds.ts';
import { salonMoment, type SalonMoment } from '../../../domain/salon-time.ts';
import type { Database } from '../../db/client.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { executedRows } from '../shared/sql-rows.ts';
import { customerNameOrder, customerRows, customerSearchCondition } from './customer-queries.ts';

export interface ListCustomersOptions {
  readonly db: Database;
  readonly query: CustomerListQuery;
  readonly now: SalonMoment;
}

export async function listCustomers({ db, query, now }: ListCustomersOptions): Promise<CustomerPage> {
  const search = customerSearch(query.q);
  const offset = (query.page - 1) * query.pageSize;
  // A fragment reads the customers' search column through its trigram index, a name's beginning the name
  // index; the planner may also walk the name index for a fragment that many share. Either way only the
  // chosen page gets its totals (customer-queries.ts), and the count stops past LIST_ROW_LIMIT.
  const chosen = sql`(select * from customers c where ${customerSearchCondition(search)}) c`;
  const [items, countedRows] = await Promise.all([
    customerRows(
      db,
      sql`select * from ${chosen} order by ${customerNameOrder}, c.id limit ${query.pageSize} offset ${offset}`,
      sql`${customerNameOrder}, c.id`,
      now,
    ),
    db.execute(sql`select count(*)::int as total from (select 1 from ${chosen} limit ${LIST_ROW_LIMIT + 1}) matching`),
  ]);
  const total = cappedCount(Number(executedRows<{ total: number }>(countedRows)[0]?.total ?? 0));
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total: total.count,
    totalExact: total.exact,
    pageCount: Math.min(lastReachablePage(query.pageSize), Math.max(1, Math.ceil(total.count / query.pageSize))),
  };
}

/** The Customers page as staff open it: the totals counted at the request's instant on the salon's clock. */
export function listStaffCustomers(
  context: Pick<StaffRequestContext, 'db' | 'now' | 'salon'>,
  query: CustomerListQuery,
): Promise<CustomerPage> {
  return listCustomers({ db: context.db, query, now: salonMoment(context.now, context.salon.timeZone) });
}
