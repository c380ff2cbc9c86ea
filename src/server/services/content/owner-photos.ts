/**
 * The owner's photo library: upload, list, place (with focal point and
 * descriptions) and delete. The image work (process-photo.ts) runs before any
 * transaction, so the database is never held while a photo is decoded; the
 * transaction then checks that nothing changed meanwhile (the version) and
 * writes the row and its files together. A refused upload stores nothing.
 */
import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { isPositionOf, MAX_STORED_PHOTOS, type PhotoUpdate } from '../../../domain/owner-photo-edits.ts';
import { PHOTO_PLACEMENTS, photoSlotFor, type PhotoPlacement } from '../../../domain/site-photos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ownerPhotoFiles, ownerPhotos } from '../../db/schema.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import { photoRefusal } from './photo-refusal.ts';
import {
  masterFromUpload,
  oneAtATime,
  photoFileName,
  variantsFor,
  type PhotoMaster,
  type PhotoVariant,
} from './process-photo.ts';

/** URL prefix of the photo files (served by routes/public/photo-files.ts). */
export const PHOTO_FILE_PREFIX = '/photos/';
/** Width of the uncropped preview the settings screen shows. */
const PREVIEW_WIDTH = 480;

export interface OwnerPhotoView {
  readonly id: number;
  readonly placement: PhotoPlacement | null;
  readonly position: number;
  /** The page slot it fills ('hero', 'gallery-03'), null in the library. */
  readonly slot: string | null;
  readonly focusX: number;
  readonly focusY: number;
  readonly alt: { en: string; th: string; ru: string; zh: string };
  readonly width: number;
  readonly height: number;
  readonly previewUrl: string | null;
  readonly version: number;
  readonly createdAt: string;
}

type Executor = Database | Transaction;

const altOf = (stored: Record<string, string>) => ({
  en: stored.en ?? '',
  th: stored.th ?? '',
  ru: stored.ru ?? '',
  zh: stored.zh ?? '',
});

/** Every photo of the library, placed ones first (by place and position), then the newest. */
export async function listOwnerPhotos(db: Executor): Promise<OwnerPhotoView[]> {
  const rows = await db
    .select({
      id: ownerPhotos.id,
      placement: ownerPhotos.placement,
      position: ownerPhotos.position,
      focusX: ownerPhotos.focusX,
      focusY: ownerPhotos.focusY,
      alt: ownerPhotos.alt,
      width: ownerPhotos.width,
      height: ownerPhotos.height,
      version: ownerPhotos.version,
      createdAt: ownerPhotos.createdAt,
    })
    .from(ownerPhotos)
    .orderBy(asc(ownerPhotos.id))
    .limit(MAX_STORED_PHOTOS);
  const previews = await db
    .select({ photoId: ownerPhotoFiles.photoId, name: ownerPhotoFiles.name })
    .from(ownerPhotoFiles)
    .where(eq(ownerPhotoFiles.kind, 'preview'));
  const previewOf = new Map(previews.map((row) => [row.photoId, `${PHOTO_FILE_PREFIX}${row.name}`]));
  return rows.map((row) => ({
    ...row,
    slot: row.placement ? photoSlotFor(row.placement, row.position) : null,
    alt: altOf(row.alt),
    previewUrl: previewOf.get(row.id) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function photoById(db: Executor, id: number): Promise<OwnerPhotoView> {
  const photo = (await listOwnerPhotos(db)).find((entry) => entry.id === id);
  if (!photo) throw photoRefusal('notFound');
  return photo;
}

async function storedCount(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(ownerPhotos);
  return row?.total ?? 0;
}

async function previewOf(master: PhotoMaster): Promise<PhotoVariant> {
  const height = Math.max(1, Math.round((PREVIEW_WIDTH * master.height) / master.width));
  const [preview] = await variantsFor(
    master,
    { width: PREVIEW_WIDTH, height, widths: [PREVIEW_WIDTH] },
    {
      x: 50,
      y: 50,
    },
  ).then((variants) => variants.filter((variant) => variant.format === 'webp'));
  if (!preview) throw new Error('The preview of a photo was not made.');
  return preview;
}

export interface UploadPhotoOptions {
  readonly db: Database;
  readonly staffId: string | null;
  readonly upload: Buffer;
}

/** Adds a photo to the library (not shown until the owner places it). */
export async function uploadOwnerPhoto({ db, staffId, upload }: UploadPhotoOptions): Promise<OwnerPhotoView> {
  if ((await storedCount(db)) >= MAX_STORED_PHOTOS) throw photoRefusal('libraryFull');
  const { master, preview } = await oneAtATime(async () => {
    const made = await masterFromUpload(upload);
    return { master: made, preview: await previewOf(made) };
  });
  const id = await db.transaction(async (tx) => {
    if ((await storedCount(tx)) >= MAX_STORED_PHOTOS) throw photoRefusal('libraryFull');
    const [row] = await tx
      .insert(ownerPhotos)
      .values({ width: master.width, height: master.height, original: master.bytes, createdBy: staffId })
      .returning({ id: ownerPhotos.id });
    if (!row) throw new Error('The photo row was not written.');
    await tx
      .insert(ownerPhotoFiles)
      .values({ ...preview, name: photoFileName(`preview ${row.id}`, preview), photoId: row.id, kind: 'preview' });
    await recordSettingsChange(tx, {
      staffId,
      area: 'photos',
      summary: `Added photo ${row.id} (${master.width}×${master.height}) to the library`,
    });
    return row.id;
  });
  return photoById(db, id);
}

export interface UpdatePhotoOptions {
  readonly db: Database;
  readonly staffId: string | null;
  readonly id: number;
  readonly update: PhotoUpdate;
}

function placeText(placement: PhotoPlacement | null, position: number): string {
  return placement ? `${placement} ${position}` : 'the library';
}

/**
 * Saves where a photo appears, its focal point and descriptions. Placing it where another photo is moves
 * that one back to the library. New page files are cut when the place or focal point changed.
 */
export async function updateOwnerPhoto({ db, staffId, id, update }: UpdatePhotoOptions): Promise<OwnerPhotoView> {
  const { placement, position, focusX, focusY, alt, version } = update;
  if (placement !== null && !isPositionOf(placement, position)) throw photoRefusal('positionOutOfRange');
  if (placement !== null && alt.en.trim() === '') throw photoRefusal('altRequired');
  const [current] = await db
    .select({
      placement: ownerPhotos.placement,
      position: ownerPhotos.position,
      focusX: ownerPhotos.focusX,
      focusY: ownerPhotos.focusY,
      version: ownerPhotos.version,
      width: ownerPhotos.width,
      height: ownerPhotos.height,
      original: ownerPhotos.original,
    })
    .from(ownerPhotos)
    .where(eq(ownerPhotos.id, id));
  if (!current) throw photoRefusal('notFound');
  if (current.version !== version) throw photoRefusal('stale');

  const sameCut =
    current.placement === placement &&
    current.position === position &&
    current.focusX === focusX &&
    current.focusY === focusY;
  const variants =
    placement === null || sameCut
      ? undefined
      : await oneAtATime(() =>
          variantsFor(
            { bytes: current.original, width: current.width, height: current.height },
            PHOTO_PLACEMENTS[placement].shape,
            { x: focusX, y: focusY },
          ),
        );

  const storedAlt = Object.fromEntries(
    Object.entries(alt)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(ownerPhotos)
      .set({ version: version + 1, updatedAt: new Date() })
      .where(and(eq(ownerPhotos.id, id), eq(ownerPhotos.version, version)))
      .returning({ id: ownerPhotos.id });
    if (!updated) throw photoRefusal('stale');
    if (placement !== null) {
      // The photo that held this place goes back to the library, with its page files.
      const displaced = await tx
        .update(ownerPhotos)
        .set({ placement: null, version: sql`${ownerPhotos.version} + 1`, updatedAt: new Date() })
        .where(and(eq(ownerPhotos.placement, placement), eq(ownerPhotos.position, position), ne(ownerPhotos.id, id)))
        .returning({ id: ownerPhotos.id });
      if (displaced.length > 0) {
        await tx.delete(ownerPhotoFiles).where(
          and(
            inArray(
              ownerPhotoFiles.photoId,
              displaced.map((row) => row.id),
            ),
            eq(ownerPhotoFiles.kind, 'page'),
          ),
        );
      }
    }
    await tx
      .update(ownerPhotos)
      .set({ placement, position, focusX, focusY, alt: storedAlt })
      .where(eq(ownerPhotos.id, id));
    if (placement === null || variants) {
      await tx.delete(ownerPhotoFiles).where(and(eq(ownerPhotoFiles.photoId, id), eq(ownerPhotoFiles.kind, 'page')));
    }
    if (variants) {
      await tx.insert(ownerPhotoFiles).values(
        variants.map((variant) => ({
          ...variant,
          name: photoFileName(`page ${id}`, variant),
          photoId: id,
          kind: 'page' as const,
        })),
      );
    }
    await recordSettingsChange(tx, {
      staffId,
      area: 'photos',
      summary:
        current.placement === placement && current.position === position
          ? `Changed photo ${id} in ${placeText(placement, position)}`
          : `Moved photo ${id} from ${placeText(current.placement, current.position)} to ${placeText(placement, position)}`,
      detail: { before: { placement: current.placement, position: current.position }, after: { placement, position } },
    });
  });
  return photoById(db, id);
}

/** Deletes a photo and its files; its place shows the generated artwork again. */
export async function deleteOwnerPhoto(options: { db: Database; staffId: string | null; id: number }): Promise<void> {
  const { db, staffId, id } = options;
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(ownerPhotos)
      .where(eq(ownerPhotos.id, id))
      .returning({ placement: ownerPhotos.placement, position: ownerPhotos.position });
    const [row] = deleted;
    if (!row) throw photoRefusal('notFound');
    await recordSettingsChange(tx, {
      staffId,
      area: 'photos',
      summary: `Deleted photo ${id} (was in ${placeText(row.placement, row.position)})`,
    });
  });
}

/** True when at least one photo of the owner's is shown on the site (the first-run checklist). */
export async function hasPlacedPhoto(db: Executor): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(ownerPhotos).where(isNotNull(ownerPhotos.placement));
  return (row?.total ?? 0) > 0;
}
