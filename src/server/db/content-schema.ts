/**
 * The owner's own content: their photos and the files cut from them. Part of the one schema: schema.ts
 * re-exports them, and drizzle-kit reads them through it.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './common-columns.ts';
import { staff } from './schema.ts';

/** Raw bytes (PostgreSQL bytea) as a Node Buffer, for the owner's photos. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The owner's own photos (decision 240): the original as uploaded, metadata stripped and scaled to at most
 * PHOTO_MASTER_EDGE, kept so a new focal point or place can be cut again; where it appears (`placement` and
 * `position`, null placement: kept in the library, not shown); the focal point in percent; the descriptions.
 * In the database, so backups carry them and every server process serves the same pictures.
 */
export const ownerPhotos = pgTable(
  'owner_photos',
  {
    id: serial('id').primaryKey(),
    placement: text('placement', { enum: ['hero', 'showcase', 'gallery', 'tiles', 'about'] }),
    position: integer('position').notNull().default(1),
    focusX: smallint('focus_x').notNull().default(50),
    focusY: smallint('focus_y').notNull().default(50),
    /** {"en": "…", "th": "…"}: only non-empty descriptions. */
    alt: jsonb('alt').$type<Record<string, string>>().notNull().default({}),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The stripped original (WebP, lossless-looking quality) every variant is cut from. */
    original: bytes('original').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('owner_photos_place_unique')
      .on(table.placement, table.position)
      .where(sql`${table.placement} is not null`),
    check('owner_photos_alt_object', sql`jsonb_typeof(${table.alt}) = 'object'`),
    check('owner_photos_focus_range', sql`${table.focusX} between 0 and 100 and ${table.focusY} between 0 and 100`),
    check('owner_photos_position_range', sql`${table.position} between 1 and 10`),
  ],
);

/**
 * The files the public pages load for a placed photo (kind 'page'): AVIF and WebP at each width of its
 * place's shape, and one small uncropped WebP the settings screen shows (kind 'preview'). Named by a hash of
 * their bytes (`/photos/<hash>-<width>.<format>`), so they can be cached for a year.
 */
export const ownerPhotoFiles = pgTable(
  'owner_photo_files',
  {
    name: text('name').primaryKey(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => ownerPhotos.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['page', 'preview'] })
      .notNull()
      .default('page'),
    format: text('format', { enum: ['avif', 'webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytes('bytes').notNull(),
  },
  (table) => [index('owner_photo_files_photo_idx').on(table.photoId)],
);
