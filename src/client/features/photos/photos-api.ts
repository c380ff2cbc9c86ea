/**
 * The owner's photo library: the list (TanStack Query), saving a photo's
 * place, focal point and descriptions, deleting, and uploading one file with
 * its progress. The upload uses XMLHttpRequest: fetch reports no upload
 * progress, and a phone on a slow connection needs to see it move.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoUpdate } from '../../../domain/owner-photo-edits.ts';
import { ApiRequestError, api, readJson } from '../../lib/api-client.ts';

export const PHOTOS_QUERY_KEY = ['admin', 'photos'] as const;

export function usePhotos() {
  return useQuery({
    queryKey: PHOTOS_QUERY_KEY,
    queryFn: async () => (await readJson(await api.admin.settings.photos.$get())).photos,
  });
}

export type OwnerPhoto = NonNullable<ReturnType<typeof usePhotos>['data']>[number];

export function useSavePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, update }: { id: number; update: PhotoUpdate }) =>
      (await readJson(await api.admin.settings.photos[':id'].$put({ param: { id: String(id) }, json: update }))).photo,
    onSettled: () => client.invalidateQueries({ queryKey: PHOTOS_QUERY_KEY }),
  });
}

export function useDeletePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.admin.settings.photos[':id'].$delete({ param: { id: String(id) } });
      if (!response.ok) await readJson(response);
    },
    onSettled: () => client.invalidateQueries({ queryKey: PHOTOS_QUERY_KEY }),
  });
}

/** The refusal's i18n key ('photos:errors.tooLarge') when the server named one. */
export function refusalKey(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const details = error.details as { key?: unknown } | undefined;
  return typeof details?.key === 'string' ? details.key : undefined;
}

/**
 * Sends one file; `onProgress` hears 0..1 as it goes. Rejects with ApiRequestError as readJson does (the
 * caller re-reads the photo list after a refusal, whose 401 or 403 then reaches the session check).
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/settings/photos');
    request.withCredentials = true;
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network', 'The connection was lost.'));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let body: { error?: { code?: string; message?: string; details?: unknown } } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // A proxy's page: the generic message below.
      }
      reject(
        new ApiRequestError(
          request.status,
          body.error?.code ?? 'error',
          body.error?.message ?? `The upload failed (${request.status}).`,
          {},
          body.error?.details,
        ),
      );
    };
    request.send(file);
  });
}
