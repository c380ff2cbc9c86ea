/**
 * Commission rates and the payroll report through the real app, guards and database (decision 255):
 * rates set by the owner are kept on the lines of later sales; the report of a period counts paid
 * sales only, leaves voided ones out, lowers a line by what was refunded of it and pays tips at the
 * owner's share; every figure is checked against satang computed by hand.
 */
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import { salesThrough } from '../../../../test/support/fixtures/sales.ts';
import { CSV_BOM } from '../../../domain/csv.ts';
import { checkoutSettings, receiptCounters, services, staff } from '../../db/schema.ts';

const testDb = useTestDatabase();

let app: ReturnType<typeof createTestApp>['app'];
let owner: Record<string, string>;
let technicianA: string;
let technicianB: string;
let treatment1: number;
let treatment2: number;

beforeEach(async () => {
  await testDb.reset();
  await testDb.db.delete(receiptCounters);
  await testDb.db.delete(checkoutSettings);
  ({ app } = createTestApp({ db: testDb.db, clock: createTestClock() }));
  ({ headers: owner } = await signInAsOwner(app, testDb.db));
  const technicians = await testDb.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.isTechnician, true))
    .orderBy(asc(staff.displayOrder), asc(staff.email));
  technicianA = technicians[0]!.id;
  technicianB = technicians[1]!.id;
  const menu = await testDb.db.select({ id: services.id }).from(services).orderBy(asc(services.id));
  treatment1 = menu[0]!.id;
  treatment2 = menu[1]!.id;
});

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers = owner) =>
  request<T>(app, headers, method, `/api/admin${path}`, body);

interface RatesView {
  version: number;
  technicians: { id: string; name: string }[];
  treatments: { id: number; name: string }[];
}

interface ReportRow {
  technicianId: string;
  name: string;
  treatments: number;
  sales: number;
  commission: number;
  tips: number;
  pay: number;
}
interface ReportView {
  from: string;
  to: string;
  technicians: ReportRow[];
  totals: Omit<ReportRow, 'technicianId' | 'name'>;
}

async function setRates(body: Record<string, unknown>) {
  const current = await call<RatesView>('GET', '/settings/commission');
  expectStatus(current, 200);
  return call<RatesView>('PUT', '/settings/commission', { version: current.body.version, ...body });
}

/** The rates of the worked example: a percentage and a fixed technician, overrides for one and for everyone. */
const EXAMPLE_RATES = () => ({
  defaultRate: { kind: 'percentage', basisPoints: 1000 },
  technicianRates: [
    { technicianId: technicianA, rate: { kind: 'percentage', basisPoints: 4000 } },
    { technicianId: technicianB, rate: { kind: 'fixed', amount: 5000 } },
  ],
  overrides: [
    { treatmentId: treatment2, technicianId: technicianA, rate: { kind: 'fixed', amount: 10_000 } },
    { treatmentId: treatment2, technicianId: null, rate: { kind: 'percentage', basisPoints: 2500 } },
  ],
});

function line(
  itemId: number,
  technicianId: string,
  unitPrice: number,
  extra: { quantity?: number; discount?: Record<string, unknown> } = {},
) {
  return {
    kind: 'treatment',
    itemId,
    appointmentServiceId: null,
    technicianId,
    quantity: extra.quantity ?? 1,
    priceOverride: { unitPrice, reason: 'Payroll test price' },
    discount: extra.discount ?? null,
  };
}

const sales = salesThrough(call);
const refund = sales.refund;

function sale(lines: unknown[], tips: { technicianId: string; amount: number }[] = [], pay = true) {
  return sales.sale(lines, { tips, pay });
}

/** The worked example of decision 255, on 2026-11-23 (the test clock's salon date). */
async function workedExample() {
  expectStatus(await setRates(EXAMPLE_RATES()), 200);
  // Tips pass on at 90 % (the owner keeps 10 % for card fees).
  await testDb.db.update(checkoutSettings).set({ tipShareBasisPoints: 9000 });
  expectStatus(await call('POST', '/checkout/drawer', { kind: 'open', float: 100_000 }), 200);

  await sale(
    [
      // A, own 40 %: ฿333.33 less 10 % (3333.3 → 3333) = 30,000 → 12,000.
      line(treatment1, technicianA, 33_333, { discount: { kind: 'percentage', basisPoints: 1000 } }),
      // A on treatment 2: A's own override, fixed ฿100.
      line(treatment2, technicianA, 50_000),
      // B, own fixed ฿50 per treatment, two done: 10,000.
      line(treatment1, technicianB, 20_000, { quantity: 2 }),
      // B on treatment 2: the override for everyone, 25 % of (12,345 − 345) = 3,000.
      line(treatment2, technicianB, 12_345, { discount: { kind: 'amount', amount: 345 } }),
    ],
    // 90 % of 5,555 = 4,999.5 → 5,000; of 1,000 = 900.
    [
      { technicianId: technicianA, amount: 5555 },
      { technicianId: technicianB, amount: 1000 },
    ],
  );
  // Voided after payment: earns nothing, sells nothing.
  const voided = await sale([line(treatment1, technicianA, 40_000)], [{ technicianId: technicianA, amount: 3000 }]);
  expectStatus(await call('POST', `/checkout/sales/${voided}/void`, { reason: 'Wrong customer' }), 200);
  // Partly refunded: A's line 10,001 − 5,000 = 5,001 → 40 % = 2,000.4 → 2,000; B's line refunded in
  // full earns nothing and is no treatment done; A's tip 2,000 − 1,000 → 90 % = 900.
  const refunded = await sale(
    [line(treatment1, technicianA, 10_001), line(treatment1, technicianB, 15_000)],
    [{ technicianId: technicianA, amount: 2000 }],
  );
  await refund(refunded, 5000, { kind: 'line', lineIndex: 0 });
  await refund(refunded, 15_000, { kind: 'line', lineIndex: 1 });
  await refund(refunded, 1000, { kind: 'tip', technicianId: technicianA });
  // Never paid: not in the payroll.
  await sale([line(treatment1, technicianA, 99_900)], [], false);
}

describe('the payroll report', () => {
  it('sums commission, sales and tips per technician as computed by hand', async () => {
    await workedExample();
    const report = await call<ReportView>('GET', '/payroll?from=2026-11-01&to=2026-11-30');
    expectStatus(report, 200);
    const byId = new Map(report.body.technicians.map((row) => [row.technicianId, row]));
    expect(report.body.technicians).toHaveLength(2);
    expect(byId.get(technicianA)).toMatchObject({
      treatments: 3,
      sales: 30_000 + 50_000 + 5001,
      commission: 12_000 + 10_000 + 2000,
      tips: 5000 + 900,
      pay: 24_000 + 5900,
    });
    expect(byId.get(technicianB)).toMatchObject({
      treatments: 3,
      sales: 40_000 + 12_000,
      commission: 10_000 + 3000,
      tips: 900,
      pay: 13_900,
    });
    expect(report.body.totals).toEqual({ treatments: 6, sales: 137_001, commission: 37_000, tips: 6800, pay: 43_800 });
  });

  it('counts a sale on the salon day it was paid: a period around it excludes it', async () => {
    await workedExample();
    const later = await call<ReportView>('GET', '/payroll?from=2026-11-24&to=2026-12-24');
    expectStatus(later, 200);
    expect(later.body.technicians).toEqual([]);
    expect(later.body.totals).toEqual({ treatments: 0, sales: 0, commission: 0, tips: 0, pay: 0 });
    const day = await call<ReportView>('GET', '/payroll?from=2026-11-23&to=2026-11-23');
    expect(day.body.totals.pay).toBe(43_800);
  });

  it('keeps the rate a line was written with when the rates change later', async () => {
    await workedExample();
    expectStatus(
      await setRates({ defaultRate: { kind: 'percentage', basisPoints: 0 }, technicianRates: [], overrides: [] }),
      200,
    );
    const report = await call<ReportView>('GET', '/payroll?from=2026-11-01&to=2026-11-30');
    expect(report.body.totals.commission).toBe(37_000);
  });

  it('answers the same figures as CSV: BOM, CRLF, baht with two decimals, formula names neutralised', async () => {
    await workedExample();
    await testDb.db.update(staff).set({ email: '=HYPERLINK(1)@salon.example' }).where(eq(staff.id, technicianB));
    const response = await app.request('/api/admin/payroll.csv?from=2026-11-01&to=2026-11-30', { headers: owner });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="payroll-2026-11-01-2026-11-30.csv"',
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = text
      .slice(CSV_BOM.length)
      .split('\r\n')
      .filter((row) => row !== '')
      .map((row) => row.split(','));
    expect(rows[0]).toEqual([
      'Technician',
      'Treatments',
      'Sales (THB)',
      'Commission (THB)',
      'Tips (THB)',
      'Total to pay (THB)',
    ]);
    const names = await call<RatesView>('GET', '/settings/commission');
    const nameA = names.body.technicians.find((technician) => technician.id === technicianA)!.name;
    expect(rows).toContainEqual([nameA, '3', '850.01', '240.00', '59.00', '299.00']);
    expect(rows).toContainEqual(["'=HYPERLINK(1)", '3', '520.00', '130.00', '9.00', '139.00']);
    expect(rows.at(-1)).toEqual(['Total', '6', '1370.01', '370.00', '68.00', '438.00']);
    expect(rows).toHaveLength(4);
  });

  it('refuses a period that is not a real, ordered span of at most 31 days (422 naming the field)', async () => {
    for (const query of [
      'from=2026-11-30&to=2026-11-01',
      'from=2026-11-01&to=2026-12-02',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-11-01',
      'from=1999-12-31&to=2000-01-01',
      'from=2026-11-01&to=2026-11-30&extra=1',
    ]) {
      for (const path of ['/payroll', '/payroll.csv']) {
        const reply = await call('GET', `${path}?${query}`);
        expect(reply.status, `${path}?${query}`).toBe(422);
        expect(Object.keys(reply.body.error.fields ?? {}).length, query).toBeGreaterThan(0);
      }
    }
  });

  it('is the owner’s only: a staff session gets 403 on the report, the CSV and the rates', async () => {
    const { headers } = await signInAsStaff(app, testDb.db, 'front.desk@salon.example', 'staff');
    for (const [method, path, body] of [
      ['GET', '/payroll?from=2026-11-01&to=2026-11-30'],
      ['GET', '/payroll.csv?from=2026-11-01&to=2026-11-30'],
      ['GET', '/settings/commission'],
      ['PUT', '/settings/commission', { version: 0, ...EXAMPLE_RATES() }],
    ] as const) {
      const reply = await call(method, path, body, headers);
      expect(reply.status, `${method} ${path}`).toBe(403);
    }
    const [row] = await testDb.db.select().from(checkoutSettings);
    expect(row).toBeUndefined();
  });
});

describe('the commission rates', () => {
  it('saves the whole page with its version, answers it back, and refuses a stale version (409)', async () => {
    const first = await call<RatesView>('GET', '/settings/commission');
    expect(first.body.version).toBe(0);
    expect(first.body.technicians.length).toBeGreaterThanOrEqual(2);
    const saved = await call<RatesView & Record<string, unknown>>('PUT', '/settings/commission', {
      version: 0,
      ...EXAMPLE_RATES(),
    });
    expectStatus(saved, 200);
    expect(saved.body).toMatchObject({
      version: 1,
      defaultRate: { kind: 'percentage', basisPoints: 1000 },
      technicianRates: expect.arrayContaining([{ technicianId: technicianB, rate: { kind: 'fixed', amount: 5000 } }]),
    });
    expect(saved.body.overrides).toHaveLength(2);
    const stale = await call('PUT', '/settings/commission', { version: 0, ...EXAMPLE_RATES(), overrides: [] });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed/);
    const after = await call<{ overrides: unknown[] }>('GET', '/settings/commission');
    expect(after.body.overrides).toHaveLength(2);
  });

  it('refuses rates out of bounds with 422 naming the field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ defaultRate: { kind: 'percentage', basisPoints: 10_001 } }, 'defaultRate'],
      [{ defaultRate: { kind: 'percentage', basisPoints: -1 } }, 'defaultRate'],
      [{ defaultRate: { kind: 'percentage', basisPoints: 12.5 } }, 'defaultRate'],
      [{ defaultRate: { kind: 'fixed', amount: 100_000_001 } }, 'defaultRate'],
      [{ defaultRate: { kind: 'bonus', amount: 1 } }, 'defaultRate'],
      [{ technicianRates: [{ technicianId: 'not-a-uuid', rate: { kind: 'fixed', amount: 1 } }] }, 'technicianRates'],
      [{ technicianRates: [{ technicianId: randomUUID(), rate: { kind: 'fixed', amount: 1 } }] }, 'technicianRates'],
      [
        { overrides: [{ treatmentId: 1, technicianId: null, rate: { kind: 'fixed', amount: 100_000_001 } }] },
        'overrides',
      ],
      [{ overrides: [{ treatmentId: 999_999, technicianId: null, rate: { kind: 'fixed', amount: 1 } }] }, 'overrides'],
      [
        {
          overrides: [
            { treatmentId: 1, technicianId: null, rate: { kind: 'fixed', amount: 1 } },
            { treatmentId: 1, technicianId: null, rate: { kind: 'fixed', amount: 2 } },
          ],
        },
        'overrides',
      ],
      [{ version: -1 }, 'version'],
    ];
    for (const [change, field] of cases) {
      const body = { version: 0, ...EXAMPLE_RATES(), ...change };
      const reply = await call('PUT', '/settings/commission', body);
      expect(reply.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(reply.body.error.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    const [row] = await testDb.db.select().from(checkoutSettings);
    expect(row).toBeUndefined();
  });
});
