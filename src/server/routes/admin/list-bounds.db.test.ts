/**
 * The admin lists stay bounded whatever the history (decision 210), through the real app and database:
 * the Customers page, the Outbox page and the dashboard are paged through their first 10,000 rows only,
 * their counts stop there ("more than 10,000"), a deep page still returns the right rows, and a search of
 * one or two characters reads the names that begin with it.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import type { CustomerPage } from '../../../domain/customers.ts';
import { LIST_ROW_LIMIT } from '../../../domain/list-bounds.ts';
import type { AppointmentPage } from '../../services/appointments/list-appointments.ts';

const testDb = useTestDatabase();
const clock = createTestClock('2026-11-23T03:00:00Z');
/** Ten past the limit, so the capped count differs from the real one. */
const MANY = LIST_ROW_LIMIT + 10;

beforeEach(() => testDb.reset());

async function signedIn() {
  const { app } = createTestApp({ db: testDb.db, clock });
  const session = await signInAsStaff(app, testDb.db);
  return (path: string) => call(app, 'GET', path, undefined, session.headers);
}

async function ok<T>(get: (path: string) => Promise<{ status: number; body: unknown }>, path: string): Promise<T> {
  const response = await get(path);
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body as T;
}

describe('the Customers page', () => {
  beforeEach(async () => {
    // "Customer 00001" … in name order; a few whose names begin or only contain "li".
    await testDb.db.execute(sql`
      insert into customers (name, email_key)
      select 'Customer ' || lpad(g::text, 5, '0'), 'customer' || g || '@example.com'
      from generate_series(1, ${MANY}) as g`);
    await testDb.db.execute(sql`
      insert into customers (name, email_key) values
        ('Li Wei', 'li.wei@example.cn'), ('linda Park', 'linda@example.com'), ('Emily Stone', 'emily@example.com')`);
  });

  it('counts to 10,000 and says there are more', async () => {
    const get = await signedIn();
    const page = await ok<CustomerPage>(get, '/api/admin/customers');
    expect(page).toMatchObject({ total: LIST_ROW_LIMIT, totalExact: false, pageCount: LIST_ROW_LIMIT / 25 });
    expect(page.items.map((item) => item.name).slice(0, 2)).toEqual(['Customer 00001', 'Customer 00002']);
  });

  it('answers the last reachable page with the right rows, and refuses the page after it', async () => {
    const get = await signedIn();
    const last = await ok<CustomerPage>(get, '/api/admin/customers?page=100&pageSize=100');
    expect(last.items.map((item) => item.name)).toEqual(
      Array.from({ length: 100 }, (_, index) => `Customer ${String(9901 + index).padStart(5, '0')}`),
    );
    const beyond = await get('/api/admin/customers?page=101&pageSize=100');
    expect(beyond.status).toBe(422);
    expect(JSON.stringify(beyond.body)).toContain('first 10,000 rows');
  });

  it('reads one or two characters as the beginning of a name, and three as a fragment anywhere', async () => {
    const get = await signedIn();
    const two = await ok<CustomerPage>(get, '/api/admin/customers?q=Li');
    expect(two.items.map((item) => item.name)).toEqual(['Li Wei', 'linda Park']);
    expect(two).toMatchObject({ total: 2, totalExact: true });
    const one = await ok<CustomerPage>(get, '/api/admin/customers?q=e');
    expect(one.items.map((item) => item.name)).toEqual(['Emily Stone']);
    const three = await ok<CustomerPage>(get, '/api/admin/customers?q=lin');
    expect(three.items.map((item) => item.name)).toEqual(['linda Park']);
    const inside = await ok<CustomerPage>(get, '/api/admin/customers?q=ily');
    expect(inside.items.map((item) => item.name)).toEqual(['Emily Stone']);
  });
});

describe('the Outbox page', () => {
  beforeEach(async () => {
    // Message g was written g minutes after midnight: the newest has the highest number.
    await testDb.db.execute(sql`
      insert into outbox (kind, recipient, subject, text_body, html_body, status, created_at, sent_at)
      select 'booking_confirmed', 'guest' || g || '@example.com', 'Message ' || g, 'text', '<p>html</p>',
             case when g % 1000 = 0 then 'failed' else 'sent' end,
             timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute',
             timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute'
      from generate_series(1, ${MANY + 20}) as g`);
  });

  interface OutboxPage {
    messages: { subject: string; status: string }[];
    counts: Record<string, number>;
    countsCapped: Record<string, boolean>;
    total: number;
    totalExact: boolean;
    pageCount: number;
  }

  it('counts each status to 10,000 and says which have more', async () => {
    const get = await signedIn();
    const page = await ok<OutboxPage>(get, '/api/admin/outbox');
    expect(page.counts).toEqual({ pending: 0, sent: LIST_ROW_LIMIT, failed: 10, dropped: 0 });
    expect(page.countsCapped).toEqual({ pending: false, sent: true, failed: false, dropped: false });
    expect(page).toMatchObject({ totalExact: false, pageCount: LIST_ROW_LIMIT / 25 });
    expect(page.messages[0]?.subject).toBe(`Message ${MANY + 20}`);
    const failed = await ok<OutboxPage>(get, '/api/admin/outbox?status=failed');
    expect(failed).toMatchObject({ total: 10, totalExact: true, pageCount: 1 });
    expect(failed.messages.map((message) => message.subject).slice(0, 2)).toEqual(['Message 10000', 'Message 9000']);
  });

  it('answers the last reachable page newest first, and refuses the page after it', async () => {
    const get = await signedIn();
    const last = await ok<OutboxPage>(get, `/api/admin/outbox?page=${LIST_ROW_LIMIT / 25}`);
    // Rows 9,976 to 10,000 counted from the newest (number MANY + 20).
    expect(last.messages.map((message) => message.subject)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Message ${MANY + 20 - 9975 - index}`),
    );
    const beyond = await get(`/api/admin/outbox?page=${LIST_ROW_LIMIT / 25 + 1}`);
    expect(beyond.status).toBe(422);
    expect(JSON.stringify(beyond.body)).toContain('first 10,000 rows');
  });
});

describe('the dashboard', () => {
  beforeEach(async () => {
    // Appointment g on the g-th quarter hour from 1 January 2026 (40 a day), customer "Guest g".
    await testDb.db.execute(sql`
      insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time)
      select 'Guest ' || g, 'guest' || g || '@example.com', '+66 81 000 ' || lpad(g::text, 5, '0'),
             date '2026-01-01' + ((g - 1) / 40), to_char(time '10:00' + ((g - 1) % 40) * interval '15 minutes', 'HH24:MI'),
             to_char(time '10:15' + ((g - 1) % 40) * interval '15 minutes', 'HH24:MI')
      from generate_series(1, ${MANY}) as g`);
    await testDb.db.execute(sql`
      insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time)
      values ('Li Wei', 'wei@example.cn', '+86 138 0000 0000', '2026-12-01', '11:00', '12:00'),
             ('Emily Stone', 'li@example.com', '+66 81 111 2222', '2026-12-02', '11:00', '12:00')`);
  });

  it('answers the last reachable page with the right rows, counted to 10,000, and refuses the page after it', async () => {
    const get = await signedIn();
    const last = await ok<AppointmentPage>(get, '/api/admin/appointments?page=100&pageSize=100');
    expect(last.items.map((item) => item.customerName)).toEqual(
      Array.from({ length: 100 }, (_, index) => `Guest ${9901 + index}`),
    );
    expect(last).toMatchObject({ total: LIST_ROW_LIMIT, totalExact: false, pageCount: 100 });
    const beyond = await get('/api/admin/appointments?page=101&pageSize=100');
    expect(beyond.status).toBe(422);
    expect(JSON.stringify(beyond.body)).toContain('first 10,000 rows');
  });

  it('reads one or two characters as the beginning of the name', async () => {
    const get = await signedIn();
    const two = await ok<AppointmentPage>(get, '/api/admin/appointments?q=LI');
    // "li@example.com" is Emily's e-mail, not her name: a two-letter search reads names only.
    expect(two.items.map((item) => item.customerName)).toEqual(['Li Wei']);
    expect(two).toMatchObject({ total: 1, totalExact: true });
    const none = await ok<AppointmentPage>(get, '/api/admin/appointments?q=zq');
    expect(none).toMatchObject({ items: [], total: 0, totalExact: true });
    const plenty = await ok<AppointmentPage>(get, '/api/admin/appointments?q=g');
    expect(plenty.items[0]?.customerName).toBe('Guest 1');
    expect(plenty.totalExact).toBe(false);
  });
});
