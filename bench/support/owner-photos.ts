/**
 * The owner's photos of the benchmarks: 12-megapixel phone JPEGs made here (4032 x 3024, a GPS position and a
 * camera in their EXIF, noise like a real sensor's so they weigh what a phone's do), and a salon whose page
 * places are filled with them through the upload service, as Settings → Photos does.
 */
import sharp from 'sharp';
import type { PhotoPlacement } from '../../src/domain/site-photos.ts';
import type { Database } from '../../src/server/db/client.ts';
import { updateOwnerPhoto, uploadOwnerPhoto } from '../../src/server/services/content/owner-photos.ts';

export const PHONE_WIDTH = 4032;
export const PHONE_HEIGHT = 3024;

/** A 4032 x 3024 JPEG of a soft two-colour scene with sensor-like noise, tagged with GPS and a camera. */
export async function phonePhotoJpeg(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(PHONE_WIDTH * PHONE_HEIGHT * 3);
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  const noise = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 49) - 24;
  };
  const hue = (seed * 47) % 120;
  for (let y = 0; y < PHONE_HEIGHT; y += 1) {
    for (let x = 0; x < PHONE_WIDTH; x += 1) {
      const at = (y * PHONE_WIDTH + x) * 3;
      const dx = x - PHONE_WIDTH / 2;
      const dy = y - PHONE_HEIGHT / 2;
      const inside = dx * dx + dy * dy < 900 * 900;
      pixels[at] = Math.max(0, Math.min(255, (inside ? 120 : 230) - (y >> 5) + hue / 4 + noise()));
      pixels[at + 1] = Math.max(0, Math.min(255, (inside ? 70 : 200) - (x >> 6) + noise()));
      pixels[at + 2] = Math.max(0, Math.min(255, (inside ? 100 : 190) + hue / 3 + noise()));
    }
  }
  return sharp(pixels, { raw: { width: PHONE_WIDTH, height: PHONE_HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: 'Bench', Model: 'Phone 12MP' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '98/1 20/1 0/1' },
    })
    .toBuffer();
}

/** The places the public pages measured by Lighthouse draw first: the hero, showcase, gallery's first slides, tiles, about. */
export const BENCH_PLACES: readonly { placement: PhotoPlacement; position: number }[] = [
  { placement: 'hero', position: 1 },
  { placement: 'showcase', position: 1 },
  { placement: 'showcase', position: 2 },
  { placement: 'gallery', position: 1 },
  { placement: 'gallery', position: 2 },
  { placement: 'gallery', position: 10 },
  ...[1, 2, 3, 4].map((position) => ({ placement: 'tiles' as const, position })),
  ...[1, 2, 3, 4, 5].map((position) => ({ placement: 'about' as const, position })),
];

/** Uploads a 12 MP photo for each place and places it there, with an English and a Thai description. */
export async function placeOwnerPhotos(db: Database): Promise<number> {
  for (const [index, place] of BENCH_PLACES.entries()) {
    const uploaded = await uploadOwnerPhoto({ db, staffId: null, upload: await phonePhotoJpeg(index + 1) });
    await updateOwnerPhoto({
      db,
      staffId: null,
      id: uploaded.id,
      update: {
        ...place,
        focusX: 50,
        focusY: 45,
        alt: { en: `Our work, photo ${index + 1}`, th: `ผลงานของเรา ภาพที่ ${index + 1}`, ru: '', zh: '' },
        version: uploaded.version,
      },
    });
  }
  return BENCH_PLACES.length;
}
