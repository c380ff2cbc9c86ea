/**
 * Public booking API. Thin: validate, call the engine, answer.
 *
 *   GET  /api/bookings/dates                           the bookable dates (salon time)
 *   GET  /api/bookings/availability?date=&services=    slot states only, never appointments
 *   POST /api/bookings                                 create: 201, 409 full, 422 fields, 429 limited
 */
import { Hono } from 'hono';
import { availabilityQuerySchema, bookingRequestSchema } from '../../../domain/booking-request.ts';
import { DEFAULT_LANGUAGE } from '../../../domain/language.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { insertBookingReceivedEmails, renderBookingReceivedEmails } from '../../mail/outbox.ts';
import { firstReminder } from '../../mail/reminders.ts';
import {
  isLineConnected,
  mailContextWithSettings,
  type AppointmentEmailData,
} from '../../mail/templates/appointment-email-data.ts';
import { validate } from '../../http/validation.ts';
import { createBooking, toConfirmation, type BookedAppointment } from '../../services/booking/create-booking.ts';
import { salonLanguage } from '../../services/shared/reader-language.ts';
import { serviceNamesIn } from '../../services/menu/service-names.ts';
import { listAvailability, listBookingDates } from '../../services/booking/list-availability.ts';
import { enqueueDepositRequestEmail } from '../../services/deposits/deposit-emails.ts';
import { readCustomerDeposit, type CustomerDeposit } from '../../services/deposits/deposit-view.ts';
import { holdDepositIfRequired } from '../../services/deposits/hold-deposit.ts';
import { payDepositThroughStripe } from '../../services/deposits/stripe-deposits.ts';
import { recordWhatsappOptIn } from '../../services/messaging/whatsapp-opt-in.ts';
import { startLineLink } from '../../services/messaging/customer-line.ts';
import { NO_MESSAGING } from '../../services/messaging/messaging-config.ts';

export const bookingRoutes = new Hono<AppEnv>()
  .get('/dates', async (c) => {
    const { db, clock, salon } = c.var.deps;
    return c.json(await listBookingDates(db, clock(), salon));
  })
  .get('/availability', validate('query', availabilityQuerySchema), async (c) => {
    const { db, clock, salon } = c.var.deps;
    const query = c.req.valid('query');
    const availability = await listAvailability({
      db,
      now: clock(),
      salon,
      date: query.date,
      serviceIds: query.services,
    });
    return c.json(availability);
  })
  .post('/', validate('json', bookingRequestSchema), async (c) => {
    const { db, clock, salon, publicUrl } = c.var.deps;
    const request = c.req.valid('json');
    const now = clock();
    // Each reader's names of the treatments: the customer's e-mails and confirmation in
    // the booking's language, the salon's notice in the salon's (no names query for English).
    const language = request.language ?? DEFAULT_LANGUAGE;
    const serviceNames = await serviceNamesIn(db, request.serviceIds, language);
    const noticeLanguage = await salonLanguage(db);
    const lineOffered = await isLineConnected(db);
    const salonNames =
      noticeLanguage === language ? serviceNames : await serviceNamesIn(db, request.serviceIds, noticeLanguage);
    // Filled inside the transaction (an object, so the type is not narrowed to its starting null).
    const held: { deposit: CustomerDeposit | null } = { deposit: null };
    const { booking, replayed } = await createBooking({
      db,
      now,
      salon,
      request,
      // Counted and refused in the engine's first statement (one round trip fewer).
      rateLimit: { address: clientIp(c) },
      // Rendered before the transaction and its per-date lock, from the owner's settings as the engine
      // read them (the salon's saved details and hours; the reminder rules): "We received your booking",
      // the salon's notice and the reminder (a new appointment has none to replace).
      prepare: (booked, settings) => {
        const mailContext = { ...mailContextWithSettings({ salon, publicUrl, now }, settings), lineOffered };
        const data = emailDataOf(booked, serviceNames);
        return {
          mailContext,
          emails: {
            ...renderBookingReceivedEmails(data, mailContext, {
              appointment: emailDataOf(booked, salonNames),
              language: noticeLanguage,
            }),
            reminder: firstReminder(
              { ...data, status: booked.status },
              mailContext,
              settings.customerChanges.value,
              now,
            ),
          },
        };
      },
      // Written in the booking's transaction, in one statement: they exist exactly when the booking does.
      onBooked: async (tx, booked, { emails, mailContext }) => {
        await insertBookingReceivedEmails(tx, emails, mailContext);
        // The deposit, when the owner's rules ask for one, is held by this same transaction (decision 250).
        held.deposit = await holdDepositIfRequired(
          tx,
          { ...booked, serviceIds: booked.services.map((service) => service.id) },
          now,
        );
        if (held.deposit) {
          await enqueueDepositRequestEmail(tx, emailDataOf(booked, serviceNames), held.deposit, mailContext);
        }
        if (request.whatsappOptIn) {
          await recordWhatsappOptIn(tx, {
            appointmentId: booked.id,
            phone: booked.customerPhone,
            language: booked.language,
            now,
          });
        }
      },
    });
    // A replay answers with the deposit as it is now. A new hold is offered through Stripe when the owner
    // connected it (after the commit: never an outside call under the booking's locks; decision 256).
    const messaging = c.var.deps.messaging ?? NO_MESSAGING;
    const deposit = replayed
      ? await readCustomerDeposit(db, booking.id)
      : held.deposit &&
        (await payDepositThroughStripe(
          { db, apiBase: messaging.stripeApiBase, sealKey: messaging.secretKey, logger: c.var.logger },
          held.deposit,
          { appointmentId: booking.id, email: request.email },
        ));
    // "Get updates on LINE" on the confirmation: a fresh one-time code (a replay draws another; each lives
    // 30 minutes and works once), so the customer who just booked can link without waiting for the e-mail.
    const lineUrl = lineOffered ? await startLineLink(db, messaging, booking.id, now) : null;
    if (replayed) c.header('Idempotent-Replayed', 'true');
    c.var.logger.info({ reference: booking.reference, date: booking.date, replayed }, 'booking created');
    return c.json({ booking: { ...toConfirmation(booking, serviceNames), deposit, lineUrl } }, 201);
  });

/** What the e-mails say about a booking being created: what will be written (a new appointment is version 1). */
function emailDataOf(booking: BookedAppointment, serviceNames: ReadonlyMap<number, string>): AppointmentEmailData {
  return {
    id: booking.id,
    reference: booking.reference,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    notes: booking.notes,
    date: booking.date,
    startTime: booking.time,
    endTime: booking.endTime,
    version: 1,
    services: booking.services.map(({ id, name, priceThb, durationMinutes }) => ({
      name: serviceNames.get(id) ?? name,
      priceThb,
      durationMinutes,
    })),
    totalPriceThb: booking.totalPriceThb,
    totalDurationMinutes: booking.totalDurationMinutes,
    language: booking.language,
  };
}
