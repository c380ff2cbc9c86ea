/**
 * The owner's photo edits: the limits of an upload and the schema of a photo's
 * settings (where it appears, its focal point, its descriptions). Each refusal
 * has its key in the 'photos' namespace and its English text.
 */
import { z } from 'zod';
import { boundedText, decimalInteger, jsonInteger } from './input-bounds.ts';
import { PHOTO_PLACEMENT_NAMES, PHOTO_PLACEMENTS, type PhotoPlacement, type PhotoShape } from './site-photos.ts';

/** Largest upload accepted: a 12-megapixel phone JPEG is 3-8 MB, a 48-megapixel one or a PNG screenshot more. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** Largest picture decoded (pixels): a 48-megapixel phone photo fits, an image bomb does not. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Longest side kept of the original: every variant is cut from it. */
export const PHOTO_MASTER_EDGE = 2400;
/** Photos kept at most (placed or not): the library stays one screen to scroll, and the database bounded. */
export const MAX_STORED_PHOTOS = 120;
/** Longest description (alt text) in characters. */
export const MAX_PHOTO_ALT_LENGTH = 200;
/** The types an upload may declare (sniffed again on the server: the declaration is never trusted). */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;

/** Every refusal of the photos' API: its i18n key (namespace 'photos') and English text. */
export const PHOTO_REFUSALS = {
  tooLarge: {
    key: 'errors.tooLarge',
    message: `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Send a smaller one (a phone photo as JPEG is 3-8 MB).`,
  },
  empty: { key: 'errors.empty', message: 'The file is empty.' },
  wrongType: {
    key: 'errors.wrongType',
    message: 'Send the photo as a file of type JPEG, PNG, WebP or HEIC.',
  },
  notAnImage: {
    key: 'errors.notAnImage',
    message: 'This file is not a photo we can read (JPEG, PNG or WebP). It may be damaged or of another kind.',
  },
  heicUnsupported: {
    key: 'errors.heicUnsupported',
    message:
      'HEIC photos (the iPhone format) cannot be read here. Send it as JPEG: on the iPhone choose Settings → Camera → Formats → Most Compatible, or share the photo by e-mail, which sends JPEG.',
  },
  tooManyPixels: {
    key: 'errors.tooManyPixels',
    message: `The picture is too big: at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels.`,
  },
  tooSmall: {
    key: 'errors.tooSmall',
    message: 'The picture is too small: at least 480 pixels wide and 360 high.',
  },
  libraryFull: {
    key: 'errors.libraryFull',
    message: `There are already ${MAX_STORED_PHOTOS} photos. Delete some before adding more.`,
  },
  notFound: { key: 'errors.notFound', message: 'There is no such photo.' },
  stale: {
    key: 'errors.stale',
    message: 'Someone changed this photo meanwhile. Reload the page to see the latest.',
  },
  altRequired: {
    key: 'errors.altRequired',
    message: 'Describe the photo in English before showing it on the site.',
  },
  positionOutOfRange: { key: 'errors.positionOutOfRange', message: 'There is no such place on the site.' },
  busy: {
    key: 'errors.busy',
    message: 'The server is busy preparing other photos. Try again in a minute.',
  },
} as const;

export type PhotoRefusal = keyof typeof PHOTO_REFUSALS;

/** Smallest picture accepted, in pixels. */
export const MIN_PHOTO_WIDTH = 480;
export const MIN_PHOTO_HEIGHT = 360;

const altText = boundedText('At most 200 characters, without control characters.', {
  max: MAX_PHOTO_ALT_LENGTH,
});

const percent = jsonInteger('A position between 0 and 100.', { min: 0, max: 100 });

/** What the owner saves for one photo. `placement` null: kept in the library, not shown. */
export const photoUpdateSchema = z
  .object({
    placement: z.enum(PHOTO_PLACEMENT_NAMES as [PhotoPlacement, ...PhotoPlacement[]]).nullable(),
    position: jsonInteger('A position between 1 and 10.', { min: 1, max: 10 }),
    focusX: percent,
    focusY: percent,
    alt: z.strictObject({ en: altText, th: altText, ru: altText, zh: altText }),
    version: jsonInteger('The version you edited.', { min: 1 }),
  })
  .strict();

export type PhotoUpdate = z.infer<typeof photoUpdateSchema>;

/** A photo's id in a path: a wrong one is no photo (404). */
export const photoParamSchema = z.object({ id: decimalInteger(PHOTO_REFUSALS.notFound.message, { min: 1 }) });

/** True when `position` is a place of `placement` (hero has one, the gallery ten). */
export function isPositionOf(placement: PhotoPlacement, position: number): boolean {
  return Number.isInteger(position) && position >= 1 && position <= PHOTO_PLACEMENTS[placement].count;
}

/**
 * The crop of a picture `width` x `height` to the shape `target` (width / height) that keeps the focal
 * point (percent of each side) as central as the picture allows.
 */
export function cropAround(
  width: number,
  height: number,
  target: { readonly width: number; readonly height: number },
  focus: { readonly x: number; readonly y: number },
): { left: number; top: number; width: number; height: number } {
  const ratio = target.width / target.height;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio));
  const centreX = (focus.x / 100) * width;
  const centreY = (focus.y / 100) * height;
  const left = Math.round(Math.min(Math.max(centreX - cropWidth / 2, 0), width - cropWidth));
  const top = Math.round(Math.min(Math.max(centreY - cropHeight / 2, 0), height - cropHeight));
  return { left, top, width: cropWidth, height: cropHeight };
}

/** One shape the pages cut photos to, with every place drawn in it (the hero and the about page share 4:3). */
export interface PhotoCropShape {
  readonly shape: PhotoShape;
  readonly placements: readonly PhotoPlacement[];
}

/** The distinct shapes of the places, in the settings screen's order of places. */
export function photoCropShapes(): PhotoCropShape[] {
  const shapes: { shape: PhotoShape; placements: PhotoPlacement[] }[] = [];
  for (const placement of PHOTO_PLACEMENT_NAMES) {
    const shape = PHOTO_PLACEMENTS[placement].shape;
    const same = shapes.find((other) => other.shape.width * shape.height === shape.width * other.shape.height);
    if (same) same.placements.push(placement);
    else shapes.push({ shape, placements: [placement] });
  }
  return shapes;
}

/**
 * The CSS `object-position` that makes a picture `width` x `height`, drawn with `object-fit: cover` in a box of
 * `target`'s proportions, show exactly the crop cropAround makes: the settings screen previews the server's cut.
 */
export function cropObjectPosition(
  width: number,
  height: number,
  target: { readonly width: number; readonly height: number },
  focus: { readonly x: number; readonly y: number },
): string {
  const crop = cropAround(width, height, target, focus);
  const along = (offset: number, room: number) => (room > 0 ? Math.round((offset / room) * 1000) / 10 : 50);
  return `${along(crop.left, width - crop.width)}% ${along(crop.top, height - crop.height)}%`;
}
