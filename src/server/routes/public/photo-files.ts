/**
 * GET /photos/<hash>-<width>.<avif|webp>: a file of the owner's photos, from
 * the database. The name is a hash of the bytes, so a file never changes and
 * is cached for a year everywhere; a new focal point or photo is a new name.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { readPhotoFile } from '../../services/content/site-photos.ts';

export const photoFileRoutes = new Hono<AppEnv>().get('/:name', async (c) => {
  const file = await readPhotoFile(c.var.deps.db, c.req.param('name'));
  if (!file) return c.text('Not found.', 404, { 'Cache-Control': 'no-store' });
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.length),
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
