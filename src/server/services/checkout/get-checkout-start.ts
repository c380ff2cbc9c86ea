/**
 * What the checkout screen starts from: the appointment's booked treatments at their booked
 * prices (satang) with their technicians, the customer, the sale already written for it (so a
 * second person is sent there instead of starting another), and what may be added: the menu's
 * treatments, the products and the active technicians. Treatments and products are named in the
 * staff member's admin language (English where the owner has not translated one), as the admin's lists
 * name them; a sale still keeps the salon's English name of what it sold.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { bahtToSatang } from '../../../domain/checkout/money.ts';
import { isUuid } from '../../../domain/input-bounds.ts';
import type { Language } from '../../../domain/language.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  appointmentServices,
  products,
  saleAppointments,
  saleVoids,
  services,
  staff,
} from '../../db/schema.ts';
import { inLanguage } from '../menu/list-catalogue.ts';
import { linesNamedIn } from '../menu/service-names.ts';
import { checkoutRefusal } from './checkout-refusals.ts';
import { lockFreeDrawerState } from './drawer-state.ts';

export async function getCheckoutStart(db: Database, appointmentId: string | null, language: Language) {
  let appointment = null;
  if (appointmentId !== null) {
    if (!isUuid(appointmentId)) throw checkoutRefusal('appointmentNotFound');
    const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
    if (!row) throw checkoutRefusal('appointmentNotFound');
    const [booked, existing] = await Promise.all([
      db
        .select()
        .from(appointmentServices)
        .where(eq(appointmentServices.appointmentId, row.id))
        .orderBy(asc(appointmentServices.id)),
      db
        .select({ saleId: saleAppointments.saleId })
        .from(saleAppointments)
        .leftJoin(saleVoids, eq(saleVoids.saleId, saleAppointments.saleId))
        .where(and(eq(saleAppointments.appointmentId, row.id), isNull(saleVoids.saleId))),
    ]);
    appointment = {
      id: row.id,
      customerName: row.customerName,
      date: row.appointmentDate,
      startTime: row.startTime,
      status: row.status,
      technicianId: row.technicianId,
      saleId: existing[0]?.saleId ?? null,
      treatments: await linesNamedIn(
        db,
        booked.map((line) => ({
          appointmentServiceId: line.id,
          serviceId: line.serviceId,
          name: line.serviceName,
          unitPrice: bahtToSatang(line.priceThb),
        })),
        language,
      ),
    };
  }
  const productName = inLanguage(language, products.translations, 'name', products.name);
  const [menu, shelf, team, drawerOpen] = await Promise.all([
    db
      .select({
        id: services.id,
        name: inLanguage(language, services.translations, 'name', services.name),
        priceThb: services.priceThb,
      })
      .from(services)
      .where(eq(services.active, true))
      .orderBy(asc(services.sortOrder), asc(services.id)),
    db
      .select({ id: products.id, name: productName, price: products.priceSatang })
      .from(products)
      .where(eq(products.visible, true))
      .orderBy(asc(productName), asc(products.id)),
    db
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(and(eq(staff.active, true), eq(staff.isTechnician, true)))
      .orderBy(asc(staff.displayOrder), asc(staff.email)),
    lockFreeDrawerState(db),
  ]);
  return {
    appointment,
    drawerOpen,
    treatments: menu.map((row) => ({ id: row.id, name: row.name, unitPrice: bahtToSatang(row.priceThb) })),
    products: shelf.map((row) => ({ id: row.id, name: row.name, unitPrice: row.price })),
    technicians: team.map((row) => ({ id: row.id, name: technicianDisplayName(row.email) })),
  };
}
