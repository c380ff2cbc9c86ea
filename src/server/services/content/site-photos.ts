/**
 * What the public pages need of the owner's placed photos (`SitePhotos`, in
 * the salon's facts): per slot its files' URLs and widths, its intrinsic size
 * and descriptions. One query, without the bytes; read on every page render
 * so a photo placed through any server process shows on the next load.
 * And the bytes of one file, for GET /photos/<name>.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { SitePhoto, SitePhotoFile, SitePhotos } from '../../../domain/site-photos.ts';
import { photoSlotFor } from '../../../domain/site-photos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ownerPhotoFiles, ownerPhotos } from '../../db/schema.ts';
import { PHOTO_FILE_PREFIX } from './owner-photos.ts';

/** `<hash>-<width>.<format>`: what a photo file's name looks like (anything else is no file). */
const FILE_NAME = /^[A-Za-z0-9_-]{20}-\d{2,4}\.(avif|webp)$/;

export async function readSitePhotos(db: Database | Transaction): Promise<SitePhotos> {
  const rows = await db
    .select({
      id: ownerPhotos.id,
      placement: ownerPhotos.placement,
      position: ownerPhotos.position,
      alt: ownerPhotos.alt,
      name: ownerPhotoFiles.name,
      format: ownerPhotoFiles.format,
      width: ownerPhotoFiles.width,
      height: ownerPhotoFiles.height,
    })
    .from(ownerPhotos)
    .innerJoin(ownerPhotoFiles, and(eq(ownerPhotoFiles.photoId, ownerPhotos.id), eq(ownerPhotoFiles.kind, 'page')))
    .where(isNotNull(ownerPhotos.placement))
    .orderBy(asc(ownerPhotos.id), asc(ownerPhotoFiles.width));
  const photos: Record<
    string,
    { width: number; height: number; avif: SitePhotoFile[]; webp: SitePhotoFile[]; alt: SitePhoto['alt'] }
  > = {};
  for (const row of rows) {
    if (!row.placement) continue;
    const slot = photoSlotFor(row.placement, row.position);
    const photo = (photos[slot] ??= {
      width: 0,
      height: 0,
      avif: [],
      webp: [],
      alt: { ...row.alt, en: row.alt.en ?? '' },
    });
    photo[row.format].push({ url: `${PHOTO_FILE_PREFIX}${row.name}`, width: row.width });
    if (row.width > photo.width) {
      photo.width = row.width;
      photo.height = row.height;
    }
  }
  return photos;
}

export interface PhotoFile {
  readonly bytes: Buffer;
  readonly contentType: string;
}

/** The bytes of one photo file, or undefined when there is none of that name. */
export async function readPhotoFile(db: Database, name: string): Promise<PhotoFile | undefined> {
  if (!FILE_NAME.test(name)) return undefined;
  const [row] = await db
    .select({ bytes: ownerPhotoFiles.bytes, format: ownerPhotoFiles.format })
    .from(ownerPhotoFiles)
    .where(eq(ownerPhotoFiles.name, name));
  return row ? { bytes: row.bytes, contentType: `image/${row.format}` } : undefined;
}
