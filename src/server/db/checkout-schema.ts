/**
 * The checkout's tables (decisions 220 and 221): sales with their lines, tips and money events,
 * the gap-free receipt counter, the cash drawer's sessions and events, products and commission
 * rates. Every amount is whole satang. Lines, tips, money events, voids and drawer events are
 * append-only: migration 0015 adds triggers that refuse UPDATE and DELETE on them, so a
 * correction is always one more row (design invariant 11). Re-exported by schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredMenuTranslations } from '../../domain/menu-translations.ts';
import { appointments, appointmentServices, services, staff } from './schema.ts';

const recordedAt = timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The owner's checkout settings, one row (id 1). A missing row is the defaults: not VAT registered,
 * no PromptPay ID, no other methods, tips passed on in full, no commission.
 */
export const checkoutSettings = pgTable(
  'checkout_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** The VAT registration (tax ID) printed on receipts; null: not registered, no VAT anywhere. */
    vatRegistration: text('vat_registration'),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(700),
    /** Mobile, national/tax ID or e-wallet ID, as parsePromptPayId reads it; null: no PromptPay QR. */
    promptpayId: text('promptpay_id'),
    otherPaymentMethods: jsonb('other_payment_methods').$type<string[]>().notNull().default([]),
    tipShareBasisPoints: integer('tip_share_basis_points').notNull().default(10_000),
    defaultCommissionKind: text('default_commission_kind', { enum: ['percentage', 'fixed'] })
      .notNull()
      .default('percentage'),
    defaultCommissionValue: integer('default_commission_value').notNull().default(0),
    /** Staff (not only owners) may refund and void. */
    staffMayCorrect: boolean('staff_may_correct').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('checkout_settings_one_row', sql`${table.id} = 1`),
    check('checkout_settings_vat_rate', sql`${table.vatRateBasisPoints} between 0 and 10000`),
    check('checkout_settings_tip_share', sql`${table.tipShareBasisPoints} between 0 and 10000`),
    check('checkout_settings_commission_kind', sql`${table.defaultCommissionKind} in ('percentage', 'fixed')`),
    check('checkout_settings_commission_value', sql`${table.defaultCommissionValue} >= 0`),
  ],
);

/** Products sold at the desk (cuticle oil, gift cards…). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<StoredMenuTranslations>().notNull().default({}),
    priceSatang: integer('price_satang').notNull(),
    visible: boolean('visible').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_name_unique').on(sql`lower(${table.name})`),
    check('products_price_valid', sql`${table.priceSatang} between 0 and 100000000`),
  ],
);

/** One business day's cash drawer: opened with a float, closed with the amount counted (the Z report kept). */
export const drawerSessions = pgTable(
  'drawer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonDate: date('salon_date', { mode: 'string' }).notNull(),
    float: integer('float').notNull(),
    openedBy: uuid('opened_by').references(() => staff.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    counted: integer('counted'),
    closedBy: uuid('closed_by').references(() => staff.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The Z report as it was at closing, printable unchanged. */
    zReport: jsonb('z_report').$type<unknown>(),
  },
  (table) => [
    // At most one open session: a second "Open the drawer" is refused by the database too.
    uniqueIndex('drawer_sessions_one_open')
      .on(sql`(true)`)
      .where(sql`${table.closedAt} is null`),
    index('drawer_sessions_date_idx').on(table.salonDate),
    check('drawer_sessions_float_valid', sql`${table.float} >= 0`),
    check('drawer_sessions_counted_valid', sql`${table.counted} is null or ${table.counted} >= 0`),
    check('drawer_sessions_closed_whole', sql`(${table.closedAt} is null) = (${table.counted} is null)`),
  ],
);

/** Cash paid in or out by hand (append-only). */
export const drawerEvents = pgTable(
  'drawer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => drawerSessions.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['paid-in', 'paid-out'] }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    recordedBy: uuid('recorded_by').references(() => staff.id, { onDelete: 'set null' }),
    recordedAt,
  },
  (table) => [
    index('drawer_events_session_idx').on(table.sessionId, table.id),
    check('drawer_events_kind_valid', sql`${table.kind} in ('paid-in', 'paid-out')`),
    check('drawer_events_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** A sale: written once with its lines when staff move to payment; the totals are priceSale's. */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonDate: date('salon_date', { mode: 'string' }).notNull(),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerLanguage: text('customer_language', { enum: ['en', 'th', 'ru', 'zh'] })
      .notNull()
      .default('en'),
    drawerSessionId: uuid('drawer_session_id')
      .notNull()
      .references(() => drawerSessions.id, { onDelete: 'restrict' }),
    saleDiscountKind: text('sale_discount_kind', { enum: ['percentage', 'amount'] }),
    saleDiscountValue: integer('sale_discount_value'),
    listSubtotal: integer('list_subtotal').notNull(),
    subtotal: integer('subtotal').notNull(),
    itemsTotal: integer('items_total').notNull(),
    discounts: integer('discounts').notNull(),
    tipsTotal: integer('tips_total').notNull(),
    vat: integer('vat').notNull(),
    /** The VAT registration printed on this receipt; null: not a tax invoice. */
    vatRegistration: text('vat_registration'),
    totalDue: integer('total_due').notNull(),
    /** Taken when the payment completing the sale is recorded (receipt_counters); null until then. */
    receiptNumber: integer('receipt_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidSalonDate: date('paid_salon_date', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sales_receipt_number_unique').on(table.receiptNumber),
    index('sales_paid_date_idx').on(table.paidSalonDate),
    index('sales_drawer_idx').on(table.drawerSessionId),
    check(
      'sales_amounts_valid',
      sql`${table.itemsTotal} >= 0 and ${table.discounts} >= 0 and ${table.tipsTotal} >= 0 and ${table.vat} >= 0 and ${table.totalDue} = ${table.itemsTotal} + ${table.tipsTotal}`,
    ),
    check('sales_paid_whole', sql`(${table.receiptNumber} is null) = (${table.paidAt} is null)`),
  ],
);

/** The appointments a sale pays. */
export const saleAppointments = pgTable(
  'sale_appointments',
  {
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ name: 'sale_appointments_pkey', columns: [table.saleId, table.appointmentId] }),
    index('sale_appointments_appointment_idx').on(table.appointmentId),
  ],
);

/** A sale's lines as priced (append-only), with the commission rate kept as it was. */
export const saleLines = pgTable(
  'sale_lines',
  {
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: ['treatment', 'product'] }).notNull(),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    appointmentServiceId: integer('appointment_service_id').references(() => appointmentServices.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    technicianId: uuid('technician_id').references(() => staff.id, { onDelete: 'set null' }),
    listUnitPrice: integer('list_unit_price').notNull(),
    unitPrice: integer('unit_price').notNull(),
    priceOverrideReason: text('price_override_reason'),
    quantity: smallint('quantity').notNull(),
    lineDiscount: integer('line_discount').notNull(),
    saleDiscountShare: integer('sale_discount_share').notNull(),
    total: integer('total').notNull(),
    vat: integer('vat').notNull(),
    commissionKind: text('commission_kind', { enum: ['percentage', 'fixed'] }).notNull(),
    commissionValue: integer('commission_value').notNull(),
    /**
     * The commission this line earns as sold, before any refund, from the kept rate: rounded once, by the
     * domain's lineCommission, when the line is written at the till (decision 226). Refunds take back
     * their part in `sale_money_events.commission_reversed`.
     */
    commission: integer('commission').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'sale_lines_pkey', columns: [table.saleId, table.position] }),
    index('sale_lines_technician_idx').on(table.technicianId),
    check(
      'sale_lines_amounts_valid',
      sql`${table.listUnitPrice} >= 0 and ${table.unitPrice} >= 0 and ${table.quantity} between 1 and 100 and ${table.lineDiscount} >= 0 and ${table.saleDiscountShare} >= 0 and ${table.total} >= 0 and ${table.vat} >= 0`,
    ),
  ],
);

/** Tips per technician (append-only). */
export const saleTips = pgTable(
  'sale_tips',
  {
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    technicianId: uuid('technician_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    /** The owner's tip share when the tip was written, and what the technician receives of it then (decision 226). */
    shareBasisPoints: integer('share_basis_points').notNull().default(10_000),
    payout: integer('payout').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'sale_tips_pkey', columns: [table.saleId, table.technicianId] }),
    check('sale_tips_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Payments, refunds and void returns (append-only); the id is the order. */
export const saleMoneyEvents = pgTable(
  'sale_money_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['payment', 'refund', 'void-return'] }).notNull(),
    method: text('method', { enum: ['cash', 'promptpay', 'card', 'transfer', 'other'] }).notNull(),
    otherName: text('other_name'),
    amount: integer('amount').notNull(),
    tendered: integer('tendered'),
    refundLine: smallint('refund_line'),
    refundTipTechnicianId: uuid('refund_tip_technician_id'),
    /** A refund's take-back of the line's commission or the tip's payout (decision 226); 0 otherwise. */
    commissionReversed: integer('commission_reversed').notNull().default(0),
    reason: text('reason'),
    /** The earlier, closed day whose sale this corrects; null for a sale of the session's own day. */
    correctsDay: date('corrects_day', { mode: 'string' }),
    drawerSessionId: uuid('drawer_session_id')
      .notNull()
      .references(() => drawerSessions.id, { onDelete: 'restrict' }),
    /** Sent by the screen so a double-tapped "Record payment" records once. */
    requestId: uuid('request_id'),
    recordedBy: uuid('recorded_by').references(() => staff.id, { onDelete: 'set null' }),
    recordedAt,
  },
  (table) => [
    uniqueIndex('sale_money_events_request_unique').on(table.requestId),
    index('sale_money_events_sale_idx').on(table.saleId, table.id),
    index('sale_money_events_session_idx').on(table.drawerSessionId, table.id),
    check('sale_money_events_kind_valid', sql`${table.kind} in ('payment', 'refund', 'void-return')`),
    check('sale_money_events_method_valid', sql`${table.method} in ('cash', 'promptpay', 'card', 'transfer', 'other')`),
    check('sale_money_events_amount_positive', sql`${table.amount} > 0`),
    check(
      'sale_money_events_tendered_valid',
      sql`${table.tendered} is null or (${table.method} = 'cash' and ${table.tendered} >= ${table.amount})`,
    ),
  ],
);

/** A sale's void (append-only; at most one). */
export const saleVoids = pgTable(
  'sale_voids',
  {
    saleId: uuid('sale_id')
      .primaryKey()
      .references(() => sales.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    correctsDay: date('corrects_day', { mode: 'string' }),
    drawerSessionId: uuid('drawer_session_id')
      .notNull()
      .references(() => drawerSessions.id, { onDelete: 'restrict' }),
    recordedBy: uuid('recorded_by').references(() => staff.id, { onDelete: 'set null' }),
    recordedAt,
  },
  // The Z report reads a session's voids: by index, not by scanning every void ever recorded (decision 225).
  (table) => [index('sale_voids_session_idx').on(table.drawerSessionId)],
);

/** The next receipt number, one row (id 1): taken under its row lock, so numbers have no gap. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    id: smallint('id').primaryKey().default(1),
    nextNumber: integer('next_number').notNull().default(1),
  },
  (table) => [
    check('receipt_counters_one_row', sql`${table.id} = 1`),
    check('receipt_counters_positive', sql`${table.nextNumber} >= 1`),
  ],
);

/** A technician's own commission rate. */
export const technicianCommissionRates = pgTable(
  'technician_commission_rates',
  {
    technicianId: uuid('technician_id')
      .primaryKey()
      .references(() => staff.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['percentage', 'fixed'] }).notNull(),
    value: integer('value').notNull(),
  },
  (table) => [
    check('technician_commission_kind_valid', sql`${table.kind} in ('percentage', 'fixed')`),
    check('technician_commission_value_valid', sql`${table.value} >= 0`),
  ],
);

/** A treatment's rate, for everyone (technician null) or one technician. */
export const treatmentCommissionOverrides = pgTable(
  'treatment_commission_overrides',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    technicianId: uuid('technician_id').references(() => staff.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['percentage', 'fixed'] }).notNull(),
    value: integer('value').notNull(),
  },
  (table) => [
    uniqueIndex('treatment_commission_unique').on(
      table.serviceId,
      sql`coalesce(${table.technicianId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('treatment_commission_kind_valid', sql`${table.kind} in ('percentage', 'fixed')`),
    check('treatment_commission_value_valid', sql`${table.value} >= 0`),
  ],
);
