/**
 * Dashboard query benchmark: seeds 100,000 appointments (with
 * about 150,000 booked service lines) and measures the dashboard's list
 * service (one page, with its total count and service lines) and the detail
 * service, p50/p99 over sequential calls, on PGlite and on PostgreSQL. It also
 * prints each list query's plan (EXPLAIN ANALYZE) so index use is visible.
 *
 *   npm run bench:dashboard                          # both engines
 *   npm run bench:dashboard -- --engine pglite --iterations 50 --appointments 100000
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * is the admin URL; a scratch database is created for the run and dropped after.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { defaultSalonConfig } from '../src/config/salon.ts';
import { dashboardQuerySchema, type DashboardQueryInput } from '../src/domain/appointment-dashboard.ts';
import { salonMoment, type SalonMoment } from '../src/domain/salon-time.ts';
import type { Database } from '../src/server/db/client.ts';
import { appointments, staff } from '../src/server/db/schema.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { openBenchDatabase } from './support/database.ts';
import { getAppointmentDetail } from '../src/server/services/appointments/get-appointment-detail.ts';
import {
  appointmentRowColumns,
  dashboardConditions,
  listAppointments,
} from '../src/server/services/appointments/list-appointments.ts';
import { option } from './support/command-line.ts';

const engines = option('engine', 'both') === 'both' ? ['pglite', 'postgres'] : [option('engine', 'pglite')];
const iterations = Number(option('iterations', '60'));
const total = Number(option('appointments', '100000'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** "Now" for the run: Wednesday 15 July 2026, 14:00 in Phuket; the data spans 2025 to 2027. */
const NOW = new Date('2026-07-15T07:00:00Z');

async function seedAppointments(db: Database, count: number): Promise<void> {
  // One statement each on the server side: generate_series, not 100,000 round trips.
  await db.execute(sql`
    with techs as (select array_agg(id order by display_order) as ids from staff where is_technician)
    insert into appointments (customer_name, customer_email, customer_phone, notes, appointment_date,
                              start_time, end_time, status, technician_id, discount_percentage, created_at, updated_at)
    select
      (array['Anna','Somchai','Li','Maria','Olga','Kanya','Emma','Noah','Yuki','Priya','Lena','Sofia'])[1 + g % 12]
        || ' ' || (array['Svensson','Dee','Wei','Garcia','Ivanova','Suksai','Brown','Tanaka','Singh','Muller'])[1 + (g / 12) % 10]
        || ' ' || g,
      'guest' || g || '@example.com',
      '+66 8' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
      case when g % 7 = 0 then 'Window seat please' end,
      date '2025-01-01' + (g % 1095),
      to_char(time '10:00' + ((g * 37) % 36) * interval '15 minutes', 'HH24:MI'),
      '23:59',
      (array['pending','confirmed','completed','cancelled'])[1 + g % 4],
      case when g % 5 = 0 then null else (select ids[1 + g % array_length(ids, 1)] from techs) end,
      (array[0,0,0,10,20,100])[1 + g % 6],
      now(), now()
    from generate_series(1, ${count}) as g`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) as n from appointments),
         menu as (select id, name, price_thb, duration_minutes, row_number() over (order by id) - 1 as n,
                         count(*) over () as size from services)
    insert into appointment_services (appointment_id, service_id, service_name, price_thb, duration_minutes)
    select a.id, m.id, m.name, m.price_thb, m.duration_minutes
    from numbered a join menu m on m.n = a.n % m.size
    union all
    select a.id, m.id, m.name, m.price_thb, m.duration_minutes
    from numbered a join menu m on m.n = (a.n * 7 + 3) % m.size
    where a.n % 2 = 0 and (a.n * 7 + 3) % m.size <> a.n % m.size`);
  await db.execute(sql`
    update appointments a set end_time = to_char(a.start_time::time + d.minutes * interval '1 minute', 'HH24:MI')
    from (select appointment_id, sum(duration_minutes) as minutes from appointment_services group by appointment_id) d
    where d.appointment_id = a.id`);
  await db.execute(sql`analyze`);
}

interface Scenario {
  readonly name: string;
  readonly query: DashboardQueryInput;
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let warm = 0; warm < 5; warm += 1) await run();
  const samples: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

async function plan(db: Database, query: DashboardQueryInput, now: SalonMoment): Promise<string> {
  const parsed = dashboardQuerySchema.parse(query);
  const where = dashboardConditions(parsed, now);
  const select = db
    .select(appointmentRowColumns)
    .from(appointments)
    .leftJoin(staff, eq(staff.id, appointments.technicianId))
    .where(where)
    .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime), asc(appointments.id))
    .limit(parsed.pageSize)
    .offset((parsed.page - 1) * parsed.pageSize);
  const result = await db.execute(sql`explain (analyze, costs off, timing off, summary off) ${select}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
  const lines = rows.map((row) => Object.values(row)[0] ?? '');
  // The scan nodes tell whether an index was used.
  return lines
    .filter((line) => /Scan/.test(line))
    .map((line) =>
      line
        .trim()
        .replace(/^->\s*/, '')
        .replace(/\s*\(actual.*$/, ''),
    )
    .slice(0, 2)
    .join('; ');
}

async function benchEngine(engine: string): Promise<void> {
  const { handle, drop } = await openBenchDatabase(engine, adminUrl, 4);
  try {
    await handle.migrate();
    await seedDatabase(handle.db, 'salon.example');
    const seeding = performance.now();
    await seedAppointments(handle.db, total);
    const [counted] = await handle.db.select({ value: sql<number>`count(*)::int` }).from(appointments);
    console.log(
      `\n## ${engine}: ${counted?.value ?? 0} appointments seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const db = handle.db;
    const now = salonMoment(NOW, defaultSalonConfig.timeZone);
    const [technician] = await db.select({ id: staff.id }).from(staff).where(eq(staff.isTechnician, true)).limit(1);
    const scenarios: Scenario[] = [
      { name: 'all, page 1', query: {} },
      { name: 'all, page 2,000 (deep offset)', query: { page: '2000' } },
      { name: 'today', query: { time: 'today' } },
      { name: 'tomorrow', query: { time: 'tomorrow' } },
      { name: 'week', query: { time: 'week' } },
      { name: 'upcoming', query: { time: 'upcoming' } },
      { name: 'status confirmed', query: { status: 'confirmed' } },
      { name: 'technician', query: { technician: technician?.id ?? 'all' } },
      { name: 'unassigned + upcoming', query: { technician: 'unassigned', time: 'upcoming' } },
      { name: 'search name "svens"', query: { q: 'svens' } },
      { name: 'search e-mail "guest4242@"', query: { q: 'guest4242@' } },
      { name: 'search phone "81 234"', query: { q: '81 234' } },
      { name: 'search + today', query: { q: 'anna', time: 'today' } },
    ];
    console.log('\n| scenario | p50 ms | p99 ms | plan (first nodes) |');
    console.log('|---|---:|---:|---|');
    for (const scenario of scenarios) {
      const query = dashboardQuerySchema.parse(scenario.query);
      const result = await time(() => listAppointments({ db, query, now }));
      console.log(
        `| ${scenario.name} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${await plan(db, scenario.query, now)} |`,
      );
    }
    const [some] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .limit(1)
      .offset(total / 2);
    const detail = await time(() => getAppointmentDetail({ db, id: some?.id ?? '', hours: defaultSalonConfig.hours }));
    console.log(`| detail (GET /:id) | ${detail.p50.toFixed(1)} | ${detail.p99.toFixed(1)} | |`);
  } finally {
    await handle.close();
    await drop();
  }
}

console.log(
  `Dashboard benchmark: ${total} appointments, ${iterations} sequential calls per scenario, Node ${process.version}`,
);
for (const engine of engines) await benchEngine(engine);
