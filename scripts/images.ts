/**
 * Builds every picture of the public site into src/client/public/images (and
 * the contact video into src/client/public/media). `npm run images`.
 *
 * For each slot of src/client/components/image-slots.ts it takes the owner's
 * photo from media/photos/<slot>.(jpg|jpeg|png|webp) when present, otherwise
 * our generated art (scripts/images-art.ts), and writes AVIF and WebP at each
 * srcset width plus one JPEG fallback. The video comes from
 * media/video/contact.(mp4|webm|mov) when present, otherwise it is rendered
 * from animated art; both need ffmpeg (`apt-get install ffmpeg`). Without
 * ffmpeg the existing video files are kept as they are.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { contactVideo, imageSlots, type ImageSlotName } from '../src/client/components/image-slots.ts';
import { compositionFor, flowing, lotus } from './images-art.ts';

const root = join(import.meta.dirname, '..');
const photosDir = join(root, 'media', 'photos');
const videoSourceDir = join(root, 'media', 'video');
const imagesOut = join(root, 'src', 'client', 'public', 'images');
const mediaOut = join(root, 'src', 'client', 'public', 'media');

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

function ownerPhoto(slot: string): string | undefined {
  return PHOTO_EXTENSIONS.map((extension) => join(photosDir, `${slot}.${extension}`)).find((file) => existsSync(file));
}

async function sourceFor(slot: ImageSlotName): Promise<{ image: Sharp; origin: string }> {
  const { width, height } = imageSlots[slot];
  const photo = ownerPhoto(slot);
  if (photo) {
    // EXIF rotation applied, cropped to the slot's shape around the most interesting area.
    const buffer = await sharp(photo)
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .toBuffer();
    return { image: sharp(buffer), origin: `photo ${photo}` };
  }
  const composition = compositionFor[slot];
  if (!composition) throw new Error(`No art composition for image slot "${slot}".`);
  const png = await sharp(Buffer.from(composition(slot, width, height)))
    .png()
    .toBuffer();
  return { image: sharp(png), origin: 'generated art' };
}

async function buildSlot(slot: ImageSlotName): Promise<string[]> {
  const spec = imageSlots[slot];
  const { image, origin } = await sourceFor(slot);
  const master = await image.toBuffer();
  const written: string[] = [];
  for (const width of spec.widths) {
    const resized = () => sharp(master).resize({ width, withoutEnlargement: true });
    const base = join(imagesOut, `${slot}-${width}`);
    await resized().avif({ quality: 52, effort: 4 }).toFile(`${base}.avif`);
    await resized().webp({ quality: 74, effort: 5 }).toFile(`${base}.webp`);
    written.push(`${base}.avif`, `${base}.webp`);
  }
  const fallback = join(imagesOut, `${slot}-${spec.fallbackWidth}.jpg`);
  await sharp(master)
    .resize({ width: spec.fallbackWidth, withoutEnlargement: true })
    .jpeg({ quality: 74, mozjpeg: true, progressive: true })
    .toFile(fallback);
  written.push(fallback);
  console.log(`${slot.padEnd(16)} ${origin}`);
  return written;
}

async function buildSocialCard(): Promise<void> {
  const photo = ownerPhoto('og-image');
  const source = photo
    ? sharp(photo).rotate().resize(1200, 630, { fit: 'cover', position: 'attention' })
    : sharp(Buffer.from(lotus('og-image', 1200, 630)));
  await source.jpeg({ quality: 78, mozjpeg: true }).toFile(join(imagesOut, 'og-image.jpg'));
  console.log(`og-image         ${photo ? `photo ${photo}` : 'generated art'}`);
}

function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

async function buildVideo(): Promise<void> {
  if (!hasFfmpeg()) {
    console.log('contact video    skipped: ffmpeg is not installed (existing files kept)');
    return;
  }
  const { width, height } = contactVideo;
  const scale = `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`;
  const ownVideo = ['mp4', 'webm', 'mov'].map((e) => join(videoSourceDir, `contact.${e}`)).find((f) => existsSync(f));
  let input: string[];
  let work: string | undefined;
  if (ownVideo) {
    // At most 12 seconds, no sound: it loops muted behind the contact details.
    input = ['-t', '12', '-i', ownVideo];
  } else {
    work = mkdtempSync(join(tmpdir(), 'salon-video-'));
    const frames = 96;
    for (let frame = 0; frame < frames; frame += 1) {
      const art = flowing('contact-poster', width, height, frame / frames);
      await sharp(Buffer.from(art))
        .png()
        .toFile(join(work, `frame-${String(frame).padStart(3, '0')}.png`));
    }
    input = ['-framerate', '12', '-i', join(work, 'frame-%03d.png')];
  }
  const common = ['-y', '-loglevel', 'error', ...input, '-an', '-vf', scale, '-pix_fmt', 'yuv420p'];
  execFileSync('ffmpeg', [
    ...common,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    join(mediaOut, 'contact-loop.webm'),
  ]);
  execFileSync('ffmpeg', [
    ...common,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-crf',
    '30',
    '-preset',
    'slow',
    '-movflags',
    '+faststart',
    join(mediaOut, 'contact-loop.mp4'),
  ]);
  if (work) rmSync(work, { recursive: true, force: true });
  console.log(`contact video    ${ownVideo ? `video ${ownVideo}` : 'generated art'}`);
}

function folderBytes(folder: string): number {
  if (!existsSync(folder)) return 0;
  return readdirSync(folder).reduce((sum, file) => sum + statSync(join(folder, file)).size, 0);
}

async function main(): Promise<void> {
  mkdirSync(imagesOut, { recursive: true });
  mkdirSync(mediaOut, { recursive: true });
  const only = process.argv.slice(2);
  const slots = (Object.keys(imageSlots) as ImageSlotName[]).filter((slot) => only.length === 0 || only.includes(slot));
  const expected = new Set<string>();
  for (const slot of slots) for (const file of await buildSlot(slot)) expected.add(file);
  if (only.length === 0) {
    await buildSocialCard();
    if (!process.argv.includes('--no-video')) await buildVideo();
    // Files of slots that no longer exist would otherwise linger in the repository.
    for (const file of readdirSync(imagesOut)) {
      const full = join(imagesOut, file);
      if (!expected.has(full) && file !== 'og-image.jpg') rmSync(full);
    }
  }
  const total = folderBytes(imagesOut) + folderBytes(mediaOut);
  const summary = `media total: ${(total / 1024 / 1024).toFixed(2)} MB`;
  console.log(summary);
}

await main();
