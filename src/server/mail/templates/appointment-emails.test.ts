/** The e-mail templates: formats of the original e-mail, escaping, totals, the calendar invitation. */
import ICAL from 'ical.js';
import { MANAGE_TOKEN_PLACEHOLDER } from '../manage-link-placeholder.ts';
import { describe, expect, it } from 'vitest';
import { defaultSalonConfig, type SalonConfig } from '../../../config/salon.ts';
import type { AppointmentEmailData, MailContext } from './appointment-email-data.ts';
import {
  renderBookingReceivedEmail,
  renderCancellationEmail,
  renderConfirmationEmail,
  renderSalonNotificationEmail,
  renderUpdateEmail,
} from './appointment-emails.ts';
import {
  escapeIcsText,
  foldIcsLine,
  quoteIcsParameter,
  renderCalendarInvitation,
  utcOffsetOn,
} from './calendar-invitation.ts';
import { emailText, escapeHtml, safeHref } from './email-text.ts';

const context: MailContext = { salon: defaultSalonConfig, publicUrl: 'https://salon.example', changeCutoffHours: 24 };
const now = new Date('2025-06-01T08:15:30.000Z');

function appointment(overrides: Partial<AppointmentEmailData> = {}): AppointmentEmailData {
  return {
    id: '0b7c3f52-1111-4222-8333-444455556666',
    reference: '0B7C3F52',
    customerName: 'Anna Smith',
    customerEmail: 'anna@example.com',
    customerPhone: '+66 81 234 5678',
    notes: null,
    date: '2025-06-05',
    startTime: '14:30',
    endTime: '16:00',
    version: 3,
    services: [
      { name: 'Gel Manicure', priceThb: 590, durationMinutes: 60 },
      { name: 'Hollywood Waxing', priceThb: 1300, durationMinutes: 30 },
    ],
    totalPriceThb: 1890,
    totalDurationMinutes: 90,
    language: 'en',
    ...overrides,
  };
}

describe("formats (as the salon's e-mails have always written them)", () => {
  const text = emailText();
  it('writes dates like "June 5, 2025"', () => {
    expect(text.date('2025-06-05')).toBe('June 5, 2025');
    expect(text.date('2026-12-31')).toBe('December 31, 2026');
  });

  it('writes times like "2:30 pm", with noon and midnight as 12', () => {
    expect(text.time('14:30')).toBe('2:30 pm');
    expect(text.time('10:00')).toBe('10:00 am');
    expect(text.time('12:00')).toBe('12:00 pm');
    expect(text.time('12:45')).toBe('12:45 pm');
    expect(text.time('00:15')).toBe('12:15 am');
    expect(text.time('21:00')).toBe('9:00 pm');
  });

  it('writes prices in baht with grouping and durations in minutes', () => {
    expect(text.price(1300)).toBe('1,300฿');
    expect(text.duration(90)).toBe('90 min');
  });
});

describe('confirmation e-mail', () => {
  const email = renderConfirmationEmail(appointment(), context, now);

  it('has a subject with the salon, date and time', () => {
    expect(email.subject).toBe(`Your appointment at ${defaultSalonConfig.name} is confirmed: June 5, 2025 at 2:30 pm`);
  });

  it('lists each service with price and duration, and the plain-sum totals', () => {
    expect(email.text).toContain('Dear Anna Smith,');
    expect(email.text).toContain('Date and time: June 5, 2025 at 2:30 pm');
    expect(email.text).toContain('- Gel Manicure: 60 min, 590฿');
    expect(email.text).toContain('- Hollywood Waxing: 30 min, 1,300฿');
    expect(email.text).toContain('Total duration: 90 min');
    expect(email.text).toContain('Total price: 1,890฿');
    expect(email.html).toContain('1,890฿');
    expect(email.html).toContain('90 min');
  });

  it('gives the salon address, map link and phone in both parts', () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain(escapeHtmlIfHtml(part, defaultSalonConfig.streetAddress));
      expect(part).toContain(escapeHtmlIfHtml(part, defaultSalonConfig.phone));
    }
    expect(email.text).toContain(defaultSalonConfig.mapsUrl);
    expect(email.html).toContain(`href="${defaultSalonConfig.mapsUrl}"`);
    expect(email.html).toContain(`href="tel:${defaultSalonConfig.phoneE164}"`);
  });

  it('uses inline styles only, no <style> block or script', () => {
    expect(email.html).not.toMatch(/<style|<script|class=/i);
    expect(email.html).toContain('background-color:#fbf7f2');
  });

  it('escapes HTML in what customers type, in every part of the HTML', () => {
    const hostile = renderConfirmationEmail(
      appointment({
        customerName: '<script>alert("x")</script> & Co',
        services: [{ name: 'Nails <b>bold</b>', priceThb: 100, durationMinutes: 30 }],
      }),
      context,
      now,
    );
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('<b>bold');
    expect(hostile.html).toContain('Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(hostile.html).toContain('Nails &lt;b&gt;bold&lt;/b&gt;');
    // The plain-text part shows the name as typed.
    expect(hostile.text).toContain('Dear <script>alert("x")</script> & Co,');
  });

  it('attaches the calendar invitation', () => {
    expect(email.ics).toContain('DTSTART;TZID=Asia/Bangkok:20250605T143000');
  });
});

describe('booking-received and salon notification e-mails', () => {
  it('tells the customer the booking is not confirmed yet, with a tentative event and their private link', () => {
    const email = renderBookingReceivedEmail(appointment(), context);
    expect(email.subject).toBe(`We received your booking at ${defaultSalonConfig.name}`);
    expect(email.text).toContain('not confirmed yet');
    expect(email.text).toContain('Total price: 1,890฿');
    // The first e-mail's calendar file starts the one event every later file updates.
    expect(email.ics).toContain('STATUS:TENTATIVE');
    expect(email.ics).toContain('METHOD:PUBLISH');
    // The token is filled in by the worker at send time; the stored e-mail holds only the placeholder.
    expect(email.text).toContain(`/manage?token=${MANAGE_TOKEN_PLACEHOLDER}`);
    expect(email.html).toContain(`/manage?token=${MANAGE_TOKEN_PLACEHOLDER}`);
    expect(email.text).toContain('until 24 hours before your appointment');
  });

  it('gives the salon the customer contact, notes and a link to the appointment', () => {
    const email = renderSalonNotificationEmail(appointment({ notes: 'Allergic to <latex>' }), context);
    expect(email.subject).toBe('New booking: Anna Smith, June 5, 2025 at 2:30 pm');
    expect(email.text).toContain('E-mail: anna@example.com');
    expect(email.text).toContain('Phone: +66 81 234 5678');
    expect(email.text).toContain('Notes: Allergic to <latex>');
    expect(email.text).toContain('https://salon.example/admin/orders/0b7c3f52-1111-4222-8333-444455556666');
    expect(email.html).toContain('Allergic to &lt;latex&gt;');
    expect(email.html).toContain('href="mailto:anna@example.com"');
    expect(email.html).toContain('href="tel:+66812345678"');
  });

  it('says so when there are no notes', () => {
    expect(renderSalonNotificationEmail(appointment(), context).text).toContain('Notes: No notes');
  });
});

describe('calendar invitation (RFC 5545)', () => {
  const ics = renderCalendarInvitation({ data: appointment(), salon: defaultSalonConfig, text: emailText(), now });
  const unfolded = ics.replace(/\r\n /g, '');

  it('is one VEVENT in a VCALENDAR with CRLF line ends, lines of at most 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('is in the salon time zone, with its VTIMEZONE', () => {
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Bangkok\r\n');
    expect(unfolded).toContain('TZOFFSETTO:+0700');
    expect(unfolded).toContain('DTSTART;TZID=Asia/Bangkok:20250605T143000');
    expect(unfolded).toContain('DTEND;TZID=Asia/Bangkok:20250605T160000');
  });

  it('has a UID stable per appointment, SEQUENCE from its version, DTSTAMP in UTC', () => {
    expect(unfolded).toContain(
      `UID:appointment-0b7c3f52-1111-4222-8333-444455556666@${defaultSalonConfig.emailDomain}`,
    );
    expect(unfolded).toContain('SEQUENCE:3');
    expect(unfolded).toContain('DTSTAMP:20250601T081530Z');
    const again = renderCalendarInvitation({
      data: appointment({ version: 4, startTime: '16:00', endTime: '17:30' }),
      salon: defaultSalonConfig,
      text: emailText(),
      now: new Date('2025-06-02T00:00:00Z'),
    });
    expect(again).toContain('UID:appointment-0b7c3f52-1111-4222-8333-444455556666@');
  });

  it('has the summary and location, escaped', () => {
    expect(unfolded).toContain(`SUMMARY:Gel Manicure\\, Hollywood Waxing at ${defaultSalonConfig.name}`);
    expect(unfolded).toContain(
      `LOCATION:${defaultSalonConfig.name}\\, ${escapeIcsText(defaultSalonConfig.streetAddress)}`,
    );
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'฿'.repeat(60)}`;
    const folded = foldIcsLine(long);
    expect(folded.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('reads the zone offset from the time zone database', () => {
    expect(utcOffsetOn('2025-06-05', 'Asia/Bangkok')).toBe('+0700');
    expect(utcOffsetOn('2025-01-15', 'Europe/London')).toBe('+0000');
    expect(utcOffsetOn('2025-07-15', 'America/New_York')).toBe('-0400');
  });
});

/** Parses with Mozilla's ical.js (the parser Thunderbird uses), resolving TZID through the file's own VTIMEZONE. */
function parseWithIcalJs(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (!timezone) throw new Error('no VTIMEZONE');
  ICAL.TimezoneService.register(timezone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('calendar invitation read by a real iCalendar parser (ical.js; RFC 5545 and RFC 5546 PUBLISH)', () => {
  const ics = renderCalendarInvitation({ data: appointment(), salon: defaultSalonConfig, text: emailText(), now });
  const { calendar, vevent, event } = parseWithIcalJs(ics);

  it('is a PUBLISH with exactly one event and every property RFC 5546 section 3.2.1 requires', () => {
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    for (const required of ['dtstamp', 'dtstart', 'organizer', 'summary', 'uid']) {
      expect(vevent.getAllProperties(required), required).toHaveLength(1);
    }
    // PUBLISH has no attendees: nobody is asked to answer.
    expect(vevent.getAllProperties('attendee')).toHaveLength(0);
  });

  it('names the salon as ORGANIZER (CN and mailto:)', () => {
    const organizer = vevent.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe(`mailto:${defaultSalonConfig.email}`);
    expect(organizer?.getParameter('cn')).toBe(defaultSalonConfig.name);
  });

  it('has the stable UID, SEQUENCE from the version, DTSTAMP in UTC and the times in the salon zone', () => {
    expect(event.uid).toBe(`appointment-0b7c3f52-1111-4222-8333-444455556666@${defaultSalonConfig.emailDomain}`);
    expect(event.sequence).toBe(3);
    const dtstamp = vevent.getFirstPropertyValue('dtstamp');
    expect(dtstamp).toBeInstanceOf(ICAL.Time);
    expect((dtstamp as ICAL.Time).toJSDate().toISOString()).toBe(now.toISOString());
    // 14:30 to 16:00 in Phuket (UTC+7) are 07:30 to 09:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-06-05T07:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-06-05T09:00:00.000Z');
  });

  it('reads back the summary, location and geo as written, with at least 5 decimals', () => {
    expect(event.summary).toBe(`Gel Manicure, Hollywood Waxing at ${defaultSalonConfig.name}`);
    expect(event.location).toContain(defaultSalonConfig.streetAddress);
    expect(vevent.getFirstPropertyValue('geo')).toEqual([defaultSalonConfig.latitude, defaultSalonConfig.longitude]);
    expect(ics).toMatch(/\r\nGEO:-?\d+\.\d{5,};-?\d+\.\d{5,}\r\n/);
  });

  it('survives hostile text: quotes, carets, commas, semicolons, colons, line breaks and control characters', () => {
    const salon: SalonConfig = {
      ...defaultSalonConfig,
      name: 'Nok\'s "Best" ^Nails^, Spa; Bar: Two\nLines\u0007',
      latitude: 7.8468,
    };
    const hostile = renderCalendarInvitation({
      data: appointment({
        services: [{ name: 'Gel, "Shiny"; \\ back\nslash\u0000', priceThb: 100, durationMinutes: 30 }],
      }),
      salon,
      text: emailText(),
      now,
    });
    expect(hostile.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    const parsed = parseWithIcalJs(hostile);
    expect(parsed.vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe(
      'Nok\'s "Best" ^Nails^, Spa; Bar: Two\nLines',
    );
    expect(parsed.event.summary).toBe('Gel, "Shiny"; \\ back\nslash at Nok\'s "Best" ^Nails^, Spa; Bar: Two\nLines');
    // 7.8468 is written with its 5th decimal, as 7.84680.
    expect(hostile).toContain('GEO:7.84680;98.338215');
  });
});

describe('escaping helpers', () => {
  it('escapes the five HTML characters and refuses script links', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref('https://maps.example/?q=a&b')).toBe('https://maps.example/?q=a&amp;b');
  });

  it('quotes iCalendar parameters with the RFC 6868 caret escapes', () => {
    expect(quoteIcsParameter('Plain Salon')).toBe('"Plain Salon"');
    expect(quoteIcsParameter('a"b^c\nd\u0001')).toBe(`"a^'b^^c^nd"`);
  });
});

function escapeHtmlIfHtml(part: string, value: string): string {
  return part.startsWith('<!DOCTYPE') ? escapeHtml(value) : value;
}

describe('an owner who leaves the map link empty', () => {
  it('gets no map link in the e-mail and no URL in the invitation', () => {
    const noMap: MailContext = { ...context, salon: { ...defaultSalonConfig, mapsUrl: '' } };
    const email = renderConfirmationEmail(appointment(), noMap, now);
    expect(email.text).not.toContain('Open in Google Maps');
    expect(email.html).not.toContain('Open in Google Maps');
    expect(email.ics).not.toMatch(/^URL:/m);
    expect(email.ics).toContain('LOCATION:');
  });
});

describe('the update and cancellation e-mails', () => {
  it('an update says the time changed and its file republishes the same event', () => {
    const email = renderUpdateEmail(appointment({ version: 4 }), context, now);
    expect(email.subject).toBe(
      `Your appointment at ${defaultSalonConfig.name} has changed: now June 5, 2025 at 2:30 pm`,
    );
    expect(email.text).toContain('the old time no longer applies');
    const calendar = new ICAL.Component(ICAL.parse(email.ics ?? ''));
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vevent?.getFirstPropertyValue('sequence')).toBe(4);
    expect(vevent?.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent?.getAllProperties('attendee')).toHaveLength(0);
  });

  it('a cancellation removes the event: METHOD:CANCEL, STATUS:CANCELLED, the customer as attendee, no directions', () => {
    const email = renderCancellationEmail(appointment({ version: 5 }), context, now);
    expect(email.subject).toBe(
      `Your appointment at ${defaultSalonConfig.name} on June 5, 2025 at 2:30 pm is cancelled`,
    );
    expect(email.text).not.toContain('Where to find us');
    expect(email.text).toContain(`call us on ${defaultSalonConfig.phone}`);
    const calendar = new ICAL.Component(ICAL.parse(email.ics ?? ''));
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent?.getFirstPropertyValue('uid')).toBe(
      `appointment-0b7c3f52-1111-4222-8333-444455556666@${defaultSalonConfig.emailDomain}`,
    );
    expect(vevent?.getFirstPropertyValue('sequence')).toBe(5);
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
    const attendee = vevent?.getFirstProperty('attendee');
    expect(attendee?.getFirstValue()).toBe('mailto:anna@example.com');
    expect(attendee?.getParameter('cn')).toBe('Anna Smith');
  });
});

describe('"Get updates on LINE" in the booking’s first e-mails', () => {
  const withLine: MailContext = { ...context, lineOffered: true };
  const lineLink = `https://salon.example/api/manage/line/start?token=${MANAGE_TOKEN_PLACEHOLDER}`;

  it('is offered in the received and confirmation e-mails while the salon’s LINE is connected', () => {
    for (const email of [
      renderBookingReceivedEmail(appointment(), withLine),
      renderConfirmationEmail(appointment(), withLine, now),
    ]) {
      expect(email.text).toContain(`Get updates on LINE: ${lineLink}`);
      expect(email.html).toContain(`href="${escapeHtml(lineLink)}"`);
      expect(email.text).toContain('your reminder come on LINE instead of e-mail');
    }
  });

  it('is offered in the customer’s language', () => {
    const russian = renderConfirmationEmail(appointment({ language: 'ru' }), withLine, now);
    expect(russian.text).toContain(`Получать уведомления в LINE: ${lineLink}`);
  });

  it('is not offered without LINE, nor in later e-mails about the booking', () => {
    expect(renderConfirmationEmail(appointment(), context, now).text).not.toContain('/api/manage/line/start');
    expect(renderUpdateEmail(appointment(), withLine, now).text).not.toContain('/api/manage/line/start');
    expect(renderCancellationEmail(appointment(), withLine, now).html).not.toContain('/api/manage/line/start');
  });
});
