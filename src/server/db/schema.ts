/**
 * The database schema: the first product's entities plus what real software needs.
 * One Drizzle `pg-core` schema for both engines: PGlite embedded and
 * PostgreSQL in production. Change it, then `npm run db:generate` to write
 * the SQL migration under `drizzle/`.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredClosureTranslations } from '../../domain/closure-reasons.ts';
import { timestamps } from './common-columns.ts';
import type { StoredMenuTranslations } from '../../domain/menu-translations.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Optimistic-concurrency version, bumped by every owner edit in the menu editor. */
    version: integer('version').notNull().default(1),
    /**
     * The name in Thai, Russian and Chinese ({"th": {"name": "…"}, …}; src/domain/menu-translations.ts,
     * decision 174). A missing one reads as the English `name`.
     */
    translations: jsonb('translations').$type<StoredMenuTranslations>().notNull().default({}),
  },
  (table) => [check('categories_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`)],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** One or two sentences shown under the name on the menu (owner-edited; may be empty). */
    description: text('description').notNull().default(''),
    priceThb: integer('price_thb').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Optimistic-concurrency version, bumped by every owner edit in the menu editor. */
    version: integer('version').notNull().default(1),
    /**
     * Name and description in Thai, Russian and Chinese ({"th": {"name": "…", "description": "…"}, …};
     * src/domain/menu-translations.ts, decision 174). A missing text reads as the English one.
     */
    translations: jsonb('translations').$type<StoredMenuTranslations>().notNull().default({}),
    /**
     * The seed catalogue's stable name for a treatment it ships ('hollywood-waxing'), null for one the
     * owner added. Pages that feature a treatment (the home page's favourites) find it by this key, not
     * by a name the owner may rename or translate (decision 180).
     */
    catalogueKey: text('catalogue_key'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('services_name_unique').on(table.name),
    uniqueIndex('services_catalogue_key_unique').on(table.catalogueKey),
    check('services_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
    index('services_category_idx').on(table.categoryId, table.sortOrder),
    check('services_price_positive', sql`${table.priceThb} >= 0`),
    check('services_duration_positive', sql`${table.durationMinutes} > 0`),
  ],
);

export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /**
     * 'owner' does everything; 'staff' runs appointments, the calendar, technician pages and the
     * outbox (design invariant 8). Migration 0004 made every account that could sign in
     * an owner, so nobody lost access on upgrade.
     */
    role: text('role', { enum: ['owner', 'staff'] })
      .notNull()
      .default('staff'),
    isTechnician: boolean('is_technician').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** argon2id hash; null for records that cannot sign in (e.g. technicians without a login). */
    passwordHash: text('password_hash'),
    /**
     * The language this staff member's admin area is shown in (src/domain/admin-language.ts;
     * decision 175): chosen by them, kept with the account so every device opens in it.
     */
    adminLanguage: text('admin_language', { enum: ['en', 'th'] })
      .notNull()
      .default('en'),
    ...timestamps,
  },
  (table) => [
    check('staff_role_valid', sql`${table.role} in ('owner', 'staff')`),
    check('staff_admin_language_valid', sql`${table.adminLanguage} in ('en', 'th')`),
    uniqueIndex('staff_email_lower_unique').on(sql`lower(${table.email})`),
    index('staff_technician_order_idx').on(table.isTechnician, table.displayOrder),
  ],
);

/**
 * A customer across bookings (decision 150): found by the normalised e-mail or phone
 * (src/domain/customer-identity.ts), with the staff's notes (allergies, preferences, patch tests)
 * that appear on each of their appointments. Appointments point here; name and contacts stay on
 * each appointment as the customer gave them that time.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The name of the latest booking. */
    name: text('name').notNull(),
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    /**
     * Every name, e-mail and phone the customer's appointments were booked under (each appointment's
     * search_text and phone_digits, distinct, one per line), kept by the database from the appointments
     * (migration 0018's trigger, decision 211): a search reads the customers alone, never their history.
     */
    bookedAs: text('booked_as').notNull().default(''),
    /** What a Customers search reads: the record's own name and keys, then bookedAs. Kept by the database. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${customers.name}) || chr(10) || coalesce(${customers.emailKey}, '') || chr(10) || coalesce(${customers.phoneKey}, '') || chr(10) || ${customers.bookedAs}`,
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('customers_email_key_unique').on(table.emailKey),
    uniqueIndex('customers_phone_key_unique').on(table.phoneKey),
    // The Customers page's order, its pages and a short search's name prefix (decision 210), read in
    // the index: byte order ("C") so a LIKE prefix can use it on either engine, whatever the locale.
    index('customers_name_order_idx').on(sql`(lower(${table.name}) collate "C")`, table.id),
    // A search for a fragment of anything a customer booked under reads this instead of every customer.
    index('customers_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // The front desk's lookup by the beginning of an e-mail or phone key.
    index('customers_email_key_trgm_idx').using('gin', table.emailKey.op('gin_trgm_ops')),
    index('customers_phone_key_trgm_idx').using('gin', table.phoneKey.op('gin_trgm_ops')),
    check('customers_has_key', sql`${table.emailKey} is not null or ${table.phoneKey} is not null`),
  ],
);

/**
 * Who changed a customer's record and when (decision 160): today the staff's notes, with the
 * text before and after. Kept apart from appointment_events because a customer's notes belong to no
 * single appointment, and from settings_changes because customer data is not the owners' settings.
 */
export const customerEvents = pgTable(
  'customer_events',
  {
    id: serial('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_events_customer_idx').on(table.customerId, table.createdAt)],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerName: text('customer_name').notNull(),
    /** '' when a staff booking has none (phone or e-mail is required; online bookings need both). */
    customerEmail: text('customer_email').notNull(),
    /** '' when a staff booking has none. */
    customerPhone: text('customer_phone').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    notes: text('notes'),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    /** 'HH:mm', salon wall-clock time. */
    startTime: text('start_time').notNull(),
    /** 'HH:mm', start plus the total duration of its services. */
    endTime: text('end_time').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] })
      .notNull()
      .default('pending'),
    /** Where it came from (src/domain/appointment-source.ts). */
    source: text('source', { enum: ['online', 'phone', 'walk_in', 'line', 'whatsapp', 'instagram'] })
      .notNull()
      .default('online'),
    /**
     * Set when staff booked or moved it past the capacity rule, with their reason: shown on
     * the appointment and marked on the calendar. Online bookings never override.
     */
    capacityOverrideReason: text('capacity_override_reason'),
    /**
     * The customer's language (src/i18n/setup.ts SUPPORTED_LANGUAGES): every e-mail, reminder
     * and calendar text to them is written in it; staff see it on the appointment.
     */
    language: text('language', { enum: ['en', 'th', 'ru', 'zh'] })
      .notNull()
      .default('en'),
    /**
     * When the customer last cancelled or rescheduled it through their private link; cleared
     * when staff open the appointment, so the dashboard marks what staff have not yet seen.
     */
    customerChangedAt: timestamp('customer_changed_at', { withTimezone: true }),
    technicianId: uuid('technician_id').references(() => staff.id, { onDelete: 'set null' }),
    discountPercentage: smallint('discount_percentage').notNull().default(0),
    /** Optimistic-concurrency version, bumped on every staff edit. */
    version: integer('version').notNull().default(1),
    /** Key sent by the booking form so a retried submission creates one appointment. */
    idempotencyKey: text('idempotency_key').unique(),
    /**
     * Dashboard search (decision record 040): name, e-mail and phone lower-cased in one column, one field
     * per line, so a search reads one column with LIKE instead of three with ILIKE. Kept by the database.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${appointments.customerName}) || chr(10) || lower(${appointments.customerEmail}) || chr(10) || ${appointments.customerPhone}`,
    ),
    /** The phone's digits only, so "081 234" finds "+66 81-234-…". Kept by the database. */
    phoneDigits: text('phone_digits').generatedAlwaysAs(
      (): SQL => sql`regexp_replace(${appointments.customerPhone}, '[^0-9]', '', 'g')`,
    ),
    /**
     * The booked services' names and minutes in the order added, and their total price: kept by the
     * database from appointment_services (triggers of migration 0009, decision 044), so the calendar
     * and the statistics read one row per appointment. Whatever a statement writes here is replaced.
     */
    serviceNames: text('service_names')
      .array()
      .notNull()
      .default(sql`'{}'`),
    serviceMinutes: integer('service_minutes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    servicesPriceThb: integer('services_price_thb').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    // With the id, the dashboard's order exactly: a deep page skips index entries without sorting them.
    index('appointments_date_start_idx').on(table.appointmentDate, table.startTime, table.id),
    index('appointments_technician_date_idx').on(table.technicianId, table.appointmentDate),
    index('appointments_status_date_idx').on(table.status, table.appointmentDate, table.startTime),
    // Trigram indexes (pg_trgm, migration 0003): a search for a fragment ("LIKE '%anna%'") reads the
    // index instead of every row (decision record 042).
    index('appointments_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('appointments_phone_digits_trgm_idx').using('gin', table.phoneDigits.op('gin_trgm_ops')),
    index('appointments_customer_idx').on(table.customerId, table.appointmentDate),
    // A dashboard search of one or two characters (no trigram to look up) reads the names that begin
    // with it through this index (decision 210).
    index('appointments_name_prefix_idx').on(sql`(lower(${table.customerName}) collate "C")`),
    check(
      'appointments_status_valid',
      sql`${table.status} in ('pending', 'confirmed', 'completed', 'cancelled', 'no_show')`,
    ),
    check(
      'appointments_source_valid',
      sql`${table.source} in ('online', 'phone', 'walk_in', 'line', 'whatsapp', 'instagram')`,
    ),
    check('appointments_language_valid', sql`${table.language} in ('en', 'th', 'ru', 'zh')`),
    check('appointments_has_contact', sql`${table.customerEmail} <> '' or ${table.customerPhone} <> ''`),
    check('appointments_discount_valid', sql`${table.discountPercentage} in (0, 10, 20, 100)`),
    check('appointments_start_format', sql`${table.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('appointments_end_format', sql`${table.endTime} ~ '^([01][0-9]|2[0-4]):[0-5][0-9]$'`),
    check('appointments_end_after_start', sql`${table.endTime} > ${table.startTime}`),
  ],
);

export const appointmentServices = pgTable(
  'appointment_services',
  {
    id: serial('id').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    /** Name, price and duration as they were at booking time: later menu changes never rewrite history. */
    serviceName: text('service_name').notNull(),
    priceThb: integer('price_thb').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (table) => [
    uniqueIndex('appointment_services_unique').on(table.appointmentId, table.serviceId),
    index('appointment_services_service_idx').on(table.serviceId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sliding expiry, pushed forward on use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Hard limit regardless of use. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_staff_idx').on(table.staffId)],
);

/**
 * Timestamped hits for rate limits and lockouts that must hold across
 * restarts and across several app processes (login attempts, bookings).
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_limit_events_lookup_idx').on(table.bucket, table.key, table.occurredAt)],
);

/** Who changed what on an appointment, and when. */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: serial('id').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('appointment_events_appointment_idx').on(table.appointmentId, table.createdAt)],
);

/** Durable e-mail outbox: written in the same transaction as the change that causes it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /**
     * Random left part of the Message-ID header (`<uuid@sending-domain>`), drawn when the row is
     * written, so every retry of the message carries the same id and no other install, restored or
     * recreated database ever reuses it (the serial `id` restarts at 1 in each database).
     */
    messageUuid: uuid('message_uuid').notNull().defaultRandom(),
    kind: text('kind').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    /**
     * Reply-To for mail to the salon (the customer who booked); null: the worker's default
     * (the salon's own address on customer mail). Kept on the row so it survives the appointment.
     */
    replyToAddress: text('reply_to_address'),
    replyToName: text('reply_to_name'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    icsAttachment: text('ics_attachment'),
    /**
     * 'dropped': never to be sent, because what it announced no longer holds (a reminder of an
     * appointment since cancelled or moved); the row stays for the Outbox page.
     */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'dropped'] })
      .notNull()
      .default('pending'),
    /**
     * One message per key: a reminder's key names its appointment and the start it reminds of,
     * so planning it twice (two processes, a retried transaction) writes it once. Null for other mail.
     */
    dedupeKey: text('dedupe_key').unique(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_appointment_idx').on(table.appointmentId),
    // The Outbox page, newest first (read backwards), all or one status, in the index (decision 210).
    index('outbox_created_idx').on(table.createdAt, table.id),
    index('outbox_status_created_idx').on(table.status, table.createdAt, table.id),
  ],
);

/**
 * The owner's settings that are one document each (design invariant 6): `hours` (opening
 * hours per weekday), `booking_rules` (capacity, buffer, window, notice) and `details` (name,
 * contacts, links, offer text) and `page_texts` (the owner's words on the public pages, decision 243) and `setup` (the first-run checklist's dismissals, decision 244) and `messaging` (the channels on and their order, decision 238). A missing row means "the defaults" (src/domain/salon-settings.ts),
 * so a fresh database and an upgraded one behave alike. `version` is the optimistic-concurrency check:
 * a save names the version it edited and is refused when another owner saved in between.
 */
export const salonSettings = pgTable('salon_settings', {
  section: text('section', {
    enum: ['hours', 'booking_rules', 'details', 'customer_changes', 'page_texts', 'setup', 'messaging'],
  }).primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Dated closures: a whole day (both minutes null) or a part of one, with the reason customers see
 * ("Closed for Songkran").
 */
export const closures = pgTable(
  'closures',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Minutes after midnight, salon time; null together with toMinute for a whole day. */
    fromMinute: integer('from_minute'),
    toMinute: integer('to_minute'),
    /** The reason in English: what every language falls back to. */
    reason: text('reason').notNull(),
    /**
     * The reason in Thai, Russian and Chinese ({"ru": {"reason": "…"}, …}), only non-empty texts; a missing
     * one reads as the English `reason` (decision 181), as the menu's translations do.
     */
    translations: jsonb('translations').$type<StoredClosureTranslations>().notNull().default({}),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('closures_date_idx').on(table.date),
    check('closures_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
    check(
      'closures_part_valid',
      sql`(${table.fromMinute} is null and ${table.toMinute} is null) or (${table.fromMinute} >= 0 and ${table.toMinute} <= 1440 and ${table.fromMinute} < ${table.toMinute})`,
    ),
  ],
);

/**
 * A technician's weekly pattern: for each ISO weekday (index 0 = Monday) null (not working) or the
 * working window in minutes. A technician without a row works whenever the salon is open.
 */
export const technicianWorkWeeks = pgTable('technician_work_weeks', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  pattern: jsonb('pattern').$type<unknown>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A technician's dated day off (whole day). */
export const technicianDaysOff = pgTable(
  'technician_days_off',
  {
    id: serial('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('technician_days_off_unique').on(table.staffId, table.date),
    index('technician_days_off_date_idx').on(table.date),
  ],
);

/** Who changed which setting, when, and what it was before and after (the Settings history page). */
export const settingsChanges = pgTable(
  'settings_changes',
  {
    id: serial('id').primaryKey(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The area changed: 'menu', 'hours', 'closures', 'technicians', 'booking_rules', 'details', 'accounts'. */
    area: text('area').notNull(),
    /** One readable English sentence ("Changed the price of Gel Manicure from ฿500 to ฿550"). */
    summary: text('summary').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('settings_changes_created_idx').on(table.createdAt)],
);

/**
 * One-time set-password links an owner gives a new or locked-out colleague. Only the SHA-256 of
 * the token is stored; the link works once, until it expires.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_tokens_staff_idx').on(table.staffId)],
);

/**
 * A customer's private links to their booking (design invariant 9). Only the SHA-256 of each
 * token is stored. Every e-mail to the customer carries a link of its own, drawn when the e-mail is sent
 * (so no usable token is ever stored, not even in the outbox); all of an appointment's links work until
 * staff issue a new one, which revokes the others, or 30 days after the appointment's day.
 */
export const manageLinks = pgTable(
  'manage_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The e-mail that carried it, when one did (null: shown to staff to pass on). */
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('manage_links_appointment_idx').on(table.appointmentId)],
);

/**
 * Derived data (decision 044): rebuilt from the tables above, never edited by the app and never backed
 * up (backups hold the public schema; a restore rebuilds these through the same triggers). Kept in the
 * same transaction as every change of an appointment or its services by the triggers of migration 0009.
 */
export const derived = pgSchema('derived');

/** The technician key of appointments without a technician (a primary key cannot hold null). */
export const NO_TECHNICIAN_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * Per day and technician: the appointments that count (pending, confirmed, completed), their minutes,
 * their revenue (each appointment's discount applied and rounded before summing) and the no-shows.
 * Rows whose counts fell back to zero may remain; readers skip them.
 */
export const appointmentDayTotals = derived.table(
  'appointment_day_totals',
  {
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    technicianKey: uuid('technician_key').notNull(),
    appointmentCount: integer('appointment_count').notNull().default(0),
    totalMinutes: integer('total_minutes').notNull().default(0),
    revenueThb: integer('revenue_thb').notNull().default(0),
    noShowCount: integer('no_show_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'appointment_day_totals_pkey', columns: [table.appointmentDate, table.technicianKey] }),
  ],
);

/** Per day, technician and service name (as booked): times performed and minutes, of the appointments that count. */
export const appointmentDayServices = derived.table(
  'appointment_day_services',
  {
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    technicianKey: uuid('technician_key').notNull(),
    serviceName: text('service_name').notNull(),
    times: integer('times').notNull().default(0),
    totalMinutes: integer('total_minutes').notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'appointment_day_services_pkey',
      columns: [table.appointmentDate, table.technicianKey, table.serviceName],
    }),
  ],
);

/**
 * Paid revenue per salon day of payment and technician (decision 225): the line totals, what was
 * refunded of them, tips and tip refunds of paid sales that are not voided, in satang. Kept by the
 * triggers of migration 0021 from `saleContributions`, which holds what each sale counts for now, so every
 * change of a sale (paid, a line, a tip, a refund, a void, in any order, as a restore loads them) takes the
 * sale's old part out and puts its new part in. Rows whose sums fell back to zero may remain.
 */
export const saleDayTotals = derived.table(
  'sale_day_totals',
  {
    salonDate: date('salon_date', { mode: 'string' }).notNull(),
    technicianKey: uuid('technician_key').notNull(),
    sold: bigint('sold', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    tips: bigint('tips', { mode: 'number' }).notNull().default(0),
    tipsRefunded: bigint('tips_refunded', { mode: 'number' }).notNull().default(0),
    /** Payroll's figures (decision 226, migration 0023): lines counted, treatments still sold, commission
     * and tip payouts as kept on the lines and tips less what refunds took back of them. */
    lines: bigint('lines', { mode: 'number' }).notNull().default(0),
    treatments: bigint('treatments', { mode: 'number' }).notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    tipPayout: bigint('tip_payout', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ name: 'sale_day_totals_pkey', columns: [table.salonDate, table.technicianKey] })],
);

/** What one sale counts for in `saleDayTotals` now, per technician (the part its next change takes out). */
export const saleContributions = derived.table(
  'sale_contributions',
  {
    saleId: uuid('sale_id').notNull(),
    technicianKey: uuid('technician_key').notNull(),
    salonDate: date('salon_date', { mode: 'string' }).notNull(),
    sold: bigint('sold', { mode: 'number' }).notNull(),
    refunded: bigint('refunded', { mode: 'number' }).notNull(),
    tips: bigint('tips', { mode: 'number' }).notNull(),
    tipsRefunded: bigint('tips_refunded', { mode: 'number' }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull().default(0),
    treatments: bigint('treatments', { mode: 'number' }).notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    tipPayout: bigint('tip_payout', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ name: 'sale_contributions_pkey', columns: [table.saleId, table.technicianKey] })],
);

// The checkout's tables live beside this file (decision 221).
export * from './checkout-schema.ts';
// Deposits against no-shows, beside the checkout they pay into (decision 250).
export * from './deposits-schema.ts';
// LINE and WhatsApp: where a customer can also be reached, and which channel carried each message (decision 230).
export * from './messaging-schema.ts';
// The owner's own photos (decision 240).
export * from './content-schema.ts';
