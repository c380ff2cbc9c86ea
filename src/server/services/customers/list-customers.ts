/**
 * The Customers page: one page of customers found by name, phone (any format) or e-mail,
 * each with their visits, upcoming appointments, money spent, cancellations and no-shows.
 * Alphabetical by name (decision 161), so a page is stable while staff page through it.
 */
import { sql } from 'drizzle-orm';
import { customerSearch, type CustomerListQuery, type CustomerPage } from '../../../domain/customers.ts';
import type { SalonMoment } from '../../../domain/salon-time.ts';
import type { Database } from '../../db/client.ts';
import { executedRows } from '../shared/sql-rows.ts';
import { customerRows, customerSearchCondition } from './customer-queries.ts';

export interface ListCustomersOptions {
  readonly db: Database;
  readonly query: CustomerListQuery;
  readonly now: SalonMoment;
}

export async function listCustomers({ db, query, now }: ListCustomersOptions): Promise<CustomerPage> {
  const where = customerSearchCondition(customerSearch(query.q));
  const offset = (query.page - 1) * query.pageSize;
  // The page is chosen first; only its rows get their totals (customer-queries.ts).
  const [items, counted] = await Promise.all([
    customerRows(
      db,
      sql`select * from customers c where ${where} order by lower(c.name), c.id limit ${query.pageSize} offset ${offset}`,
      sql`lower(c.name), c.id`,
      now,
    ),
    db.execute(sql`select count(*)::int as total from customers c where ${where}`),
  ]);
  const total = Number(executedRows<{ total: number }>(counted)[0]?.total ?? 0);
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}
