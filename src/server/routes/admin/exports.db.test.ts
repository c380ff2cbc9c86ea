/** The CSV exports through the real app: headers, BOM, quoting, injection, filters, bounds. */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../test/support/read-csv.ts';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { seededTechnicians } from '../../../../test/support/fixtures/appointments.ts';
import { emptyCustomers, insertCustomerAppointment } from '../../../../test/support/fixtures/customers.ts';
import { EXPORT_MAX_ROWS } from '../../../domain/customers.ts';
import { EXPORT_BATCH_SIZE } from '../../services/appointments/export-appointments-csv.ts';

const testDb = useTestDatabase();
const clock = createTestClock('2026-11-23T03:00:00Z');
let technicianId: string;

beforeEach(async () => {
  await testDb.reset();
  await emptyCustomers(testDb.db);
  technicianId = (await seededTechnicians(testDb.db))[0]!.id;
  await insertCustomerAppointment(testDb.db, {
    name: 'ณัฐพล ใจดี',
    email: 'nat@example.co.th',
    phone: '089 999 0000',
    date: '2026-11-23',
    start: '11:00',
    status: 'confirmed',
    technicianId,
    services: ['Classic Manicure', 'Manicure (French Nails)'],
    discountPercentage: 10,
    notes: 'Prefers, "quiet" chair\nSecond line',
  });
  await insertCustomerAppointment(testDb.db, {
    name: '=HYPERLINK("http://evil.example","click")',
    email: 'evil@example.com',
    phone: '+66 81 000 0001',
    date: '2026-11-24',
    start: '12:00',
    status: 'pending',
  });
  await insertCustomerAppointment(testDb.db, {
    name: 'Борис Иванов',
    email: 'boris@example.ru',
    phone: '+7 912 345 6789',
    date: '2026-11-20',
    start: '10:00',
    status: 'completed',
  });
});

async function download(path: string) {
  const { app } = createTestApp({ db: testDb.db, clock });
  const session = await signInAsStaff(app, testDb.db);
  const response = await app.request(path, { headers: session.headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('GET /api/admin/exports/appointments.csv', () => {
  it('is a dated, uncached UTF-8 attachment with a byte-order mark and CRLF lines', async () => {
    const { response, bytes, text } = await download('/api/admin/exports/appointments.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="appointments-2026-11-23.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n').at(-1)).toBe('');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Reference',
      'Date',
      'Start',
      'End',
      'Status',
      'Customer',
      'E-mail',
      'Phone',
      'Services',
      'Technician',
      'Duration (minutes)',
      'Price (THB)',
      'Discount (%)',
      'Price after discount (THB)',
      'Source',
      'Notes',
    ]);
    // All three, in the dashboard's order (date, then start).
    expect(rows.slice(1).map((row) => row[1])).toEqual(['2026-11-20', '2026-11-23', '2026-11-24']);
    const thai = rows.find((row) => row[5] === 'ณัฐพล ใจดี')!;
    expect(thai.slice(1, 16)).toEqual([
      '2026-11-23',
      '11:00',
      '12:15',
      'Confirmed',
      'ณัฐพล ใจดี',
      'nat@example.co.th',
      '089 999 0000',
      'Classic Manicure; Manicure (French Nails)',
      expect.any(String),
      '75',
      '990',
      '10',
      '891',
      'Online',
      'Prefers, "quiet" chair\nSecond line',
    ]);
    expect(rows.find((row) => row[6] === 'boris@example.ru')?.[5]).toBe('Борис Иванов');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const { text } = await download('/api/admin/exports/appointments.csv');
    const evil = parseCsv(text).find((row) => row[6] === 'evil@example.com')!;
    expect(evil[5]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(evil[7]).toBe("'+66 81 000 0001");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it("honours the dashboard's search, status, time and technician filters, and ignores its paging", async () => {
    const references = async (query: string) =>
      parseCsv((await download(`/api/admin/exports/appointments.csv?${query}`)).text)
        .slice(1)
        .map((row) => row[6]);
    expect(await references('status=completed')).toEqual(['boris@example.ru']);
    expect(await references('time=upcoming')).toEqual(['nat@example.co.th', 'evil@example.com']);
    expect(await references(`technician=${technicianId}`)).toEqual(['nat@example.co.th']);
    expect(await references('technician=unassigned&q=boris')).toEqual(['boris@example.ru']);
    expect(await references('q=089%20999')).toEqual(['nat@example.co.th']);
    expect(await references('page=2&pageSize=10')).toHaveLength(3);
  });

  it('refuses a bad filter with 422 as the dashboard does', async () => {
    for (const query of ['status=lost', 'time=yesterday', 'technician=7', `q=${'x'.repeat(101)}`]) {
      const { response } = await download(`/api/admin/exports/appointments.csv?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('reads past one batch without losing or repeating a row', async () => {
    // Appointments sharing a date and start time: the keyset's id decides between them.
    const total = EXPORT_BATCH_SIZE + 3;
    await insertBulk(total, '2026-12-01');
    const rows = parseCsv((await download('/api/admin/exports/appointments.csv?q=bulk')).text).slice(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row[6])).size).toBe(total);
  });

  it('refuses more than the bound with a sentence, before sending anything', async () => {
    await insertBulk(EXPORT_MAX_ROWS + 1, '2026-12-02');
    const { response, text } = await download('/api/admin/exports/appointments.csv?q=bulk');
    expect(response.status).toBe(422);
    expect(JSON.parse(text)).toMatchObject({ error: { message: expect.stringContaining('at most 50,000') } });
    const narrowed = await download('/api/admin/exports/appointments.csv?q=bulk&status=confirmed');
    expect(narrowed.response.status).toBe(200);
  }, 120_000);
});

/** Many bare appointments in one statement (no services: the export reads those per batch anyway). */
async function insertBulk(count: number, date: string): Promise<void> {
  // The statistics' row triggers (migration 0009) would cost most of this test's time on 50,001 rows and
  // prove nothing about the export: they are off for this one insert (the next reset's TRUNCATE clears
  // the rollup), so the test measures the bound, not the triggers.
  await testDb.db.transaction(async (tx) => {
    await tx.execute(sql`alter table appointments disable trigger user`);
    await tx.execute(sql`
      insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time)
      select 'Bulk ' || n, 'bulk' || n || '@example.com', '', ${date}::date, '10:00', '10:30'
      from generate_series(1, ${count}) as n`);
    await tx.execute(sql`alter table appointments enable trigger user`);
  });
}

describe('GET /api/admin/exports/customers.csv', () => {
  it('lists the customers the search finds with their totals, neutralised and quoted', async () => {
    const { response, text } = await download('/api/admin/exports/customers.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="customers-2026-11-23.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Name',
      'E-mail',
      'Phone',
      'Visits',
      'Upcoming',
      'Total spent (THB)',
      'Cancellations',
      'No-shows',
      'Last visit',
      'Notes',
    ]);
    expect(rows).toHaveLength(4);
    const boris = rows.find((row) => row[1] === 'boris@example.ru')!;
    expect(boris).toEqual([
      'Борис Иванов',
      'boris@example.ru',
      "'+7 912 345 6789",
      '1',
      '0',
      '400',
      '0',
      '0',
      '2026-11-20',
      '',
    ]);
    const evil = rows.find((row) => row[1] === 'evil@example.com')!;
    expect(evil[0]).toBe(`'=HYPERLINK("http://evil.example","click")`);

    const searched = parseCsv((await download('/api/admin/exports/customers.csv?q=089%20999%200000')).text);
    expect(searched.slice(1).map((row) => row[0])).toEqual(['ณัฐพล ใจดี']);
  });
});
