/**
 * Deposits (decisions 250–253): the owner's rules in one row, and one deposit per appointment that
 * needed one. The deposit row is the hold's clock: an appointment whose deposit is `awaited` counts
 * against capacity like any other pending appointment; at `due_at` the expiry task releases it.
 * Every amount is whole satang. Re-exported by schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sales } from './checkout-schema.ts';
import { appointments, staff } from './schema.ts';

/** The owner's deposit rules, one row (id 1); a missing row is the defaults: deposits off. */
export const depositSettings = pgTable(
  'deposit_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** DepositRules (src/domain/deposits/deposit-rules.ts), checked by its schema on the way in and out. */
    rules: jsonb('rules').$type<unknown>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('deposit_settings_one_row', sql`${table.id} = 1`)],
);

/** One deposit per appointment: asked for, then received, waived or expired (once, never back). */
export const deposits = pgTable(
  'deposits',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** What the customer's transfer is matched by: DEP- and the booking's reference. */
    reference: text('reference').notNull(),
    state: text('state', { enum: ['awaited', 'received', 'expired', 'waived', 'refund_due', 'refunded', 'kept'] })
      .notNull()
      .default('awaited'),
    /** Which rules asked for it: 'treatment', 'value', 'noShow' (what staff see on the appointment). */
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    /** When the hold is released if nothing arrived. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The rule in force when it was asked: refunded when cancelled this many hours ahead, kept after. */
    refundCutoffHours: smallint('refund_cutoff_hours').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: uuid('settled_by').references(() => staff.id, { onDelete: 'set null' }),
    waiveReason: text('waive_reason'),
    /** The sale a received deposit was counted into as a payment (once: the customer then pays the rest). */
    appliedSaleId: uuid('applied_sale_id').references(() => sales.id, { onDelete: 'restrict' }),
    /**
     * When and how the booking ended before its visit (cancelled or a no-show), kept even while the
     * deposit is still awaited: a transfer confirmed after a cancellation is then refunded or kept by
     * the moment of the cancellation, not of the confirmation (decision 254).
     */
    bookingEndedAt: timestamp('booking_ended_at', { withTimezone: true }),
    bookingEndedAs: text('booking_ended_as', { enum: ['cancelled', 'no_show'] }),
    /** When it became refund_due or kept: a kept deposit is revenue of this instant's salon day. */
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: uuid('refunded_by').references(() => staff.id, { onDelete: 'set null' }),
    /** 'stripe': refunded at Stripe by the app (decision 259); the others recorded by hand. */
    refundMethod: text('refund_method', { enum: ['promptpay', 'transfer', 'cash', 'stripe'] }),
    /** The Stripe PaymentIntent paying it, when the owner connected Stripe (decision 256); null: staff confirm. */
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** The Thai QR payload Stripe showed for that intent (the booking page draws it instead of the salon's). */
    stripeQrData: text('stripe_qr_data'),
    /** The `created` of the latest Stripe event applied: an older one arriving later is ignored. */
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The expiry task reads the awaited ones by their deadline, whatever the history.
    index('deposits_awaited_due_idx')
      .on(table.dueAt)
      .where(sql`${table.state} = 'awaited'`),
    // The customer's open page asks after its deposit by the reference the QR carries (decision 258).
    index('deposits_reference_idx').on(table.reference),
    check('deposits_amount_positive', sql`${table.amount} > 0`),
    check(
      'deposits_state_valid',
      sql`${table.state} in ('awaited', 'received', 'expired', 'waived', 'refund_due', 'refunded', 'kept')`,
    ),
    check(
      'deposits_refund_consistent',
      sql`(${table.state} = 'refunded') = (${table.refundedAt} is not null)
          and (${table.refundedAt} is null) = (${table.refundMethod} is null)
          and (${table.state} in ('refund_due', 'refunded', 'kept')) = (${table.outcomeAt} is not null)`,
    ),
    check('deposits_booking_end_whole', sql`(${table.bookingEndedAt} is null) = (${table.bookingEndedAs} is null)`),
    uniqueIndex('deposits_stripe_intent_unique').on(table.stripePaymentIntentId),
    // Kept deposits by the moment they were kept: revenue of that salon day (decision 228).
    index('deposits_kept_idx')
      .on(table.outcomeAt)
      .where(sql`${table.state} = 'kept'`),
    // The refunds still to pay back, for the front desk's list.
    index('deposits_refund_due_idx')
      .on(table.outcomeAt)
      .where(sql`${table.state} = 'refund_due'`),
    check(
      'deposits_settled_consistent',
      sql`(${table.state} = 'awaited') = (${table.settledAt} is null)
          and (${table.state} = 'waived') = (${table.waiveReason} is not null)`,
    ),
  ],
);

/**
 * The owner's Stripe account for automatic confirmation (decision 256), one row (id 1): the secret key and
 * the webhook's signing secret, each sealed under MESSAGING_SECRET_KEY (secret-box.ts), never sent back
 * to a browser. A missing row: no Stripe, staff confirm transfers as before.
 */
export const stripeSettings = pgTable(
  'stripe_settings',
  {
    id: smallint('id').primaryKey().default(1),
    secretKeyCiphertext: text('secret_key_ciphertext').notNull(),
    webhookSecretCiphertext: text('webhook_secret_ciphertext').notNull(),
    /** The key's mode and last four characters, for the settings page ("sk_test_…4242"). */
    keyHint: text('key_hint').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (table) => [check('stripe_settings_one_row', sql`${table.id} = 1`)],
);

/** Stripe event ids already handled: a redelivery is answered and changes nothing. Kept 30 days. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('stripe_events_received_idx').on(table.receivedAt)],
);
