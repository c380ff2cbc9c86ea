/** A refused photo request: the status, its i18n key ('photos:<key>') and English text, nothing stored. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PHOTO_REFUSALS, type PhotoRefusal } from '../../../domain/owner-photo-edits.ts';
import { refuse, type ApiError } from '../../http/errors.ts';

const STATUS: Readonly<Record<PhotoRefusal, ContentfulStatusCode>> = {
  tooLarge: 413,
  empty: 422,
  wrongType: 415,
  notAnImage: 422,
  heicUnsupported: 415,
  tooManyPixels: 422,
  tooSmall: 422,
  libraryFull: 409,
  notFound: 404,
  stale: 409,
  altRequired: 422,
  positionOutOfRange: 422,
  busy: 503,
};

export function photoRefusal(refusal: PhotoRefusal): ApiError {
  const key = `photos:${PHOTO_REFUSALS[refusal].key}`;
  // The key is in `details` too, for API clients written before refusals carried it (decision 200).
  return refuse(STATUS[refusal], key, {
    details: { key },
    ...(refusal === 'altRequired' ? { fields: { 'alt.en': key } } : {}),
    ...(refusal === 'busy' ? { headers: { 'Retry-After': '30' } } : {}),
  });
}
