/**
 * The crash suite: a storm of bookings against the real
 * server, `kill -9` at a random moment, restart, repeated. Afterwards every
 * booking that was answered 201 must be in the database, every appointment
 * must have its services, and the capacity invariant must hold at every
 * minute of every day.
 */
import { and, eq, ne } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUFFER_AFTER_MINUTES, MAX_CONCURRENT_APPOINTMENTS } from '../../src/domain/salon-rules.ts';
import { timeToMinutes } from '../../src/domain/calendar.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { appointments, appointmentServices } from '../../src/server/db/schema.ts';
import { freePort, startServer, waitUntilHealthy } from '../support/server-process.ts';

export interface CrashSuiteOptions {
  readonly rounds: number;
  /** Concurrent booking requests in flight during a round. */
  readonly concurrency: number;
  /** Longest time a round runs before the kill (a random moment up to this). */
  readonly maxRoundMs: number;
  /** PostgreSQL URL of an empty database; unset: the embedded database in a temp folder. */
  readonly databaseUrl?: string;
  readonly log?: (line: string) => void;
}

export interface CrashSuiteResult {
  readonly rounds: number;
  readonly acknowledged: number;
  readonly refusedFull: number;
  readonly failedInFlight: number;
  readonly appointmentsInDatabase: number;
  readonly violations: string[];
}

const SERVICE_IDS = [1, 2, 3, 4, 10, 17, 25, 26];

function randomItem<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

export async function runCrashSuite(options: CrashSuiteOptions): Promise<CrashSuiteResult> {
  const log = options.log ?? (() => {});
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-crash-'));
  const env: Record<string, string> = options.databaseUrl
    ? { DATABASE_URL: options.databaseUrl }
    : { DATA_DIR: dataDir };
  env.BOOKING_RATE_LIMIT_MAX = '100000000';

  const acknowledged = new Set<string>();
  let refusedFull = 0;
  let failedInFlight = 0;
  let counter = 0;
  let dates: string[] = [];

  for (let round = 1; round <= options.rounds; round += 1) {
    const server = startServer(env, await freePort());
    await waitUntilHealthy(server, 90_000);
    if (dates.length === 0) {
      const body = (await (await fetch(`${server.url}/api/bookings/dates`)).json()) as { dates: { date: string }[] };
      // Today's early times may be past; the later days are fully open.
      dates = body.dates.slice(2, 6).map((d) => d.date);
    }
    let killed = false;
    const storm = async () => {
      while (!killed) {
        counter += 1;
        const name = `storm-${round}-${counter}`;
        const services = [randomItem(SERVICE_IDS)];
        const hour = 10 + Math.floor(Math.random() * 9);
        const minute = randomItem([0, 15, 30, 45]);
        try {
          const response = await fetch(`${server.url}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              serviceIds: services,
              date: randomItem(dates),
              time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
              name,
              email: 'storm@example.com',
              phone: '+66812345678',
            }),
          });
          if (response.status === 201) acknowledged.add(name);
          else if (response.status === 409) refusedFull += 1;
          else if (response.status !== 422) throw new Error(`unexpected status ${response.status}`);
        } catch (error) {
          if (!killed) throw error;
          failedInFlight += 1;
        }
      }
    };
    const acknowledgedBefore = acknowledged.size;
    const workers = Array.from({ length: options.concurrency }, storm);
    // The kill falls while bookings are being acknowledged: after this round's first one (on a loaded
    // machine the first can take longer than a whole round; up to 60 s), then at a random moment.
    const firstDeadline = Date.now() + 60_000;
    while (acknowledged.size === acknowledgedBefore && Date.now() < firstDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * options.maxRoundMs));
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.allSettled(workers);
    log(`round ${round}: killed after ${acknowledged.size} acknowledged bookings in total`);
  }

  // A clean start after the last kill must work too.
  const last = startServer(env, await freePort());
  await waitUntilHealthy(last, 90_000);
  last.child.kill('SIGTERM');
  await last.exited;

  const handle: DatabaseHandle = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 2 })
    : await openDatabase({ dataDir });
  const violations: string[] = [];
  let appointmentsInDatabase: number;
  try {
    const rows = await handle.db
      .select({
        id: appointments.id,
        name: appointments.customerName,
        date: appointments.appointmentDate,
        start: appointments.startTime,
        end: appointments.endTime,
        lineId: appointmentServices.id,
      })
      .from(appointments)
      .leftJoin(appointmentServices, eq(appointmentServices.appointmentId, appointments.id))
      .where(and(ne(appointments.status, 'cancelled')));
    const byId = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      if (row.lineId === null) violations.push(`appointment ${row.id} has no services`);
      byId.set(row.id, row);
    }
    appointmentsInDatabase = byId.size;
    const names = new Set([...byId.values()].map((row) => row.name));
    for (const name of acknowledged) if (!names.has(name)) violations.push(`acknowledged booking ${name} is missing`);

    const byDate = new Map<string, { start: number; end: number }[]>();
    for (const row of byId.values()) {
      const list = byDate.get(row.date) ?? [];
      list.push({ start: timeToMinutes(row.start), end: timeToMinutes(row.end) + BUFFER_AFTER_MINUTES });
      byDate.set(row.date, list);
    }
    for (const [date, intervals] of byDate) {
      for (let minute = 0; minute < 24 * 60 + BUFFER_AFTER_MINUTES; minute += 1) {
        const occupying = intervals.filter((i) => i.start <= minute && minute < i.end).length;
        if (occupying > MAX_CONCURRENT_APPOINTMENTS) {
          violations.push(`${date} at minute ${minute}: ${occupying} appointments occupy the salon`);
          break;
        }
      }
    }
  } finally {
    await handle.close();
  }
  return {
    rounds: options.rounds,
    acknowledged: acknowledged.size,
    refusedFull,
    failedInFlight,
    appointmentsInDatabase,
    violations,
  };
}
