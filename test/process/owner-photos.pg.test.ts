/**
 * Two server processes behind one PostgreSQL serve the same owner's photos: a photo placed while both run
 * (through the upload service, on the shared database) is named by both in the salon's facts and served by
 * both byte for byte under the same content-hashed URLs, cached for a year, with no GPS left in a file.
 * Real processes (src/server/main.ts), not two app instances in one.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SalonFacts } from '../../src/domain/salon-facts.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { updateOwnerPhoto, uploadOwnerPhoto } from '../../src/server/services/content/owner-photos.ts';
import { phoneJpeg } from '../support/photos.ts';
import { createScratchDatabase } from '../support/scratch-postgres.ts';
import { freePort, startServer, waitUntilHealthy, type ServerProcess } from '../support/server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('The pg suites need TEST_DATABASE_URL.');

async function heroOf(server: ServerProcess): Promise<SalonFacts['photos']> {
  const facts = (await (await fetch(`${server.url}/api/salon`)).json()) as SalonFacts;
  return facts.photos;
}

describe("the owner's photos in two server processes (PostgreSQL)", () => {
  it('a photo placed while both run is named and served by both, the same bytes', { timeout: 240_000 }, async () => {
    const scratch = await createScratchDatabase(adminUrl, 'salon_photos_two');
    const servers: ServerProcess[] = [];
    const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    try {
      const first = startServer({ DATABASE_URL: scratch.url }, await freePort());
      servers.push(first);
      await waitUntilHealthy(first); // migrated and seeded
      const second = startServer({ DATABASE_URL: scratch.url }, await freePort());
      servers.push(second);
      await waitUntilHealthy(second);
      expect((await heroOf(first))?.hero).toBeUndefined();

      const photo = await uploadOwnerPhoto({ db: handle.db, staffId: null, upload: await phoneJpeg('#b76e79') });
      await updateOwnerPhoto({
        db: handle.db,
        staffId: null,
        id: photo.id,
        update: {
          placement: 'hero',
          position: 1,
          focusX: 50,
          focusY: 50,
          alt: { en: 'Our nail bar', th: 'บาร์ทำเล็บของเรา', ru: '', zh: '' },
          version: photo.version,
        },
      });

      const hero = (await heroOf(first))?.hero;
      expect(hero?.alt).toEqual({ en: 'Our nail bar', th: 'บาร์ทำเล็บของเรา' });
      expect((await heroOf(second))?.hero).toEqual(hero);
      const urls = [...(hero?.avif ?? []), ...(hero?.webp ?? [])].map((file) => file.url);
      expect(urls).toHaveLength(8);
      for (const url of urls) {
        const [fromFirst, fromSecond] = await Promise.all(servers.map((server) => fetch(`${server.url}${url}`)));
        expect(fromFirst?.status, url).toBe(200);
        expect(fromSecond?.status, url).toBe(200);
        expect(fromSecond?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = Buffer.from(await fromFirst!.arrayBuffer());
        expect(Buffer.compare(Buffer.from(await fromSecond!.arrayBuffer()), bytes), url).toBe(0);
        expect((await sharp(bytes).metadata()).exif, url).toBeUndefined();
      }
    } finally {
      for (const server of servers) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      await handle.close();
      await scratch.drop();
    }
  });
});
