/** The admin Outbox API (/api/admin/outbox) through the full app, signed in as staff. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock } from '../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import { appointments, outbox } from '../db/schema.ts';
import { latestConfirmationEmail } from './outbox-admin.ts';
import { enqueueBookingReceivedEmails, enqueueConfirmationEmail } from './outbox.ts';
import { insertTestAppointment, mailContext } from './testing/mail-fixtures.ts';

const testDb = useTestDatabase();

beforeEach(() => testDb.reset());

interface ListBody {
  messages: { id: number; subject: string; status: string; kind: string }[];
  counts: Record<string, number>;
  total: number;
  page: number;
  pageCount: number;
}

async function setUp() {
  const clock = createTestClock();
  const { app } = createTestApp({ db: testDb.db, clock });
  const staff = await signInAsStaff(app, testDb.db);
  return { app, clock, headers: staff.headers };
}

describe('GET /api/admin/outbox', () => {
  it('refuses without a staff session', async () => {
    const { app } = createTestApp({ db: testDb.db });
    expect((await call(app, 'GET', '/api/admin/outbox')).status).toBe(401);
    expect((await call(app, 'GET', '/api/admin/outbox/1')).status).toBe(401);
    expect(
      (await call(app, 'POST', '/api/admin/outbox/1/retry', undefined, { origin: 'http://localhost' })).status,
    ).toBe(401);
  });

  it('lists newest first with counts, filters by status and pages', async () => {
    const { app, clock, headers } = await setUp();
    const ids: number[] = [];
    for (let index = 0; index < 14; index += 1) {
      const appointmentId = await insertTestAppointment(testDb.db, { customerName: `Guest ${index}` });
      const written = await testDb.db.transaction((tx) =>
        enqueueBookingReceivedEmails(tx, appointmentId, mailContext(clock())),
      );
      ids.push(written.customerMessageId, written.salonMessageId);
      clock.advance(1_000);
    }
    await testDb.db
      .update(outbox)
      .set({ status: 'failed', lastError: 'boom' })
      .where(eq(outbox.id, ids[0] ?? 0));
    await testDb.db
      .update(outbox)
      .set({ status: 'sent', sentAt: clock() })
      .where(eq(outbox.id, ids[1] ?? 0));

    const first = await call(app, 'GET', '/api/admin/outbox', undefined, headers);
    expect(first.status).toBe(200);
    const body = first.body as ListBody;
    expect(body.counts).toEqual({ pending: 26, sent: 1, failed: 1, dropped: 0 });
    expect(body.total).toBe(28);
    expect(body.pageCount).toBe(2);
    expect(body.messages).toHaveLength(25);
    expect(body.messages[0]?.subject).toBe('New booking: Guest 13, November 24, 2026 at 2:30 pm');
    expect(body.messages.map((message) => message.id)).toEqual([...ids].reverse().slice(0, 25));

    const second = (await call(app, 'GET', '/api/admin/outbox?page=2', undefined, headers)).body as ListBody;
    expect(second.messages.map((message) => message.id)).toEqual([ids[2], ids[1], ids[0]]);

    const failed = (await call(app, 'GET', '/api/admin/outbox?status=failed', undefined, headers)).body as ListBody;
    expect(failed.messages.map((message) => message.id)).toEqual([ids[0]]);
    expect(failed.total).toBe(1);
  });

  it('answers bad filters with a clear 422', async () => {
    const { app, headers } = await setUp();
    const badStatus = await call(app, 'GET', '/api/admin/outbox?status=lost', undefined, headers);
    expect(badStatus.status).toBe(422);
    expect(badStatus.body).toMatchObject({
      error: { fields: { status: { message: 'Status must be all, pending, sent or failed.' } } },
    });
    const badPage = await call(app, 'GET', '/api/admin/outbox?page=0', undefined, headers);
    expect(badPage.status).toBe(422);
    expect(badPage.body).toMatchObject({
      error: { fields: { page: { message: 'Page must be a whole number from 1 to 100000.' } } },
    });
    // Canonical decimal only: hex, exponent and signed forms are not page numbers.
    for (const page of ['0x2', '1e1', '+2', '2.0', '%202']) {
      expect((await call(app, 'GET', `/api/admin/outbox?page=${page}`, undefined, headers)).status).toBe(422);
    }
  });
});

describe('GET /api/admin/outbox/:id', () => {
  it('returns the whole message: text, HTML and calendar invitation', async () => {
    const { app, clock, headers } = await setUp();
    const appointmentId = await insertTestAppointment(testDb.db, { customerName: '<img src=x onerror=alert(1)>' });
    const id = await testDb.db.transaction((tx) => enqueueConfirmationEmail(tx, appointmentId, mailContext(clock())));
    const response = await call(app, 'GET', `/api/admin/outbox/${id}`, undefined, headers);
    expect(response.status).toBe(200);
    const { message } = response.body as {
      message: { textBody: string; htmlBody: string; icsAttachment: string; status: string };
    };
    expect(message.status).toBe('pending');
    expect(message.textBody).toContain('Dear <img src=x onerror=alert(1)>,');
    expect(message.htmlBody).toContain('Dear &lt;img src=x onerror=alert(1)&gt;,');
    expect(message.icsAttachment).toContain('BEGIN:VEVENT');
  });

  it('404 for an unknown message and for an id that is not a canonical decimal', async () => {
    const { app, headers } = await setUp();
    const missing = await call(app, 'GET', '/api/admin/outbox/999', undefined, headers);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: {
        code: 'not_found',
        key: 'admin:refusals.noSuchMessage',
        params: {},
        message: 'There is no such message in the outbox.',
      },
    });
    for (const id of ['abc', '-3', '0x1', '1e0', '+1', '1.0', '%201', '01', '2147483648']) {
      expect((await call(app, 'GET', `/api/admin/outbox/${id}`, undefined, headers)).status).toBe(404);
    }
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  it('puts a failed message back in the queue, due now, with fresh attempts', async () => {
    const { app, clock, headers } = await setUp();
    const appointmentId = await insertTestAppointment(testDb.db);
    const id = await testDb.db.transaction((tx) => enqueueConfirmationEmail(tx, appointmentId, mailContext(clock())));
    await testDb.db
      .update(outbox)
      .set({ status: 'failed', attempts: 10, lastError: 'refused' })
      .where(eq(outbox.id, id));
    clock.advance(3_600_000);

    const response = await call(app, 'POST', `/api/admin/outbox/${id}/retry`, undefined, headers);
    expect(response.status).toBe(200);
    const [row] = await testDb.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: 'refused' });
    expect(row?.nextAttemptAt.toISOString()).toBe(clock().toISOString());
  });

  it('refuses to retry a pending or sent message (409) and an unknown one (404), changing nothing', async () => {
    const { app, clock, headers } = await setUp();
    const appointmentId = await insertTestAppointment(testDb.db);
    const id = await testDb.db.transaction((tx) => enqueueConfirmationEmail(tx, appointmentId, mailContext(clock())));
    const pending = await call(app, 'POST', `/api/admin/outbox/${id}/retry`, undefined, headers);
    expect(pending.status).toBe(409);
    expect(pending.body).toMatchObject({
      error: { message: 'This message is still waiting to be sent; only a failed message can be retried.' },
    });
    await testDb.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, id));
    const sent = await call(app, 'POST', `/api/admin/outbox/${id}/retry`, undefined, headers);
    expect(sent.status).toBe(409);
    const [row] = await testDb.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe('sent');
    expect((await call(app, 'POST', '/api/admin/outbox/4242/retry', undefined, headers)).status).toBe(404);
  });
});

describe('latestConfirmationEmail', () => {
  it('reports the newest confirmation of an appointment, for the "not yet sent" marker', async () => {
    const clock = createTestClock();
    const appointmentId = await insertTestAppointment(testDb.db);
    expect(await latestConfirmationEmail(testDb.db, appointmentId)).toBeUndefined();
    await testDb.db.transaction((tx) => enqueueBookingReceivedEmails(tx, appointmentId, mailContext(clock())));
    const first = await testDb.db.transaction((tx) =>
      enqueueConfirmationEmail(tx, appointmentId, mailContext(clock())),
    );
    await testDb.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, first));
    await testDb.db.update(appointments).set({ version: 2 }).where(eq(appointments.id, appointmentId));
    const second = await testDb.db.transaction((tx) =>
      enqueueConfirmationEmail(tx, appointmentId, mailContext(clock())),
    );
    expect(await latestConfirmationEmail(testDb.db, appointmentId)).toMatchObject({ id: second, status: 'pending' });
  });
});
