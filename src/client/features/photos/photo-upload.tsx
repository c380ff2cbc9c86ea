/**
 * "Add photos": several files at once from a phone's library or camera, or a
 * computer; each with its own progress bar and, when refused, the reason in
 * the owner's words. Files over the size limit are refused here before a
 * byte is sent; everything else is checked again by the server.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MAX_PHOTO_BYTES, PHOTO_REFUSALS } from '../../../domain/owner-photo-edits.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { PHOTOS_QUERY_KEY, uploadPhoto } from './photos-api.ts';

interface UploadEntry {
  readonly id: string;
  readonly name: string;
  readonly progress: number;
  readonly state: 'sending' | 'done' | 'refused';
  readonly message?: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif';

export function PhotoUpload() {
  const { t } = useTranslation('photos');
  const client = useQueryClient();
  const inputId = useId();
  const [entries, setEntries] = useState<UploadEntry[]>([]);

  const change = (id: string, patch: Partial<UploadEntry>) =>
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));

  const send = async (files: File[]) => {
    const added = files.map((file, index) => ({
      id: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      progress: 0,
      state: 'sending' as const,
    }));
    setEntries((current) => [...added, ...current].slice(0, 20));
    // One after the other: the server prepares one photo at a time, and a phone's upload is the bottleneck.
    for (const [index, file] of files.entries()) {
      const { id } = added[index]!;
      if (file.size > MAX_PHOTO_BYTES) {
        change(id, { state: 'refused', message: t(PHOTO_REFUSALS.tooLarge.key) });
        continue;
      }
      try {
        await uploadPhoto(file, (progress) => change(id, { progress }));
        change(id, { state: 'done', progress: 1 });
        await client.invalidateQueries({ queryKey: PHOTOS_QUERY_KEY });
      } catch (error) {
        // An ended session answers the list with 401/403 too, and the app's query cache then signs out.
        void client.invalidateQueries({ queryKey: PHOTOS_QUERY_KEY });
        change(id, { state: 'refused', message: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  return (
    <div className="rounded-2xl border border-dashed border-rose/50 bg-blush/20 p-4 sm:p-5">
      <label
        htmlFor={inputId}
        className="inline-flex min-h-12 cursor-pointer items-center justify-center rounded-full bg-plum px-6 text-base font-semibold text-cream hover:bg-plum/90 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-rose-deep"
      >
        {t('upload.button')}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        multiple
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void send(files);
        }}
      />
      <p className="mt-2 text-sm text-plum-soft">{t('upload.hint', { megabytes: MAX_PHOTO_BYTES / 1024 / 1024 })}</p>
      {entries.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2" aria-label={t('upload.listLabel')}>
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-xl bg-white/80 p-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="truncate font-medium text-plum">{entry.name}</span>
                <span className={entry.state === 'refused' ? 'font-semibold text-red-800' : 'text-plum-soft'}>
                  {entry.state === 'sending'
                    ? t('upload.sending', { percent: Math.round(entry.progress * 100) })
                    : entry.state === 'done'
                      ? t('upload.done')
                      : t('upload.refused')}
                </span>
              </div>
              <progress
                className="mt-2 h-2 w-full accent-rose-deep"
                max={1}
                value={entry.state === 'refused' ? 0 : entry.progress}
                aria-label={t('upload.progressLabel', { name: entry.name })}
              />
              {entry.message ? (
                <p role="alert" className="mt-1 font-medium text-red-800">
                  {entry.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
