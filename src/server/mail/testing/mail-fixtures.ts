/** Test-only: appointments to write e-mails about, and outbox helpers (imported by mail tests only). */
import { asc, eq } from 'drizzle-orm';
import { defaultSalonConfig } from '../../../config/salon.ts';
import type { Database } from '../../db/client.ts';
import { appointments, appointmentServices, outbox, services } from '../../db/schema.ts';
import type { MailContext } from '../outbox.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export function mailContext(now: Date): MailContext {
  return { salon: defaultSalonConfig, publicUrl: TEST_PUBLIC_URL, now };
}

let counter = 0;

/** An appointment with the first `serviceCount` seeded services, as the booking engine would write it. */
export async function insertTestAppointment(
  db: Database,
  values: { customerName?: string; customerEmail?: string; date?: string; start?: string; serviceCount?: number } = {},
): Promise<string> {
  counter += 1;
  const chosen = await db
    .select()
    .from(services)
    .orderBy(asc(services.id))
    .limit(values.serviceCount ?? 2);
  const start = values.start ?? '14:30';
  const total = chosen.reduce((sum, service) => sum + service.durationMinutes, 0);
  const startMinutes = Number(start.slice(0, 2)) * 60 + Number(start.slice(3));
  const endMinutes = startMinutes + total;
  const endTime = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
  const [row] = await db
    .insert(appointments)
    .values({
      customerName: values.customerName ?? `Customer ${counter}`,
      customerEmail: values.customerEmail ?? `customer${counter}@example.com`,
      customerPhone: '+66 81 234 5678',
      notes: null,
      appointmentDate: values.date ?? '2026-11-24',
      startTime: start,
      endTime,
      status: 'pending',
    })
    .returning({ id: appointments.id });
  if (!row) throw new Error('no appointment row');
  await db.insert(appointmentServices).values(
    chosen.map((service) => ({
      appointmentId: row.id,
      serviceId: service.id,
      serviceName: service.name,
      priceThb: service.priceThb,
      durationMinutes: service.durationMinutes,
    })),
  );
  return row.id;
}

export async function outboxRow(db: Database, id: number): Promise<typeof outbox.$inferSelect> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}
