/**
 * What happens, in the same transaction, when a sale's payments cover it: the next receipt number
 * is taken from the one counter row (its row lock orders concurrent sales, and a rolled-back
 * transaction gives its number back, so numbers have neither gaps nor duplicates), the sale is
 * marked paid, and the appointments it pays become completed (their reminders are dropped).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { salonToday } from '../../../domain/salon-time.ts';
import type { Transaction } from '../../db/client.ts';
import { appointmentEvents, appointments, receiptCounters, saleAppointments, sales } from '../../db/schema.ts';
import { dropReminders, reminderDroppedForStatus } from '../../mail/reminders.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

/** Who completes the sale and when; the salon's time zone names the day it was paid. */
export type CompleteSaleContext = Pick<StaffRequestContext, 'staffId' | 'now' | 'salon'>;

export async function completeSale(tx: Transaction, saleId: string, context: CompleteSaleContext): Promise<number> {
  // The counter row is written by the first sale (not by the migration, so a restored backup brings its own).
  await tx.insert(receiptCounters).values({ id: 1, nextNumber: 1 }).onConflictDoNothing();
  const [counter] = await tx
    .update(receiptCounters)
    .set({ nextNumber: sql`${receiptCounters.nextNumber} + 1` })
    .where(eq(receiptCounters.id, 1))
    .returning({ taken: sql<number>`${receiptCounters.nextNumber} - 1` });
  if (!counter) throw new Error('The receipt counter row is missing.');
  const receiptNumber = Number(counter.taken);
  await tx
    .update(sales)
    .set({ receiptNumber, paidAt: context.now, paidSalonDate: salonToday(context.now, context.salon.timeZone) })
    .where(eq(sales.id, saleId));

  const paid = await tx
    .select({ id: appointments.id, status: appointments.status, version: appointments.version })
    .from(appointments)
    .where(
      inArray(
        appointments.id,
        tx
          .select({ id: saleAppointments.appointmentId })
          .from(saleAppointments)
          .where(eq(saleAppointments.saleId, saleId)),
      ),
    );
  for (const appointment of paid) {
    if (appointment.status === 'completed') continue;
    await tx
      .update(appointments)
      .set({ status: 'completed', version: appointment.version + 1, updatedAt: context.now })
      .where(eq(appointments.id, appointment.id));
    await tx.insert(appointmentEvents).values({
      appointmentId: appointment.id,
      staffId: context.staffId,
      kind: 'status_changed',
      detail: { from: appointment.status, to: 'completed', saleId, receiptNumber },
      createdAt: context.now,
    });
    await dropReminders(tx, appointment.id, reminderDroppedForStatus('completed'));
  }
  return receiptNumber;
}
