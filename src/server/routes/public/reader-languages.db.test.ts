/**
 * Every word in its reader's language. A booking in Russian or Thai names its treatments in that
 * language on the confirmation, on the manage page and in the customer's e-mails; the salon's notices are in
 * the salon's language (English, or the admin language its owners chose) with the salon's names and a
 * heading that does not speak to the customer; staff reading the admin in Thai get the Thai names.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingBody, serviceByName } from '../../../../test/support/fixtures/bookings.ts';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import type { ManagedBooking } from '../../../domain/manage-booking.ts';
import { appointments, outbox, staff } from '../../db/schema.ts';
import type { AppointmentDetail } from '../../services/appointments/get-appointment-detail.ts';
import { mintManageLink } from '../../services/manage-booking/manage-links.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

const NAMES = {
  en: 'Classic Manicure',
  ru: 'Классический маникюр',
  th: 'ทำเล็บมือแบบคลาสสิก',
  zh: '经典手部美甲',
} as const;

async function bookIn(language: 'en' | 'ru' | 'th' | 'zh') {
  const { app } = createTestApp({ db: testDb.db });
  const manicure = await serviceByName(testDb.db, 'Classic Manicure');
  const response = await call(app, 'POST', '/api/bookings', bookingBody([manicure.id], { language }));
  expect(response.status).toBe(201);
  const [row] = await testDb.db.select({ id: appointments.id }).from(appointments);
  if (!row) throw new Error('no appointment');
  const messages = await testDb.db.select().from(outbox).orderBy(asc(outbox.id));
  const message = (kind: string) => {
    const found = messages.find((candidate) => candidate.kind === kind);
    if (!found) throw new Error(`no ${kind} e-mail`);
    return found;
  };
  return { app, id: row.id, confirmation: response.body as { booking: { services: { name: string }[] } }, message };
}

async function managed(app: ReturnType<typeof createTestApp>['app'], appointmentId: string) {
  const token = await mintManageLink(testDb.db, { appointmentId, outboxId: null, now: new Date() });
  const answer = await call(app, 'GET', `/api/manage/booking?token=${encodeURIComponent(token)}`);
  expect(answer.status).toBe(200);
  return (answer.body as { booking: ManagedBooking }).booking;
}

describe('the customer reads the booking’s language everywhere', () => {
  for (const language of ['ru', 'th', 'zh'] as const) {
    it(`${language}: the confirmation, the manage page and the e-mail name the treatment alike`, async () => {
      const { app, id, confirmation, message } = await bookIn(language);
      expect(confirmation.booking.services.map((service) => service.name)).toEqual([NAMES[language]]);
      expect((await managed(app, id)).services.map((service) => service.name)).toEqual([NAMES[language]]);
      expect(message('booking_received').textBody).toContain(NAMES[language]);
    });
  }

  it('en: unchanged', async () => {
    const { app, id, confirmation } = await bookIn('en');
    expect(confirmation.booking.services.map((service) => service.name)).toEqual([NAMES.en]);
    expect((await managed(app, id)).services.map((service) => service.name)).toEqual([NAMES.en]);
  });
});

describe('the salon reads the salon’s language', () => {
  it('a Russian booking’s notice is in English with the English names and no "Your treatments"', async () => {
    const { message } = await bookIn('ru');
    const notice = message('booking_notification');
    expect(notice.textBody).toContain(NAMES.en);
    expect(notice.textBody).not.toContain(NAMES.ru);
    expect(notice.textBody).toContain('Treatments booked:');
    expect(notice.textBody).not.toContain('Your treatments');
    expect(notice.htmlBody).not.toContain('Your treatments');
    expect(notice.textBody).toContain('Language: Русский');
    // The customer's own e-mail still speaks to her.
    expect(message('booking_received').textBody).not.toContain('Treatments booked');
  });

  it('with every owner reading the admin in Thai, a Chinese booking’s notice is in Thai with the Thai names', async () => {
    const { app } = createTestApp({ db: testDb.db });
    await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    await testDb.db.update(staff).set({ adminLanguage: 'th' }).where(eq(staff.email, 'owner@salon.example'));
    const { message } = await bookIn('zh');
    const notice = message('booking_notification');
    expect(notice.textBody).toContain(NAMES.th);
    expect(notice.textBody).not.toContain(NAMES.zh);
    expect(notice.htmlBody).toContain('<html lang="th">');
    expect(notice.textBody).toContain('บริการที่จองไว้');
  });

  it('the notice of a cancellation by the customer is the salon’s too', async () => {
    const { app, id } = await bookIn('ru');
    const booking = await managed(app, id);
    const token = await mintManageLink(testDb.db, { appointmentId: id, outboxId: null, now: new Date() });
    const cancelled = await call(app, 'POST', '/api/manage/cancel', { token, version: booking.version });
    expect(cancelled.status).toBe(200);
    const [notice] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'customer_change_notice'));
    expect(notice?.textBody).toContain(NAMES.en);
    expect(notice?.textBody).not.toContain(NAMES.ru);
    expect(notice?.textBody).not.toContain('Your treatments');
  });
});

describe('staff read their admin language', () => {
  it('Thai: the dashboard and the appointment detail name the treatments in Thai; English staff read English', async () => {
    const { app, id } = await bookIn('ru');
    const thai = await signInAsStaff(app, testDb.db, 'thai@salon.example');
    await testDb.db.update(staff).set({ adminLanguage: 'th' }).where(eq(staff.email, 'thai@salon.example'));
    const english = await signInAsStaff(app, testDb.db, 'english@salon.example');
    const namesOf = async (headers: Record<string, string>) => {
      const detail = await call(app, 'GET', `/api/admin/appointments/${id}`, undefined, headers);
      const list = await call(app, 'GET', '/api/admin/appointments?time=all', undefined, headers);
      expect(detail.status).toBe(200);
      expect(list.status).toBe(200);
      return {
        detail: (detail.body as { appointment: AppointmentDetail }).appointment.services.map((line) => line.name),
        list: (list.body as { items: { services: { name: string }[] }[] }).items.flatMap((item) =>
          item.services.map((line) => line.name),
        ),
      };
    };
    expect(await namesOf(thai.headers)).toEqual({ detail: [NAMES.th], list: [NAMES.th] });
    expect(await namesOf(english.headers)).toEqual({ detail: [NAMES.en], list: [NAMES.en] });
  });
});
