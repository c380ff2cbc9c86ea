/**
 * The owner's own photos on the public pages: the places a photo can take and
 * the shapes the pages draw them in, and what the pages receive for each
 * placed photo (`SitePhoto`, part of the salon's facts). A place without a
 * photo shows the generated artwork (scripts/images-art.ts), as before.
 *
 * Pure and types-first: the public pages load it, so no zod here (the edit
 * schemas live in owner-photo-edits.ts).
 */
import type { Language } from './language.ts';

/** One shape a page draws a picture in: the intrinsic size and the widths of its `srcset`. */
export interface PhotoShape {
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
}

const wide: PhotoShape = { width: 1600, height: 1000, widths: [640, 1024, 1600] };
const portrait: PhotoShape = { width: 800, height: 1000, widths: [400, 800] };
const square: PhotoShape = { width: 640, height: 640, widths: [320, 640] };
const landscape: PhotoShape = { width: 960, height: 720, widths: [480, 960] };

/** The groups of places, in the order the settings screen lists them, with how many places each has. */
export const PHOTO_PLACEMENTS = {
  hero: { shape: { width: 1600, height: 1200, widths: [480, 800, 1200, 1600] }, count: 1 },
  showcase: { shape: portrait, count: 2 },
  gallery: { shape: wide, count: 10 },
  tiles: { shape: square, count: 10 },
  about: { shape: landscape, count: 5 },
} as const satisfies Record<string, { shape: PhotoShape; count: number }>;

export type PhotoPlacement = keyof typeof PHOTO_PLACEMENTS;
export const PHOTO_PLACEMENT_NAMES = Object.keys(PHOTO_PLACEMENTS) as PhotoPlacement[];

const ABOUT_SLOTS = ['about-nails', 'about-spa', 'about-lashes', 'about-scrub', 'about-waxing'] as const;

/**
 * The picture slot of the pages (src/client/components/image-slots.ts) a placement and position (1-based)
 * stand for: hero 1 is 'hero', gallery 3 is 'gallery-03', tiles 2 is 'grid-02', about 1 is 'about-nails'.
 */
export function photoSlotFor(placement: PhotoPlacement, position: number): string {
  const two = String(position).padStart(2, '0');
  switch (placement) {
    case 'hero':
      return 'hero';
    case 'showcase':
      return `showcase-${position}`;
    case 'gallery':
      return `gallery-${two}`;
    case 'tiles':
      return `grid-${two}`;
    case 'about':
      return ABOUT_SLOTS[position - 1] ?? 'about-nails';
  }
}

/** Every slot a photo can take, with its placement, position and shape. */
export function allPhotoSlots(): { slot: string; placement: PhotoPlacement; position: number; shape: PhotoShape }[] {
  return PHOTO_PLACEMENT_NAMES.flatMap((placement) =>
    Array.from({ length: PHOTO_PLACEMENTS[placement].count }, (_, index) => ({
      slot: photoSlotFor(placement, index + 1),
      placement,
      position: index + 1,
      shape: PHOTO_PLACEMENTS[placement].shape,
    })),
  );
}

/** One file of a placed photo: its content-hashed URL and width in pixels. */
export interface SitePhotoFile {
  readonly url: string;
  readonly width: number;
}

/** A placed photo as the public pages receive it. */
export interface SitePhoto {
  /** Intrinsic size of the largest variant (the slot's shape). */
  readonly width: number;
  readonly height: number;
  readonly avif: readonly SitePhotoFile[];
  readonly webp: readonly SitePhotoFile[];
  /** The owner's descriptions; English is always there, the others only when written. */
  readonly alt: Readonly<Partial<Record<Language, string>>> & { readonly en: string };
}

/** Placed photos by slot name ('hero', 'gallery-03'…); a slot missing here shows the generated artwork. */
export type SitePhotos = Readonly<Record<string, SitePhoto>>;

/** The description in `language`, English when the owner wrote none in it. */
export function photoAltIn(photo: SitePhoto, language: Language): string {
  return photo.alt[language]?.trim() || photo.alt.en;
}

/** `url 640w, url 1024w` for a `srcset`. */
export function sitePhotoSrcSet(files: readonly SitePhotoFile[]): string {
  return files.map((file) => `${file.url} ${file.width}w`).join(', ');
}
