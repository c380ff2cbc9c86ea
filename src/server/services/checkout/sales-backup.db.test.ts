/**
 * A backup of a database holding sales, restored into an empty target on the engine of the run (a new
 * PGlite data directory, or a scratch PostgreSQL database with TEST_DATABASE_URL): the sales come back
 * row for row (split payments, a refund, a void, tips, a product, a sale never paid), with the closed
 * drawer's Z report as it was kept; the receipt numbers go on without a gap (the next sale paid takes
 * the next number); and the paid-revenue and payroll rollups, which the restore rebuilds instead of
 * loading, equal both what the source's triggers kept and payroll recomputed from the restored sales.
 */
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlDump } from '../../../../test/support/backup-dump.ts';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import {
  payrollRecomputedFromSales,
  payrollReport,
  salesThrough,
  type AdminCall,
} from '../../../../test/support/fixtures/sales.ts';
import { createScratchDatabase } from '../../../../test/support/scratch-postgres.ts';
import { createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { readBackup } from '../../db/backup-format.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.ts';
import { restoreIntoDataDir, restoreIntoPostgres } from '../../db/restore-backup.ts';
import * as schema from '../../db/schema.ts';

const testDb = useTestDatabase();
const adminUrl = process.env.TEST_DATABASE_URL;
/** An embedded target is a PGlite data directory created on disk (seconds on a busy machine). */
const SLOW = 240_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let app: ReturnType<typeof createTestApp>['app'];
let owner: Record<string, string>;
let technicianA: string;
let technicianB: string;
let treatment: number;

beforeEach(async () => {
  await testDb.reset();
  await testDb.db.delete(schema.receiptCounters);
  await testDb.db.delete(schema.checkoutSettings);
  await testDb.db.delete(schema.products);
  ({ app } = createTestApp({ db: testDb.db, clock: createTestClock('2026-11-23T03:00:00Z') }));
  ({ headers: owner } = await signInAsOwner(app, testDb.db));
  const technicians = await testDb.db
    .select({ id: schema.staff.id })
    .from(schema.staff)
    .where(eq(schema.staff.isTechnician, true))
    .orderBy(asc(schema.staff.displayOrder), asc(schema.staff.email));
  technicianA = technicians[0]!.id;
  technicianB = technicians[1]!.id;
  const [first] = await testDb.db
    .select({ id: schema.services.id })
    .from(schema.services)
    .orderBy(asc(schema.services.id));
  treatment = first!.id;
});

type Call = AdminCall;

function caller(target: ReturnType<typeof createTestApp>['app'], headers: Record<string, string>): Call {
  return (method, path, body) => request(target, headers, method, `/api/admin${path}`, body);
}

function treatmentLine(technicianId: string | null, unitPrice: number, discount: unknown = null) {
  return {
    kind: 'treatment',
    itemId: treatment,
    appointmentServiceId: null,
    technicianId,
    quantity: 1,
    priceOverride: { unitPrice, reason: 'Backup test price' },
    discount,
  };
}

/**
 * A day at the till, closed: a sale split between PromptPay and cash with tips and a product, part
 * refunded; a sale paid then voided; one paid in cash; one never paid; cash paid out of the drawer.
 */
async function dayOfSales(call: Call): Promise<void> {
  const [oil] = await testDb.db
    .insert(schema.products)
    .values({ name: 'Cuticle oil', translations: { th: { name: 'น้ำมันบำรุงจมูกเล็บ' } }, priceSatang: 35_000 })
    .returning({ id: schema.products.id });
  const sales = salesThrough(call);
  expectStatus(await call('POST', '/checkout/drawer', { kind: 'open', float: 100_000 }), 200);
  expectStatus(await call('POST', '/checkout/drawer', { kind: 'paid-out', amount: 4_500, reason: 'Cotton pads' }), 200);

  const split = await sales.sale(
    [
      treatmentLine(technicianA, 33_333, { kind: 'percentage', basisPoints: 1000 }),
      treatmentLine(technicianB, 12_345),
      {
        kind: 'product',
        itemId: oil!.id,
        appointmentServiceId: null,
        technicianId: null,
        quantity: 2,
        priceOverride: null,
        discount: null,
      },
    ],
    {
      pay: false,
      tips: [
        { technicianId: technicianA, amount: 5_000 },
        { technicianId: technicianB, amount: 1_001 },
      ],
    },
  );
  const due = (await call<{ sale: { totalDue: number } }>('GET', `/checkout/sales/${split}`)).body.sale.totalDue;
  const pay = (method: string, amount: number, tendered: number | null) =>
    call('POST', `/checkout/sales/${split}/payments`, {
      method,
      otherName: null,
      amount,
      tendered,
      requestId: randomUUID(),
    });
  expectStatus(await pay('promptpay', 40_000, null), 200);
  expectStatus(await pay('cash', due - 40_000, due - 40_000 + 650), 200);
  await sales.refund(split, 3_333, { kind: 'line', lineIndex: 0 });
  await sales.refund(split, 501, { kind: 'tip', technicianId: technicianB });

  const voided = await sales.sale([treatmentLine(technicianA, 80_000)], {
    tips: [{ technicianId: technicianB, amount: 2_000 }],
  });
  expectStatus(await call('POST', `/checkout/sales/${voided}/void`, { reason: 'Wrong customer' }), 200);
  await sales.sale([treatmentLine(technicianB, 20_001)]);
  await sales.sale([treatmentLine(technicianA, 99_900)], { pay: false });
  expectStatus(await call('POST', '/checkout/drawer', { kind: 'close', counted: 123_400 }), 200);
}

/** Every row the sales, the drawer and their rollups hold, each table's rows in a fixed order. */
async function salesRows(db: Database) {
  const tables = {
    sales: schema.sales,
    saleLines: schema.saleLines,
    saleTips: schema.saleTips,
    saleMoneyEvents: schema.saleMoneyEvents,
    saleVoids: schema.saleVoids,
    drawerSessions: schema.drawerSessions,
    drawerEvents: schema.drawerEvents,
    receiptCounters: schema.receiptCounters,
    products: schema.products,
    saleDayTotals: schema.saleDayTotals,
    saleContributions: schema.saleContributions,
  };
  const rows: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(tables)) {
    rows[name] = (await db.select().from(table)).map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

/** Restores the file into an empty target of the run's engine and opens it. */
async function restoredDatabase(file: string): Promise<DatabaseHandle> {
  const contents = readBackup(Buffer.from(file, 'utf8'), 'backup.sql');
  let handle: DatabaseHandle;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'checkout_restore');
    cleanups.push(scratch.drop);
    await restoreIntoPostgres(scratch.url, contents);
    handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  } else {
    const parent = mkdtempSync(join(tmpdir(), 'checkout-restore-'));
    cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
    const dataDir = join(parent, 'data');
    await restoreIntoDataDir(dataDir, contents, { replace: false, now: new Date() });
    handle = await openDatabase({ dataDir });
  }
  cleanups.push(() => handle.close());
  return handle;
}

async function dayFigures(call: Call, date: string) {
  const day = await call<{
    technicians: { id: string; statistics: { paidRevenueSatang: number; tipsSatang: number } }[];
  }>('GET', `/calendar?date=${date}`);
  expectStatus(day, 200);
  return Object.fromEntries(day.body.technicians.map((technician) => [technician.id, technician.statistics]));
}

describe('a backup holding sales', () => {
  it(
    'restores the sales and the Z report, goes on numbering receipts without a gap, and rebuilds the rollups',
    { timeout: SLOW },
    async () => {
      const sourceCall = caller(app, owner);
      await dayOfSales(sourceCall);
      const before = await salesRows(testDb.db);
      expect(before.sales).toHaveLength(4);
      expect(before.saleVoids).toHaveLength(1);
      expect(before.saleDayTotals!.length).toBeGreaterThan(0);
      const drawerBefore = await sourceCall<{ lastClosed: { report: unknown } | null }>('GET', '/checkout/drawer');
      expect(drawerBefore.body.lastClosed?.report).toBeTruthy();
      const payrollBefore = await payrollReport(sourceCall, '2026-11-01', '2026-11-30');
      const dayBefore = await dayFigures(sourceCall, '2026-11-23');

      const dump = await createSqlDump(testDb.db, new Date('2026-11-23T15:00:00Z'));
      const restored = await restoredDatabase(dump.sql);

      // Row for row, the rollups included: rebuilt by the restore, they equal what the triggers kept.
      expect(await salesRows(restored.db)).toEqual(before);

      const target = createTestApp({ db: restored.db, clock: createTestClock('2026-11-24T03:00:00Z') });
      const { headers } = await signInAsOwner(target.app, restored.db);
      const restoredCall = caller(target.app, headers);

      // The Z report is the one kept at closing, and the drawer can be opened for the next day.
      const drawer = await restoredCall<{ open: unknown; lastClosed: { report: unknown } | null }>(
        'GET',
        '/checkout/drawer',
      );
      expect(drawer.body.open).toBeNull();
      expect(drawer.body.lastClosed?.report).toEqual(drawerBefore.body.lastClosed?.report);

      // Payroll and the day's paid revenue read from the rebuilt rollup equal the source's and a
      // recomputation from the restored sales' own lines and tips.
      const recomputed = await payrollRecomputedFromSales(restored.db, '2026-11-01', '2026-11-30');
      expect(recomputed.length).toBe(2);
      expect(await payrollReport(restoredCall, '2026-11-01', '2026-11-30')).toEqual(payrollBefore);
      expect(payrollBefore).toEqual(recomputed);
      const day = await dayFigures(restoredCall, '2026-11-23');
      expect(day).toEqual(dayBefore);
      for (const row of recomputed) expect(day[row.technicianId]?.paidRevenueSatang).toBe(row.sales);

      // The next sale paid takes the number after the last one, and the numbers have no gap.
      const numbersBefore = (await testDb.db.select({ n: schema.sales.receiptNumber }).from(schema.sales))
        .flatMap((row) => (row.n === null ? [] : [row.n]))
        .sort((a, b) => a - b);
      expect(numbersBefore).toEqual([1, 2, 3]);
      expectStatus(await restoredCall('POST', '/checkout/drawer', { kind: 'open', float: 50_000 }), 200);
      const next = await salesThrough(restoredCall).sale([treatmentLine(technicianA, 10_000)]);
      const view = await restoredCall<{ sale: { receiptNumber: number | null } }>('GET', `/checkout/sales/${next}`);
      expect(view.body.sale.receiptNumber).toBe(4);
    },
  );
});
