/**
 * What keeps the dashboard list's cost independent of the history:
 * a capped count, and searches that the trigram indexes answer.
 * On PGlite or PostgreSQL (TEST_DATABASE_URL).
 */
import { like, sql, type SQL } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { dashboardQuerySchema, type DashboardQueryInput } from '../../../domain/appointment-dashboard.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import { appointments } from '../../db/schema.ts';
import { scopeStatisticsQuery } from '../statistics/appointment-stats.ts';
import { COUNT_AHEAD, dashboardConditions, listAppointments } from './list-appointments.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

const NOW = salonMoment(new Date('2026-11-23T03:00:00Z'), 'Asia/Bangkok');

/** `count` appointments on consecutive quarter hours from 1 January 2026, customer "Guest n". */
async function insertMany(count: number): Promise<void> {
  await testDb.db.execute(sql`
    insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time)
    select 'Guest ' || g, 'guest' || g || '@example.com', '+66 81 000 ' || lpad(g::text, 4, '0'),
           date '2026-01-01' + (g / 40), to_char(time '10:00' + (g % 40) * interval '15 minutes', 'HH24:MI'),
           to_char(time '10:15' + (g % 40) * interval '15 minutes', 'HH24:MI')
    from generate_series(1, ${count}) as g`);
}

function list(input: DashboardQueryInput) {
  return listAppointments({ db: testDb.db, query: dashboardQuerySchema.parse(input), now: NOW });
}

async function planOf(query: SQL): Promise<string> {
  const result = await testDb.db.execute(sql`explain ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('the dashboard count', () => {
  it('is exact up to COUNT_AHEAD matches past the page start, and a lower bound beyond', async () => {
    await insertMany(COUNT_AHEAD + 20);

    const first = await list({ pageSize: '25' });
    expect(first).toMatchObject({ total: COUNT_AHEAD, totalExact: false, pageCount: COUNT_AHEAD / 25 });
    expect(first.items).toHaveLength(25);

    // Page 2 counts up to 25 + COUNT_AHEAD, which covers every match: exact again.
    const second = await list({ pageSize: '25', page: '2' });
    expect(second).toMatchObject({ total: COUNT_AHEAD + 20, totalExact: true, pageCount: 41 });
  });

  it('is exact when the matches reach the limit exactly', async () => {
    await insertMany(COUNT_AHEAD);
    expect(await list({})).toMatchObject({ total: COUNT_AHEAD, totalExact: true, pageCount: COUNT_AHEAD / 25 });
  });

  it('counts a filtered list exactly when it is small', async () => {
    await insertMany(300);
    // "Guest 12", "Guest 120" … "Guest 129": 11 names contain "guest 12".
    expect(await list({ q: 'Guest 12' })).toMatchObject({ total: 11, totalExact: true, pageCount: 1 });
  });
});

describe('dashboard search', () => {
  /**
   * With sequential scans priced out, a plan that still reads the table row by row means no index
   * can answer the condition; the trigram indexes can (migration 0003).
   */
  async function searchPlan(q: string): Promise<string> {
    const where = dashboardConditions(dashboardQuerySchema.parse({ q }), NOW);
    return testDb.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select count(*) from appointments where ${where}`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it('finds a name or e-mail fragment through the trigram index on search_text', async () => {
    await insertMany(50);
    const plan = await searchPlan('uest4');
    expect(plan).toMatch(/appointments_search_text_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('finds phone digits through the trigram indexes on search_text and phone_digits', async () => {
    await insertMany(50);
    const plan = await searchPlan('81 000');
    expect(plan).toMatch(/appointments_phone_digits_trgm_idx/);
    expect(plan).toMatch(/appointments_search_text_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('still matches what a scan would (the index is only a faster way to the same rows)', async () => {
    await insertMany(200);
    const phones = Array.from({ length: 200 }, (_, index) => `+66 81 000 ${String(index + 1).padStart(4, '0')}`);
    const expected = phones.filter((phone) => phone.includes('000 01') || phone.replace(/\D/g, '').includes('00001'));
    const found = await list({ q: '000 01', pageSize: '100' });
    expect(found.total).toBe(expected.length);
    const secondPage = await list({ q: '000 01', pageSize: '100', page: '2' });
    expect([...found.items, ...secondPage.items].map((item) => item.customerPhone).sort()).toEqual(expected.sort());
  });
});

describe('dense and medium fragments (decision 044)', () => {
  /** The page and count the rules ask for, computed from every row (no index, no probe). */
  async function expectedSearch(q: string, page: number, pageSize: number) {
    const rows = await testDb.db
      .select({ id: appointments.id, date: appointments.appointmentDate, start: appointments.startTime })
      .from(appointments)
      .where(like(appointments.searchText, `%${q}%`));
    const ordered = rows.sort(
      (a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || (a.id < b.id ? -1 : 1),
    );
    const offset = (page - 1) * pageSize;
    return { ids: ordered.slice(offset, offset + pageSize).map((row) => row.id), matches: rows.length };
  }

  async function expectSearch(q: string, page = 1, pageSize = 25) {
    const found = await list({ q, page: String(page), pageSize: String(pageSize) });
    const expected = await expectedSearch(q, page, pageSize);
    const countLimit = (page - 1) * pageSize + COUNT_AHEAD;
    expect(found.items.map((item) => item.id)).toEqual(expected.ids);
    expect({ total: found.total, totalExact: found.totalExact }).toEqual({
      total: Math.min(expected.matches, countLimit),
      totalExact: expected.matches <= countLimit,
    });
    return found;
  }

  it('a fragment in every row: counted in table order to the cap, the page from the date index', async () => {
    await insertMany(COUNT_AHEAD * 3);
    const found = await expectSearch('guest');
    expect(found.totalExact).toBe(false);
    await expectSearch('guest', 7, 50);
  });

  it('dense in the first pages only: the trigram index still gives the exact count', async () => {
    // 300 "Anna" appointments written first, then thousands of others: the probe sees a dense
    // fragment, the bounded count does not reach the cap, and the index answers.
    await testDb.db.execute(sql`
      insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time)
      select 'Anna ' || g, 'anna' || g || '@example.com', '+66 81 111 ' || lpad(g::text, 4, '0'),
             date '2026-03-01' + (g % 50), '10:00', '10:30'
      from generate_series(1, 300) as g`);
    await insertMany(3000);
    const found = await expectSearch('anna');
    expect(found).toMatchObject({ total: 300, totalExact: true });
  });

  it('more matches than the cap, not dense: the page from all of them, or from the date index past 5,000', async () => {
    await insertMany(6000);
    // Written after the guests, so the probe of the first pages sees none: the trigram index answers.
    const insertZeds = (from: number, to: number) =>
      testDb.db.execute(sql`
        insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time)
        select 'Zed ' || g, 'zed' || g || '@example.com', '+66 82 000 0000', date '2026-01-01' + (g % 97),
               to_char(time '10:00' + (g % 40) * interval '15 minutes', 'HH24:MI'),
               to_char(time '10:15' + (g % 40) * interval '15 minutes', 'HH24:MI')
        from generate_series(${from}::int, ${to}::int) as g`);
    await insertZeds(1, 1500);
    expect(await expectSearch('zed')).toMatchObject({ total: COUNT_AHEAD, totalExact: false });
    await expectSearch('zed', 3, 100);
    await insertZeds(1501, 5600);
    await expectSearch('zed');
    await expectSearch('zed', 2, 50);
  });

  it('with filters, on every path', async () => {
    await insertMany(COUNT_AHEAD * 2);
    const queries: (DashboardQueryInput & { q: string })[] = [
      { q: 'guest', status: 'pending' },
      { q: 'guest', technician: 'unassigned' },
      { q: 'guest 1', status: 'pending' },
    ];
    for (const query of queries) {
      const found = await list(query);
      expect(found.items.length).toBeGreaterThan(0);
      expect(found.items.every((item) => item.customerName.toLowerCase().includes(query.q))).toBe(true);
    }
    // Every row is in the past: nothing upcoming, on the dense path too.
    expect(await list({ q: 'guest', time: 'upcoming' })).toMatchObject({ total: 0, totalExact: true, items: [] });
  });
});

describe('statistics plans', () => {
  it('read the rollup, never every appointment or service line, even before the tables were analyzed', async () => {
    await insertMany(400);
    const plan = await planOf(scopeStatisticsQuery({ from: '2026-01-02', to: '2026-01-31' }, 20));
    expect(plan).not.toMatch(/Seq Scan on appointment_services/);
    expect(plan).not.toMatch(/appointment_services/);
    expect(plan).toMatch(/appointment_day_totals/);
    expect(plan).toMatch(/appointment_day_services/);
  });
});
