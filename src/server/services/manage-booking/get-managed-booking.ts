/**
 * The customer's own booking as their private link shows it: the appointment, its services,
 * what they may still change and until when, and how to reach the salon. Nothing about anyone else.
 */
import { asc, eq } from 'drizzle-orm';
import type { SalonConfig } from '../../../config/salon.ts';
import { customerChangeWindow, type CustomerChangeRules, type ManagedBooking } from '../../../domain/manage-booking.ts';
import { depositRefundUntil, holdReleased } from '../../../domain/deposits/deposit-rules.ts';
import { salonInstant } from '../../../domain/salon-time.ts';
import { priceAfterDiscount, serviceTotals } from '../../../domain/pricing.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments, appointmentServices, deposits } from '../../db/schema.ts';
import { readCustomerDeposit } from '../deposits/deposit-view.ts';
import { bookingReference } from '../../../domain/booking-reference.ts';
import { readSalonSettings } from '../settings/salon-settings-store.ts';
import { linesNamedIn } from '../menu/service-names.ts';

type Executor = Database | Transaction;

export interface ManagedBookingOptions {
  readonly salon: SalonConfig;
  readonly now: Date;
}

/** The appointment's row and the owner's settings, read together (after the caller's locks, if any). */
/** What the page shows to pay an awaited deposit: the same QR as the booking page and the e-mail. */
async function awaitedPayment(db: Executor, appointmentId: string) {
  const deposit = await readCustomerDeposit(db, appointmentId);
  if (!deposit) return null;
  const { reference, dueAt, qrPayload, promptpayId } = deposit;
  return { reference, dueAt, qrPayload, promptpayId };
}

export async function loadManagedBooking(
  db: Executor,
  appointmentId: string,
  options: ManagedBookingOptions,
): Promise<{ booking: ManagedBooking; rules: CustomerChangeRules }> {
  const [[row], bookedLines, settings, [deposit]] = await Promise.all([
    db.select().from(appointments).where(eq(appointments.id, appointmentId)),
    db
      .select({
        serviceId: appointmentServices.serviceId,
        name: appointmentServices.serviceName,
        priceThb: appointmentServices.priceThb,
        durationMinutes: appointmentServices.durationMinutes,
      })
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentId, appointmentId))
      .orderBy(asc(appointmentServices.id)),
    readSalonSettings(db, options.salon),
    db
      .select({
        amountSatang: deposits.amount,
        state: deposits.state,
        refundCutoffHours: deposits.refundCutoffHours,
        bookingEndedAs: deposits.bookingEndedAs,
      })
      .from(deposits)
      .where(eq(deposits.appointmentId, appointmentId)),
  ]);
  // The token resolved to this appointment a moment ago; a delete in between is the staff's, and rare.
  if (!row) throw new Error(`The appointment ${appointmentId} of a valid link is gone`);
  // The treatments as the customer chose them: named in the booking's language.
  const lines = (await linesNamedIn(db, bookedLines, row.language)).map(({ name, priceThb, durationMinutes }) => ({
    name,
    priceThb,
    durationMinutes,
  }));
  const rules = settings.customerChanges.value;
  const details = settings.details.value;
  const totals = serviceTotals(lines);
  const startsAt = salonInstant(row.appointmentDate, row.startTime, options.salon.timeZone);
  const window = customerChangeWindow({ status: row.status, startsAt, now: options.now, rules });
  const booking: ManagedBooking = {
    reference: bookingReference(row.id),
    status: row.status,
    customerName: row.customerName,
    date: row.appointmentDate,
    startTime: row.startTime,
    endTime: row.endTime,
    services: lines,
    totalDurationMinutes: totals.totalDurationMinutes,
    totalPriceThb: totals.totalPriceThb,
    discountPercentage: row.discountPercentage,
    priceToPayThb: priceAfterDiscount(totals.totalPriceThb, row.discountPercentage),
    version: row.version,
    change: {
      ...window,
      cutoffHours: rules.changeCutoffHours,
      confirmedStaysConfirmed: rules.confirmedStaysConfirmed,
    },
    salon: {
      name: details.name,
      phone: details.phone,
      phoneE164: details.phoneE164,
      email: details.email,
      address: `${details.streetAddress}, ${details.locality}, ${details.region} ${details.postalCode}`,
      mapsUrl: details.mapsUrl,
      whatsappUrl: details.whatsappUrl,
      lineUrl: details.lineUrl,
    },
    language: row.language,
    deposit: deposit
      ? {
          amountSatang: deposit.amountSatang,
          state: deposit.state,
          refundCutoffHours: deposit.refundCutoffHours,
          refundUntil: depositRefundUntil(deposit, startsAt).toISOString(),
          holdReleased: holdReleased(row.status, deposit),
          ...(deposit.state === 'awaited' ? { payment: await awaitedPayment(db, appointmentId) } : {}),
        }
      : null,
  };
  return { booking, rules };
}
