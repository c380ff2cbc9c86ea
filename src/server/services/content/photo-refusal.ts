/** A refused photo request: the status, its i18n key ('photos:<key>') and English text, nothing stored. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PHOTO_REFUSALS, type PhotoRefusal } from '../../../domain/owner-photo-edits.ts';
import { ApiError, errorCodeForStatus } from '../../http/errors.ts';

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
  const { key, message } = PHOTO_REFUSALS[refusal];
  const status = STATUS[refusal];
  const field = refusal === 'altRequired' ? { 'alt.en': message } : undefined;
  return new ApiError(
    status,
    errorCodeForStatus(status),
    message,
    field,
    refusal === 'busy' ? { 'Retry-After': '30' } : undefined,
    { key: `photos:${key}` },
  );
}
