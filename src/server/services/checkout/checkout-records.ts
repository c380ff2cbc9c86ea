/**
 * What every checkout operation reads under its locks: the owner's checkout settings, the open
 * drawer session (locked, so a write into a session and its closing never interleave), a sale's
 * rows turned into the domain's SaleEvent list, and the drawer's events turned into DrawerEvents.
 */
import { asc, eq, isNull } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/calendar.ts';
import type { SaleAmounts, SaleEvent } from '../../../domain/checkout/payments.ts';
import type { DrawerEvent } from '../../../domain/checkout/drawer.ts';
import type { VatSetting } from '../../../domain/checkout/vat.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  checkoutSettings,
  drawerEvents,
  drawerSessions,
  saleLines,
  saleMoneyEvents,
  sales,
  saleTips,
  saleVoids,
} from '../../db/schema.ts';
import { checkoutRefusal } from './checkout-refusals.ts';

export type Executor = Database | Transaction;
export type CheckoutSettingsRow = typeof checkoutSettings.$inferSelect;
export type DrawerSessionRow = typeof drawerSessions.$inferSelect;
export type SaleRow = typeof sales.$inferSelect;

const DEFAULT_SETTINGS: CheckoutSettingsRow = {
  id: 1,
  vatRegistration: null,
  vatRateBasisPoints: 700,
  promptpayId: null,
  otherPaymentMethods: [],
  tipShareBasisPoints: 10_000,
  defaultCommissionKind: 'percentage',
  defaultCommissionValue: 0,
  staffMayCorrect: false,
  version: 0,
  updatedAt: new Date(0),
};

export async function readCheckoutSettings(db: Executor): Promise<CheckoutSettingsRow> {
  const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.id, 1));
  return row ?? DEFAULT_SETTINGS;
}

export function vatSettingOf(settings: CheckoutSettingsRow): VatSetting {
  return { registered: settings.vatRegistration !== null, rateBasisPoints: settings.vatRateBasisPoints };
}

/** The open session, locked for this transaction; refused when none is open. */
export async function lockOpenSession(tx: Transaction): Promise<DrawerSessionRow> {
  const [row] = await tx.select().from(drawerSessions).where(isNull(drawerSessions.closedAt)).for('update');
  if (!row) throw checkoutRefusal('drawerNotOpen');
  return row;
}

/** The sale locked for this transaction (404 when unknown). */
export async function lockSale(tx: Transaction, saleId: string): Promise<SaleRow> {
  const [row] = await tx.select().from(sales).where(eq(sales.id, saleId)).for('update');
  if (!row) throw checkoutRefusal('saleNotFound');
  return row;
}

export interface SaleLedger {
  readonly amounts: SaleAmounts;
  readonly events: SaleEvent[];
}

/** The sale's amounts and its money events in order, as the domain reads them. */
export async function loadSaleLedger(db: Executor, sale: SaleRow): Promise<SaleLedger> {
  const [lines, tips, money, voids] = await Promise.all([
    db
      .select({ total: saleLines.total })
      .from(saleLines)
      .where(eq(saleLines.saleId, sale.id))
      .orderBy(asc(saleLines.position)),
    db.select().from(saleTips).where(eq(saleTips.saleId, sale.id)),
    db.select().from(saleMoneyEvents).where(eq(saleMoneyEvents.saleId, sale.id)).orderBy(asc(saleMoneyEvents.id)),
    db.select().from(saleVoids).where(eq(saleVoids.saleId, sale.id)),
  ]);
  const events: SaleEvent[] = [];
  for (const row of money) {
    const ref = { method: row.method, otherName: row.otherName };
    if (row.kind === 'payment') events.push({ kind: 'payment', ...ref, amount: row.amount, tendered: row.tendered });
    else if (row.kind === 'refund') {
      events.push({
        kind: 'refund',
        ...ref,
        amount: row.amount,
        reason: row.reason ?? '',
        target:
          row.refundLine !== null
            ? { kind: 'line', lineIndex: row.refundLine }
            : { kind: 'tip', technicianId: row.refundTipTechnicianId ?? '' },
      });
    }
  }
  // A void's returns are derived by the domain from what was held: the void event closes the list.
  const voided = voids[0];
  if (voided) events.push({ kind: 'void', reason: voided.reason });
  return {
    amounts: {
      totalDue: sale.totalDue,
      lineTotals: lines.map((line) => line.total),
      tips: tips.map((tip) => ({ technicianId: tip.technicianId, amount: tip.amount })),
    },
    events,
  };
}

/** A session's events as the drawer report reads them: the open, hand-recorded cash, every sale's money, the close. */
export async function loadDrawerEvents(db: Executor, session: DrawerSessionRow): Promise<DrawerEvent[]> {
  const [manual, money, sold, voids] = await Promise.all([
    db.select().from(drawerEvents).where(eq(drawerEvents.sessionId, session.id)).orderBy(asc(drawerEvents.id)),
    db
      .select()
      .from(saleMoneyEvents)
      .where(eq(saleMoneyEvents.drawerSessionId, session.id))
      .orderBy(asc(saleMoneyEvents.id)),
    db.select().from(sales).where(eq(sales.drawerSessionId, session.id)),
    db.select().from(saleVoids).where(eq(saleVoids.drawerSessionId, session.id)),
  ]);
  const events: DrawerEvent[] = [{ kind: 'open', float: session.float }];
  for (const row of manual) events.push({ kind: row.kind, amount: row.amount, reason: row.reason });
  for (const sale of sold) {
    if (sale.receiptNumber === null) continue;
    events.push({
      kind: 'sale',
      saleId: sale.id,
      itemsTotal: sale.itemsTotal,
      discounts: sale.discounts,
      tips: sale.tipsTotal,
      vat: sale.vat,
    });
  }
  for (const row of money) {
    const ref = { method: row.method, otherName: row.otherName };
    if (row.kind === 'payment') events.push({ kind: 'payment', ...ref, saleId: row.saleId, amount: row.amount });
    else
      events.push({
        kind: row.kind,
        ...ref,
        saleId: row.saleId,
        amount: row.amount,
        correctsDay: correctsDay(row.correctsDay),
      });
  }
  for (const row of voids) events.push({ kind: 'void', saleId: row.saleId, correctsDay: correctsDay(row.correctsDay) });
  if (session.counted !== null) events.push({ kind: 'close', counted: session.counted });
  return events;
}

function correctsDay(value: string | null): CalendarDate | null {
  return value as CalendarDate | null;
}
