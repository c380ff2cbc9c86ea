/**
 * Owner-only: the salon's own photos, mounted behind requireOwner in index.ts.
 *
 *   GET    /api/admin/settings/photos            { photos }: the library, placed ones with their slot
 *   POST   /api/admin/settings/photos            the photo's bytes as the body (image/*) -> 201 { photo }
 *   PUT    /api/admin/settings/photos/:id        { placement, position, focusX, focusY, alt, version } -> { photo }
 *   DELETE /api/admin/settings/photos/:id        -> 204
 *
 * The upload is the one /api body that is not JSON: app.ts gives this path
 * its own size limit (MAX_PHOTO_BYTES), and the type is checked here, behind the guard.
 */
import { Hono } from 'hono';
import { photoParamSchema, photoUpdateSchema } from '../../../domain/owner-photo-edits.ts';
import type { AppEnv } from '../../app-env.ts';
import { photoRefusal } from '../../services/content/photo-refusal.ts';
import { validate } from '../../http/validation.ts';
import {
  deleteOwnerPhoto,
  listOwnerPhotos,
  updateOwnerPhoto,
  uploadOwnerPhoto,
} from '../../services/content/owner-photos.ts';

/** The upload's path, for app.ts's body rules. */
export const PHOTO_UPLOAD_PATH = '/api/admin/settings/photos';

export const photoRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ photos: await listOwnerPhotos(c.var.actor.db) }))
  .post('/', async (c) => {
    // The declared type only screens out what is plainly no photo; the service checks the bytes themselves.
    if (!/^(image\/[a-z0-9.+-]+|application\/octet-stream)\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
      throw photoRefusal('wrongType');
    }
    const upload = Buffer.from(await c.req.arrayBuffer());
    return c.json({ photo: await uploadOwnerPhoto({ ...c.var.actor, upload }) }, 201);
  })
  .put('/:id', validate('param', photoParamSchema), validate('json', photoUpdateSchema), async (c) => {
    const photo = await updateOwnerPhoto({ ...c.var.actor, id: c.req.valid('param').id, update: c.req.valid('json') });
    return c.json({ photo });
  })
  .delete('/:id', validate('param', photoParamSchema), async (c) => {
    await deleteOwnerPhoto({ ...c.var.actor, id: c.req.valid('param').id });
    return c.body(null, 204);
  });
