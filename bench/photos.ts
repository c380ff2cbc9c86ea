/**
 * The owner's photo uploads (`npm run bench:photos`): a 12-megapixel phone photo (4032 x 3024 JPEG with GPS
 * and camera EXIF, made by bench/support/owner-photos.ts) through the server's upload path, the service
 * the route calls: checked from its bytes, decoded, turned upright, stripped, scaled to the master, its
 * preview cut (uploadOwnerPhoto), then placed as the hero, which cuts the AVIF and WebP variants
 * (updateOwnerPhoto). Reports each step's p50 and max over --runs photos, checks that no EXIF (GPS) is
 * left in the stored master or a variant, then a fresh process's resident memory (sampled every 10 ms)
 * while --concurrent uploads arrive at once: one is processed at a time (decision 241), so the rise stays that
 * of about one photo, and uploads beyond the queue are refused as busy rather than held.
 *
 *   npm run bench:photos                                   # embedded database, 5 runs, 4 at once
 *   npm run bench:photos -- --runs 8 --concurrent 4 --write
 *   npm run bench:photos -- --engine postgres --database-url postgres://postgres@127.0.0.1:5432/postgres
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ownerPhotoFiles, ownerPhotos } from '../src/server/db/schema.ts';
import { updateOwnerPhoto, uploadOwnerPhoto } from '../src/server/services/content/owner-photos.ts';
import { median, option } from './support/command-line.ts';
import { openBenchDatabase } from './support/database.ts';
import { phonePhotoJpeg } from './support/owner-photos.ts';
import { replaceSection } from './support/server.ts';

const runs = Number(option('runs', '5'));
const concurrent = Number(option('concurrent', '4'));
const engine = option('engine', 'pglite');
const adminUrl = option('database-url', process.env.TEST_DATABASE_URL ?? '');
const write = process.argv.includes('--write');
const MB = 1024 * 1024;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

interface ChildMemory {
  readonly before: number;
  readonly peak: number;
  readonly ms: number;
  readonly accepted: number;
}

/** Uploads `files` all at once in a fresh process (bench/support/photo-upload-child.ts); its memory figures. */
async function uploadInChild(files: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<ChildMemory> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/support/photo-upload-child.ts', ...files],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) throw new Error(`The upload process failed (exit ${code}).`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ChildMemory;
}

async function main(): Promise<void> {
  const { handle, drop } = await openBenchDatabase(engine, adminUrl);
  const { db } = handle;
  try {
    await handle.migrate();
    const loadBefore = load();
    const uploadMs: number[] = [];
    const placeMs: number[] = [];
    const totalMs: number[] = [];
    let photoBytes = 0;
    let lastId = 0;
    for (let run = 0; run < runs; run += 1) {
      const jpeg = await phonePhotoJpeg(run + 1);
      photoBytes = jpeg.length;
      const started = performance.now();
      const uploaded = await uploadOwnerPhoto({ db, staffId: null, upload: jpeg });
      const afterUpload = performance.now();
      await updateOwnerPhoto({
        db,
        staffId: null,
        id: uploaded.id,
        update: {
          placement: 'hero',
          position: 1,
          focusX: 40,
          focusY: 50,
          alt: { en: 'Our work', th: '', ru: '', zh: '' },
          version: uploaded.version,
        },
      });
      const done = performance.now();
      uploadMs.push(afterUpload - started);
      placeMs.push(done - afterUpload);
      totalMs.push(done - started);
      lastId = uploaded.id;
      console.log(
        `run ${run + 1}: ${(jpeg.length / MB).toFixed(1)} MB JPEG, upload ${Math.round(afterUpload - started)} ms, hero variants ${Math.round(done - afterUpload)} ms (load ${load()})`,
      );
    }

    // Nothing of the EXIF is kept: not in the master every variant is cut from, not in a page file.
    const [master] = await db
      .select({ bytes: ownerPhotos.original })
      .from(ownerPhotos)
      .where(eq(ownerPhotos.id, lastId));
    const files = await db
      .select({ bytes: ownerPhotoFiles.bytes })
      .from(ownerPhotoFiles)
      .where(eq(ownerPhotoFiles.photoId, lastId));
    const withExif = [];
    for (const bytes of [master?.bytes, ...files.map((file) => file.bytes)]) {
      if (!bytes) throw new Error('The stored photo was not found.');
      const metadata = await sharp(bytes).metadata();
      if (metadata.exif || metadata.xmp || metadata.iptc) withExif.push(metadata.format);
    }
    if (withExif.length > 0) throw new Error(`EXIF left in ${withExif.join(', ')}`);

    // Several at once, each in a fresh process: one alone, then `concurrent` arriving together.
    const folder = mkdtempSync(join(tmpdir(), 'salon-bench-photos-'));
    const jpegs: string[] = [];
    for (let index = 0; index < concurrent + 2; index += 1) {
      const file = join(folder, `phone-${index}.jpg`);
      writeFileSync(file, await phonePhotoJpeg(100 + index));
      jpegs.push(file);
    }
    // Each case with glibc's default malloc arenas (one per thread: libvips runs on libuv's four) and with two.
    const cases = [
      { label: '1 upload', files: jpegs.slice(0, 1) },
      { label: `${concurrent} at once`, files: jpegs.slice(0, concurrent) },
      { label: `${concurrent + 2} at once (2 over the queue)`, files: jpegs },
    ];
    const rows: string[] = [];
    for (const { label, files: caseFiles } of cases) {
      const plain = await uploadInChild(caseFiles);
      const arenas = await uploadInChild(caseFiles, { MALLOC_ARENA_MAX: '2' });
      const rise = (figures: ChildMemory) => ((figures.peak - figures.before) / MB).toFixed(0);
      rows.push(
        `| ${label} | ${plain.accepted} | ${Math.round(plain.before / MB)} | ${rise(plain)} | ${Math.round(plain.ms)} | ${rise(arenas)} |`,
      );
      console.log(rows.at(-1));
    }
    rmSync(folder, { recursive: true, force: true });
    const loadAfter = load();

    const ms = (values: number[]) => `${Math.round(median(values))} / ${Math.round(Math.max(...values))}`;
    const body = [
      '## Owner photo uploads (decision 241)',
      '',
      `Command: \`npm run bench:photos -- --runs ${runs} --concurrent ${concurrent}${engine === 'pglite' ? '' : ` --engine ${engine}`}\` (bench/photos.ts), ${engine === 'pglite' ? 'embedded database in memory' : 'PostgreSQL'}.`,
      `Measured ${new Date().toISOString().slice(0, 10)} on two cores shared with other work (load average ${loadBefore} before, ${loadAfter} after): the times are inflated by the other load.`,
      `A 12-megapixel phone photo: 4032 x 3024 JPEG with GPS and camera EXIF, ${(photoBytes / MB).toFixed(1)} MB.`,
      '',
      '| step | p50 ms | max ms |',
      '|---|---:|---:|',
      `| upload: check, decode, upright, strip, 2400 px master, preview (uploadOwnerPhoto) | ${ms(uploadMs).replace(' / ', ' | ')} |`,
      `| place as hero: AVIF and WebP at 480, 800, 1200, 1600 px (updateOwnerPhoto) | ${ms(placeMs).replace(' / ', ' | ')} |`,
      `| end to end | ${ms(totalMs).replace(' / ', ' | ')} |`,
      '',
      `No EXIF, XMP or IPTC in the stored master or any of its ${files.length} files (checked with sharp's metadata).`,
      '',
      'Resident memory of a fresh process (bench/support/photo-upload-child.ts: embedded database in memory, migrated,',
      'the uploads read, garbage collected) while the uploads are handed to the service at once, sampled every 10 ms:',
      '',
      '| uploads | accepted | RSS before MB | peak rise MB | ms | peak rise MB, MALLOC_ARENA_MAX=2 |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows,
    ].join('\n');
    console.log(`\n${body}\n`);
    if (write) replaceSection('photos-bench', body);
  } finally {
    await handle.close();
    await drop();
  }
}

await main();
