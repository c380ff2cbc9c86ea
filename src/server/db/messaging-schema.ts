/**
 * The messaging channels' tables (LINE, WhatsApp). Kept as tables of their own: the e-mail outbox stays
 * the one queue, and these say where a customer can also be reached and which channel carried each
 * message. Part of the one schema: schema.ts re-exports them, and drizzle-kit reads them through it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments, customers, outbox, staff } from './schema.ts';

/*
 * Messaging channels (LINE). Kept as tables of their own: the e-mail outbox stays the one queue, and
 * these say where a customer can also be reached and which channel carried each message.
 */

/**
 * The salon's connected LINE Official Account: one row (id 1). The channel secret and access token are
 * stored encrypted with MESSAGING_SECRET_KEY (AES-256-GCM, decision 231): a backup carries only
 * ciphertext, and a restore needs the same key to keep LINE working.
 */
export const lineChannel = pgTable(
  'line_channel',
  {
    id: smallint('id').primaryKey().default(1),
    channelId: text('channel_id').notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    tokenCiphertext: text('token_ciphertext').notNull(),
    /** From the bot info call when it was connected: the account's name and its basic id (@xxxx). */
    displayName: text('display_name').notNull(),
    basicId: text('basic_id').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    connectedBy: uuid('connected_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (table) => [check('line_channel_single_row', sql`${table.id} = 1`)],
);

/**
 * A customer's LINE: the LINE user who sent their linking code. `stoppedAt` is set by an unfollow
 * (blocked) or by the customer on the manage page; a stopped link is never used again.
 */
export const lineLinks = pgTable(
  'line_links',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    lineUserId: text('line_user_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (table) => [index('line_links_user_idx').on(table.lineUserId)],
);

/**
 * One-time codes a customer sends to the salon's LINE account to link it (decision 232). Only the code's
 * SHA-256 is stored; it works once and until `expiresAt`.
 */
export const lineLinkCodes = pgTable(
  'line_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('line_link_codes_expires_idx').on(table.expiresAt)],
);

/** Webhook events already handled, by LINE's webhookEventId: a redelivery is answered and done nothing. */
export const lineWebhookEvents = pgTable(
  'line_webhook_events',
  {
    webhookEventId: text('webhook_event_id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('line_webhook_events_received_idx').on(table.receivedAt)],
);

/**
 * Which channel carried each outbox message, and why LINE did not when it fell back to e-mail: the
 * appointment's message history reads it. A message without a row here went by e-mail only.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: serial('id').primaryKey(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['line', 'whatsapp', 'email'] }).notNull(),
    /** 'sent' (accepted, or 409: accepted before), or 'fell_back' with the reason in `detail`. */
    outcome: text('outcome', { enum: ['sent', 'fell_back'] }).notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The channel's own id of the message (WhatsApp's wamid), which its delivery statuses name. */
    externalId: text('external_id'),
    /** The latest delivery status the channel reported (WhatsApp's webhook), only ever moving forward. */
    status: text('status', { enum: ['sent', 'delivered', 'read', 'failed'] }),
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (table) => [
    index('message_deliveries_outbox_idx').on(table.outboxId),
    index('message_deliveries_external_idx').on(table.externalId),
  ],
);

/** Template names the owner entered: per message kind, per language (decision 235). */
export type WhatsappTemplateNames = Partial<Record<string, Partial<Record<string, string>>>>;

/**
 * The salon's WhatsApp Business number on the Cloud API: one row (id 1). The access token, the app secret
 * (which signs the webhook) and the webhook verify token are sealed like LINE's (decision 231).
 */
export const whatsappChannel = pgTable(
  'whatsapp_channel',
  {
    id: smallint('id').primaryKey().default(1),
    phoneNumberId: text('phone_number_id').notNull(),
    tokenCiphertext: text('token_ciphertext').notNull(),
    appSecretCiphertext: text('app_secret_ciphertext').notNull(),
    verifyTokenCiphertext: text('verify_token_ciphertext').notNull(),
    /** From the Graph API when it was connected: the number as WhatsApp shows it and its verified name. */
    displayPhoneNumber: text('display_phone_number').notNull(),
    verifiedName: text('verified_name').notNull(),
    templates: jsonb('templates').$type<WhatsappTemplateNames>().notNull().default({}),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    connectedBy: uuid('connected_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (table) => [check('whatsapp_channel_single_row', sql`${table.id} = 1`)],
);

/**
 * A customer's consent to WhatsApp: the number in E.164, when, and the exact wording they ticked.
 * `stoppedAt` is set by STOP or from the manage page; a stopped consent is never used again.
 */
export const whatsappOptIns = pgTable('whatsapp_opt_ins', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  phoneE164: text('phone_e164').notNull(),
  wording: text('wording').notNull(),
  optedInAt: timestamp('opted_in_at', { withTimezone: true }).notNull().defaultNow(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
});
