/**
 * The owner's photos live in the database: a backup carries them byte for byte (bytea columns through the
 * COPY text format) and a restore serves them under the same URLs; two app instances over one database
 * serve the same files.
 */
import { asc } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../../test/support/scratch-postgres.ts';
import { phoneJpeg } from '../../../../test/support/photos.ts';
import { createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import type { SalonFacts } from '../../../domain/salon-facts.ts';
import { createSqlDump } from '../../../../test/support/backup-dump.ts';
import { readBackup } from '../../db/backup-format.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.ts';
import { restoreIntoDataDir, restoreIntoPostgres } from '../../db/restore-backup.ts';
import { ownerPhotoFiles, ownerPhotos } from '../../db/schema.ts';
import { updateOwnerPhoto, uploadOwnerPhoto } from './owner-photos.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function placeHeroPhoto(db: Database): Promise<void> {
  const photo = await uploadOwnerPhoto({ db, staffId: null, upload: await phoneJpeg() });
  await updateOwnerPhoto({
    db,
    staffId: null,
    id: photo.id,
    update: {
      placement: 'hero',
      position: 1,
      focusX: 40,
      focusY: 50,
      alt: { en: 'Our nail bar', th: '', ru: '', zh: '' },
      version: photo.version,
    },
  });
}

async function photoRows(db: Database) {
  return {
    photos: await db.select().from(ownerPhotos).orderBy(asc(ownerPhotos.id)),
    files: await db.select().from(ownerPhotoFiles).orderBy(asc(ownerPhotoFiles.name)),
  };
}

async function heroFiles(db: Database): Promise<Map<string, Buffer>> {
  const { app } = createTestApp({ db });
  const facts = (await (await app.request('/api/salon')).json()) as SalonFacts;
  const files = new Map<string, Buffer>();
  for (const file of [...(facts.photos?.hero?.avif ?? []), ...(facts.photos?.hero?.webp ?? [])]) {
    const response = await app.request(file.url);
    expect(response.status).toBe(200);
    files.set(file.url, Buffer.from(await response.arrayBuffer()));
  }
  return files;
}

describe('photos in backups', () => {
  it(
    'a backup carries the photos byte for byte and the restored database serves the same URLs',
    { timeout: 240_000 },
    async () => {
      await placeHeroPhoto(testDb.db);
      const before = await photoRows(testDb.db);
      expect(before.photos).toHaveLength(1);
      expect(before.files.length).toBe(9); // the preview and 4 widths x 2 formats
      const served = await heroFiles(testDb.db);
      expect(served.size).toBe(8);

      const dump = await createSqlDump(testDb.db, new Date('2026-11-28T02:00:00Z'));
      const contents = readBackup(Buffer.from(dump.sql, 'utf8'), 'backup.sql');
      let restored: DatabaseHandle;
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (adminUrl) {
        const scratch = await createScratchDatabase(adminUrl, 'salon_photo_restore');
        cleanups.push(scratch.drop);
        await restoreIntoPostgres(scratch.url, contents);
        restored = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
      } else {
        const parent = mkdtempSync(join(tmpdir(), 'salon-photo-restore-'));
        cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
        const dataDir = join(parent, 'data');
        await restoreIntoDataDir(dataDir, contents, { replace: true, now: new Date() });
        restored = await openDatabase({ dataDir });
      }
      cleanups.push(() => restored.close());
      const after = await photoRows(restored.db);
      expect(after).toEqual(before);
      expect(Buffer.compare(after.photos[0]!.original, before.photos[0]!.original)).toBe(0);
      expect(await heroFiles(restored.db)).toEqual(served);
    },
  );

  it('two app instances over one database serve the same photo files', { timeout: 60_000 }, async () => {
    await placeHeroPhoto(testDb.db);
    const first = await heroFiles(testDb.db);
    const second = await heroFiles(testDb.db);
    expect(first.size).toBe(8);
    expect(second).toEqual(first);
  });
});
