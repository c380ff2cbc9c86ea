/**
 * "Typing a phone number or e-mail offers the customer's earlier details": at most five
 * customers whose phone key starts with the typed number (a Thai local 0 read as 66) or whose e-mail
 * starts with the typed text, the most recently active first.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_LOOKUP_LIMIT, phoneKeyPrefix } from '../../../domain/customers.ts';
import type { CustomerMatch } from '../../../domain/placement-requests.ts';
import type { Database } from '../../db/client.ts';
import { executedRows } from '../shared/sql-rows.ts';
import { customersById, escapeLike } from './customer-queries.ts';

interface MatchRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  visits: number;
}

/** The digit prefixes one typed phone may have been stored under (digits only: nothing to escape). */
function phoneSpellings(text: string, keyPrefix: string): string[] {
  const spellings = new Set([keyPrefix, text.replace(/\D/g, '')]);
  if (keyPrefix.startsWith('66')) spellings.add(`0${keyPrefix.slice(2)}`);
  return [...spellings];
}

export async function lookupCustomers(db: Database, contact: string): Promise<CustomerMatch[]> {
  const text = contact.trim().toLowerCase();
  const phonePrefix = phoneKeyPrefix(text);
  // The phone key, or any phone they booked with, however it was written then: as typed now, as a key
  // (a local 0 read as 66), or locally (66 read as 0).
  // Each way of matching is an index read (the phone and e-mail keys' trigram indexes, the appointments'
  // ones); their union of ids is read by primary key, so the lookup never tests every customer.
  const ids: SQL[] = [];
  if (phonePrefix !== null) {
    ids.push(
      sql`select id from customers where phone_key like ${`${escapeLike(phonePrefix)}%`}`,
      sql`select customer_id from appointments where customer_id is not null and (${sql.join(
        phoneSpellings(text, phonePrefix).map((digits) => sql`phone_digits like ${`${digits}%`}`),
        sql` or `,
      )})`,
    );
  }
  // The e-mail key, or any e-mail they booked with (search_text holds it lower-cased after a line break).
  if (text.includes('@') || phonePrefix === null) {
    ids.push(
      sql`select id from customers where email_key like ${`${escapeLike(text)}%`}`,
      sql`select customer_id from appointments where customer_id is not null
            and search_text like ${`%\n${escapeLike(text)}%`}`,
    );
  }
  const result = await db.execute(sql`
    select c.id, c.name, c.notes,
      coalesce((select a.customer_email from appointments a
                where a.customer_id = c.id and a.customer_email <> ''
                order by a.appointment_date desc, a.start_time desc limit 1), c.email_key, '') as email,
      coalesce((select a.customer_phone from appointments a
                where a.customer_id = c.id and a.customer_phone <> ''
                order by a.appointment_date desc, a.start_time desc limit 1), c.phone_key, '') as phone,
      (select count(*) from appointments a where a.customer_id = c.id and a.status = 'completed')::int as visits
    from (select * from ${customersById(sql.join(ids, sql` union `))}
          order by c.updated_at desc, c.id limit ${CUSTOMER_LOOKUP_LIMIT}) c
    order by c.updated_at desc, c.id`);
  return executedRows<MatchRow>(result).map((row) => ({
    customerId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    visits: Number(row.visits),
  }));
}
