/**
 * Calendar and statistics benchmark: with 100,000 appointments in
 * the database (about 60 a day for four and a half years, two service lines
 * each on average, every status and discount), the latency of
 *   - one calendar day (technicians, blocks, Daily Statistics), and
 *   - one technician's monthly statistics (totals, per-day chart, services, recent),
 * called as the routes call them (service level, no HTTP), on PGlite and PostgreSQL.
 *
 *   npm run bench:calendar                              # both engines
 *   npm run bench:calendar -- --engine pglite --appointments 100000 --runs 200
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * is the admin URL; a scratch database is created for the run and dropped after.
 */
import { sql } from 'drizzle-orm';
import { addDays } from '../src/domain/calendar.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { getCalendarDay } from '../src/server/services/calendar/get-calendar-day.ts';
import { openBenchDatabase } from './support/database.ts';
import { getTechnicianStats } from '../src/server/services/statistics/get-technician-stats.ts';
import {
  activeTechnicianIds,
  catalogueServices,
  insertAppointments,
  randomAppointments,
  seededRandom,
} from '../test/support/fixtures/stats.ts';
import { option } from './support/command-line.ts';

/** The salon's time zone, as the server's configuration gives it by default. */
const SALON_TIME_ZONE = 'Asia/Bangkok';

const engines = option('engine', 'both') === 'both' ? ['pglite', 'postgres'] : [option('engine', 'pglite')];
const appointmentCount = Number(option('appointments', '100000'));
const runs = Number(option('runs', '200'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const FIRST_DATE = '2023-01-02';
const PER_DAY = 60;
const days = Math.ceil(appointmentCount / PER_DAY);

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function measure(label: string, run: (index: number) => Promise<unknown>): Promise<string> {
  for (let index = 0; index < 10; index += 1) await run(index); // warm-up
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return `| ${label} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} | ${mean.toFixed(1)} | ${runs} |`;
}

async function benchEngine(engine: string): Promise<string[]> {
  const { handle, drop } = await openBenchDatabase(engine, adminUrl);
  const { db } = handle;
  try {
    await handle.migrate();
    await seedDatabase(db, 'salon.example');
    const technicians = await activeTechnicianIds(db);
    const random = seededRandom(2026);
    const specs = randomAppointments(random, {
      firstDate: FIRST_DATE,
      days,
      count: appointmentCount,
      technicianIds: [...technicians, ...technicians, null],
      catalogue: await catalogueServices(db),
    });
    const started = performance.now();
    await insertAppointments(db, specs, 1000);
    await db.execute(sql`analyze`);
    const loadSeconds = (performance.now() - started) / 1000;
    const lineCount = specs.reduce((sum, spec) => sum + spec.lines.length, 0);
    console.error(`${engine}: loaded ${specs.length} appointments, ${lineCount} lines in ${loadSeconds.toFixed(1)} s`);

    const dayAt = (index: number) => addDays(FIRST_DATE, Math.floor(seededRandom(index + 1)() * days));
    const rows = [
      await measure(`${engine} | calendar day (≈${PER_DAY} appointments)`, (index) =>
        getCalendarDay({ db, date: dayAt(index), timeZone: SALON_TIME_ZONE }),
      ),
      await measure(`${engine} | technician monthly statistics`, (index) =>
        getTechnicianStats({
          db,
          technicianId: technicians[index % technicians.length] ?? '',
          period: 'monthly',
          date: dayAt(index),
          timeZone: SALON_TIME_ZONE,
        }),
      ),
      await measure(`${engine} | technician weekly statistics`, (index) =>
        getTechnicianStats({
          db,
          technicianId: technicians[index % technicians.length] ?? '',
          period: 'weekly',
          date: dayAt(index),
          timeZone: SALON_TIME_ZONE,
        }),
      ),
    ];
    const plan = await db.execute(
      sql`explain select count(*) from appointments
          where appointment_date between '2024-03-01' and '2024-03-31'
            and status in ('pending', 'confirmed', 'completed') and technician_id = ${technicians[0] ?? null}`,
    );
    console.error(
      `${engine}: plan of the monthly filter: ${JSON.stringify(plan)
        .match(/(Index|Bitmap|Seq)[^"]*/g)
        ?.join(' / ')}`,
    );
    return rows;
  } finally {
    await handle.close();
    await drop();
  }
}

const output = [
  `${appointmentCount} appointments over ${days} days; ${runs} sequential calls per scenario after 10 warm-up calls.`,
  '',
  '| engine | scenario | p50 ms | p99 ms | mean ms | calls |',
  '|---|---|---:|---:|---:|---:|',
];
for (const engine of engines) output.push(...(await benchEngine(engine)));
console.log(output.join('\n'));
