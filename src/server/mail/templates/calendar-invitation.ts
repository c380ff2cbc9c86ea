/**
 * The .ics calendar invitation attached to the confirmation e-mail
 * (RFC 5545, written by hand: one event, no recurrence, so a library adds
 * nothing but weight; see decision record 052).
 *
 * Times are the salon's wall-clock times with TZID=<salon time zone> and a
 * VTIMEZONE block, so the event lands at the right hour in any calendar,
 * wherever the customer's phone thinks it is. The UID is stable per
 * appointment, so a second confirmation updates the same calendar entry;
 * SEQUENCE is the appointment's version (bumped by every change, so a later
 * confirmation, a move's update or a cancellation always carries a higher one). METHOD:PUBLISH with the salon
 * as ORGANIZER, as RFC 5546 section 3.2.1 requires; no ATTENDEE, so no
 * calendar offers the customer to "reply" to the salon's calendar.
 */
import { formatCoordinate, type SalonConfig } from '../../../config/salon.ts';
import { addDays, timeToMinutes } from '../../../domain/calendar.ts';
import { dateTimeFormat } from '../../../i18n/format.ts';
import type { AppointmentEmailData } from './appointment-email-data.ts';
import { salonAddress } from './appointment-sections.ts';
import type { EmailText } from './email-text.ts';

/**
 * Escapes a TEXT value (RFC 5545 section 3.3.11). Control characters other
 * than tab and line breaks have no place in TEXT and are dropped.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');
}

/**
 * A parameter value (RFC 5545 section 3.2), always quoted, with RFC 6868's
 * caret escapes for the characters a quoted value cannot hold: ^ as ^^,
 * a double quote as ^' and a line break as ^n. Other control characters are dropped.
 */
export function quoteIcsParameter(value: string): string {
  const escaped = value
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/\p{Cc}/gu, '');
  return `"${escaped}"`;
}

/**
 * A URI value (URL, mailto:) cannot be escaped like TEXT; control characters
 * and spaces in one would break the line, so they are dropped (the salon's
 * own configuration is the only source of these values).
 */
function icsUri(value: string): string {
  return value.replace(/[\p{Cc} ]/gu, '');
}

/** Folds a content line at 75 octets, never splitting a UTF-8 character (section 3.1). */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const character of line) {
    const bytes = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += character;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 'yyyyMMddTHHmmss' of a salon date plus minutes after its midnight (24:00 rolls to the next day). */
function localDateTime(date: string, minutesAfterMidnight: number): string {
  const dayOffset = Math.floor(minutesAfterMidnight / 1440);
  const minutes = minutesAfterMidnight - dayOffset * 1440;
  const day = addDays(date, dayOffset).replaceAll('-', '');
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${day}T${hh}${mm}00`;
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The zone's UTC offset at noon of the date, as '+0700'. One STANDARD block
 * with that offset describes a single event correctly even in zones with
 * daylight saving (Asia/Bangkok has none).
 */
export function utcOffsetOn(date: string, timeZone: string): string {
  const name =
    dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return '+0000';
  return `${match[1]}${match[2]}${match[3] ?? '00'}`;
}

export interface CalendarInvitationOptions {
  readonly data: AppointmentEmailData;
  readonly salon: SalonConfig;
  readonly text: EmailText;
  /** DTSTAMP: when the invitation was written. */
  readonly now: Date;
  /**
   * PUBLISH (default): add or update the event (same UID, SEQUENCE from the version). CANCEL: remove it,
   * with STATUS:CANCELLED and the customer as ATTENDEE, which RFC 5546 section 3.2.5 requires
   * and calendars match the cancellation against.
   */
  readonly method?: 'PUBLISH' | 'CANCEL';
  /**
   * For PUBLISH: TENTATIVE while the booking waits for the salon's confirmation (the first
   * e-mail already carries the event, and every later file updates that same event), CONFIRMED after.
   */
  readonly tentative?: boolean;
}

export function calendarEventUid(appointmentId: string, salon: SalonConfig): string {
  return `appointment-${appointmentId}@${salon.emailDomain}`;
}

export function renderCalendarInvitation(options: CalendarInvitationOptions): string {
  const { data, salon, text, now } = options;
  const cancel = options.method === 'CANCEL';
  const { t } = text;
  const zone = salon.timeZone;
  const offset = utcOffsetOn(data.date, zone);
  const start = timeToMinutes(data.startTime);
  const end = Math.max(timeToMinutes(data.endTime), start + data.totalDurationMinutes);
  const summary = t('calendar.summary', {
    services: text.list(data.services.map((service) => service.name)),
    salon: salon.name,
  });
  const location = t('calendar.location', { salon: salon.name, address: salonAddress(salon) });
  // The texts' language (RFC 5545 section 3.2.10) when it is not English; English files stay as they were.
  const language = text.language === 'en' ? '' : `;LANGUAGE=${text.language}`;
  const description = t('calendar.description', {
    reference: data.reference,
    duration: text.duration(data.totalDurationMinutes),
    price: text.price(data.totalPriceThb),
    phone: salon.phone,
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(salon.name)}//Booking//EN`,
    'CALSCALE:GREGORIAN',
    cancel ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${offset.slice(0, 3)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${calendarEventUid(data.id, salon)}`,
    `SEQUENCE:${data.version}`,
    `DTSTAMP:${utcStamp(now)}`,
    `ORGANIZER;CN=${quoteIcsParameter(salon.name)}:mailto:${icsUri(salon.email)}`,
    ...(cancel && data.customerEmail !== ''
      ? [`ATTENDEE;CN=${quoteIcsParameter(data.customerName)}:mailto:${icsUri(data.customerEmail)}`]
      : []),
    `DTSTART;TZID=${zone}:${localDateTime(data.date, start)}`,
    `DTEND;TZID=${zone}:${localDateTime(data.date, end)}`,
    `SUMMARY${language}:${escapeIcsText(summary)}`,
    `LOCATION${language}:${escapeIcsText(location)}`,
    `GEO:${formatCoordinate(salon.latitude)};${formatCoordinate(salon.longitude)}`,
    `DESCRIPTION${language}:${escapeIcsText(description)}`,
    // The owner may leave the map link empty: no URL property then (an empty one is not a URI).
    ...(salon.mapsUrl ? [`URL:${icsUri(salon.mapsUrl)}`] : []),
    cancel ? 'STATUS:CANCELLED' : options.tentative ? 'STATUS:TENTATIVE' : 'STATUS:CONFIRMED',
    cancel ? 'TRANSP:TRANSPARENT' : 'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
