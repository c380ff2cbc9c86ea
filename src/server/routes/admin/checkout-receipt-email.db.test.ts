/** E-mailing a paid sale's receipt through the real app, guards, database and outbox (decision 224). */
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { insertTestAppointment, menuServiceId } from '../../../../test/support/fixtures/appointments.ts';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import {
  appointments,
  appointmentServices,
  checkoutSettings,
  outbox,
  products,
  receiptCounters,
} from '../../db/schema.ts';

const testDb = useTestDatabase();
const BASE = '/api/admin/checkout';

let app: ReturnType<typeof createTestApp>['app'];
let owner: Record<string, string>;

beforeEach(async () => {
  await testDb.reset();
  await testDb.db.delete(receiptCounters);
  await testDb.db.delete(checkoutSettings);
  await testDb.db.delete(products);
  ({ app } = createTestApp({ db: testDb.db, clock: createTestClock() }));
  ({ headers: owner } = await signInAsOwner(app, testDb.db));
});

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers = owner) =>
  request<T>(app, headers, method, `${BASE}${path}`, body);

async function saleOf(appointmentId: string | null, pay: boolean): Promise<string> {
  const lines = appointmentId
    ? (
        await testDb.db.select().from(appointmentServices).where(eq(appointmentServices.appointmentId, appointmentId))
      ).map((row) => ({
        kind: 'treatment',
        itemId: row.serviceId,
        appointmentServiceId: row.id,
        technicianId: null,
        quantity: 1,
        priceOverride: null,
        discount: null,
      }))
    : [
        {
          kind: 'treatment',
          itemId: await menuServiceId(testDb.db, 'Classic Manicure'),
          appointmentServiceId: null,
          technicianId: null,
          quantity: 1,
          priceOverride: null,
          discount: null,
        },
      ];
  const body = {
    appointmentIds: appointmentId ? [appointmentId] : [],
    lines,
    saleDiscount: null,
    tips: [],
  };
  const created = await call<{ id: string }>('POST', '/sales', body);
  expectStatus(created, 201);
  if (pay) {
    const paid = await call('POST', `/sales/${created.body.id}/payments`, {
      method: 'cash',
      otherName: null,
      amount: 40_000,
      tendered: 50_000,
      requestId: randomUUID(),
    });
    expectStatus(paid, 200);
  }
  return created.body.id;
}

async function russianBooking(email = 'anna@example.com'): Promise<string> {
  const id = await insertTestAppointment(testDb.db, { date: '2026-11-23', start: '10:00', name: 'Анна', email });
  await testDb.db.update(appointments).set({ language: 'ru' }).where(eq(appointments.id, id));
  return id;
}

describe('e-mailing a receipt', () => {
  it('queues one e-mail in the booking language, however often the same request arrives', async () => {
    await testDb.db.insert(checkoutSettings).values({ id: 1, vatRegistration: '0105556123456' });
    expectStatus(await call('POST', '/drawer', { kind: 'open', float: 100_000 }), 200);
    const saleId = await saleOf(await russianBooking(), true);

    const tap = { to: 'customer', requestId: randomUUID() };
    const replies = await Promise.all([
      call('POST', `/sales/${saleId}/email`, tap),
      call('POST', `/sales/${saleId}/email`, tap),
    ]);
    for (const reply of replies) expectStatus(reply, 200);
    expect(replies[0]?.body).toMatchObject({ recipient: 'anna@example.com', language: 'ru' });
    expect(replies.map((reply) => reply.body.queued).sort()).toEqual([false, true]);

    const messages = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'receipt'));
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.recipient).toBe('anna@example.com');
    expect(message?.subject).toContain('Ваш чек');
    expect(message?.subject).toContain('000001');
    for (const body of [message?.textBody ?? '', message?.htmlBody ?? '']) {
      expect(body).toContain('000001');
      // ฿400 at 7 % VAT included: 400 × 7 / 107 = ฿26.17.
      expect(body).toContain('400,00');
      expect(body).toContain('26,17');
      expect(body).toContain('0105556123456');
      expect(body).toContain('Здравствуйте, Анна');
    }
    expect(message?.htmlBody).toContain('lang="ru"');
    // The treatment as the menu names it in Russian.
    expect(message?.textBody).toContain('Классический маникюр');

    // A new request (another tap later) is another e-mail.
    expectStatus(await call('POST', `/sales/${saleId}/email`, { to: 'customer', requestId: randomUUID() }), 200);
    expect(await testDb.db.select().from(outbox).where(eq(outbox.kind, 'receipt'))).toHaveLength(2);
  });

  it('names a product as the owner translated it: Russian on the receipt, Thai for a Thai admin', async () => {
    const added = await request<{ products: { id: number; name: string }[] }>(
      app,
      owner,
      'POST',
      '/api/admin/settings/products',
      {
        name: 'Cuticle oil',
        price: 35_000,
        visible: true,
        translations: { th: { name: 'น้ำมันบำรุงจมูกเล็บ' }, ru: { name: 'Масло для кутикулы' }, zh: { name: '' } },
      },
    );
    expectStatus(added, 201);
    const oil = added.body.products.find((product) => product.name === 'Cuticle oil')!;
    expectStatus(await call('POST', '/drawer', { kind: 'open', float: 100_000 }), 200);
    const appointmentId = await russianBooking();
    const [booked] = await testDb.db
      .select()
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentId, appointmentId));
    const created = await call<{ id: string }>('POST', '/sales', {
      appointmentIds: [appointmentId],
      lines: [
        {
          kind: 'treatment',
          itemId: booked!.serviceId,
          appointmentServiceId: booked!.id,
          technicianId: null,
          quantity: 1,
          priceOverride: null,
          discount: null,
        },
        {
          kind: 'product',
          itemId: oil.id,
          appointmentServiceId: null,
          technicianId: null,
          quantity: 2,
          priceOverride: null,
          discount: null,
        },
      ],
      saleDiscount: null,
      tips: [],
    });
    expectStatus(created, 201);
    const saleId = created.body.id;
    type View = { sale: { totalDue: number }; lines: { name: string; receiptName: string }[] };
    const unpaid = await call<View>('GET', `/sales/${saleId}`);
    expectStatus(
      await call('POST', `/sales/${saleId}/payments`, {
        method: 'cash',
        otherName: null,
        amount: unpaid.body.sale.totalDue,
        tendered: unpaid.body.sale.totalDue,
        requestId: randomUUID(),
      }),
      200,
    );

    // The sale keeps what it sold under the salon's English name; the receipt names it in Russian.
    const view = await call<View>('GET', `/sales/${saleId}`);
    expect(view.body.lines.map((line) => [line.name, line.receiptName])).toEqual([
      ['Classic Manicure', 'Классический маникюр'],
      ['Cuticle oil', 'Масло для кутикулы'],
    ]);
    expectStatus(await call('POST', `/sales/${saleId}/email`, { to: 'customer', requestId: randomUUID() }), 200);
    const [message] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'receipt'));
    for (const body of [message?.textBody ?? '', message?.htmlBody ?? '']) {
      expect(body).toContain('2 × Масло для кутикулы');
      expect(body).not.toContain('Cuticle oil');
    }

    // An admin reading Thai sees the Thai names on the sale and on the checkout's picker.
    expectStatus(await request(app, owner, 'PUT', '/api/admin/me/language', { language: 'th' }), 200);
    const thai = await call<View>('GET', `/sales/${saleId}`);
    expect(thai.body.lines[1]).toEqual(
      expect.objectContaining({ name: 'น้ำมันบำรุงจมูกเล็บ', receiptName: 'Масло для кутикулы' }),
    );
    const start = await call<{ products: { id: number; name: string }[] }>('GET', '/start');
    expect(start.body.products.find((product) => product.id === oil.id)?.name).toBe('น้ำมันบำรุงจมูกเล็บ');
  });

  it('sends a walk-in in the language staff choose, to a typed address, and staff may send it', async () => {
    expectStatus(await call('POST', '/drawer', { kind: 'open', float: 100_000 }), 200);
    const appointmentId = await insertTestAppointment(testDb.db, { date: '2026-11-23', start: '11:00' });
    const saleId = await saleOf(appointmentId, true);
    const { headers: staff } = await signInAsStaff(app, testDb.db, undefined, 'staff');
    const reply = await call(
      'POST',
      `/sales/${saleId}/email`,
      { to: 'address', address: '  guest@example.org ', language: 'zh', requestId: randomUUID() },
      staff,
    );
    expectStatus(reply, 200);
    // A booked customer reads the booking's language (English here), whatever staff pick.
    expect(reply.body).toMatchObject({ recipient: 'guest@example.org', language: 'en', queued: true });
    const [message] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'receipt'));
    expect(message?.subject).toBe('Your receipt from Lotus Nail & Beauty Phuket: No. 000001');
    expect(message?.textBody).toContain('Not a tax invoice.');
    expect(message?.textBody).not.toContain('VAT');

    // A walk-in has no booking language: the one staff chose.
    const walkIn = await saleOf(null, true);
    const chinese = await call('POST', `/sales/${walkIn}/email`, {
      to: 'address',
      address: 'guest@example.org',
      language: 'zh',
      requestId: randomUUID(),
    });
    expect(chinese.body).toMatchObject({ language: 'zh', queued: true });
    const english = await call('POST', `/sales/${walkIn}/email`, {
      to: 'address',
      address: 'guest@example.org',
      requestId: randomUUID(),
    });
    expect(english.body).toMatchObject({ language: 'en', queued: true });
    const subjects = (await testDb.db.select().from(outbox).where(eq(outbox.kind, 'receipt'))).map(
      (row) => row.subject,
    );
    expect(subjects).toContain('Lotus Nail & Beauty Phuket 的收据：第 000002 号');
  });

  it('refuses a sale not paid, a missing or bad address, and writes nothing', async () => {
    expectStatus(await call('POST', '/drawer', { kind: 'open', float: 100_000 }), 200);
    const unpaid = await saleOf(await russianBooking(), false);
    const refusedUnpaid = await call<{ error: { key: string } }>('POST', `/sales/${unpaid}/email`, {
      to: 'customer',
      requestId: randomUUID(),
    });
    expectStatus(refusedUnpaid, 409);
    expect(refusedUnpaid.body.error.key).toBe('checkout:errors.receiptNotPaid');

    const noEmail = await insertTestAppointment(testDb.db, { date: '2026-11-23', start: '12:00', email: '' });
    const paid = await saleOf(noEmail, true);
    const refusedNoAddress = await call<{ error: { key: string } }>('POST', `/sales/${paid}/email`, {
      to: 'customer',
      requestId: randomUUID(),
    });
    expectStatus(refusedNoAddress, 422);
    expect(refusedNoAddress.body.error.key).toBe('checkout:receiptEmail.errors.noAddress');

    for (const address of ['not an address', `${'a'.repeat(250)}@example.com`, '']) {
      const refused = await call('POST', `/sales/${paid}/email`, { to: 'address', address, requestId: randomUUID() });
      expectStatus(refused, 422);
    }
    expectStatus(await call('POST', `/sales/${paid}/email`, { to: 'customer', requestId: 'twice' }), 422);
    expectStatus(await call('POST', `/sales/${randomUUID()}/email`, { to: 'customer', requestId: randomUUID() }), 404);
    expect(await testDb.db.select().from(outbox).where(eq(outbox.kind, 'receipt'))).toHaveLength(0);
  });

  it('refuses without a session', async () => {
    const reply = await call('POST', `/sales/${randomUUID()}/email`, { to: 'customer', requestId: randomUUID() }, {});
    expect(reply.status).toBe(401);
  });
});
