/**
 * The customer's language travels with the booking. A booking made in Russian, Thai or
 * Chinese is stored with its language, and every e-mail to the customer (the "we received your
 * booking" with its calendar file, and the reminder) is written in it; the salon's notice stays English.
 */
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import type { ManagedBooking } from '../../../domain/manage-booking.ts';
import { appointments, outbox, services } from '../../db/schema.ts';
import type { AppointmentDetail } from '../../services/appointments/get-appointment-detail.ts';
import { mintManageLink } from '../../services/manage-booking/manage-links.ts';
import { bookingBody, serviceByName, writeCounts } from '../../../../test/support/fixtures/bookings.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

async function book(language: string | undefined) {
  const { app } = createTestApp({ db: testDb.db });
  const manicure = await serviceByName(testDb.db, 'Classic Manicure');
  const body = bookingBody([manicure.id], {
    email: 'guest@example.com',
    ...(language === undefined ? {} : { language }),
  });
  const response = await call(app, 'POST', '/api/bookings', body);
  const messages = await testDb.db.select().from(outbox).orderBy(asc(outbox.id));
  const byKind = (kind: string) => {
    const message = messages.find((m) => m.kind === kind);
    if (!message) throw new Error(`no ${kind} e-mail`);
    return message;
  };
  return { response, messages, byKind };
}

function icsTexts(ics: string | null) {
  const event = new ICAL.Component(ICAL.parse(ics ?? '')).getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return {
    summary: String(event.getFirstPropertyValue('summary')),
    description: String(event.getFirstPropertyValue('description')),
    location: String(event.getFirstPropertyValue('location')),
    language: event.getFirstProperty('summary')?.getParameter('language'),
  };
}

describe('a booking in the customer’s language', () => {
  it('Russian: stored with the booking; the received e-mail, its calendar file and the reminder in Russian', async () => {
    const { response, byKind } = await book('ru');
    expect(response.status).toBe(201);
    const [row] = await testDb.db.select({ language: appointments.language }).from(appointments);
    expect(row?.language).toBe('ru');

    const received = byKind('booking_received');
    expect(received.subject).toBe('Мы получили Вашу заявку на запись в Lotus Nail & Beauty Phuket');
    // The month in the genitive, the 24-hour clock.
    expect(received.textBody).toContain('Дата и время: 24 ноября 2026 г. в 11:00');
    expect(received.textBody).toContain('Здравствуйте,');
    expect(received.textBody).toContain(
      'Перенести или отменить запись онлайн можно не позднее чем за 24 часа до визита.',
    );
    expect(received.textBody).not.toMatch(/Dear |Date and time|Your treatments| am\b| pm\b/);
    expect(received.htmlBody).toContain('<html lang="ru">');
    // The private link opens the manage page in Russian (the worker puts the token in at send time).
    expect(received.textBody).toMatch(/\/ru\/manage\?token=PRIVATE-TOKEN-ADDED-WHEN-SENT/);
    expect(received.htmlBody).toContain('/ru/manage?token=');

    const ics = icsTexts(received.icsAttachment);
    expect(ics.language).toBe('ru');
    // The treatment as the Russian menu names it.
    expect(ics.summary).toBe('Классический маникюр — Lotus Nail & Beauty Phuket');
    expect(received.textBody).toContain('Классический маникюр');
    expect(received.textBody).not.toContain('Classic Manicure');
    expect(ics.description).toMatch(/^Номер записи [0-9A-F]{8}\. Всего /);

    const reminder = byKind('booking_reminder');
    expect(reminder.subject).toBe('Напоминание: Ваша запись в Lotus Nail & Beauty Phuket, 24 ноября 2026 г. в 11:00');
    expect(reminder.textBody).toContain('Дружески напоминаем о Вашей записи к нам.');

    // The salon's own notice stays English, and says which language to answer in.
    const notice = byKind('booking_notification');
    expect(notice.subject).toMatch(/^New booking: .*, November 24, 2026 at 11:00 am$/);
    expect(notice.textBody).toContain('Language: Русский');
  });

  it('e-mails written later (the confirmation) name the treatments in the customer’s language, English where untranslated', async () => {
    const { app } = createTestApp({ db: testDb.db });
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    const pedicure = await serviceByName(testDb.db, 'Classic Pedicure');
    // The owner has not translated the pedicure into Russian (yet): English for that one.
    await testDb.db.update(services).set({ translations: {} }).where(eq(services.id, pedicure.id));
    const body = bookingBody([manicure.id, pedicure.id], { language: 'ru', email: 'guest@example.com' });
    expect((await call(app, 'POST', '/api/bookings', body)).status).toBe(201);
    const [row] = await testDb.db.select({ id: appointments.id, version: appointments.version }).from(appointments);
    const { headers } = await signInAsStaff(app, testDb.db);
    const confirmed = await call(
      app,
      'PATCH',
      `/api/admin/appointments/${row!.id}/status`,
      { version: row!.version, status: 'confirmed' },
      headers,
    );
    expect(confirmed.status).toBe(200);
    const [confirmation] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'booking_confirmed'));
    expect(confirmation?.textBody).toContain('Классический маникюр');
    expect(confirmation?.textBody).toContain('Classic Pedicure');
    expect(confirmation?.textBody).not.toContain('Classic Manicure');
  });

  it('the manage API and the staff appointment detail say the language', async () => {
    const { app } = createTestApp({ db: testDb.db });
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    expect((await call(app, 'POST', '/api/bookings', bookingBody([manicure.id], { language: 'zh' }))).status).toBe(201);
    const [row] = await testDb.db.select({ id: appointments.id }).from(appointments);
    const token = await mintManageLink(testDb.db, { appointmentId: row!.id, outboxId: null, now: new Date() });
    const managed = await call(app, 'GET', `/api/manage/booking?token=${encodeURIComponent(token)}`);
    expect(managed.status).toBe(200);
    expect((managed.body as { booking: ManagedBooking }).booking.language).toBe('zh');
    const { headers } = await signInAsStaff(app, testDb.db);
    const detail = await call(app, 'GET', `/api/admin/appointments/${row!.id}`, undefined, headers);
    expect(detail.status).toBe(200);
    expect((detail.body as { appointment: AppointmentDetail }).appointment.language).toBe('zh');
  });

  it('Thai: dates in the Buddhist era (2569) and a 24-hour clock', async () => {
    const { response, byKind } = await book('th');
    expect(response.status).toBe(201);
    const received = byKind('booking_received');
    expect(received.textBody).toContain('24 พฤศจิกายน 2569');
    expect(received.textBody).toContain('11:00');
    expect(received.textBody).not.toContain('2026');
    expect(byKind('booking_reminder').subject).toContain('24 พฤศจิกายน 2569 เวลา 11:00');
    expect(icsTexts(received.icsAttachment).language).toBe('th');
  });

  it('Chinese: 年月日 dates, full-width colons, Chinese calendar texts', async () => {
    const { response, byKind } = await book('zh');
    expect(response.status).toBe(201);
    const received = byKind('booking_received');
    expect(received.textBody).toContain('日期和时间：2026年11月24日 11:00');
    expect(received.textBody).toContain('预约编号：');
    const ics = icsTexts(received.icsAttachment);
    expect(ics.summary).toBe('Lotus Nail & Beauty Phuket：经典手部美甲');
    expect(ics.description).toMatch(/^预约编号 [0-9A-F]{8}。共/);
    expect(ics.location).toMatch(/^Lotus Nail & Beauty Phuket，/);
    expect(byKind('booking_reminder').subject).toContain('2026年11月24日 11:00');
  });

  it('no language: English, stored as such, calendar file without a LANGUAGE parameter', async () => {
    const { response, byKind } = await book(undefined);
    expect(response.status).toBe(201);
    const [row] = await testDb.db.select({ language: appointments.language }).from(appointments);
    expect(row?.language).toBe('en');
    const received = byKind('booking_received');
    expect(received.textBody).toContain('Date and time: November 24, 2026 at 11:00 am');
    expect(received.icsAttachment).toContain('\r\nSUMMARY:');
    expect(icsTexts(received.icsAttachment).language).toBeUndefined();
    expect(byKind('booking_notification').textBody).not.toContain('Language:');
  });

  it.each([['de'], ['RU'], ['ru-RU'], [''], [7], [null]])(
    'refuses the language %j with 422 naming the field, and writes nothing',
    async (language) => {
      const { app } = createTestApp({ db: testDb.db });
      const manicure = await serviceByName(testDb.db, 'Classic Manicure');
      const reply = await call(app, 'POST', '/api/bookings', bookingBody([manicure.id], { language }));
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({
        error: { fields: { language: { message: expect.stringContaining('en, th, ru, zh') } } },
      });
      expect(await writeCounts(testDb.db)).toEqual({ appointments: 0, lines: 0, outbox: 0 });
    },
  );

  it('the database refuses a language outside the four', async () => {
    await book('ru');
    await expect(
      testDb.db
        .update(appointments)
        .set({ language: 'de' as 'en' })
        .where(eq(appointments.language, 'ru')),
    ).rejects.toThrow();
  });
});
