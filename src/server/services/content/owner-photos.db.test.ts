/**
 * The owner's photos through the real app, guard and database: uploads that
 * are refused store nothing; an accepted one is stripped of its metadata;
 * placing it makes AVIF and WebP files at the place's widths, under
 * content-hashed URLs served with a year's cache, and the public pages' facts
 * name them.
 */
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { phoneJpeg } from '../../../../test/support/photos.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { MAX_PHOTO_BYTES } from '../../../domain/owner-photo-edits.ts';
import type { SalonFacts } from '../../../domain/salon-facts.ts';
import { PHOTO_PLACEMENTS } from '../../../domain/site-photos.ts';
import { ownerPhotoFiles, ownerPhotos, settingsChanges, staff } from '../../db/schema.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

/** A PNG whose header claims 30000 x 30000 pixels (an image bomb): a few dozen bytes on the wire. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function owner() {
  const { app } = createTestApp({ db: testDb.db });
  const session = await signInAsStaff(app, testDb.db);
  await testDb.db.update(staff).set({ role: 'owner' }).where(eq(staff.email, session.email));
  const upload = async (bytes: Buffer | string, type = 'image/jpeg') => {
    const response = await app.request('/api/admin/settings/photos', {
      method: 'POST',
      headers: { ...session.headers, 'content-type': type },
      body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
    });
    return { status: response.status, body: (await response.json()) as Record<string, never> };
  };
  return {
    app,
    upload,
    put: (path: string, body: unknown) => call(app, 'PUT', path, body, session.headers),
    get: (path: string) => call(app, 'GET', path, undefined, session.headers),
  };
}

async function stored() {
  const [photos] = await testDb.db.select({ total: count() }).from(ownerPhotos);
  const [files] = await testDb.db.select({ total: count() }).from(ownerPhotoFiles);
  return { photos: photos?.total, files: files?.total };
}

describe('photo uploads', () => {
  it('refuses what is no photo, with its key, and stores nothing', { timeout: 60_000 }, async () => {
    const salon = await owner();
    const jpeg = await phoneJpeg();
    const cases: { bytes: Buffer | string; type?: string; status: number; key: string }[] = [
      { bytes: 'just some text, renamed photo.jpg', status: 422, key: 'photos:errors.notAnImage' },
      { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), status: 422, key: 'photos:errors.notAnImage' },
      { bytes: pngBomb(), type: 'image/png', status: 422, key: 'photos:errors.tooManyPixels' },
      { bytes: jpeg, type: 'text/plain', status: 415, key: 'photos:errors.wrongType' },
      { bytes: Buffer.alloc(MAX_PHOTO_BYTES + 1, 1), status: 413, key: 'photos:errors.tooLarge' },
      {
        bytes: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
        status: 422,
        key: 'photos:errors.tooSmall',
      },
      // An HEIC header this build's libvips cannot decode: the message says how to send JPEG.
      {
        bytes: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]),
        type: 'image/heic',
        status: 415,
        key: 'photos:errors.heicUnsupported',
      },
    ];
    for (const entry of cases) {
      const response = await salon.upload(entry.bytes, entry.type);
      expect(response.status, entry.key).toBe(entry.status);
      expect(response.body).toMatchObject({ error: { details: { key: entry.key } } });
    }
    expect(await stored()).toEqual({ photos: 0, files: 0 });
    expect(await testDb.db.select().from(settingsChanges).where(eq(settingsChanges.area, 'photos'))).toEqual([]);
  });

  it('keeps the photo without its GPS and camera metadata, with a preview, and records it', async () => {
    const salon = await owner();
    const jpeg = await phoneJpeg();
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');

    const response = await salon.upload(jpeg);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [row] = await testDb.db.select().from(ownerPhotos);
    const master = await sharp(row!.original).metadata();
    expect(master).toMatchObject({ format: 'webp', width: 1800, height: 1200 });
    expect(master.exif).toBeUndefined();
    expect(master.xmp).toBeUndefined();
    expect(row!.original.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(response.body).toMatchObject({
      photo: { placement: null, slot: null, previewUrl: expect.stringMatching(/^\/photos\//) },
    });
    const history = await testDb.db.select().from(settingsChanges).where(eq(settingsChanges.area, 'photos'));
    expect(history).toHaveLength(1);
  });
});

describe('placing a photo', () => {
  it(
    'cuts AVIF and WebP at the widths of its place, serves them hashed and cached, and the pages name them',
    { timeout: 60_000 },
    async () => {
      const salon = await owner();
      const uploaded = await salon.upload(await phoneJpeg());
      const photo = (uploaded.body as unknown as { photo: { id: number; version: number } }).photo;

      const withoutAlt = await salon.put(`/api/admin/settings/photos/${photo.id}`, {
        placement: 'hero',
        position: 1,
        focusX: 50,
        focusY: 50,
        alt: { en: ' ', th: '', ru: '', zh: '' },
        version: photo.version,
      });
      expect(withoutAlt.status).toBe(422);
      expect(withoutAlt.body).toMatchObject({ error: { details: { key: 'photos:errors.altRequired' } } });

      const placed = await salon.put(`/api/admin/settings/photos/${photo.id}`, {
        placement: 'hero',
        position: 1,
        focusX: 30,
        focusY: 60,
        alt: { en: 'Gel manicure in rose', th: 'ทำเล็บเจลสีชมพู', ru: '', zh: '' },
        version: photo.version,
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body).toMatchObject({ photo: { slot: 'hero', focusX: 30, focusY: 60 } });

      const facts = (await call(salon.app, 'GET', '/api/salon')).body as SalonFacts;
      const hero = facts.photos?.hero;
      const widths = PHOTO_PLACEMENTS.hero.shape.widths;
      expect(hero).toMatchObject({
        width: 1600,
        height: 1200,
        alt: { en: 'Gel manicure in rose', th: 'ทำเล็บเจลสีชมพู' },
      });
      expect(hero?.avif.map((file) => file.width)).toEqual(widths);
      expect(hero?.webp.map((file) => file.width)).toEqual(widths);

      for (const file of [...(hero?.avif ?? []), ...(hero?.webp ?? [])]) {
        expect(file.url).toMatch(/^\/photos\/[A-Za-z0-9_-]{20}-\d+\.(avif|webp)$/);
        const response = await salon.app.request(file.url);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = Buffer.from(await response.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta.width).toBe(file.width);
        expect(meta.height).toBe(Math.round((file.width * 1200) / 1600));
        expect(response.headers.get('content-type')).toBe(file.url.endsWith('.avif') ? 'image/avif' : 'image/webp');
        expect(meta.exif).toBeUndefined();
      }
      expect((await salon.app.request('/photos/not-a-file.webp')).status).toBe(404);

      // A new focal point is a new cut, under new names; the old names are gone.
      const moved = await salon.put(`/api/admin/settings/photos/${photo.id}`, {
        placement: 'hero',
        position: 1,
        focusX: 80,
        focusY: 20,
        alt: { en: 'Gel manicure in rose', th: '', ru: '', zh: '' },
        version: photo.version + 1,
      });
      expect(moved.status).toBe(200);
      const after = ((await call(salon.app, 'GET', '/api/salon')).body as SalonFacts).photos?.hero;
      expect(after?.webp[0]?.url).not.toBe(hero?.webp[0]?.url);
      expect((await salon.app.request(hero!.webp[0]!.url)).status).toBe(404);

      // A stale version changes nothing.
      const stale = await salon.put(`/api/admin/settings/photos/${photo.id}`, {
        placement: null,
        position: 1,
        focusX: 50,
        focusY: 50,
        alt: { en: '', th: '', ru: '', zh: '' },
        version: photo.version,
      });
      expect(stale.status).toBe(409);
      expect(((await call(salon.app, 'GET', '/api/salon')).body as SalonFacts).photos?.hero).toEqual(after);
    },
  );

  it('moves the photo that held a place back to the library', { timeout: 60_000 }, async () => {
    const salon = await owner();
    const first = (await salon.upload(await phoneJpeg())).body as unknown as { photo: { id: number } };
    const second = (await salon.upload(await phoneJpeg('#e8c9a0'))).body as unknown as { photo: { id: number } };
    const place = (id: number) =>
      salon.put(`/api/admin/settings/photos/${id}`, {
        placement: 'gallery',
        position: 2,
        focusX: 50,
        focusY: 50,
        alt: { en: 'Pedicure chairs', th: '', ru: '', zh: '' },
        version: 1,
      });
    expect((await place(first.photo.id)).status).toBe(200);
    expect((await place(second.photo.id)).status).toBe(200);
    const list = (await salon.get('/api/admin/settings/photos')).body as {
      photos: { id: number; slot: string | null }[];
    };
    expect(list.photos.map((entry) => [entry.id, entry.slot])).toEqual([
      [first.photo.id, null],
      [second.photo.id, 'gallery-02'],
    ]);
    const out = await salon.put(`/api/admin/settings/photos/${first.photo.id}`, {
      placement: 'gallery',
      position: 11,
      focusX: 50,
      focusY: 50,
      alt: { en: 'x', th: '', ru: '', zh: '' },
      version: 2,
    });
    expect(out.status).toBe(422);
  });

  it("is the owner's: staff and signed-out visitors cannot upload", async () => {
    const { app } = createTestApp({ db: testDb.db });
    const response = await app.request('/api/admin/settings/photos', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      body: new Uint8Array(await phoneJpeg()),
    });
    expect(response.status).toBe(401);
    expect(await stored()).toEqual({ photos: 0, files: 0 });
  });
});
