/**
 * The statistics rollup and the appointments' derived service columns (decision 044) are a second copy
 * of what appointments and appointment_services say; the database's triggers keep them. These tests
 * change appointments every way the product (or an operator with SQL) can and check, each time, that
 * the copy equals a recomputation from the source tables done in TypeScript: random single-row and
 * multi-row statements, rolled-back transactions, TRUNCATE, the app's own write paths, concurrent
 * writers (on PostgreSQL, with TEST_DATABASE_URL), a backup restored elsewhere, and an upgrade from a
 * database written before migration 0009.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { menuServiceId, seededTechnicians } from '../../../../test/support/fixtures/appointments.ts';
import { bookingBody, TEST_TOMORROW } from '../../../../test/support/fixtures/bookings.ts';
import {
  activeTechnicianIds,
  catalogueServices,
  derivedColumnMismatches,
  insertAppointments,
  randomAppointments,
  readRollup,
  recomputeRollup,
  seededRandom,
} from '../../../../test/support/fixtures/stats.ts';
import { createScratchDatabase } from '../../../../test/support/scratch-postgres.ts';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { testEngine, useTestDatabase } from '../../../../test/support/test-database.ts';
import { APPOINTMENT_STATUSES } from '../../../domain/appointment-status.ts';
import { addDays } from '../../../domain/calendar.ts';
import { DISCOUNT_PERCENTAGES } from '../../../domain/salon-rules.ts';
import { createSqlDump } from '../../../../test/support/backup-dump.ts';
import { readBackup, type BackupContents } from '../../db/backup-format.ts';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../db/client.ts';
import { restoreIntoDataDir, restoreIntoPostgres } from '../../db/restore-backup.ts';
import { appointments, appointmentServices } from '../../db/schema.ts';
import { totalsByTechnicianAndDay } from './appointment-stats.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

const FIRST_DATE = '2026-10-01';
const DAYS = 20;

/** The rollup and the derived columns equal a recomputation from appointments and their lines. */
async function expectRollupConsistent(db: Database, context: string): Promise<void> {
  const [kept, recomputed] = [await readRollup(db), await recomputeRollup(db)];
  expect(kept.days, `day totals after ${context}`).toEqual(recomputed.days);
  expect(kept.services, `service totals after ${context}`).toEqual(recomputed.services);
  expect(await derivedColumnMismatches(db), `derived columns after ${context}`).toEqual([]);
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

describe('the rollup equals a recomputation', () => {
  for (const seed of [11, 12]) {
    it(`after random edits of every kind, one statement at a time and in bulk (seed ${seed})`, async () => {
      const { db } = testDb;
      const random = seededRandom(seed);
      const technicians: (string | null)[] = [...(await activeTechnicianIds(db)), null];
      const catalogue = await catalogueServices(db);
      const randomSpecs = (count: number) =>
        randomAppointments(random, {
          firstDate: FIRST_DATE,
          days: DAYS,
          count,
          technicianIds: technicians,
          catalogue,
          oddPrices: true,
        });
      await insertAppointments(db, randomSpecs(120), 40);
      await expectRollupConsistent(db, 'the first inserts');

      const someAppointment = async (): Promise<string> => {
        const rows = await db.select({ id: appointments.id }).from(appointments).orderBy(asc(appointments.id));
        return pick(random, rows).id;
      };
      const operations: Record<string, () => Promise<unknown>> = {
        status: async () =>
          db
            .update(appointments)
            .set({ status: pick(random, APPOINTMENT_STATUSES) })
            .where(eq(appointments.id, await someAppointment())),
        technician: async () =>
          db
            .update(appointments)
            .set({ technicianId: pick(random, technicians) })
            .where(eq(appointments.id, await someAppointment())),
        discount: async () =>
          db
            .update(appointments)
            .set({ discountPercentage: pick(random, DISCOUNT_PERCENTAGES) })
            .where(eq(appointments.id, await someAppointment())),
        move: async () =>
          db
            .update(appointments)
            .set({
              appointmentDate: addDays(FIRST_DATE, Math.floor(random() * DAYS)),
              technicianId: pick(random, technicians),
            })
            .where(eq(appointments.id, await someAppointment())),
        'unrelated column': async () =>
          db
            .update(appointments)
            .set({ notes: `note ${random()}`, version: sql`${appointments.version} + 1` })
            .where(eq(appointments.id, await someAppointment())),
        'write a derived column': async () =>
          // Whatever is written there is replaced by what the lines say.
          db
            .update(appointments)
            .set({ serviceNames: ['Invented'], serviceMinutes: [999], servicesPriceThb: 123_456 })
            .where(eq(appointments.id, await someAppointment())),
        'add a line': async () => {
          const id = await someAppointment();
          const have = await db
            .select({ serviceId: appointmentServices.serviceId })
            .from(appointmentServices)
            .where(eq(appointmentServices.appointmentId, id));
          const candidates = catalogue.filter((service) => !have.some((line) => line.serviceId === service.serviceId));
          if (candidates.length === 0) return;
          const service = pick(random, candidates);
          await db.insert(appointmentServices).values({
            appointmentId: id,
            serviceId: service.serviceId,
            serviceName: service.name,
            priceThb: Math.floor(random() * 2000) + 5,
            durationMinutes: service.durationMinutes,
          });
        },
        'remove a line': async () => {
          const lines = await db
            .select({ id: appointmentServices.id })
            .from(appointmentServices)
            .orderBy(asc(appointmentServices.id));
          if (lines.length > 0)
            await db.delete(appointmentServices).where(eq(appointmentServices.id, pick(random, lines).id));
        },
        'change a line': async () => {
          const lines = await db
            .select({ id: appointmentServices.id })
            .from(appointmentServices)
            .orderBy(asc(appointmentServices.id));
          if (lines.length === 0) return;
          await db
            .update(appointmentServices)
            .set({
              priceThb: Math.floor(random() * 3000),
              durationMinutes: 15 + Math.floor(random() * 8) * 15,
              serviceName: pick(random, catalogue).name,
            })
            .where(eq(appointmentServices.id, pick(random, lines).id));
        },
        'move a line to another appointment': async () => {
          const lines = await db
            .select({ id: appointmentServices.id })
            .from(appointmentServices)
            .orderBy(asc(appointmentServices.id));
          if (lines.length === 0) return;
          // A fresh appointment, so the (appointment, service) pair stays unique.
          const [target] = await insertAppointments(
            db,
            randomSpecs(1).map((spec) => ({ ...spec, lines: [] })),
          );
          if (!target) throw new Error('insert failed');
          await db
            .update(appointmentServices)
            .set({ appointmentId: target })
            .where(eq(appointmentServices.id, pick(random, lines).id));
        },
        'delete an appointment': async () =>
          db.delete(appointments).where(eq(appointments.id, await someAppointment())),
        'insert several': async () => insertAppointments(db, randomSpecs(1 + Math.floor(random() * 6)), 3),
        'one statement over a day': async () =>
          db
            .update(appointments)
            .set({ status: pick(random, APPOINTMENT_STATUSES), technicianId: pick(random, technicians) })
            .where(eq(appointments.appointmentDate, addDays(FIRST_DATE, Math.floor(random() * DAYS)))),
        'lines of several appointments in one statement': async () => {
          const ids = (await db.select({ id: appointments.id }).from(appointments).limit(6)).map((row) => row.id);
          await db.delete(appointmentServices).where(inArray(appointmentServices.appointmentId, ids));
          const service = pick(random, catalogue);
          await db.insert(appointmentServices).values(
            ids.map((appointmentId) => ({
              appointmentId,
              serviceId: service.serviceId,
              serviceName: service.name,
              priceThb: 101,
              durationMinutes: 45,
            })),
          );
        },
        'rolled back': async () => {
          const id = await someAppointment();
          await db
            .transaction(async (tx) => {
              await tx
                .update(appointments)
                .set({ status: 'completed', discountPercentage: 20 })
                .where(eq(appointments.id, id));
              await tx.delete(appointmentServices).where(eq(appointmentServices.appointmentId, id));
              throw new Error('roll back');
            })
            .catch((error: unknown) => {
              if (!(error instanceof Error) || error.message !== 'roll back') throw error;
            });
        },
      };
      const names = Object.keys(operations);
      for (let step = 0; step < 160; step += 1) {
        const name = pick(random, names);
        await operations[name]?.();
        if (step % 8 === 7) await expectRollupConsistent(db, `step ${step} (${name})`);
      }
      await expectRollupConsistent(db, 'every step');
    });
  }

  it('after TRUNCATE of the appointments or of their lines alone', async () => {
    const { db } = testDb;
    const random = seededRandom(5);
    const specs = randomAppointments(random, {
      firstDate: FIRST_DATE,
      days: 5,
      count: 30,
      technicianIds: [...(await activeTechnicianIds(db)), null],
      catalogue: await catalogueServices(db),
    });
    await insertAppointments(db, specs);
    await db.execute(sql`truncate table appointment_services cascade`);
    await expectRollupConsistent(db, 'truncating the lines');
    expect((await readRollup(db)).services.size).toBe(0);
    await db.execute(sql`truncate table appointments cascade`);
    await expectRollupConsistent(db, 'truncating the appointments');
    expect((await readRollup(db)).days.size).toBe(0);
  });
});

describe("the app's write paths keep it right", () => {
  it('online and staff bookings, walk-ins, moves, status, technician, discount, services and deletes', async () => {
    const { db } = testDb;
    // Tuesday 24 November 2026, 10:00 in Phuket; the walk-in starts now.
    const clock = createTestClock('2026-11-24T03:00:00Z');
    const { app } = createTestApp({ db, engine: testEngine(), clock });
    const { headers } = await signInAsStaff(app, db);
    const [first, second] = await seededTechnicians(db);
    if (!first || !second) throw new Error('seed missing');
    const manicure = await menuServiceId(db, 'Classic Manicure');
    const pedicure = await menuServiceId(db, 'Classic Pedicure');
    const admin = (method: string, path: string, body?: unknown) =>
      call(app, method, `/api/admin/appointments${path}`, body, headers);
    const version = async (id: string) =>
      (await db.select({ version: appointments.version }).from(appointments).where(eq(appointments.id, id)))[0]
        ?.version;
    const expectOk = async (reply: Promise<{ status: number; body: unknown }>, context: string) => {
      const { status, body } = await reply;
      expect(status, `${context}: ${JSON.stringify(body)}`).toBeLessThan(300);
      await expectRollupConsistent(db, context);
      return body as { appointment: { id: string } };
    };

    await expectOk(
      call(
        app,
        'POST',
        '/api/bookings',
        bookingBody([manicure, pedicure], { date: '2026-11-25', time: '11:00', email: 'online.rollup@example.com' }),
      ),
      'an online booking',
    );
    const [onlineRow] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.customerEmail, 'online.rollup@example.com'));
    const onlineId = onlineRow?.id ?? '';
    const staffBooking = await expectOk(
      admin('POST', '', {
        serviceIds: [pedicure],
        technicianId: first.id,
        name: 'Called In',
        phone: '+66 81 111 2222',
        date: '2026-11-25',
        time: '13:00',
        source: 'phone',
      }),
      'a staff booking',
    );
    const walkIn = await expectOk(
      admin('POST', '/walk-in', {
        serviceIds: [manicure],
        technicianId: null,
        name: 'Walked In',
        phone: '+66 81 333 4444',
      }),
      'a walk-in',
    );
    const staffId = staffBooking.appointment.id;
    await expectOk(
      admin('PATCH', `/${staffId}/move`, {
        version: await version(staffId),
        date: '2026-11-26',
        time: '15:00',
        technicianId: second.id,
      }),
      'a move to another day and technician',
    );
    await expectOk(
      admin('PATCH', `/${onlineId}/status`, { version: await version(onlineId), status: 'confirmed' }),
      'confirming',
    );
    await expectOk(
      admin('PATCH', `/${onlineId}/technician`, { version: await version(onlineId), technicianId: first.id }),
      'assigning a technician',
    );
    await expectOk(
      admin('PATCH', `/${onlineId}/discount`, { version: await version(onlineId), discountPercentage: 10 }),
      'a discount',
    );
    const french = await menuServiceId(db, 'Manicure (French Nails)');
    await expectOk(
      admin('POST', `/${staffId}/services`, {
        version: await version(staffId),
        serviceId: french,
        acknowledgeWarnings: true,
      }),
      'adding a service',
    );
    await expectOk(
      admin('DELETE', `/${onlineId}/services/${pedicure}?version=${await version(onlineId)}`),
      'removing a service',
    );
    const walkInId = walkIn.appointment.id;
    clock.advance(3 * 60 * 60 * 1000);
    await expectOk(
      admin('PATCH', `/${walkInId}/status`, { version: await version(walkInId), status: 'no_show' }),
      'a no-show',
    );
    await expectOk(
      admin('PATCH', `/${onlineId}/status`, { version: await version(onlineId), status: 'cancelled' }),
      'cancelling',
    );
    const { status } = await admin('DELETE', `/${staffId}?version=${await version(staffId)}`);
    expect(status).toBeLessThan(300);
    await expectRollupConsistent(db, 'deleting an appointment');
    // The screens read the rollup: the day's statistics say the same.
    const days = await totalsByTechnicianAndDay(db, { from: TEST_TOMORROW, to: '2026-11-30' });
    expect(days.every((day) => day.appointmentCount > 0)).toBe(true);
  });
});

describe('concurrent writers', () => {
  it('never deadlock on the rollup and leave it right (reassignments in opposite directions at once)', async () => {
    const { db } = testDb;
    const [a, b] = await activeTechnicianIds(db);
    if (!a || !b) throw new Error('seed missing');
    const catalogue = await catalogueServices(db);
    const specs = randomAppointments(seededRandom(9), {
      firstDate: FIRST_DATE,
      days: 2,
      count: 40,
      technicianIds: [a, b],
      catalogue,
    }).map((spec, index) => ({ ...spec, technicianId: index % 2 === 0 ? a : b, status: 'confirmed' as const }));
    const ids = await insertAppointments(db, specs);
    // Each appointment swaps technician and day, all at once (a pool of 20 on PostgreSQL).
    await Promise.all(
      ids.map((id, index) =>
        db.transaction(async (tx) => {
          await tx
            .update(appointments)
            .set({
              technicianId: index % 2 === 0 ? b : a,
              appointmentDate: addDays(FIRST_DATE, index % 3 === 0 ? 1 : 0),
            })
            .where(eq(appointments.id, id));
          await tx.delete(appointmentServices).where(eq(appointmentServices.appointmentId, id));
          const service = catalogue[index % catalogue.length];
          if (!service) throw new Error('no service');
          await tx.insert(appointmentServices).values({
            appointmentId: id,
            serviceId: service.serviceId,
            serviceName: service.name,
            priceThb: service.priceThb,
            durationMinutes: service.durationMinutes,
          });
        }),
      ),
    );
    await expectRollupConsistent(db, 'concurrent swaps');
  });
});

describe('copies of the database', () => {
  // An embedded restore creates its folder in a child process and opens it (seconds each on a busy machine).
  it('a backup restored elsewhere rebuilds the rollup from its rows', { timeout: 240_000 }, async () => {
    const { db } = testDb;
    await insertAppointments(
      db,
      randomAppointments(seededRandom(21), {
        firstDate: FIRST_DATE,
        days: 10,
        count: 60,
        technicianIds: [...(await activeTechnicianIds(db)), null],
        catalogue: await catalogueServices(db),
        oddPrices: true,
      }),
    );
    const dump = await createSqlDump(db, new Date('2026-11-23T03:00:00Z'));
    // The derived tables are not in the file: they are rebuilt, not copied.
    expect(dump.rows.map(([table]) => table)).not.toContain('appointment_day_totals');
    const restored = await restoreElsewhere(readBackup(Buffer.from(dump.sql, 'utf8'), 'backup.sql'));
    try {
      expect(await readRollup(restored.db)).toEqual(await readRollup(db));
      await expectRollupConsistent(restored.db, 'restoring');
      // The rows load with the triggers off (restore-backup.ts): they must be on again afterwards.
      await restored.db.execute(
        sql`update appointments set status = 'cancelled' where id = (select id from appointments where status = 'confirmed' limit 1)`,
      );
      await restored.db.execute(
        sql`delete from appointment_services where id = (select min(id) from appointment_services)`,
      );
      await expectRollupConsistent(restored.db, 'writes after restoring');
    } finally {
      await restored.close();
    }
  });

  it('an upgrade from a database written before migration 0009 backfills the columns and the rollup', async () => {
    await withEmptyDatabase(async (target, migrateTo) => {
      await migrateTo(8);
      await target.execute(sql`insert into categories (name, slug) values ('Nails', 'nails')`);
      await target.execute(sql`
        insert into services (category_id, name, price_thb, duration_minutes)
          select c.id, s.name, s.price, s.minutes from categories c,
          (values ('Manicure', 400, 30), ('Pedicure', 555, 45), ('Gel', 901, 60)) as s(name, price, minutes)`);
      await target.execute(sql`
        insert into staff (email, is_technician) values ('nok@salon.example', true), ('ploy@salon.example', true)`);
      // Old rows as the previous release wrote them (no derived columns yet).
      await target.execute(sql`
        insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time,
                                  end_time, status, technician_id, discount_percentage)
        select 'Guest ' || g, 'g' || g || '@example.com', '+66 81 000 0000', date '2026-06-01' + (g % 9),
               '10:00', '11:00', (array['pending','confirmed','completed','cancelled','no_show'])[1 + g % 5],
               case when g % 3 = 0 then null else (select id from staff order by email offset (g % 2) limit 1) end,
               (array[0, 10, 20, 100])[1 + g % 4]
        from generate_series(1, 90) g`);
      await target.execute(sql`
        insert into appointment_services (appointment_id, service_id, service_name, price_thb, duration_minutes)
        select a.id, s.id, s.name, s.price_thb + 3, s.duration_minutes
        from appointments a join services s on s.id <= 1 + (hashtext(a.customer_name) & 3) % 3`);
      await migrateTo(Infinity);
      await expectRollupConsistent(target, 'the upgrade');
      expect((await readRollup(target)).days.size).toBeGreaterThan(10);
    });
  });
});

/** Restores a backup as `npm run restore` does, into a new data directory or scratch PostgreSQL database. */
async function restoreElsewhere(contents: BackupContents): Promise<{ db: Database; close: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'salon_rollup_restore');
    await restoreIntoPostgres(scratch.url, contents);
    const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    return {
      db: handle.db,
      close: async () => {
        await handle.close();
        await scratch.drop();
      },
    };
  }
  const parent = mkdtempSync(join(tmpdir(), 'salon-rollup-restore-'));
  const dataDir = join(parent, 'data');
  await restoreIntoDataDir(dataDir, contents, { replace: false, now: new Date() });
  const handle = await openDatabase({ dataDir });
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

/**
 * A second, empty database of the engine under test (a PGlite in memory, or a scratch PostgreSQL
 * database), with a function applying this product's migrations up to a schema level.
 */
async function withEmptyDatabase(
  work: (db: Database, migrateTo: (level: number) => Promise<void>) => Promise<void>,
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'salon-rollup-migrations-'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const migrationsUpTo = (level: number) => {
    const target = join(folder, String(level));
    mkdirSync(join(target, 'meta'), { recursive: true });
    const entries = journal.entries.filter((entry) => entry.idx <= level);
    writeFileSync(join(target, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries)
      copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(target, `${entry.tag}.sql`));
    return target;
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  try {
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, 'salon_rollup');
      const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
      try {
        const db = drizzleNodePostgres(pool) as unknown as Database;
        await work(db, (level) =>
          migrateNodePostgres(drizzleNodePostgres(pool), { migrationsFolder: migrationsUpTo(level) }),
        );
      } finally {
        await pool.end();
        await scratch.drop();
      }
    } else {
      const client = await PGlite.create({ extensions: { pg_trgm } });
      try {
        const db = drizzlePglite(client) as unknown as Database;
        await work(db, (level) => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsUpTo(level) }));
      } finally {
        await client.close();
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
