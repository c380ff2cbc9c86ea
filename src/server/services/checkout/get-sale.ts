/**
 * One sale as the checkout screen and the receipt show it: its lines, tips, money events, the
 * balance recomputed by the domain, the PromptPay payload for exactly what is still due (when
 * the owner entered an ID), the salon's details for the receipt's header, and whether the reader may
 * refund or void it (owners always; staff when the owner allows corrections). Each line is named twice:
 * `name` in the reader's admin language (the staff screens), `receiptName` in the customer's (the
 * receipt handed or sent to them), both by sale-line-names.ts.
 */
import { asc, eq } from 'drizzle-orm';
import type { SalonConfig } from '../../../config/salon.ts';
import { saleBalance } from '../../../domain/checkout/payments.ts';
import { parsePromptPayId, promptPayPayload } from '../../../domain/checkout/promptpay.ts';
import { isUuid } from '../../../domain/input-bounds.ts';
import type { Language } from '../../../domain/language.ts';
import type { StaffRole } from '../../../domain/staff-roles.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import type { Database } from '../../db/client.ts';
import { saleAppointments, saleLines, saleMoneyEvents, sales, saleTips, saleVoids, staff } from '../../db/schema.ts';
import { readSalonSettings } from '../settings/salon-settings-store.ts';
import { checkoutRefusal } from './checkout-refusals.ts';
import { loadSaleLedger, readCheckoutSettings } from './checkout-records.ts';
import { saleLineNamesIn } from './sale-line-names.ts';

export interface SaleReader {
  readonly role: StaffRole;
  /** The staff member's admin language: the language of each line's `name`. */
  readonly language: Language;
}

export async function getSale(db: Database, salon: SalonConfig, saleId: string, reader: SaleReader) {
  if (!isUuid(saleId)) throw checkoutRefusal('saleNotFound');
  const [sale] = await db.select().from(sales).where(eq(sales.id, saleId));
  if (!sale) throw checkoutRefusal('saleNotFound');
  const [lines, tips, money, voids, paidAppointments, team, settings, salonSettings, ledger] = await Promise.all([
    db.select().from(saleLines).where(eq(saleLines.saleId, saleId)).orderBy(asc(saleLines.position)),
    db.select().from(saleTips).where(eq(saleTips.saleId, saleId)),
    db.select().from(saleMoneyEvents).where(eq(saleMoneyEvents.saleId, saleId)).orderBy(asc(saleMoneyEvents.id)),
    db.select().from(saleVoids).where(eq(saleVoids.saleId, saleId)),
    db.select({ id: saleAppointments.appointmentId }).from(saleAppointments).where(eq(saleAppointments.saleId, saleId)),
    db.select({ id: staff.id, email: staff.email }).from(staff),
    readCheckoutSettings(db),
    readSalonSettings(db, salon),
    loadSaleLedger(db, sale),
  ]);
  const [readerNames, receiptNames] = await Promise.all([
    saleLineNamesIn(db, lines, reader.language),
    saleLineNamesIn(db, lines, sale.customerLanguage),
  ]);
  const balance = saleBalance(ledger.amounts, ledger.events);
  const technicianName = (id: string | null) => {
    if (id === null) return null;
    const email = team.find((member) => member.id === id)?.email;
    return email === undefined ? null : technicianDisplayName(email);
  };
  const promptpayId = settings.promptpayId === null ? null : parsePromptPayId(settings.promptpayId);
  const details = salonSettings.details.value;
  return {
    sale: {
      id: sale.id,
      salonDate: sale.salonDate,
      customerName: sale.customerName,
      customerEmail: sale.customerEmail,
      customerLanguage: sale.customerLanguage,
      appointmentIds: paidAppointments.map((row) => row.id),
      listSubtotal: sale.listSubtotal,
      subtotal: sale.subtotal,
      discounts: sale.discounts,
      itemsTotal: sale.itemsTotal,
      tipsTotal: sale.tipsTotal,
      vat: sale.vat,
      vatRegistration: sale.vatRegistration,
      totalDue: sale.totalDue,
      receiptNumber: sale.receiptNumber,
      paidAt: sale.paidAt?.toISOString() ?? null,
      createdAt: sale.createdAt.toISOString(),
      void: voids[0]
        ? {
            reason: voids[0].reason,
            at: voids[0].recordedAt.toISOString(),
            by: technicianName(voids[0].recordedBy),
            correctsDay: voids[0].correctsDay,
          }
        : null,
    },
    lines: lines.map((line, index) => ({
      position: line.position,
      kind: line.kind,
      name: readerNames[index] ?? line.name,
      receiptName: receiptNames[index] ?? line.name,
      technicianId: line.technicianId,
      technicianName: technicianName(line.technicianId),
      listUnitPrice: line.listUnitPrice,
      unitPrice: line.unitPrice,
      priceOverrideReason: line.priceOverrideReason,
      quantity: line.quantity,
      discount: line.lineDiscount + line.saleDiscountShare,
      total: line.total,
    })),
    tips: tips.map((tip) => ({
      technicianId: tip.technicianId,
      technicianName: technicianName(tip.technicianId),
      amount: tip.amount,
    })),
    money: money.map((row) => ({
      id: row.id,
      kind: row.kind,
      method: row.method,
      otherName: row.otherName,
      amount: row.amount,
      tendered: row.tendered,
      change: row.tendered === null ? 0 : row.tendered - row.amount,
      reason: row.reason,
      refundLine: row.refundLine,
      refundTipTechnicianId: row.refundTipTechnicianId,
      correctsDay: row.correctsDay,
      by: technicianName(row.recordedBy),
      at: row.recordedAt.toISOString(),
    })),
    balance: {
      status: balance.status,
      paid: balance.paid,
      refunded: balance.refunded,
      remainingDue: balance.remainingDue,
      changeGiven: balance.changeGiven,
      held: balance.held,
      /** What each method still holds, and what each line and tip may still give back. */
      methods: balance.methods.map((entry) => ({ method: entry.method, otherName: entry.otherName, held: entry.held })),
      refundableLines: lines.map((line, index) => line.total - (balance.refundedPerLine[index] ?? 0)),
      refundableTips: tips.map((tip) => ({
        technicianId: tip.technicianId,
        amount: tip.amount - (balance.refundedPerTip.get(tip.technicianId) ?? 0),
      })),
    },
    mayCorrect: reader.role === 'owner' || settings.staffMayCorrect,
    promptpay:
      promptpayId !== null && balance.remainingDue > 0
        ? { payload: promptPayPayload(promptpayId, balance.remainingDue), amount: balance.remainingDue }
        : null,
    /** The screen draws the QR for a part payment itself, from the same ID. */
    promptpayId,
    otherMethods: settings.otherPaymentMethods,
    salon: {
      name: details.name,
      address: [details.streetAddress, details.locality, details.region, details.postalCode].filter(Boolean).join(', '),
      phone: details.phone,
    },
  };
}

export type SaleView = Awaited<ReturnType<typeof getSale>>;
