/**
 * The owner's photo library: the list (TanStack Query), saving a photo's
 * place, focal point and descriptions, deleting, and uploading one file with
 * its progress. The upload goes through sendWithProgress (XMLHttpRequest): fetch
 * reports no upload progress, and a phone on a slow connection needs to see it move.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoUpdate } from '../../../domain/owner-photo-edits.ts';
import { api, readJson, sendWithProgress } from '../../lib/api-client.ts';

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

/**
 * Sends one file; `onProgress` hears 0..1 as it goes. Rejects with ApiRequestError as readJson does, its
 * message the refusal in the owner's language (the caller re-reads the photo list after a refusal, whose
 * 401 or 403 then reaches the session check).
 */
export async function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<void> {
  await sendWithProgress({
    method: 'POST',
    path: '/api/admin/settings/photos',
    body: file,
    contentType: file.type || 'application/octet-stream',
    onProgress,
  });
}
