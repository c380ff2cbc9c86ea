/**
 * What keeps the dashboard list's cost independent of the history (issue 18
 * section 8): a capped count, and searches that the trigram indexes answer.
 * On PGlite or PostgreSQL (TEST_DATABASE_URL).
 */
import { sql, type SQL } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import { dashboardQuerySchema, type DashboardQueryInput } from '../../domain/appointment-dashboard.ts';
import { salonMoment } from '../../domain/salon-time.ts';
import { scopeStatisticsQuery } from './appointment-stats.ts';
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
