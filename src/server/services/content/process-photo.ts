/**
 * The image work of the owner's photos, with sharp (libvips): an upload is
 * checked from its own bytes (never its name or declared type), decoded under
 * a pixel limit, turned upright, scaled to at most PHOTO_MASTER_EDGE and
 * written again without any metadata (no GPS, no camera); the page variants
 * are cut from that master around the focal point, in AVIF and WebP at each
 * width of the place's shape, and named by a hash of their bytes.
 *
 * One photo is processed at a time per server process and a few more may
 * wait (decision 241): decoding a 48-megapixel photo takes about 150 MB, so
 * several owners' phones uploading at once must queue, not multiply that.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  cropAround,
  MAX_PHOTO_PIXELS,
  MIN_PHOTO_HEIGHT,
  MIN_PHOTO_WIDTH,
  PHOTO_MASTER_EDGE,
} from '../../../domain/owner-photo-edits.ts';
import type { PhotoShape } from '../../../domain/site-photos.ts';
import { photoRefusal } from './photo-refusal.ts';

// No cache of decoded images between requests, and one libvips thread per operation: memory stays bounded.
sharp.cache(false);
sharp.concurrency(1);

const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** Photos waiting behind the one being processed before further uploads are refused as busy. */
const MAX_WAITING = 4;

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** Runs `work` after the photo work already queued; refuses with 503 when too many are waiting. */
export async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (waiting >= MAX_WAITING) throw photoRefusal('busy');
  waiting += 1;
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  try {
    return await run;
  } finally {
    waiting -= 1;
  }
}

/** An ISO-BMFF file ('ftyp' box) of a HEIF brand: what iPhones save. */
function isHeif(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  return /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(bytes.toString('latin1', 8, 12));
}

export interface PhotoMaster {
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
}

/** The upload as a stripped, upright master; refuses (nothing stored) what is no readable photo. */
export async function masterFromUpload(upload: Buffer): Promise<PhotoMaster> {
  if (upload.length === 0) throw photoRefusal('empty');
  const heif = isHeif(upload);
  let metadata: Metadata;
  try {
    // Reads the header only: the size is known before a single pixel is decoded.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw photoRefusal(heif ? 'heicUnsupported' : 'notAnImage');
  }
  if (!metadata.format || !READABLE_FORMATS.has(metadata.format)) {
    throw photoRefusal(heif ? 'heicUnsupported' : 'notAnImage');
  }
  const width = metadata.width;
  const height = metadata.height;
  if (width * height > MAX_PHOTO_PIXELS) throw photoRefusal('tooManyPixels');
  // Upright: a portrait phone photo stores landscape pixels and an orientation tag.
  const [uprightWidth, uprightHeight] = (metadata.orientation ?? 1) >= 5 ? [height, width] : [width, height];
  if (uprightWidth < MIN_PHOTO_WIDTH || uprightHeight < MIN_PHOTO_HEIGHT) throw photoRefusal('tooSmall');
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: PHOTO_MASTER_EDGE, height: PHOTO_MASTER_EDGE, fit: 'inside', withoutEnlargement: true })
      // sharp writes no metadata unless asked (withMetadata): EXIF with its GPS and camera, XMP and IPTC go.
      .webp({ quality: 90, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file fails while decoding; a HEIC with an unsupported codec fails here too.
    throw photoRefusal(heif ? 'heicUnsupported' : 'notAnImage');
  }
}

export interface PhotoVariant {
  readonly format: 'avif' | 'webp';
  readonly width: number;
  readonly height: number;
  readonly bytes: Buffer;
}

/**
 * The file name of a variant: a hash of its bytes and of whose file it is (two photos, or a preview and a
 * page file, may have the same bytes), so a changed picture is a new URL and every row its own name.
 */
export function photoFileName(owner: string, variant: Omit<PhotoVariant, 'name'>): string {
  const hash = createHash('sha256').update(owner).update('\0').update(variant.bytes).digest('base64url');
  return `${hash.slice(0, 20)}-${variant.width}.${variant.format}`;
}

/** AVIF and WebP at each width of `shape`, cut from `master` around the focal point (percent). */
export async function variantsFor(
  master: PhotoMaster,
  shape: PhotoShape,
  focus: { readonly x: number; readonly y: number },
): Promise<PhotoVariant[]> {
  const crop = cropAround(master.width, master.height, shape, focus);
  const cropped = await sharp(master.bytes).extract(crop).toBuffer();
  const variants: PhotoVariant[] = [];
  for (const width of shape.widths) {
    const height = Math.round((width * shape.height) / shape.width);
    // The intrinsic size is the shape's: a master smaller than the widest variant is scaled up a little.
    const resized = () => sharp(cropped).resize({ width, height, fit: 'fill' });
    for (const format of ['avif', 'webp'] as const) {
      const bytes =
        format === 'avif'
          ? await resized().avif({ quality: 52, effort: 1 }).toBuffer()
          : await resized().webp({ quality: 74, effort: 4 }).toBuffer();
      variants.push({ format, width, height, bytes });
    }
  }
  return variants;
}
