/**
 * Writes a sale, with its lines and tips, when staff move from the checkout screen to payment.
 * One transaction: the open drawer session is locked, then the appointments (in id order, so two
 * checkouts of overlapping appointments cannot deadlock); an appointment already named by a sale
 * that is not void is refused, so two people checking out one appointment cannot both succeed.
 * Prices come from the appointment's booked treatments, the menu or the product list, never from
 * the browser; the commission rate of each line is looked up now and kept on it. A sale of ฿0 is
 * paid at once.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { bahtToSatang } from '../../../domain/checkout/money.ts';
import {
  commissionRateFor,
  lineCommissionAsSold,
  tipPayoutAsWritten,
  type CommissionRules,
} from '../../../domain/checkout/commission.ts';
import { priceSale, type SaleLine } from '../../../domain/checkout/sale.ts';
import type { saleInputSchema } from '../../../domain/checkout/schemas.ts';
import { salonToday } from '../../../domain/salon-time.ts';
import type { Transaction } from '../../db/client.ts';
import {
  appointments,
  appointmentServices,
  products,
  saleAppointments,
  saleLines,
  sales,
  saleTips,
  saleVoids,
  services,
  staff,
  technicianCommissionRates,
  treatmentCommissionOverrides,
} from '../../db/schema.ts';
import { checkoutRefusal } from './checkout-refusals.ts';
import { countDepositsIntoSale } from '../deposits/count-deposits-into-sale.ts';
import { lockOpenSession, readCheckoutSettings, vatSettingOf, type CheckoutSettingsRow } from './checkout-records.ts';
import { completeSale } from './complete-sale.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

export type SaleInput = z.output<typeof saleInputSchema>;

/** Who starts the sale and when; the salon's time zone names its business day. */
export type StartSaleContext = Pick<StaffRequestContext, 'db' | 'staffId' | 'now' | 'salon'>;

interface ResolvedLine extends SaleLine {
  readonly serviceId: number | null;
  readonly productId: number | null;
  readonly appointmentServiceId: number | null;
  readonly name: string;
}

async function lockAppointments(tx: Transaction, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(appointments)
    .where(inArray(appointments.id, [...ids]))
    .orderBy(asc(appointments.id))
    .for('update');
  if (rows.length !== ids.length) throw checkoutRefusal('appointmentNotFound');
  if (rows.some((row) => row.status === 'cancelled' || row.status === 'no_show')) {
    throw checkoutRefusal('appointmentNotPayable');
  }
  const taken = await tx
    .select({ appointmentId: saleAppointments.appointmentId })
    .from(saleAppointments)
    .leftJoin(saleVoids, eq(saleVoids.saleId, saleAppointments.saleId))
    .where(and(inArray(saleAppointments.appointmentId, [...ids]), isNull(saleVoids.saleId)))
    .limit(1);
  if (taken.length > 0) throw checkoutRefusal('appointmentAlreadyInSale');
  // The order the screen named them in: the first gives the customer.
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

async function loadCommissionRules(tx: Transaction, settings: CheckoutSettingsRow): Promise<CommissionRules> {
  const [rates, overrides] = await Promise.all([
    tx.select().from(technicianCommissionRates),
    tx.select().from(treatmentCommissionOverrides),
  ]);
  const rate = (kind: 'percentage' | 'fixed', value: number) =>
    kind === 'percentage' ? { kind, basisPoints: value } : { kind, amount: value };
  return {
    defaultRate: rate(settings.defaultCommissionKind, settings.defaultCommissionValue),
    technicianRates: new Map(rates.map((row) => [row.technicianId, rate(row.kind, row.value)])),
    treatmentOverrides: overrides.map((row) => ({
      treatmentId: row.serviceId,
      technicianId: row.technicianId,
      rate: rate(row.kind, row.value),
    })),
  };
}

async function resolveLines(
  tx: Transaction,
  input: SaleInput,
  appointmentIds: readonly string[],
): Promise<ResolvedLine[]> {
  const booked =
    appointmentIds.length === 0
      ? []
      : await tx
          .select()
          .from(appointmentServices)
          .where(inArray(appointmentServices.appointmentId, [...appointmentIds]));
  const treatmentIds = input.lines.filter((line) => line.kind === 'treatment').map((line) => line.itemId);
  const productIds = input.lines.filter((line) => line.kind === 'product').map((line) => line.itemId);
  const [menu, shelf] = await Promise.all([
    treatmentIds.length === 0
      ? []
      : tx
          .select()
          .from(services)
          .where(and(inArray(services.id, treatmentIds), eq(services.active, true))),
    productIds.length === 0
      ? []
      : tx
          .select()
          .from(products)
          .where(and(inArray(products.id, productIds), eq(products.visible, true))),
  ]);
  const technicianIds = [...new Set(input.lines.flatMap((line) => (line.technicianId ? [line.technicianId] : [])))];
  const tipTechnicians = input.tips.map((tip) => tip.technicianId);
  const everyTechnician = [...new Set([...technicianIds, ...tipTechnicians])];
  if (everyTechnician.length > 0) {
    const active = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(inArray(staff.id, everyTechnician), eq(staff.active, true)));
    if (active.length !== everyTechnician.length) throw checkoutRefusal('technicianNotFound', 'technicianId');
  }

  return input.lines.map((line, index) => {
    const common = {
      kind: line.kind,
      technicianId: line.technicianId,
      quantity: line.quantity,
      priceOverride: line.priceOverride,
      discount: line.discount,
    };
    if (line.kind === 'product') {
      const product = shelf.find((row) => row.id === line.itemId);
      if (!product || line.appointmentServiceId !== null) throw checkoutRefusal('productNotFound', `lines.${index}`);
      return {
        ...common,
        listUnitPrice: product.priceSatang,
        serviceId: null,
        productId: product.id,
        appointmentServiceId: null,
        name: product.name,
      };
    }
    if (line.appointmentServiceId !== null) {
      const row = booked.find((entry) => entry.id === line.appointmentServiceId);
      if (!row || row.serviceId !== line.itemId) throw checkoutRefusal('appointmentServiceNotFound', `lines.${index}`);
      return {
        ...common,
        listUnitPrice: bahtToSatang(row.priceThb),
        serviceId: row.serviceId,
        productId: null,
        appointmentServiceId: row.id,
        name: row.serviceName,
      };
    }
    const treatment = menu.find((row) => row.id === line.itemId);
    if (!treatment) throw checkoutRefusal('treatmentNotFound', `lines.${index}`);
    return {
      ...common,
      listUnitPrice: bahtToSatang(treatment.priceThb),
      serviceId: treatment.id,
      productId: null,
      appointmentServiceId: null,
      name: treatment.name,
    };
  });
}

/** Writes the sale; answers its id. */
export async function startSale(context: StartSaleContext, input: SaleInput): Promise<{ id: string }> {
  return context.db.transaction(async (tx) => {
    const session = await lockOpenSession(tx);
    const booked = await lockAppointments(tx, input.appointmentIds);
    const settings = await readCheckoutSettings(tx);
    const lines = await resolveLines(tx, input, input.appointmentIds);
    // An appointment-treatment line may appear once: paying one booked treatment twice is a mistake.
    const bookedRows = lines.flatMap((line) => (line.appointmentServiceId === null ? [] : [line.appointmentServiceId]));
    if (new Set(bookedRows).size !== bookedRows.length) throw checkoutRefusal('appointmentServiceNotFound', 'lines');

    const priced = priceSale({ lines, saleDiscount: input.saleDiscount, tips: input.tips }, vatSettingOf(settings));
    if (!priced.ok) {
      const problem = priced.problem;
      if (problem.code === 'line-discount-exceeds-line')
        throw checkoutRefusal('lineDiscountTooLarge', `lines.${problem.lineIndex}`);
      if (problem.code === 'sale-discount-exceeds-sale') throw checkoutRefusal('saleDiscountTooLarge', 'saleDiscount');
      throw checkoutRefusal('amountTooLarge');
    }
    const totals = priced.totals;
    const rules = await loadCommissionRules(tx, settings);
    const customer = booked[0];
    const [sale] = await tx
      .insert(sales)
      .values({
        salonDate: salonToday(context.now, context.salon.timeZone),
        customerName: customer?.customerName ?? '',
        customerEmail: customer?.customerEmail ?? '',
        customerLanguage: customer?.language ?? 'en',
        drawerSessionId: session.id,
        saleDiscountKind: input.saleDiscount?.kind ?? null,
        saleDiscountValue:
          input.saleDiscount === null
            ? null
            : input.saleDiscount.kind === 'percentage'
              ? input.saleDiscount.basisPoints
              : input.saleDiscount.amount,
        listSubtotal: totals.listSubtotal,
        subtotal: totals.subtotal,
        itemsTotal: totals.itemsTotal,
        discounts: totals.discounts,
        tipsTotal: totals.tipsTotal,
        vat: totals.vat.vat,
        vatRegistration: settings.vatRegistration,
        totalDue: totals.totalDue,
        createdBy: context.staffId,
        createdAt: context.now,
      })
      .returning({ id: sales.id });
    if (!sale) throw new Error('The sale was not written.');
    if (input.appointmentIds.length > 0) {
      await tx
        .insert(saleAppointments)
        .values(input.appointmentIds.map((appointmentId) => ({ saleId: sale.id, appointmentId })));
    }
    await tx.insert(saleLines).values(
      totals.lines.map((priced, position) => {
        const rate = priced.line.technicianId
          ? commissionRateFor(rules, {
              technicianId: priced.line.technicianId,
              kind: priced.line.kind,
              itemId: priced.line.serviceId ?? priced.line.productId,
            })
          : { kind: 'percentage' as const, basisPoints: 0 };
        return {
          saleId: sale.id,
          position,
          kind: priced.line.kind,
          serviceId: priced.line.serviceId,
          productId: priced.line.productId,
          appointmentServiceId: priced.line.appointmentServiceId,
          name: priced.line.name,
          technicianId: priced.line.technicianId,
          listUnitPrice: priced.line.listUnitPrice,
          unitPrice: priced.unitPrice,
          priceOverrideReason: priced.line.priceOverride?.reason ?? null,
          quantity: priced.line.quantity,
          lineDiscount: priced.lineDiscount,
          saleDiscountShare: priced.saleDiscountShare,
          total: priced.total,
          vat: priced.vat,
          commissionKind: rate.kind,
          commissionValue: rate.kind === 'percentage' ? rate.basisPoints : rate.amount,
          // Rounded once, here; payroll only adds it up (decision 226).
          commission: lineCommissionAsSold({ rate, quantity: priced.line.quantity, total: priced.total }),
        };
      }),
    );
    if (totals.tips.length > 0) {
      // The owner's tip share now is the one this tip is paid at (decision 226).
      await tx.insert(saleTips).values(
        totals.tips.map((tip) => ({
          saleId: sale.id,
          ...tip,
          shareBasisPoints: settings.tipShareBasisPoints,
          payout: tipPayoutAsWritten(settings.tipShareBasisPoints, tip.amount),
        })),
      );
    }
    // A deposit received for these appointments is a payment of this sale (decision 253).
    const depositsPaid = await countDepositsIntoSale(tx, {
      saleId: sale.id,
      appointmentIds: input.appointmentIds,
      totalDue: totals.totalDue,
      drawerSessionId: session.id,
      staffId: context.staffId,
      now: context.now,
    });
    if (totals.totalDue - depositsPaid === 0) await completeSale(tx, sale.id, context);
    return { id: sale.id };
  });
}
