/**
 * One appointment as the detail page (/admin/orders/:id) shows it:
 * the summary, notes, the services staff may still add (each with the
 * warnings adding it would bring), the audit trail, and the e-mails written
 * about it with their delivery state ("not yet sent" and the last error).
 */
import { and, asc, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { AppointmentSource } from '../../../domain/appointment-source.ts';
import type { Language } from '../../../domain/language.ts';
import { isUuid } from '../../../domain/input-bounds.ts';
import { serviceEditWarnings, type ServiceEditWarning } from '../../../domain/appointment-edits.ts';
import { loadBookingContext } from '../booking/booking-context.ts';
import { readCustomerChannels } from '../customers/customer-channels.ts';
import type { CustomerChannels } from '../../../domain/customers.ts';
import type { BookedInterval } from '../../../domain/capacity.ts';
import { timeToMinutes, type CalendarDate } from '../../../domain/calendar.ts';
import type { SalonDayHours } from '../../../domain/start-times.ts';
import {
  appointmentEvents,
  appointments,
  categories,
  customers,
  messageDeliveries,
  outbox,
  services,
  staff,
} from '../../db/schema.ts';
import { appointmentRowColumns } from './list-appointments.ts';
import { loadServiceLines, toSummary, type AppointmentSummary, type Executor } from './appointment-views.ts';

export interface AddableService {
  readonly id: number;
  readonly name: string;
  readonly categoryName: string;
  readonly priceThb: number;
  readonly durationMinutes: number;
  /** What staff must be told before adding it; empty when it fits. */
  readonly warnings: readonly ServiceEditWarning[];
}

export interface AppointmentEvent {
  readonly id: number;
  readonly kind: string;
  readonly detail: Record<string, unknown>;
  /** Who made the change; null when that staff record has since been removed. */
  readonly staffEmail: string | null;
  readonly createdAt: Date;
}

export interface AppointmentEmail {
  readonly id: number;
  readonly kind: string;
  readonly recipient: string;
  readonly status: 'pending' | 'sent' | 'failed' | 'dropped';
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
  /** When it is due (a planned reminder's time) or next tried. */
  readonly nextAttemptAt: Date;
  /** The channel that carried it instead of e-mail (message_deliveries, decisions 230, 234); null: e-mail. */
  readonly carriedBy: 'line' | 'whatsapp' | null;
  /** The carrier's latest delivery status (WhatsApp's webhook: sent, delivered, read, failed), if it told. */
  readonly channelStatus: 'sent' | 'delivered' | 'read' | 'failed' | null;
  /** The channel that tried and gave up, and why, when the e-mail went instead. */
  readonly fallback: { readonly channel: 'line' | 'whatsapp' | 'email'; readonly reason: string } | null;
}

export interface AppointmentDetail extends AppointmentSummary {
  readonly notes: string | null;
  /** Where it came from: online, or what staff chose at the desk. */
  readonly source: AppointmentSource;
  /** Staff's reason for booking or moving it past the capacity rule; null when it fits. */
  readonly capacityOverrideReason: string | null;
  /** The customer's language: their e-mails are written in it. */
  readonly language: Language;
  /** The customer's record: its staff notes (allergies, preferences) show on every appointment. */
  readonly customer: { readonly id: string; readonly notes: string; readonly channels: CustomerChannels } | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly addableServices: readonly AddableService[];
  readonly events: readonly AppointmentEvent[];
  readonly emails: readonly AppointmentEmail[];
}

/** The day's other appointments that occupy it (not cancelled, not no-shows), as occupied times. */
export async function otherIntervals(
  db: Executor,
  date: CalendarDate,
  exceptAppointmentId: string,
): Promise<BookedInterval[]> {
  const rows = await db
    .select({ startTime: appointments.startTime, endTime: appointments.endTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.appointmentDate, date),
        notInArray(appointments.status, ['cancelled', 'no_show']),
        ne(appointments.id, exceptAppointmentId),
      ),
    );
  return rows.map((row) => ({ startMinute: timeToMinutes(row.startTime), endMinute: timeToMinutes(row.endTime) }));
}

export interface GetAppointmentDetailOptions {
  readonly db: Executor;
  readonly id: string;
  /** Unused since The warnings read the date's own settings (hours, rules, technicians). */
  readonly hours?: SalonDayHours;
}

/** Null for an unknown id or one that is not a UUID at all (never an error). */
/** The delivery that carried an outbox row on another channel (an attempt still 'sending' is not one). */
const carriedSql = sql`from ${messageDeliveries} where ${messageDeliveries.outboxId} = ${outbox.id}
  and ${messageDeliveries.outcome} = 'sent' and ${messageDeliveries.detail} is distinct from 'sending'
  order by ${messageDeliveries.id} desc limit 1`;
/** The latest channel that gave an outbox row up to e-mail. */
const fallbackSql = sql`from ${messageDeliveries} where ${messageDeliveries.outboxId} = ${outbox.id}
  and ${messageDeliveries.outcome} = 'fell_back' order by ${messageDeliveries.id} desc limit 1`;

export async function getAppointmentDetail({ db, id }: GetAppointmentDetailOptions): Promise<AppointmentDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...appointmentRowColumns,
      notes: appointments.notes,
      source: appointments.source,
      capacityOverrideReason: appointments.capacityOverrideReason,
      language: appointments.language,
      customerId: customers.id,
      customerNotes: customers.notes,
      createdAt: appointments.createdAt,
      updatedAt: appointments.updatedAt,
    })
    .from(appointments)
    .leftJoin(staff, eq(staff.id, appointments.technicianId))
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .where(eq(appointments.id, id))
    .limit(1);
  if (!row) return null;

  const [lines, menu, day, events, emails, channels] = await Promise.all([
    loadServiceLines(db, [row.id]),
    db
      .select({
        id: services.id,
        name: services.name,
        categoryName: categories.name,
        priceThb: services.priceThb,
        durationMinutes: services.durationMinutes,
      })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(eq(services.active, true))
      .orderBy(asc(categories.sortOrder), asc(services.sortOrder), asc(services.name)),
    // The other appointments of the date and its settings, as the edit itself will judge them.
    loadBookingContext(db, { date: row.date, exceptAppointmentId: row.id }),
    db
      .select({
        id: appointmentEvents.id,
        kind: appointmentEvents.kind,
        detail: appointmentEvents.detail,
        staffEmail: staff.email,
        createdAt: appointmentEvents.createdAt,
      })
      .from(appointmentEvents)
      .leftJoin(staff, eq(staff.id, appointmentEvents.staffId))
      .where(eq(appointmentEvents.appointmentId, row.id))
      .orderBy(desc(appointmentEvents.createdAt), desc(appointmentEvents.id)),
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        recipient: outbox.recipient,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        nextAttemptAt: outbox.nextAttemptAt,
        // Plain columns rather than one JSON value: the drivers do not all parse json alike.
        carriedBy: sql<AppointmentEmail['carriedBy']>`(select ${messageDeliveries.channel} ${carriedSql})`,
        channelStatus: sql<AppointmentEmail['channelStatus']>`(select ${messageDeliveries.status} ${carriedSql})`,
        fallbackChannel: sql<
          'line' | 'whatsapp' | 'email' | null
        >`(select ${messageDeliveries.channel} ${fallbackSql})`,
        fallbackReason: sql<string | null>`(select ${messageDeliveries.detail} ${fallbackSql})`,
      })
      .from(outbox)
      .where(eq(outbox.appointmentId, row.id))
      .orderBy(desc(outbox.createdAt), desc(outbox.id)),
    row.customerId === null ? null : readCustomerChannels(db, row.customerId),
  ]);

  const booked = lines.get(row.id) ?? [];
  const summary = toSummary(row, booked);
  const bookedIds = new Set(booked.map((line) => line.serviceId));
  const startMinute = timeToMinutes(row.startTime);
  const addableServices = menu
    .filter((service) => !bookedIds.has(service.id))
    .map((service) => ({
      ...service,
      warnings: serviceEditWarnings({
        status: row.status,
        startMinute,
        durationMinutes: summary.totalDurationMinutes + service.durationMinutes,
        others: day.booked,
        day: day.day,
      }),
    }));

  return {
    ...summary,
    notes: row.notes,
    source: row.source,
    capacityOverrideReason: row.capacityOverrideReason,
    language: row.language,
    customer:
      row.customerId === null
        ? null
        : { id: row.customerId, notes: row.customerNotes ?? '', channels: channels ?? { line: null, whatsapp: null } },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    addableServices,
    events,
    emails: emails.map(({ fallbackChannel, fallbackReason, ...email }) => ({
      ...email,
      fallback: fallbackChannel === null ? null : { channel: fallbackChannel, reason: fallbackReason ?? '' },
    })),
  };
}
