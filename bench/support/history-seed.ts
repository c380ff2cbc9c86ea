/**
 * A salon's appointment history for growth benchmarks (bench/growth.ts),
 * written by the database itself (generate_series, one statement per batch)
 * so a million appointments load in minutes, also on PGlite.
 *
 * Rows are written in the order a salon writes them, by booking date:
 * appointment number g of `total` is booked on day (g − 1) × days / total
 * of the history and takes place 0 to 30 days later (most within a week), so
 * a day's appointments lie near each other on disk as in real life, and the
 * history ends with the bookings already taken for the coming weeks. Its id
 * is md5('growth-' || g) and every other field comes from
 * hashint8extended(g, k), so batches can be written in any grouping.

 * What a row looks like:
 * - a start on the quarter hour from 10:00, ending by 21:30;
 * - one to three different services of the live menu (40 % one, 40 % two,
 *   20 % three), copied with their name, price and duration, the end time
 *   being the start plus their minutes;
 * - a customer out of 250,000 (regulars come back): forty first names and
 *   6,250 surnames made of syllables, an e-mail from the name, a Thai mobile
 *   number; `seedHistoryCustomers` writes their customer records afterwards
 *   (one per customer drawn: about 83,000 at 100,000 appointments, 245,000
 *   at 1,000,000);
 * - before `today`: 78 % completed, 12 % cancelled, 7 % confirmed, 3 %
 *   pending; from `today`: 45 % pending, 47 % confirmed, 8 % cancelled;
 * - 10 % without a technician; 85 % without a discount, then 10 %, 20 %
 *   and, rarely, 100 %.
 *
 * Foreign keys are not checked while loading (session_replication_role =
 * replica, inside the transaction only): every reference is built from rows
 * that exist, and the checks would double the load time. That also turns off
 * the triggers that keep the derived service columns and the statistics
 * rollup (decision 044): the rows carry their derived columns as written, and
 * `rebuildDerivedData` builds the rollup and the customers' search lists once after the load.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

export interface HistoryShape {
  /** The first booking day of the history, yyyy-MM-dd. */
  readonly firstDay: string;
  /** Days over which the bookings were made. */
  readonly days: number;
  /** Appointments in the whole history (fixes which day each number is booked on). */
  readonly total: number;
  /** The salon's today: statuses before it are the past's. */
  readonly today: string;
}

export const HISTORY_CUSTOMERS = 250_000;

const FIRST_NAMES = [
  'Anna',
  'Somchai',
  'Li',
  'Maria',
  'Olga',
  'Kanya',
  'Emma',
  'Noah',
  'Yuki',
  'Priya',
  'Lena',
  'Sofia',
  'Malee',
  'Niran',
  'Chloe',
  'Ivan',
  'Mei',
  'Hannah',
  'Arjun',
  'Sara',
  'Pim',
  'Tom',
  'Elena',
  'Kenji',
  'Aisha',
  'Lucas',
  'Nok',
  'Julia',
  'Omar',
  'Ploy',
  'Mia',
  'David',
  'Fah',
  'Irina',
  'Jun',
  'Laura',
  'Ben',
  'Dao',
  'Eva',
  'Max',
];
const SYLLABLES = [
  'an',
  'bo',
  'chai',
  'da',
  'el',
  'fin',
  'gar',
  'har',
  'in',
  'jo',
  'ka',
  'lin',
  'mo',
  'na',
  'on',
  'pra',
  'ri',
  'sa',
  'tha',
  'wong',
  'su',
  'ke',
  'vi',
  'ro',
  'te',
];
const ENDINGS = ['kul', 'son', 'ova', 'sen', 'porn', 'ski', 'berg', 'wat', 'ez', 'lee'];
const DOMAINS = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'mail.ru', 'qq.com'];

function textArray(values: readonly string[]) {
  return sql`(array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}])`;
}

/** Writes appointments number `first` to `last` (inclusive) with their services, in one transaction. */
export async function seedHistory(db: Database, shape: HistoryShape, first: number, last: number): Promise<void> {
  if (last < first) return;
  // A hash of g for field k, never negative (the sign bit masked off).
  const draw = (k: number) => sql.raw(`(hashint8extended(g, ${k}) & 9223372036854775807)`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with menu as (
        select array_agg(id order by id) as ids, array_agg(name order by id) as names,
               array_agg(price_thb order by id) as prices, array_agg(duration_minutes order by id) as durations,
               count(*)::int as size
        from services where active),
      techs as (
        select array_agg(id order by display_order) as ids, count(*)::int as size
        from staff where is_technician and active),
      drawn as (
        select g,
               md5('growth-' || g)::uuid as id,
               ${shape.firstDay}::date + ((g - 1) * ${shape.days} / ${shape.total})::int as booked_on,
               -- Lead time 0 to 30 days, mostly short (a product of two uniform draws).
               ${shape.firstDay}::date + ((g - 1) * ${shape.days} / ${shape.total})::int
                 + ((${draw(1)} % 31) * (${draw(6)} % 31) / 30)::int as day,
               ${draw(2)} % 100 as status_roll,
               ${draw(3)} as pick,
               ${draw(4)} % ${HISTORY_CUSTOMERS} as customer,
               ${draw(5)} as misc
        from generate_series(${first}::bigint, ${last}::bigint) as g),
      lined as (
        select d.*,
               case when d.pick % 10 < 4 then 1 when d.pick % 10 < 8 then 2 else 3 end as line_count,
               ((d.pick / 10) % m.size)::int as base,
               -- A step below half the menu keeps the three picks different.
               (1 + (d.pick / 1000) % ((m.size - 1) / 2))::int as step,
               ${textArray(FIRST_NAMES)}[1 + d.customer % ${FIRST_NAMES.length}] as first_name,
               initcap(${textArray(SYLLABLES)}[1 + (d.customer / 40) % 25]
                 || ${textArray(SYLLABLES)}[1 + (d.customer / 1000) % 25]
                 || ${textArray(ENDINGS)}[1 + (d.customer / 25000) % 10]) as surname
        from drawn d, menu m),
      timed as (
        select l.*,
               m.durations[1 + l.base]
                 + case when l.line_count >= 2 then m.durations[1 + (l.base + l.step) % m.size] else 0 end
                 + case when l.line_count >= 3 then m.durations[1 + (l.base + 2 * l.step) % m.size] else 0 end
                 as minutes
        from lined l, menu m),
      placed as (
        select t.*,
               600 + 15 * ((t.misc % 1000) % greatest(1, (1290 - 600 - t.minutes) / 15 + 1))::int as start_minute
        from timed t),
      written as (
        insert into appointments (id, customer_id, customer_name, customer_email, customer_phone, notes, appointment_date,
                                  start_time, end_time, status, technician_id, discount_percentage, created_at, updated_at,
                                  service_names, service_minutes, services_price_thb)
        select p.id,
               md5('growth-customer-' || p.customer)::uuid,
               p.first_name || ' ' || p.surname,
               lower(p.first_name) || '.' || lower(p.surname) || '@' || ${textArray(DOMAINS)}[1 + p.customer % 6],
               '+66 8' || substr(n.digits, 1, 1) || ' ' || substr(n.digits, 2, 3) || ' ' || substr(n.digits, 5, 4),
               case when p.misc % 9 = 0 then 'Prefers the chair by the window' end,
               p.day,
               lpad((p.start_minute / 60)::text, 2, '0') || ':' || lpad((p.start_minute % 60)::text, 2, '0'),
               lpad(((p.start_minute + p.minutes) / 60)::text, 2, '0') || ':'
                 || lpad(((p.start_minute + p.minutes) % 60)::text, 2, '0'),
               case
                 when p.day < ${shape.today}::date then
                   case when p.status_roll < 78 then 'completed' when p.status_roll < 90 then 'cancelled'
                        when p.status_roll < 97 then 'confirmed' else 'pending' end
                 else
                   case when p.status_roll < 45 then 'pending' when p.status_roll < 92 then 'confirmed'
                        else 'cancelled' end
               end,
               case when (p.misc / 1000) % 10 = 0 then null else k.ids[1 + (p.misc / 10000) % k.size] end,
               case when (p.misc / 100000) % 100 < 85 then 0 when (p.misc / 100000) % 100 < 93 then 10
                    when (p.misc / 100000) % 100 < 99 then 20 else 100 end,
               p.booked_on::timestamptz,
               p.booked_on::timestamptz,
               -- The derived columns the triggers would keep (replica mode turns them off), lines in the order
               -- they are written below.
               (array[m.names[1 + p.base], m.names[1 + (p.base + p.step) % m.size],
                      m.names[1 + (p.base + 2 * p.step) % m.size]])[1:p.line_count],
               (array[m.durations[1 + p.base], m.durations[1 + (p.base + p.step) % m.size],
                      m.durations[1 + (p.base + 2 * p.step) % m.size]])[1:p.line_count],
               m.prices[1 + p.base]
                 + case when p.line_count >= 2 then m.prices[1 + (p.base + p.step) % m.size] else 0 end
                 + case when p.line_count >= 3 then m.prices[1 + (p.base + 2 * p.step) % m.size] else 0 end
        from placed p, techs k, menu m,
             lateral (select lpad(((p.customer * 7919 + 1234567) % 100000000)::text, 8, '0') as digits) n
        returning 1)
      -- A data-modifying WITH runs whether or not it is read; both inserts see the same drawn rows.
      insert into appointment_services (appointment_id, service_id, service_name, price_thb, duration_minutes)
      select p.id, m.ids[1 + s.k], m.names[1 + s.k], m.prices[1 + s.k], m.durations[1 + s.k]
      from placed p, menu m,
           lateral (select i, (p.base + i * p.step) % m.size as k from generate_series(0, p.line_count - 1) as i) s
      -- Line ids in the order of the derived arrays written above.
      order by p.g, s.i`);
  });
}

/**
 * What the database keeps from the appointments, once the history is written: the statistics rollup from
 * their derived columns (decision 044), what each customer booked under (decision 211) and the paid
 * revenue of their sales (decision 225). The load runs
 * with triggers off, as a bulk load builds an index after it.
 */
export async function rebuildDerivedData(db: Database): Promise<void> {
  await db.execute(sql`select derived.rebuild_appointment_rollup()`);
  await db.execute(sql`select derived.rebuild_customer_search()`);
  // Paid revenue per day and technician from the history's sales (decision 225).
  await db.execute(sql`select derived.rebuild_sale_rollup()`);
}

/** The name, e-mail and phone digits of customer number `c` (an SQL expression), as the appointments spell them. */
function customerFields(c: string) {
  const n = sql.raw(c);
  const first = sql`${textArray(FIRST_NAMES)}[1 + ${n} % ${FIRST_NAMES.length}]`;
  const surname = sql`initcap(${textArray(SYLLABLES)}[1 + (${n} / 40) % 25]
    || ${textArray(SYLLABLES)}[1 + (${n} / 1000) % 25] || ${textArray(ENDINGS)}[1 + (${n} / 25000) % 10])`;
  return {
    name: sql`${first} || ' ' || ${surname}`,
    email: sql`lower(${first}) || '.' || lower(${surname}) || '@' || ${textArray(DOMAINS)}[1 + ${n} % 6]`,
    digits: sql`lpad(((${n} * 7919 + 1234567) % 100000000)::text, 8, '0')`,
  };
}

/**
 * The customer records of the history (decision 150), once its appointments are written: one per
 * customer number drawn, with the keys the product would have given them (the e-mail lower-cased, the
 * Thai mobile as 668…), updated when they last booked.
 */
export async function seedHistoryCustomers(db: Database): Promise<void> {
  const fields = customerFields('c');
  await db.execute(sql`
    insert into customers (id, name, email_key, phone_key, created_at, updated_at)
    select md5('growth-customer-' || c)::uuid, ${fields.name}, ${fields.email}, '668' || ${fields.digits},
           a.first_at, a.last_at
    from generate_series(0, ${HISTORY_CUSTOMERS - 1}) as c,
         lateral (select min(created_at) as first_at, max(created_at) as last_at from appointments
                  where customer_id = md5('growth-customer-' || c)::uuid) a
    where a.first_at is not null`);
}

/**
 * The e-mail outbox of the history: `total` messages written over the same days as the bookings, in
 * that order (96 % sent, 2 % dropped reminders, 1.5 % failed, 0.5 % pending far in the future so no
 * worker picks them up), with short bodies (the page lists only the summary columns).
 */
export async function seedHistoryOutbox(db: Database, shape: HistoryShape, first: number, last: number): Promise<void> {
  if (last < first) return;
  const draw = (k: number) => sql.raw(`(hashint8extended(g, ${k}) & 9223372036854775807)`);
  await db.execute(sql`
    insert into outbox (kind, recipient, subject, text_body, html_body, status, attempts, next_attempt_at,
                        last_error, sent_at, created_at)
    select (array['booking_received', 'booking_confirmed', 'reminder'])[1 + ${draw(11)} % 3],
           'guest' || (${draw(12)} % ${HISTORY_CUSTOMERS}) || '@example.com',
           'Your appointment at the salon', 'Thank you for booking with us. See you soon.',
           '<p>Thank you for booking with us. See you soon.</p>',
           o.status,
           case when o.status in ('sent', 'pending') then 1 else 5 end,
           case when o.status = 'pending' then timestamptz '2100-01-01' else o.at end,
           case when o.status = 'failed' then '550 mailbox unavailable' end,
           case when o.status = 'sent' then o.at + interval '5 seconds' end,
           o.at
    from generate_series(${first}::bigint, ${last}::bigint) as g,
         lateral (select ${shape.firstDay}::timestamptz + ((g - 1) * ${shape.days})::double precision / ${shape.total}
                           * interval '1 day' as at,
                         case when ${draw(13)} % 1000 < 960 then 'sent' when ${draw(13)} % 1000 < 980 then 'dropped'
                              when ${draw(13)} % 1000 < 995 then 'failed' else 'pending' end as status) o`);
}
