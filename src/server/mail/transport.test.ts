/** The pieces of a message header the transport builds from configuration and from what customers typed. */
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../config/salon.ts';
import {
  calendarMethodOf,
  defaultMailFrom,
  formatMessageId,
  mailAddressOrNull,
  messageIdDomainOf,
  nodemailerMessage,
} from './transport.ts';

describe('Message-ID domain', () => {
  it('is the domain of the From address (MAIL_FROM or the salon), lower case', () => {
    expect(messageIdDomainOf('"Lotus" <Bookings@Your-Salon.COM>', 'fallback.example')).toBe('your-salon.com');
    expect(messageIdDomainOf('bookings@mail.your-salon.com', 'fallback.example')).toBe('mail.your-salon.com');
    expect(messageIdDomainOf(defaultMailFrom(defaultSalonConfig), 'fallback.example')).toBe('salon.example');
  });

  it('falls back when From has no usable domain', () => {
    expect(messageIdDomainOf('Lotus Salon', 'fallback.example')).toBe('fallback.example');
    expect(messageIdDomainOf('x@localhost', 'fallback.example')).toBe('fallback.example');
    expect(messageIdDomainOf('x@bad_domain.example', 'fallback.example')).toBe('fallback.example');
    expect(messageIdDomainOf('', 'fallback.example')).toBe('fallback.example');
  });

  it('formats <uuid@domain>', () => {
    expect(formatMessageId('0b7c3f52-1111-4222-8333-444455556666', 'salon.example')).toBe(
      '<0b7c3f52-1111-4222-8333-444455556666@salon.example>',
    );
  });
});

describe('Reply-To from what a customer typed', () => {
  it('keeps one plain mailbox and a readable name', () => {
    expect(mailAddressOrNull('Nok "Lotus" Smith', ' nok@example.com ')).toEqual({
      name: 'Nok "Lotus" Smith',
      address: 'nok@example.com',
    });
    expect(mailAddressOrNull('Анна', 'anna+salon@example.co.th')).toEqual({
      name: 'Анна',
      address: 'anna+salon@example.co.th',
    });
  });

  it('turns line breaks and control characters in the name into spaces', () => {
    expect(mailAddressOrNull('Eve\r\nBcc: x@example.net\u0000', 'eve@example.com')?.name).toBe(
      'Eve Bcc: x@example.net',
    );
  });

  it('refuses anything that could be more than one mailbox, or none', () => {
    for (const address of [
      'a@example.com, b@example.net',
      'a@example.com\r\nBcc: b@example.net',
      'Name <a@example.com>',
      '"a b"@example.com',
      'a@example',
      'no-at-sign',
      '',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(mailAddressOrNull('Someone', address), address).toBeNull();
    }
  });
});

describe('the calendar attachment', () => {
  const ics = (method: string | null) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', ...(method ? [`METHOD:${method}`] : []), 'BEGIN:VEVENT', 'END:VEVENT']
      .concat('END:VCALENDAR', '')
      .join('\r\n');
  const mail = (calendar: string) => ({
    from: '"Lotus" <hello@salon.example>',
    to: 'anna@example.com',
    subject: 'Your appointment',
    text: 'Hello',
    html: '<p>Hello</p>',
    ics: calendar,
    messageId: '<0b7c3f52-1111-4222-8333-444455556666@salon.example>',
  });

  /** The Content-Type header of the composed message's calendar part, as a mail client reads it. */
  async function calendarPartType(calendar: string): Promise<string> {
    const raw = (await new MailComposer(nodemailerMessage(mail(calendar))).compile().build()).toString('utf8');
    const header = /^Content-Type: text\/calendar[^\r\n]*(?:\r\n[ \t][^\r\n]*)*/im.exec(raw)?.[0] ?? '';
    return header.replace(/\r\n[ \t]+/g, ' ');
  }

  it.each([
    ['CANCEL', 'CANCEL'],
    ['REQUEST', 'REQUEST'],
    ['PUBLISH', 'PUBLISH'],
  ])('a file saying METHOD:%s is attached as method=%s', async (method, expected) => {
    expect(calendarMethodOf(ics(method))).toBe(expected);
    const type = await calendarPartType(ics(method));
    expect(type).toMatch(new RegExp(`method=${expected}(;|$)`, 'i'));
    expect(type).not.toMatch(new RegExp(`method=(?!${expected})`, 'i'));
  });

  it('a file without METHOD is a plain publication', async () => {
    expect(await calendarPartType(ics(null))).toMatch(/method=PUBLISH/i);
  });
});
