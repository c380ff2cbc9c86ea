import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import { createSqlDump, RestoreError, restoreSqlDump } from './backup.ts';
import { openDatabase, type Database } from './client.ts';
import * as schema from './schema.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

async function snapshot(db: Database) {
  return {
    categories: await db.select().from(schema.categories).orderBy(asc(schema.categories.id)),
    services: await db.select().from(schema.services).orderBy(asc(schema.services.id)),
    staff: await db.select().from(schema.staff).orderBy(asc(schema.staff.email)),
    appointments: await db.select().from(schema.appointments).orderBy(asc(schema.appointments.customerName)),
    lines: await db.select().from(schema.appointmentServices).orderBy(asc(schema.appointmentServices.id)),
    events: await db.select().from(schema.appointmentEvents).orderBy(asc(schema.appointmentEvents.id)),
  };
}

describe('SQL backups', () => {
  it('round-trip every row, including awkward text, into an empty database', async () => {
    const { db } = testDb;
    const [appointment] = await db
      .insert(schema.appointments)
      .values({
        customerName: `O'Brien "Ann" \\ 😀 ภาษาไทย`,
        customerEmail: 'ann@example.com',
        customerPhone: '+66812345678',
        notes: "line one\nline two; DROP TABLE appointments; --'",
        appointmentDate: '2026-11-24',
        startTime: '10:00',
        endTime: '10:45',
        discountPercentage: 10,
      })
      .returning();
    await db.insert(schema.appointmentServices).values({
      appointmentId: appointment!.id,
      serviceId: 3,
      serviceName: 'Manicure (French Nails)',
      priceThb: 590,
      durationMinutes: 45,
    });
    await db.insert(schema.appointmentEvents).values({
      appointmentId: appointment!.id,
      kind: 'status_changed',
      detail: { from: 'pending', to: 'confirmed', note: 'it\'s "quoted"' },
    });

    const dump = await createSqlDump(db, new Date('2026-11-22T10:00:00Z'));
    expect(dump.sql).toContain('-- Salon database backup, 2026-11-22T10:00:00.000Z');
    expect(dump.rowCount).toBeGreaterThan(36);

    const target = await openDatabase({ inMemory: true });
    try {
      await restoreSqlDump(target, dump.sql);
      await target.migrate(); // nothing newer to apply, and it must not fail
      expect(await snapshot(target.db)).toEqual(await snapshot(db));
      // Sequences continue after the restored rows.
      const [next] = await target.db
        .insert(schema.categories)
        .values({ name: 'Brows', slug: 'brows', sortOrder: 9 })
        .returning();
      expect(next!.id).toBe(5);
    } finally {
      await target.close();
    }
  });

  it('refuses to restore over an existing database', async () => {
    const dump = await createSqlDump(testDb.db, new Date());
    await expect(restoreSqlDump(testDb.handle, dump.sql)).rejects.toThrow(RestoreError);
  });
});
