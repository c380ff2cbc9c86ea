/**
 * The customer e-mails in Thai, Russian and Chinese. Each language's dates, times, prices,
 * opening hours, labels and plurals, and the English output exactly as it was.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../../config/salon.ts';
import type { WeeklyPattern } from '../../../domain/salon-settings.ts';
import type { AppointmentEmailData, MailContext } from './appointment-email-data.ts';
import { renderCustomerEmail } from './appointment-emails.ts';
import { emailText } from './email-text.ts';

const now = new Date('2026-11-20T08:00:00.000Z');
const week: WeeklyPattern = [...Array.from({ length: 6 }, () => ({ opensAtMinute: 600, closesAtMinute: 1260 })), null];
const context: MailContext = { salon: defaultSalonConfig, publicUrl: 'https://salon.example', hours: week };

function appointment(language: AppointmentEmailData['language']): AppointmentEmailData {
  return {
    id: '0b7c3f52-1111-4222-8333-444455556666',
    reference: '0B7C3F52',
    customerName: 'Anna',
    customerEmail: 'anna@example.com',
    customerPhone: '+66 81 234 5678',
    notes: null,
    date: '2026-11-26',
    startTime: '14:30',
    endTime: '16:00',
    status: 'confirmed',
    version: 1,
    services: [
      { name: 'Gel Manicure', priceThb: 590, durationMinutes: 60 },
      { name: 'Foot Spa', priceThb: 1300, durationMinutes: 30 },
    ],
    totalPriceThb: 1890,
    totalDurationMinutes: 90,
    language,
  };
}

describe('dates, times and prices by the language', () => {
  it('English stays as the original e-mail wrote it', () => {
    const text = emailText('en');
    expect([text.date('2026-11-26'), text.time('14:30'), text.price(1890)]).toEqual([
      'November 26, 2026',
      '2:30 pm',
      '1,890฿',
    ]);
    expect(text.weeklyHours(week)).toBe('Monday–Saturday 10:00–21:00; Sunday closed');
  });

  it('Thai: Buddhist-era year and a 24-hour clock', () => {
    const text = emailText('th');
    expect(text.date('2026-11-26')).toBe('26 พฤศจิกายน 2569');
    expect(text.time('14:30')).toBe('14:30');
    expect(text.time('09:05')).toBe('9:05');
    expect(text.weeklyHours(week)).toBe('วันจันทร์–วันเสาร์ 10:00–21:00 น. · วันอาทิตย์ ปิดทำการ');
  });

  it('Russian: the month in the genitive, a 24-hour clock, a space before ฿', () => {
    const text = emailText('ru');
    expect(text.date('2026-11-26')).toBe('26 ноября 2026 г.');
    expect(text.time('14:30')).toBe('14:30');
    expect(text.price(1890)).toBe('1\u00a0890 ฿');
    expect(text.weeklyHours(week)).toBe('понедельник–суббота: 10:00–21:00; воскресенье: выходной');
  });

  it('Chinese: 年月日, a 24-hour clock, full-width punctuation', () => {
    const text = emailText('zh');
    expect(text.date('2026-11-26')).toBe('2026年11月26日');
    expect(text.time('14:30')).toBe('14:30');
    expect(text.labelled('预约编号', 'X')).toBe('预约编号：X');
    expect(text.list(['A', 'B'])).toBe('A、B');
    expect(text.weeklyHours(week)).toBe('星期一至星期六 10:00–21:00；星期日休息');
  });
});

describe('the change cut-off in the language’s plural forms', () => {
  const hint = (language: AppointmentEmailData['language'], hours: number) =>
    renderCustomerEmail('confirmation', appointment(language), { ...context, changeCutoffHours: hours }, now).text;
  it('Russian one, few, many', () => {
    expect(hint('ru', 1)).toContain('за 1 час до визита');
    expect(hint('ru', 2)).toContain('за 2 часа до визита');
    expect(hint('ru', 5)).toContain('за 5 часов до визита');
    expect(hint('ru', 21)).toContain('за 21 час до визита');
    expect(hint('ru', 24)).toContain('за 24 часа до визита');
  });
  it('English one and other', () => {
    expect(hint('en', 1)).toContain('until 1 hour before your appointment');
    expect(hint('en', 24)).toContain('until 24 hours before your appointment');
  });
});

describe('a whole e-mail in the customer’s language', () => {
  for (const [language, words] of [
    ['th', ['สวัสดีค่ะ', '26 พฤศจิกายน 2569 เวลา 14:30']],
    ['ru', ['Здравствуйте', '26 ноября 2026 г. в 14:30', 'Номер записи: 0B7C3F52']],
    ['zh', ['您好', '2026年11月26日 14:30', '预约编号：0B7C3F52']],
  ] as const) {
    it(`${language}: subject, body, HTML lang and calendar file`, () => {
      const email = renderCustomerEmail('update', appointment(language), context, now);
      for (const word of words.slice(1)) expect(email.subject + email.text).toContain(word);
      expect(email.text).toContain(words[0]);
      expect(email.html).toContain(`<html lang="${language}">`);
      expect(email.text).not.toMatch(/Dear |Date and time|Booking reference|Your treatments|Where to find us/);
      const event = new ICAL.Component(ICAL.parse(email.ics ?? '')).getFirstSubcomponent('vevent');
      expect(event?.getFirstProperty('description')?.getParameter('language')).toBe(language);
      expect(String(event?.getFirstPropertyValue('description'))).not.toMatch(/Booking reference|Questions/);
    });
  }
});
