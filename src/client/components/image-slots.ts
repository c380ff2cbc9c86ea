/**
 * Every picture of the public site, by fixed name. `scripts/images.ts` turns
 * each slot into optimised files (`/images/<slot>-<width>.avif|webp` and one
 * `/images/<slot>-<fallbackWidth>.jpg`) from the owner's photo in
 * `media/photos/<slot>.(jpg|jpeg|png|webp)` when there is one, otherwise from
 * our generated art. Components read the same table, so sizes never drift.
 */
export interface ImageSlot {
  /** Intrinsic aspect ratio (width and height of the largest file). */
  readonly width: number;
  readonly height: number;
  /** Widths generated for `srcset`, smallest first. */
  readonly widths: readonly number[];
  /** Width of the JPEG fallback for browsers without AVIF/WebP. */
  readonly fallbackWidth: number;
}

const wide: ImageSlot = { width: 1600, height: 1000, widths: [640, 1024, 1600], fallbackWidth: 1024 };
const portrait: ImageSlot = { width: 800, height: 1000, widths: [400, 800], fallbackWidth: 800 };
const square: ImageSlot = { width: 640, height: 640, widths: [320, 640], fallbackWidth: 640 };
const landscape: ImageSlot = { width: 960, height: 720, widths: [480, 960], fallbackWidth: 960 };

export const galleryImageNames = [
  'gallery-01',
  'gallery-02',
  'gallery-03',
  'gallery-04',
  'gallery-05',
  'gallery-06',
  'gallery-07',
  'gallery-08',
  'gallery-09',
  'gallery-10',
] as const;

export const gridImageNames = [
  'grid-01',
  'grid-02',
  'grid-03',
  'grid-04',
  'grid-05',
  'grid-06',
  'grid-07',
  'grid-08',
  'grid-09',
  'grid-10',
] as const;

export const imageSlots = {
  hero: { width: 1600, height: 1200, widths: [480, 800, 1200, 1600], fallbackWidth: 1200 },
  ...(Object.fromEntries(galleryImageNames.map((name) => [name, wide])) as Record<
    (typeof galleryImageNames)[number],
    ImageSlot
  >),
  ...(Object.fromEntries(gridImageNames.map((name) => [name, square])) as Record<
    (typeof gridImageNames)[number],
    ImageSlot
  >),
  'showcase-1': portrait,
  'showcase-2': portrait,
  'about-nails': landscape,
  'about-spa': landscape,
  'about-lashes': landscape,
  'about-scrub': landscape,
  'about-waxing': landscape,
  'contact-poster': { width: 1280, height: 720, widths: [640, 1280], fallbackWidth: 1280 },
} as const satisfies Record<string, ImageSlot>;

export type ImageSlotName = keyof typeof imageSlots;

export const IMAGE_BASE = '/images';

export function imageFile(slot: ImageSlotName, width: number, format: 'avif' | 'webp' | 'jpg'): string {
  return `${IMAGE_BASE}/${slot}-${width}.${format}`;
}

export function imageSrcSet(slot: ImageSlotName, format: 'avif' | 'webp'): string {
  return imageSlots[slot].widths.map((width) => `${imageFile(slot, width, format)} ${width}w`).join(', ');
}

/** The contact section's looping video and its poster (`media/video/contact.(mp4|webm|mov)` replaces it). */
export const contactVideo = {
  webm: '/media/contact-loop.webm',
  mp4: '/media/contact-loop.mp4',
  width: 640,
  height: 360,
} as const;
