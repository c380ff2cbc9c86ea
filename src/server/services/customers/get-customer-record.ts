/**
 * One customer's record: contacts, totals, the staff's notes with their version and who
 * changed them, and their appointments (not ended yet, soonest first; ended, newest first), each
 * with its services, status, technician and price after the discount.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { minutesToTime } from '../../../domain/calendar.ts';
import {
  CUSTOMER_RECORD_APPOINTMENTS_LIMIT,
  customerMessages,
  type CustomerAppointment,
  type CustomerRecord,
} from '../../../domain/customers.ts';
import { salonMoment, type SalonMoment } from '../../../domain/salon-time.ts';
import type { Database } from '../../db/client.ts';
import { appointments, customerEvents, customers, staff } from '../../db/schema.ts';
import { ApiError, keyedMessage } from '../../http/errors.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { readCustomerChannels } from './customer-channels.ts';
import { loadServiceLines, toSummary } from '../appointments/appointment-views.ts';
import { executedRows } from '../shared/sql-rows.ts';
import { customerRows } from './customer-queries.ts';
import { appointmentRowColumns } from '../appointments/list-appointments.ts';

/** customer-identity.ts's phoneKey in SQL (as migration 0006 writes it), over the kept digits column. */
const phoneKeySql = sql.raw(
  `case when a.phone_digits ~ '^0[0-9]{8,9}$' then '66' || substr(a.phone_digits, 2) else a.phone_digits end`,
);

/** How many changes of the notes the record shows. */
const NOTES_HISTORY_LIMIT = 10;
/** Distinct e-mails (by case) and phones (by digits) listed per customer, as most recently typed. */
const CONTACTS_LIMIT = 10;

export const customerNotFound = () => new ApiError(404, keyedMessage(customerMessages.notFound));

/** The record staff open, its totals counted at the request's instant on the salon's clock; 404 for none. */
export async function getCustomerRecord(
  context: Pick<StaffRequestContext, 'db' | 'now' | 'salon'>,
  id: string,
): Promise<CustomerRecord> {
  const record = await readCustomerRecord(context.db, id, salonMoment(context.now, context.salon.timeZone));
  if (!record) throw customerNotFound();
  return record;
}

async function readCustomerRecord(db: Database, id: string, now: SalonMoment): Promise<CustomerRecord | null> {
  const [customer] = await db
    .select({ notes: customers.notes, version: customers.version })
    .from(customers)
    .where(eq(customers.id, id));
  if (!customer) return null;

  const [rows, contacts, appointmentRows, history, channels] = await Promise.all([
    customerRows(db, sql`select * from customers c where c.id = ${id}`, sql`c.id`, now),
    db.execute(sql`
      select
        array(select spelled from (
                select distinct on (lower(a.customer_email)) a.customer_email as spelled, a.appointment_date as used
                from appointments a where a.customer_id = ${id} and a.customer_email <> ''
                order by lower(a.customer_email), a.appointment_date desc, a.start_time desc) e
              order by used desc limit ${CONTACTS_LIMIT}) as emails,
        array(select spelled from (
                select distinct on (${phoneKeySql}) a.customer_phone as spelled, a.appointment_date as used
                from appointments a where a.customer_id = ${id} and a.customer_phone <> ''
                order by ${phoneKeySql}, a.appointment_date desc, a.start_time desc) p
              order by used desc limit ${CONTACTS_LIMIT}) as phones`),
    db
      .select(appointmentRowColumns)
      .from(appointments)
      .leftJoin(staff, eq(staff.id, appointments.technicianId))
      .where(eq(appointments.customerId, id))
      .orderBy(desc(appointments.appointmentDate), desc(appointments.startTime), desc(appointments.id))
      .limit(CUSTOMER_RECORD_APPOINTMENTS_LIMIT + 1),
    db
      .select({ at: customerEvents.createdAt, by: staff.email })
      .from(customerEvents)
      .leftJoin(staff, eq(staff.id, customerEvents.staffId))
      .where(eq(customerEvents.customerId, id))
      .orderBy(desc(customerEvents.createdAt), desc(customerEvents.id))
      .limit(NOTES_HISTORY_LIMIT),
    readCustomerChannels(db, id),
  ]);
  const row = rows[0];
  if (!row) return null;
  const shown = appointmentRows.slice(0, CUSTOMER_RECORD_APPOINTMENTS_LIMIT);
  const lines = await loadServiceLines(
    db,
    shown.map((appointment) => appointment.id),
  );
  const nowTime = minutesToTime(now.minuteOfDay);
  const upcoming: CustomerAppointment[] = [];
  const past: CustomerAppointment[] = [];
  for (const appointment of shown) {
    const summary = toSummary(appointment, lines.get(appointment.id) ?? []);
    const item: CustomerAppointment = {
      id: summary.id,
      reference: summary.reference,
      date: summary.date,
      startTime: summary.startTime,
      endTime: summary.endTime,
      status: summary.status,
      services: summary.services.map((service) => service.name),
      technician: summary.technician?.displayName ?? null,
      priceAfterDiscountThb: summary.priceAfterDiscountThb,
    };
    const ended = item.date < now.date || (item.date === now.date && item.endTime <= nowTime);
    (ended ? past : upcoming).push(item);
  }
  const [contactRow] = executedRows<{ emails: string[] | null; phones: string[] | null }>(contacts);
  return {
    ...row,
    notes: customer.notes,
    version: customer.version,
    emails: contactRow?.emails ?? [],
    phones: contactRow?.phones ?? [],
    upcomingAppointments: upcoming.reverse(),
    pastAppointments: past,
    appointmentsTruncated: appointmentRows.length > CUSTOMER_RECORD_APPOINTMENTS_LIMIT,
    notesHistory: history.map((change) => ({ at: change.at.toISOString(), by: change.by ?? null })),
    channels,
  };
}
