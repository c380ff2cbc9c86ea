/**
 * One photo of the library: where it appears (a place and its position), the
 * focal point every crop keeps (tap the picture, or the two sliders), and its
 * descriptions in four languages, English required once it is shown; the
 * others show "Missing: …" and fall back to English on the site. Under the
 * focal point, the cut of every shape the pages use follows it as it moves.
 */
import { useId, useState } from 'react';
import type { PhotoUpdate } from '../../../domain/owner-photo-edits.ts';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '../../../domain/language.ts';
import { PHOTO_PLACEMENT_NAMES, PHOTO_PLACEMENTS, type PhotoPlacement } from '../../../domain/site-photos.ts';
import {
  cardClass,
  dangerButton,
  fieldClass,
  hintClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from '../../components/admin-styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { CropPreviews } from './crop-previews.tsx';
import { useDeletePhoto, useSavePhoto, type OwnerPhoto } from './photos-api.ts';

export function PhotoCard({ photo }: { readonly photo: OwnerPhoto }) {
  const { t } = useTranslation('photos');
  const id = useId();
  const save = useSavePhoto();
  const remove = useDeletePhoto();
  const [placement, setPlacement] = useState<PhotoPlacement | null>(photo.placement);
  const [position, setPosition] = useState(photo.position);
  const [focus, setFocus] = useState({ x: photo.focusX, y: photo.focusY });
  const [alt, setAlt] = useState(photo.alt);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const count = placement ? PHOTO_PLACEMENTS[placement].count : 1;
  const missingEnglish = placement !== null && alt.en.trim() === '';
  const error = save.error ?? remove.error;

  const submit = () => {
    const update: PhotoUpdate = {
      placement,
      position: Math.min(position, count),
      focusX: focus.x,
      focusY: focus.y,
      alt,
      version: photo.version,
    };
    save.mutate({ id: photo.id, update });
  };

  return (
    <li className={`${cardClass} flex flex-col gap-3`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-plum">
        {photo.slot
          ? photo.placement && PHOTO_PLACEMENTS[photo.placement].count > 1
            ? t('card.titlePlaced', { place: t(`places.${photo.placement}`), position: photo.position })
            : t(`places.${photo.placement}`)
          : t('card.titleLibrary', { number: photo.id })}
      </h3>
      {photo.previewUrl ? (
        <button
          type="button"
          className="relative block overflow-hidden rounded-xl"
          aria-label={t('card.focusTap')}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setFocus({
              x: Math.round(Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100))),
              y: Math.round(Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100))),
            });
          }}
        >
          <img src={photo.previewUrl} alt="" width={photo.width} height={photo.height} className="h-auto w-full" />
          <span
            aria-hidden="true"
            className="absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white shadow-[0_0_0_2px_rgb(59_37_55)]"
            style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
          />
        </button>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <label className="flex flex-col gap-1">
          <span className={labelClass}>{t('card.focusAcross')}</span>
          <input
            type="range"
            min={0}
            max={100}
            value={focus.x}
            onChange={(event) => setFocus({ ...focus, x: Number(event.target.value) })}
            className="accent-rose-deep"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className={labelClass}>{t('card.focusDown')}</span>
          <input
            type="range"
            min={0}
            max={100}
            value={focus.y}
            onChange={(event) => setFocus({ ...focus, y: Number(event.target.value) })}
            className="accent-rose-deep"
          />
        </label>
      </div>
      {photo.previewUrl ? (
        <CropPreviews
          previewUrl={photo.previewUrl}
          width={photo.width}
          height={photo.height}
          focus={focus}
          placement={placement}
        />
      ) : null}
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <label className="flex flex-col gap-1">
          <span className={labelClass}>{t('card.place')}</span>
          <select
            className={fieldClass}
            value={placement ?? ''}
            onChange={(event) =>
              setPlacement(event.target.value === '' ? null : (event.target.value as PhotoPlacement))
            }
          >
            <option value="">{t('places.library')}</option>
            {PHOTO_PLACEMENT_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`places.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className={labelClass}>{t('card.position')}</span>
          <select
            className={fieldClass}
            value={Math.min(position, count)}
            disabled={count <= 1}
            onChange={(event) => setPosition(Number(event.target.value))}
          >
            {Array.from({ length: count }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className={labelClass}>{t('card.alt')}</legend>
        <p className={hintClass}>{t('card.altHint')}</p>
        {SUPPORTED_LANGUAGES.map((language: Language) => {
          const missing = placement !== null && language !== 'en' && alt[language].trim() === '';
          return (
            <div key={language} className="flex flex-col gap-1">
              <label className="flex flex-col gap-1">
                <span className="text-sm text-plum">
                  {LANGUAGE_NAMES[language]}
                  {language === 'en' ? ` (${t('card.required')})` : ''}
                </span>
                <input
                  className={fieldClass}
                  lang={language}
                  value={alt[language]}
                  maxLength={200}
                  aria-invalid={language === 'en' && missingEnglish ? true : undefined}
                  aria-describedby={missing ? `${id}-missing-${language}` : undefined}
                  onChange={(event) => setAlt({ ...alt, [language]: event.target.value })}
                />
              </label>
              {missing ? (
                <span id={`${id}-missing-${language}`} className="text-xs font-medium text-amber-800">
                  {t('card.missing', { language: LANGUAGE_NAMES[language] })}
                </span>
              ) : null}
            </div>
          );
        })}
        {missingEnglish ? <p className="text-sm font-medium text-red-800">{t('errors.altRequired')}</p> : null}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error.message}
        </p>
      ) : null}
      {save.isSuccess && !save.isPending ? (
        <p role="status" className="text-sm font-medium text-green-800">
          {t('card.saved')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} disabled={save.isPending || missingEnglish} onClick={submit}>
          {save.isPending ? t('card.saving') : t('card.save')}
        </button>
        {confirmDelete ? (
          <button
            type="button"
            className={dangerButton}
            disabled={remove.isPending}
            onClick={() => remove.mutate(photo.id)}
          >
            {t('card.deleteConfirm')}
          </button>
        ) : (
          <button type="button" className={secondaryButton} onClick={() => setConfirmDelete(true)}>
            {t('card.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
